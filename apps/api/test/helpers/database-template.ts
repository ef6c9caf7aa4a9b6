import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client';
import { databaseUrl, onServer } from './scratch-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory (`dumpDataDir`), as a file: each test database starts from it. */
    pgliteTemplateFile: string;
    /** A migrated database on the TEST_DATABASE_URL server, copied by `create database … template` ('' without one). */
    postgresTemplate: string;
  }
}

/**
 * The API project's global set-up: migrates one database of each kind once per run, which every test
 * database then copies (helpers/app.ts openTestDatabase). A new PGlite cluster costs ~5 s of initdb and a
 * copy ~1 s, across some 70 test apps; on PostgreSQL the copy saves the migrations. The templates are made
 * from this checkout's migrations on every run, so they are never stale, and removed at the end.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'payee-template-'));
  const pglite = await openDatabase({ driver: 'pglite' });
  await pglite.migrate();
  const file = path.join(dir, 'pglite.tar');
  fs.writeFileSync(file, Buffer.from(await (await pglite.dump!()).arrayBuffer()));
  await pglite.close();
  project.provide('pgliteTemplateFile', file);

  const adminUrl = process.env.TEST_DATABASE_URL;
  let postgresTemplate = '';
  if (adminUrl) {
    postgresTemplate = `payee_template_${randomBytes(6).toString('hex')}`;
    await onServer(adminUrl, `create database ${postgresTemplate}`);
    // Migrated, then closed: PostgreSQL copies a template only while no one is connected to it.
    const database = await openDatabase({ driver: 'postgres', connectionString: databaseUrl(adminUrl, postgresTemplate), poolSize: 1 });
    await database.migrate();
    await database.close();
  }
  project.provide('postgresTemplate', postgresTemplate);

  return async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    if (adminUrl && postgresTemplate) await onServer(adminUrl, `drop database if exists ${postgresTemplate} with (force)`);
  };
}
