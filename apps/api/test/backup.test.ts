import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_PATHS, API_PREFIX } from '@payee/contract';
import { asc, eq, sql } from 'drizzle-orm';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { run as backupCommand } from '../src/cli/backup';
import { run as databaseCommand } from '../src/cli/database';
import { loadConfig, type Env } from '../src/config';
import { openDatabase } from '../src/db/client';
import { clientUsers, intakeApplicationDocuments, journalLines, ledgerAccounts } from '../src/db/schema/index';
import { DEMO_CLIENT } from '../src/seed/demo-clients';
import { DEMO_FINANCE_PASSWORD, DEMO_FINANCE_STAFF } from '../src/seed/demo-finance';
import { DEMO_STAFF } from '../src/seed/demo-staff';
import { TEST_DATABASES, type TestApp } from './helpers/app';
import { bearer, tokenFor } from './helpers/clients';
import { pdfPages } from './helpers/pdf';
import { scratchDatabaseUrl } from './helpers/scratch-database';
import { signInStaff } from './helpers/staff';

/**
 * `npm run db:backup` and `npm run db:restore` as an office would use them: the demo office seeded, backed up,
 * the database reset, the archive restored; then what people rely on is as it was: every account's balance, a
 * client's statement, an SSA document uploaded with an application (the file itself, decrypted), the SSA-623
 * worksheet, and a staff sign-in with its TOTP code (its secret is encrypted in the database).
 */
const COMMAND_TIMEOUT_MS = 240_000;

describe.each(TEST_DATABASES)(
  'npm run db:backup and db:restore (%s)',
  (driver) => {
    let dataDir: string;
    let env: Env;
    let scratch: Awaited<ReturnType<typeof scratchDatabaseUrl>>;
    let archive: string;

    /**
     * The app on the database the commands use, opened afresh (PGlite: one process at a time, so closed after).
     * Each opening is two minutes later than the one before: the database remembers the TOTP codes already used.
     */
    let openings = 0;
    async function onServer<T>(work: (ctx: TestApp) => Promise<T>): Promise<T> {
      const database = scratch
        ? await openDatabase({ driver: 'postgres', connectionString: scratch.url, poolSize: 2 })
        : await openDatabase({ driver: 'pglite', dataDir: path.join(dataDir, 'pglite') });
      const later = (openings += 1) * 120_000;
      const app = buildApp({ config: loadConfig(env), database, now: () => new Date(Date.now() + later) });
      await app.ready();
      try {
        return await work({ app, config: app.config, database, routes: [], close: () => app.close() });
      } finally {
        await app.close();
        await database.close();
      }
    }

    /** What must survive: read through the API where people read it, and every account from the tables. */
    const whatPeopleSee = () =>
      onServer(async (ctx) => {
        const { db } = ctx.database;
        const balances = await db
          .select({ account: ledgerAccounts.id, client: ledgerAccounts.clientId, cents: ledgerAccounts.balanceCents })
          .from(ledgerAccounts)
          .orderBy(asc(ledgerAccounts.id));
        const lineSums = await db
          .select({ account: journalLines.accountId, cents: sql<string>`sum(${journalLines.amountCents})::text` })
          .from(journalLines)
          .groupBy(journalLines.accountId)
          .orderBy(asc(journalLines.accountId));

        const clientToken = await tokenFor(ctx);
        const statement = await ctx.app.inject({
          method: 'GET',
          url: `${API_PREFIX}${API_PATHS.accountStatement}?program_id=1&transaction_date[0]=2024-01-01&transaction_date[1]=2026-10-31`,
          headers: bearer(clientToken),
        });
        expect(statement.statusCode, statement.body).toBe(200);

        const staff = await signInStaff(ctx, DEMO_STAFF);
        const [document] = await db
          .select({ application: intakeApplicationDocuments.applicationId, slug: intakeApplicationDocuments.slug })
          .from(intakeApplicationDocuments)
          .orderBy(asc(intakeApplicationDocuments.id))
          .limit(1);
        const ssaDocument = await ctx.app.inject({
          method: 'GET',
          url: `${API_PREFIX}${API_PATHS.adminIntakeDocument(document!.application, document!.slug)}`,
          headers: bearer(staff.token),
        });
        expect(ssaDocument.statusCode, ssaDocument.body).toBe(200);

        const finance = await signInStaff(ctx, {
          email: DEMO_FINANCE_STAFF[0].email,
          password: DEMO_FINANCE_PASSWORD,
          totpSecret: DEMO_STAFF.totpSecret,
        });
        const [maria] = await db.select({ id: clientUsers.id }).from(clientUsers).where(eq(clientUsers.username, DEMO_CLIENT.username));
        const worksheet = await ctx.app.inject({
          method: 'GET',
          url: `${API_PREFIX}${API_PATHS.financeClients}/${maria!.id}/ssa-623?program_id=1&period_end=2026-05`,
          headers: bearer(finance.token),
        });
        expect(worksheet.statusCode, worksheet.body).toBe(200);

        return {
          balances,
          lineSums,
          statement: await pdfPages(statement.rawPayload),
          ssaDocument: { type: ssaDocument.headers['content-type'], sha256: sha256(ssaDocument.rawPayload) },
          worksheet: worksheet.json(),
        };
      });

    beforeAll(async () => {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'payee-backup-test-'));
      scratch = await scratchDatabaseUrl(driver);
      env = { DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'silent', ...(scratch ? { DATABASE_URL: scratch.url } : {}) };
      archive = path.join(dataDir, '..', `${path.basename(dataDir)}.tar`);
    });
    afterAll(async () => {
      await scratch?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
      fs.rmSync(archive, { force: true });
    });

    it('backs up, and after a reset restores what people see as it was', async () => {
      const seeded = await databaseCommand(['seed'], env);
      expect(seeded.exitCode, seeded.output).toBe(0);
      const before = await whatPeopleSee();
      expect(before.balances.filter((account) => account.cents !== 0).length).toBeGreaterThan(2);
      expect(before.statement.join(' ')).toContain('Maria');

      const backedUp = await backupCommand(['backup', archive], env);
      expect(backedUp.exitCode, backedUp.output).toBe(0);
      expect(backedUp.output).toContain('the ids of the encryption keys the data is under: 1.');
      // One archive: the manifest, the database and the uploaded documents; never the key.
      const entries: string[] = [];
      await tar.list({ file: archive, onReadEntry: (entry) => entries.push(entry.path) });
      expect(entries).toContain('manifest.json');
      expect(entries).toContain(driver === 'postgres' ? 'database.pgdump' : 'database.pglite.tar.gz');
      expect(entries.filter((entry) => entry.startsWith('uploads/intake/')).length).toBeGreaterThan(5);
      const key = loadConfig(env).APP_ENCRYPTION_KEY.current.key;
      const bytes = fs.readFileSync(archive);
      expect(bytes.includes(key)).toBe(false);
      expect(bytes.includes(Buffer.from(key.toString('base64')))).toBe(false);
      expect((await backupCommand(['backup', archive], env)).output).toContain('exists already');

      const reset = await databaseCommand(['reset'], env);
      expect(reset.exitCode, reset.output).toBe(0);
      const restored = await backupCommand(['restore', archive], env);
      expect(restored.exitCode, restored.output).toBe(0);
      expect(restored.output).toMatch(/Checked against the backup: \d+ clients, .* \d+ uploaded documents\./);

      expect(await whatPeopleSee()).toEqual(before);
    });

    it('refuses a database that holds records unless told to replace them, then replaces them', async () => {
      const refused = await backupCommand(['restore', archive], env);
      expect(refused.exitCode).toBe(1);
      expect(refused.output).toMatch(/is not empty: \d+ clients/);
      expect(refused.output).toContain('Nothing was changed.');

      const replaced = await backupCommand(['restore', archive, '--replace'], env);
      expect(replaced.exitCode, replaced.output).toBe(0);
      expect(replaced.output).toContain('Moved the previous uploaded documents to');
      // The embedded database's folder is kept aside too; PostgreSQL's tables are dropped in the restore's transaction.
      expect(replaced.output.includes('Moved the previous embedded database to')).toBe(driver === 'pglite');
    });

    it('refuses a backup the configured key cannot read, before changing anything', async () => {
      const otherKey = { ...env, APP_ENCRYPTION_KEY: randomBytes(32).toString('base64') };
      const outcome = await backupCommand(['restore', archive, '--replace'], otherKey);
      expect(outcome).toEqual({
        exitCode: 1,
        output:
          'The key configured under key id "1" is not the key the backup\'s data was encrypted with. ' +
          'Configure the keys it was made with, then restore again. Nothing was changed.',
      });
      expect(fs.readdirSync(dataDir).filter((name) => name.startsWith('replaced-'))).toHaveLength(1);
    });

    it('explains itself and refuses what is not a backup', async () => {
      expect(await backupCommand([], env)).toMatchObject({ exitCode: 2, output: expect.stringContaining('Usage: npm run db:backup') });
      expect(await backupCommand(['backup', archive, '--replace'], env)).toMatchObject({ exitCode: 2 });
      const notBackup = path.join(dataDir, 'not-a-backup.tar');
      fs.writeFileSync(notBackup, 'hello');
      expect((await backupCommand(['restore', notBackup], env)).output).toContain('is not a Payee Portal backup');
    });
  },
  COMMAND_TIMEOUT_MS,
);

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
