import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { DatabaseDriver } from '../../src/db/client';

/**
 * A throw-away PostgreSQL database on the TEST_DATABASE_URL server, by URL, for code that opens its own
 * connection (the command-line tools); `drop()` removes it. Undefined for PGlite, which lives in DATA_DIR.
 */
export async function scratchDatabaseUrl(driver: DatabaseDriver): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  if (driver === 'pglite') return undefined;
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set.');
  const name = `payee_test_${randomBytes(6).toString('hex')}`;
  await onServer(adminUrl, `create database ${name}`);
  return { url: databaseUrl(adminUrl, name), drop: () => onServer(adminUrl, `drop database if exists ${name} with (force)`) };
}

/** One statement on the server's admin connection (database creation cannot run inside a pool's transaction). */
export async function onServer(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** The URL of database `name` on the server of `adminUrl`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
