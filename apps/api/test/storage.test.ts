import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { keyRing } from '../src/lib/crypto';
import { createFileStorage } from '../src/lib/storage/configured-storage';
import { looksEncrypted } from '../src/lib/storage/file-encryption';
import { StoredFileMissingError, type FileStorage } from '../src/lib/storage/file-storage';
import { openStoredUpload, removeStoredFiles, storageKey, storeUploadBytes } from '../src/lib/uploads';
import { STORAGE_BACKENDS, startLocalS3, type LocalS3 } from './helpers/s3';

/** A stream that sends `good` bytes, then fails, as an upload cut off or a disk error would. */
function failingHalfWay(good: Buffer) {
  let sent = false;
  return new Readable({
    read() {
      if (!sent) {
        sent = true;
        this.push(good);
      } else {
        this.destroy(new Error('The connection was cut.'));
      }
    },
  });
}

describe.each(STORAGE_BACKENDS)('file storage (%s)', (backend) => {
  let dataDir: string;
  let s3: LocalS3 | undefined;
  let storage: FileStorage;
  const ring = keyRing({ id: '1', key: randomBytes(32) });

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'payee-storage-test-'));
    s3 = backend === 's3' ? await startLocalS3() : undefined;
    storage = createFileStorage(
      loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, APP_ENCRYPTION_KEY: randomBytes(32).toString('base64'), ...s3?.env }),
    );
  });
  afterAll(async () => {
    await s3?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('is the backend the configuration names', () => {
    expect(storage.kind).toBe(backend);
  });

  it('stores a stream, reads it back, lists it and removes it', async () => {
    const key = `intake/${randomUUID()}`;
    const bytes = randomBytes(200_000);
    await storage.put(key, Readable.from([bytes.subarray(0, 70_000), bytes.subarray(70_000)]), bytes.length);
    expect((await buffer(await storage.get(key))).equals(bytes)).toBe(true);
    expect(await storage.list('intake/')).toContain(key);
    await storage.remove([key, `intake/${randomUUID()}`]);
    await expect(storage.get(key)).rejects.toThrow(StoredFileMissingError);
    expect(await storage.list('intake/')).not.toContain(key);
  });

  it('answers "missing" for an object that is not there', async () => {
    await expect(storage.get(`onboarding/${randomUUID()}`)).rejects.toThrow(StoredFileMissingError);
  });

  it('keeps nothing of a save whose stream fails half-way', async () => {
    const key = `onboarding/${randomUUID()}`;
    await expect(storage.put(key, failingHalfWay(randomBytes(100_000)), 300_000)).rejects.toThrow();
    await expect(storage.get(key)).rejects.toThrow(StoredFileMissingError);
    expect(await storage.list('onboarding/')).not.toContain(key);
    if (backend === 'disk') expect(fs.readdirSync(path.join(dataDir, 'uploads', 'onboarding'))).toEqual([]);
  });

  it("refuses object names that are not the server's own", async () => {
    for (const key of ['../secrets.json', 'intake/../../x', '/etc/passwd', 'intake/', 'Intake/x']) {
      await expect(storage.put(key, Readable.from([Buffer.from('x')]), 1), key).rejects.toThrow(/Not a storage key/);
    }
  });

  it('keeps uploads as ciphertext under their own key, and reads them back decrypted', async () => {
    const plain = Buffer.from(`%PDF-1.7 SSA-1696 for Maria Lopez, SSN 987-65-4320 ${'x'.repeat(100_000)}`);
    const stored = await storeUploadBytes(storage, ring, 'intake', 'SSA-1696.pdf', 'application/pdf', plain);
    expect(stored).toMatchObject({ originalName: 'SSA-1696.pdf', contentType: 'application/pdf', sizeBytes: plain.length });
    expect(stored.keyEncrypted).toMatch(/^v2:1:/);

    const raw = await buffer(await storage.get(storageKey('intake', stored.storageName)));
    expect(looksEncrypted(raw)).toBe(true);
    expect(raw.includes(Buffer.from('Maria Lopez'))).toBe(false);
    if (s3) {
      // What the S3 server itself holds is the same ciphertext.
      const objects = fs.readdirSync(path.join(s3.dir, 'payee-test', 'intake'));
      const object = objects.find((name) => name.startsWith(stored.storageName) && name.endsWith('._S3rver_object'))!;
      expect(looksEncrypted(fs.readFileSync(path.join(s3.dir, 'payee-test', 'intake', object)))).toBe(true);
    }

    expect((await buffer(await openStoredUpload(storage, ring, 'intake', stored))).equals(plain)).toBe(true);
    await removeStoredFiles(storage, 'intake', [stored.storageName]);
    await expect(openStoredUpload(storage, ring, 'intake', stored)).rejects.toThrow(StoredFileMissingError);
  });

  it('errors the download of an altered object rather than give its bytes', async () => {
    const stored = await storeUploadBytes(storage, ring, 'onboarding', 'bill.png', 'image/png', randomBytes(1000));
    const key = storageKey('onboarding', stored.storageName);
    const raw = await buffer(await storage.get(key));
    raw[raw.length - 20]! ^= 1;
    await storage.put(key, Readable.from([raw]), raw.length);
    await expect(buffer(await openStoredUpload(storage, ring, 'onboarding', stored))).rejects.toThrow(/cannot be decrypted/);
  });

  it('removes every object on a reset', async () => {
    await storeUploadBytes(storage, ring, 'intake', 'a.png', 'image/png', randomBytes(10));
    expect(await storage.removeAll()).toBeGreaterThan(0);
    expect([...(await storage.list('intake/')), ...(await storage.list('onboarding/'))]).toEqual([]);
  });
});
