import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../src/cli/database';
import type { Env } from '../src/config';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { lockDataDir } from '../src/db/data-dir-lock';
import { clientUsers, staffUsers, states } from '../src/db/schema/index';
import { DEMO_FINANCE_STAFF } from '../src/seed/demo-finance';
import { DEMO_INTAKE_APPLICANTS, DEMO_QUEUE_APPLICANTS } from '../src/seed/demo-intake';
import { TEST_DATABASES } from './helpers/app';
import { scratchDatabaseUrl } from './helpers/scratch-database';

/**
 * `npm run db:migrate`, `db:seed` and `db:reset` against a real data directory (and a scratch PostgreSQL
 * database): what each leaves in the database, what it says, and what it refuses. Each run opens the
 * database afresh, as the command does, and a first migration of an embedded database on disk is slow.
 */
const COMMAND_TIMEOUT_MS = 120_000;

describe.each(TEST_DATABASES)(
  'npm run db:migrate, db:seed, db:reset (%s)',
  (driver) => {
    let dataDir: string;
    let env: Env;
    let scratch: Awaited<ReturnType<typeof scratchDatabaseUrl>>;

    /** Reads the database between runs of a command (PGlite: one process at a time, so it is closed again). */
    async function inDatabase<T>(work: (database: DatabaseHandle) => Promise<T>): Promise<T> {
      const database = scratch
        ? await openDatabase({ driver: 'postgres', connectionString: scratch.url, poolSize: 1 })
        : await openDatabase({ driver: 'pglite', dataDir: path.join(dataDir, 'pglite') });
      try {
        return await work(database);
      } finally {
        await database.close();
      }
    }

    const rows = () =>
      inDatabase(async ({ db }) => ({
        states: (await db.select({ n: count() }).from(states))[0]!.n,
        staff: (await db.select({ n: count() }).from(staffUsers))[0]!.n,
        clients: (await db.select({ n: count() }).from(clientUsers))[0]!.n,
      }));

    /** Production settings, every secret given, so only the command's own refusal can stop it. */
    const production = (): Env => ({
      ...env,
      NODE_ENV: 'production',
      APP_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      RECAPTCHA_SITE_KEY: 'site',
      RECAPTCHA_SECRET_KEY: 'secret',
      SMTP_URL: 'smtp://mail.example.org:587',
      PUBLIC_BASE_URL: 'https://payee.example.org',
      MAIL_FROM: 'Access Payee Services <no-reply@payee.example.org>',
    });

    beforeAll(async () => {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'payee-db-cli-test-'));
      scratch = await scratchDatabaseUrl(driver);
      env = { DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'silent', ...(scratch ? { DATABASE_URL: scratch.url } : {}) };
    });
    afterAll(async () => {
      await scratch?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it('explains its commands', async () => {
      expect(await run([], env)).toMatchObject({ exitCode: 2, output: expect.stringContaining('Usage: npm run db:migrate') });
      expect(await run(['drop'], env)).toMatchObject({ exitCode: 2 });
      expect(await run(['--help'], env)).toMatchObject({ exitCode: 0, output: expect.stringContaining('never in production') });
    });

    it('db:migrate creates the tables and the reference data, and can run again', async () => {
      const first = await run(['migrate'], env);
      expect(first.exitCode, first.output).toBe(0);
      expect(first.output).toContain('has every migration and the reference data');
      expect(await run(['migrate'], env)).toMatchObject({ exitCode: 0 });
      expect(await rows()).toEqual({ states: 51, staff: 0, clients: 0 });
    });

    it('db:seed refuses in production and adds nothing', async () => {
      const outcome = await run(['seed'], production());
      expect(outcome).toEqual({
        exitCode: 1,
        output: 'db:seed refuses to run: Demo accounts have published passwords, so they are never added when NODE_ENV=production.',
      });
      expect((await rows()).staff).toBe(0);
    });

    it('db:seed adds the demo accounts and applications once', async () => {
      const outcome = await run(['seed'], env);
      expect(outcome.exitCode, outcome.output).toBe(0);
      expect(outcome.output).toContain('Added the demo staff account (see the README).');
      expect(outcome.output).toMatch(/Added \d+ demo client accounts/);
      expect(outcome.output).toContain(`Added ${DEMO_INTAKE_APPLICANTS.length + DEMO_QUEUE_APPLICANTS.length} demo intake applications`);
      const seeded = await rows();
      // The demo member of staff and the two finance users (demo-finance.ts).
      expect(seeded.staff).toBe(1 + DEMO_FINANCE_STAFF.length);
      expect(seeded.clients).toBeGreaterThan(5);
      expect(fs.readdirSync(path.join(dataDir, 'uploads', 'intake')).length).toBeGreaterThan(0);

      const again = await run(['seed'], env);
      expect(again).toMatchObject({ exitCode: 0, output: expect.stringContaining('The demo data is already there; nothing was added.') });
      expect(await rows()).toEqual(seeded);
    });

    it('db:reset refuses in production and deletes nothing', async () => {
      const before = await rows();
      const outcome = await run(['reset'], production());
      expect(outcome).toMatchObject({ exitCode: 1, output: expect.stringContaining('db:reset refuses to run when NODE_ENV=production') });
      expect(await rows()).toEqual(before);
    });

    if (driver === 'pglite') {
      it('refuses to touch the embedded database while a server holds it', async () => {
        const release = await lockDataDir(dataDir);
        try {
          const outcome = await run(['reset'], env);
          expect(outcome.exitCode).toBe(3);
          expect(outcome.output).toContain(`The embedded database in ${dataDir} is in use by a running Payee Portal server`);
        } finally {
          await release();
        }
        expect((await rows()).staff).toBe(1 + DEMO_FINANCE_STAFF.length);
      });
    }

    it('db:reset says what it deletes, deletes it and leaves the migrated reference data', async () => {
      const outcome = await run(['reset'], env);
      expect(outcome.exitCode, outcome.output).toBe(0);
      expect(outcome.output).toContain(`the uploaded documents in ${path.join(dataDir, 'uploads')}`);
      expect(outcome.output).toContain(
        driver === 'pglite'
          ? `Deleted the embedded database in ${path.join(dataDir, 'pglite')}`
          : 'Deleted every table and row of the PostgreSQL database',
      );
      expect(outcome.output).toContain('The demo data comes back with npm run db:seed');
      expect(await rows()).toEqual({ states: 51, staff: 0, clients: 0 });
      expect(fs.existsSync(path.join(dataDir, 'uploads'))).toBe(false);
      expect(fs.existsSync(path.join(dataDir, 'secrets.json'))).toBe(true);
    });
  },
  COMMAND_TIMEOUT_MS,
);
