import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../apps/api/src/db/client';

/** A migrated database of the driver, empty, and how to get rid of it. */
export async function freshDatabase(driver: 'pglite' | 'postgres'): Promise<{ handle: DatabaseHandle; drop(): Promise<void> }> {
  if (driver === 'pglite') {
    const handle = await openDatabase({ driver: 'pglite' });
    await handle.migrate();
    return { handle, drop: () => handle.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `payee_bench_${randomBytes(6).toString('hex')}`;
  const onServer = async (statement: string) => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await onServer(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({
    driver: 'postgres',
    connectionString: url.toString(),
    poolSize: 2,
    timeouts: { statementMs: 600_000 },
  });
  await handle.migrate();
  return {
    handle,
    drop: async () => {
      await handle.close();
      await onServer(`drop database if exists ${name} with (force)`);
    },
  };
}
