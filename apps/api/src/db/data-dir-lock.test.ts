import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

let dataDir: string;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'payee-lock-'));
});
afterEach(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('lockDataDir', () => {
  it('refuses a second holder of the same data directory with one clear message', async () => {
    const release = await lockDataDir(dataDir);
    try {
      const second = lockDataDir(dataDir);
      await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
      await expect(lockDataDir(dataDir)).rejects.toThrow(
        `Another Payee Portal server is already using the data directory ${dataDir} (lock held). ` +
          'Stop it, or set DATA_DIR to another folder.',
      );
    } finally {
      await release();
    }
  });

  it('can be taken again once released', async () => {
    const release = await lockDataDir(dataDir);
    await release();
    const again = await lockDataDir(dataDir);
    await again();
  });

  it('creates a missing data directory', async () => {
    const nested = path.join(dataDir, 'not', 'yet');
    const release = await lockDataDir(nested);
    expect(fs.existsSync(nested)).toBe(true);
    await release();
  });
});
