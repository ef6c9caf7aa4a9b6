import { createCipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DatabaseHandle } from '../../src/db/client';
import { MIGRATIONS_DIR } from '../../src/file-paths';

/*
 * Data as a server before key versions left it (migration 0010 and the `v1` formats of lib/crypto.ts), to prove
 * that migration 0013 and the start-up pass (db/at-rest.ts) convert it without losing a row.
 */

const subKey = (key: Buffer, purpose: string) => Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), `payee:${purpose}`, 32));

/** `v1:<iv>:<tag>:<ciphertext>`, as encryptString wrote before key ids. */
export function legacyEncrypt(plaintext: string, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', subKey(key, 'encrypt'), iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64'), cipher.getAuthTag().toString('base64'), ciphertext.toString('base64')].join(':');
}

/** A bare hex look-up hash, as lookupHash wrote before key ids. */
export const legacyLookupHash = (purpose: string, value: string, key: Buffer) =>
  createHmac('sha256', subKey(key, `lookup:${purpose}`))
    .update(value, 'utf8')
    .digest('hex');

/** Applies the migrations up to and including `lastTag` (`0010_casework`): the schema an older server ran on. */
export async function migrateUpTo(database: DatabaseHandle, lastTag: string): Promise<void> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'payee-old-migrations-'));
  try {
    const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
      entries: { idx: number; tag: string }[];
    };
    const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
    if (last < 0) throw new Error(`No migration ${lastTag}.`);
    const entries = journal.entries.slice(0, last + 1);
    fs.mkdirSync(path.join(folder, 'meta'));
    fs.writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
    for (const { tag } of entries) fs.copyFileSync(path.join(MIGRATIONS_DIR, `${tag}.sql`), path.join(folder, `${tag}.sql`));
    if (database.driver === 'pglite') await migratePglite(database.db as never, { migrationsFolder: folder });
    else await migrateNodePostgres(database.db as never, { migrationsFolder: folder });
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}
