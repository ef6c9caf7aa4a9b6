import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { checkKey, StoredFileMissingError, type FileStorage } from './file-storage';

/** Files being written end with this until they are complete, so a crash mid-save never leaves a usable object. */
const PARTIAL = '.partial-';

/** Files under `root` (DATA_DIR/uploads), outside the web root, readable by the server's user alone. */
export function createDiskStorage(root: string): FileStorage {
  const fileOf = (key: string) => path.join(root, ...checkKey(key).split('/'));

  return {
    kind: 'disk',
    where: `local disk (${root})`,

    async put(key, body) {
      const file = fileOf(key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      const partial = `${file}${PARTIAL}${randomUUID()}`;
      try {
        await pipeline(body, fs.createWriteStream(partial, { mode: 0o600, flags: 'wx' }));
        await fs.promises.rename(partial, file);
      } catch (error) {
        await fs.promises.rm(partial, { force: true });
        throw error;
      }
    },

    async get(key) {
      const stream = fs.createReadStream(fileOf(key));
      try {
        await new Promise<void>((resolve, reject) => {
          stream.once('open', () => resolve());
          stream.once('error', reject);
        });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new StoredFileMissingError(key);
        throw error;
      }
      return stream as Readable;
    },

    async remove(keys) {
      await Promise.all(keys.map((key) => fs.promises.rm(fileOf(key), { force: true })));
    },

    async list(prefix) {
      const area = prefix.replace(/\/$/, '');
      try {
        const names = await fs.promises.readdir(path.join(root, area));
        return names.filter((name) => !name.includes(PARTIAL)).map((name) => `${area}/${name}`);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
    },

    async removeAll() {
      let count = 0;
      for (const area of await fs.promises.readdir(root).catch(() => [] as string[])) {
        count += (await this.list(`${area}/`)).length;
      }
      await fs.promises.rm(root, { recursive: true, force: true });
      return count;
    },
  };
}
