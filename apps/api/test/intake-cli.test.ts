import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runWithEnvFile } from '../src/cli/command';
import { run } from '../src/cli/decide-application';
import { loadConfig, type Env } from '../src/config';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { lockDataDir } from '../src/db/data-dir-lock';
import { REPO_ROOT } from '../src/file-paths';
import { clientUsers, intakeApplications, intakeDecisions } from '../src/db/schema/index';
import { seedDemoData } from '../src/seed/index';
import { createFileStorage } from '../src/lib/storage/configured-storage';
import { TEST_DATABASES } from './helpers/app';
import { readOutbox } from './helpers/outbox';
import { scratchDatabaseUrl } from './helpers/scratch-database';

/** Runs a command from the repository root, as someone types it there, and answers its exit code and output. */
function runFromRepoRoot(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ exitCode: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (exitCode) => resolve({ exitCode, stdout, stderr }));
  });
}

/**
 * `npm run application:decide`: the command's own behaviour (arguments, the data-directory lock, exit codes,
 * what it prints) against a real data directory seeded with the demo applications. The decision itself is
 * the service the staff route uses (intake.test.ts).
 */
describe.each(TEST_DATABASES)('npm run application:decide (%s)', (driver) => {
  let dataDir: string;
  let env: Env;
  let scratch: Awaited<ReturnType<typeof scratchDatabaseUrl>>;

  const open = async (): Promise<DatabaseHandle> =>
    scratch
      ? openDatabase({ driver: 'postgres', connectionString: scratch.url, poolSize: 1 })
      : openDatabase({ driver: 'pglite', dataDir: path.join(dataDir, 'pglite') });

  /** Reads the database between runs of the command (PGlite: one process at a time, so it is closed again). */
  async function inDatabase<T>(work: (database: DatabaseHandle) => Promise<T>): Promise<T> {
    const database = await open();
    try {
      return await work(database);
    } finally {
      await database.close();
    }
  }

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'payee-cli-test-'));
    scratch = await scratchDatabaseUrl(driver);
    env = { DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'silent', ...(scratch ? { DATABASE_URL: scratch.url } : {}) };
    const config = loadConfig(env);
    await inDatabase(async (database) => {
      await database.migrate();
      await seedDemoData(database.db, config.APP_ENCRYPTION_KEY, { storage: createFileStorage(config) });
    });
  });
  afterAll(async () => {
    await scratch?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('explains its arguments', async () => {
    expect(await run([], env)).toMatchObject({
      exitCode: 2,
      output: expect.stringContaining('Usage: npm run application:decide -- <application-code> approve|reject'),
    });
    expect(await run(['APP-WRV226', 'maybe'], env)).toMatchObject({
      exitCode: 2,
      output: expect.stringMatching(/^Choose in_progress, approve or reject\./),
    });
    expect(await run(['APP-WRV226', 'reject'], env)).toMatchObject({
      exitCode: 2,
      output: expect.stringMatching(/^Give at least one reason for the rejection\./),
    });
    expect(await run(['APP-WRV226', 'approve', 'a reason'], env)).toMatchObject({
      exitCode: 2,
      output: expect.stringMatching(/^Reasons are only given/),
    });
    expect(await run(['--help'], env)).toMatchObject({ exitCode: 0, output: expect.stringContaining('--by') });
  });

  it('reads .env as the server does, so it decides in the configured database', async () => {
    const envFile = path.join(dataDir, 'decide.env');
    const lines = [`DATA_DIR=${dataDir}`, 'LOG_LEVEL=silent', ...(scratch ? [`DATABASE_URL=${scratch.url}`] : [])];
    fs.writeFileSync(envFile, `${lines.join('\n')}\n`);
    // Nothing in the environment: without the file, the command would open the default data directory.
    const fromFile = {};
    expect(await runWithEnvFile(run, ['APP-NONE22', 'approve'], fromFile, envFile)).toEqual({
      exitCode: 1,
      output: 'There is no application APP-NONE22.',
    });
    expect(fromFile).toMatchObject({ DATA_DIR: dataDir });
  });

  // Only the embedded database has a data-directory lock (a PostgreSQL server is shared by design).
  if (driver === 'pglite') {
    it('says so, and names the staff route, while a server holds the embedded database', async () => {
      const release = await lockDataDir(dataDir);
      try {
        const outcome = await run(['APP-WRV226', 'approve'], env);
        expect(outcome.exitCode).toBe(3);
        expect(outcome.output).toContain(`The embedded database in ${dataDir} is in use by a running Payee Portal server`);
        expect(outcome.output).toContain('POST /api/v1/admin/intake/APP-WRV226/decision');
      } finally {
        await release();
      }
    });
  }

  it('approves an application that was sent in, recording who decided, and e-mails the applicant', async () => {
    const outcome = await run(['app-wrv226', 'approve', '--by', 'Jane Staff'], env);
    expect(outcome.exitCode, outcome.output).toBe(0);
    expect(outcome.output).toContain(
      'Application APP-WRV226 is approved; invite the applicant to onboarding when it is ready (POST /admin/onboarding/APP-WRV226/invite).',
    );
    expect(outcome.output).toContain('Decided by Jane Staff at ');
    await inDatabase(async ({ db }) => {
      const [user] = await db.select().from(clientUsers).where(eq(clientUsers.applicationCode, 'APP-WRV226'));
      expect(user).toMatchObject({ processType: 'onboarding', currentProcess: 'approved' });
      const [application] = await db.select().from(intakeApplications).where(eq(intakeApplications.clientUserId, user!.id));
      expect(application!.applicationStatusId).toBe(3);
      const decisions = await db.select().from(intakeDecisions).where(eq(intakeDecisions.applicationId, application!.id));
      expect(decisions).toEqual([
        expect.objectContaining({ decision: 'approve', decidedBy: 'Jane Staff', staffUserId: null, decidedAt: expect.any(Date) }),
      ]);
    });
    const mails = await readOutbox(dataDir);
    // Once to each address: the representative who filled in the form, and the applicant's own.
    const approvals = mails.filter((mail) => mail.subject === 'The application APP-WRV226 is approved');
    expect(approvals).toHaveLength(2);
    expect(new Set(approvals.map((mail) => mail.to[0])).size).toBe(2);
  });

  it('takes an application up for review (Under review), once, without e-mailing the applicant', async () => {
    const mailsBefore = (await readOutbox(dataDir)).length;
    const outcome = await run(['APP-EPR226', 'in_progress', '--by', 'Jane Staff'], env);
    expect(outcome.exitCode, outcome.output).toBe(0);
    expect(outcome.output).toContain('Application APP-EPR226 is under review; approve or reject it when it has been checked.');
    await inDatabase(async ({ db }) => {
      const [user] = await db.select().from(clientUsers).where(eq(clientUsers.applicationCode, 'APP-EPR226'));
      expect(user).toMatchObject({ processType: 'intake', currentProcess: 'inProgress' });
      const [application] = await db.select().from(intakeApplications).where(eq(intakeApplications.clientUserId, user!.id));
      expect(application!.applicationStatusId).toBe(4);
    });
    expect(await readOutbox(dataDir)).toHaveLength(mailsBefore);
    expect(await run(['APP-EPR226', 'in_progress'], env)).toEqual({
      exitCode: 1,
      output: 'Application APP-EPR226 is already under review. Approve or reject it when it has been checked.',
    });
  });

  it('refuses, with a clear message and a non-zero exit, an application that is not waiting for a decision', async () => {
    const again = await run(['APP-WRV226', 'reject', 'Too late'], env);
    expect(again).toEqual({
      exitCode: 1,
      output:
        'Application APP-WRV226 is not waiting for a decision: it is approved. Only an application that was sent in (in progress) can be taken up, approved or rejected.',
    });
    expect(await run(['APP-DRF226', 'approve'], env)).toMatchObject({
      exitCode: 1,
      output: expect.stringContaining('still being filled in'),
    });
    expect(await run(['APP-ARJ226', 'approve'], env)).toMatchObject({
      exitCode: 1,
      output: expect.stringContaining('rejected and waiting for the applicant'),
    });
    expect(await run(['APP-NONE22', 'approve'], env)).toEqual({ exitCode: 1, output: 'There is no application APP-NONE22.' });
  });

  it('records the operating-system user when --by is not given', async () => {
    await inDatabase(async ({ db }) => {
      // Send the rejected demo application in again, as its applicant would.
      const [user] = await db.select().from(clientUsers).where(eq(clientUsers.applicationCode, 'APP-ARJ226'));
      await db.update(clientUsers).set({ currentProcess: 'inProgress', rejectionReasons: [] }).where(eq(clientUsers.id, user!.id));
    });
    const outcome = await run(['APP-ARJ226', 'reject', 'The benefit letter is missing.'], env);
    expect(outcome.exitCode, outcome.output).toBe(0);
    expect(outcome.output).toContain(`Decided by ${os.userInfo().username} at `);
    await inDatabase(async ({ db }) => {
      const [user] = await db.select().from(clientUsers).where(eq(clientUsers.applicationCode, 'APP-ARJ226'));
      expect(user).toMatchObject({ currentProcess: 'rejected', rejectionReasons: [{ message: 'The benefit letter is missing.' }] });
    });
  });

  it('runs as the README types it, `npm run application:decide -- …` from the repository root, each quoted reason whole', async () => {
    await inDatabase(async ({ db }) => {
      // Send the rejected demo application in again, as its applicant would.
      await db
        .update(clientUsers)
        .set({ currentProcess: 'inProgress', rejectionReasons: [] })
        .where(eq(clientUsers.applicationCode, 'APP-ARJ226'));
    });
    const reasons = ['The SSA-1696 form is not signed.', 'Upload a recent "benefit letter", please.'];
    // The command's own configuration only: the data directory (or database) prepared here, nothing inherited.
    const { DATABASE_URL: _inherited, ...parentEnv } = process.env;
    const result = await runFromRepoRoot(
      'npm',
      ['run', '--silent', 'application:decide', '--', 'APP-ARJ226', 'reject', ...reasons, '--by', 'Jane Staff'],
      {
        ...parentEnv,
        ...env,
      },
    );
    expect(result.exitCode, `${result.stdout}\n${result.stderr}`).toBe(0);
    expect(result.stdout).toContain('Application APP-ARJ226 is rejected; the applicant can update it and send it again.');
    expect(result.stdout).toContain('Decided by Jane Staff at ');
    await inDatabase(async ({ db }) => {
      const [user] = await db.select().from(clientUsers).where(eq(clientUsers.applicationCode, 'APP-ARJ226'));
      expect(user).toMatchObject({ currentProcess: 'rejected', rejectionReasons: reasons.map((message) => ({ message })) });
    });
    // npm, then tsx compiling the command: seconds, more on a busy machine.
  }, 120_000);
});
