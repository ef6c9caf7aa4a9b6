import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { checkKeyFingerprints, KeyMismatchError } from '../src/db/key-fingerprints';
import { clientUsers, encryptionKeys } from '../src/db/schema/index';
import { API_ROOT } from '../src/file-paths';
import { encryptString, keyFingerprint, keyRing } from '../src/lib/crypto';
import { TEST_DATABASES, useTestApp } from './helpers/app';
import { createClientUser } from '../src/modules/clients/service';
import { scratchDatabaseUrl } from './helpers/scratch-database';

/**
 * A server whose encryption key does not fit the data refuses to start. Before, a second instance with another
 * key under the same id started, passed /ready, answered 500 on sign-in and wrote SSNs the others could not read.
 */

const KEY_A = randomBytes(32);
const KEY_B = randomBytes(32);
const KEY_C = randomBytes(32);

describe.each(TEST_DATABASES)('encryption keys that fit the data (%s)', (driver) => {
  const ctx = useTestApp(driver);
  const recorded = async () =>
    Object.fromEntries((await ctx.database.db.select().from(encryptionKeys)).map((row) => [row.keyId, row.fingerprint]));

  it('records each key id once and refuses another key under a recorded id, naming the id', async () => {
    await ctx.database.db.delete(encryptionKeys);
    await checkKeyFingerprints(ctx.database.db, keyRing({ id: 'k1', key: KEY_A }));
    expect(await recorded()).toEqual({ k1: keyFingerprint(KEY_A) });
    // The same key again: nothing changes.
    await checkKeyFingerprints(ctx.database.db, keyRing({ id: 'k1', key: KEY_A }));

    const wrong = checkKeyFingerprints(ctx.database.db, keyRing({ id: 'k1', key: KEY_B }));
    await expect(wrong).rejects.toBeInstanceOf(KeyMismatchError);
    await expect(wrong).rejects.toThrow('key id "k1"');
    // An old key given under the wrong key is refused as well.
    await expect(checkKeyFingerprints(ctx.database.db, keyRing({ id: 'k2', key: KEY_C }, [{ id: 'k1', key: KEY_B }]))).rejects.toThrow(
      'key id "k1"',
    );
    expect(await recorded()).toEqual({ k1: keyFingerprint(KEY_A) });
  });

  it('keeps the fingerprints through a rotation: the old key stays as it was, the new id is recorded', async () => {
    await ctx.database.db.delete(encryptionKeys);
    await checkKeyFingerprints(ctx.database.db, keyRing({ id: 'k1', key: KEY_A }));
    await checkKeyFingerprints(ctx.database.db, keyRing({ id: 'k2', key: KEY_C }, [{ id: 'k1', key: KEY_A }]));
    // After the old key is removed from the configuration, the new one alone still fits.
    await checkKeyFingerprints(ctx.database.db, keyRing({ id: 'k2', key: KEY_C }));
    expect(await recorded()).toEqual({ k1: keyFingerprint(KEY_A), k2: keyFingerprint(KEY_C) });
  });

  it('checks a database from before fingerprints by opening one SSN stored under the id', async () => {
    await ctx.database.db.delete(encryptionKeys);
    const ring = keyRing({ id: 'old', key: KEY_A });
    await createClientUser(ctx.database.db, ring, {
      username: 'key.check',
      password: 'Key@Check.Password1',
      ssn: '987654311',
      dateOfBirth: '1950-01-02',
      firstName: 'Key',
      lastName: 'Check',
      processType: 'intake',
      currentProcess: 'pending',
    });
    await expect(checkKeyFingerprints(ctx.database.db, keyRing({ id: 'old', key: KEY_B }))).rejects.toThrow('key id "old"');
    expect(await ctx.database.db.select().from(encryptionKeys).where(eq(encryptionKeys.keyId, 'old'))).toEqual([]);
    await checkKeyFingerprints(ctx.database.db, ring);
    expect(await recorded()).toEqual({ old: keyFingerprint(KEY_A) });
    expect(encryptString('x', ring)).toMatch(/^v2:old:/);
  });
});

/** Starts the real server, as `npm start` does, and answers how it ended. */
function startServer(env: NodeJS.ProcessEnv): Promise<{ exitCode: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: API_ROOT,
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (exitCode) => resolve({ exitCode, stderr }));
  });
}

describe.each(TEST_DATABASES)('a second server with another key under the same id (%s)', (driver) => {
  let dataDir: string;
  let scratch: Awaited<ReturnType<typeof scratchDatabaseUrl>>;
  const open = (): Promise<DatabaseHandle> =>
    scratch
      ? openDatabase({ driver: 'postgres', connectionString: scratch.url, poolSize: 1 })
      : openDatabase({ driver: 'pglite', dataDir: path.join(dataDir, 'pglite') });

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'payee-key-check-'));
    scratch = await scratchDatabaseUrl(driver);
    // The first server's database: migrated, and its key's fingerprint recorded under id "1".
    const database = await open();
    try {
      await database.migrate();
      await checkKeyFingerprints(database.db, keyRing({ id: '1', key: KEY_A }));
    } finally {
      await database.close();
    }
  });
  afterAll(async () => {
    await scratch?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses to start, says which key id and what to do, and writes nothing', async () => {
    const { DATABASE_URL: _inherited, ...parentEnv } = process.env;
    const result = await startServer({
      ...parentEnv,
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      PORT: '0',
      APP_ENCRYPTION_KEY: KEY_B.toString('base64'),
      APP_ENCRYPTION_KEY_ID: '1',
      ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    });
    expect(result.exitCode, result.stderr).toBe(1);
    expect(result.stderr).toContain('The encryption key configured under key id "1" is not the key');
    expect(result.stderr).toContain('Give it the same APP_ENCRYPTION_KEY');
    expect(result.stderr).not.toContain(KEY_B.toString('base64'));
    const database = await open();
    try {
      // No demo data was written with the wrong key.
      expect(await database.db.select().from(encryptionKeys)).toEqual([
        expect.objectContaining({ keyId: '1', fingerprint: keyFingerprint(KEY_A) }),
      ]);
      expect(await database.db.select({ id: clientUsers.id }).from(clientUsers)).toEqual([]);
    } finally {
      await database.close();
    }
  }, 120_000);
});
