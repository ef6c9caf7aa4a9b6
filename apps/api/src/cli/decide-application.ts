import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { API_PATHS, API_PREFIX, ZIntakeDecisionRequestSchema } from '@payee/contract';
import { ApiError } from '../lib/api-error';
import { commandOutbox } from './command-outbox';
import { createIntakeDecisionService } from '../modules/intake/decisions';
import { fail, openForCommand, runAsCommand, type CliOutcome } from './command';

/**
 * `npm run application:decide -- <application-code> approve|reject|in_progress ["reason" …] [--by <name>]`
 *
 * Takes up, approves or rejects an intake application that was sent in, with the same configuration (`.env`
 * included) and database as the server and the same service as `POST /api/v1/admin/intake/{code}/decision`. The embedded database
 * (PGlite) can be used by one process only: while the server runs, use the staff route instead.
 */

const USAGE = `Usage: npm run application:decide -- <application-code> approve|reject|in_progress ["reason" …] [--by <name>]

  approve       the applicant becomes an onboarding client (current_process approved)
  reject        sends the application back with the reasons (at least one), which the applicant reads
  in_progress   marks it under review (the applicant still sees it in progress; no e-mail)
  --by          who decided (default: the operating-system user)

Examples:
  npm run application:decide -- APP-WRV226 approve --by "Jane Staff"
  npm run application:decide -- APP-WRV226 reject "The SSA-1696 form is not signed." "Upload a recent benefit letter."`;

export const serverHoldsDatabaseMessage = (dataDir: string, code: string) =>
  `The embedded database in ${dataDir} is in use by a running Payee Portal server, so this command cannot open it.\n` +
  `Decide through the running server instead, with a staff token (POST ${API_PREFIX}${API_PATHS.adminLogin}):\n` +
  `  POST ${API_PREFIX}${API_PATHS.adminIntakeDecision(code)}  {"decision": "approve"}  or  {"decision": "reject", "reasons": ["…"]}\n` +
  'or stop the server and run this command again.';

function defaultDecider(): string {
  try {
    return os.userInfo().username;
  } catch {
    return process.env.USER ?? 'command line';
  }
}

export async function run(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<CliOutcome> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: { by: { type: 'string' }, help: { type: 'boolean', short: 'h' } } });
  } catch (error) {
    return fail(`${(error as Error).message}\n\n${USAGE}`, 2);
  }
  if (parsed.values.help) return { exitCode: 0, output: USAGE };
  const [code, decision, ...reasons] = parsed.positionals;
  if (!code || !decision) return fail(USAGE, 2);
  const request = ZIntakeDecisionRequestSchema.safeParse({ decision, reasons });
  if (!request.success) return fail(`${request.error.issues.map((issue) => issue.message).join('\n')}\n\n${USAGE}`, 2);
  const decidedBy = (parsed.values.by ?? defaultDecider()).trim() || defaultDecider();

  const opening = await openForCommand(env, { poolSize: 1, lockedMessage: (dataDir) => serverHoldsDatabaseMessage(dataDir, code) });
  if ('exitCode' in opening) return opening;
  const { config, opened } = opening;

  const mail = commandOutbox(config, opened.database.db);
  try {
    const service = createIntakeDecisionService({
      db: opened.database.db,
      outbox: mail.outbox,
      config,
      log: { info: () => {}, error: () => {} },
    });
    const result = await service.decide({ ...request.data, application: code, decidedBy });
    const problems = await mail.send();
    const mailNote =
      mail.outbox.transport === 'outbox' ? ` The e-mail to the applicant is in ${path.join(config.DATA_DIR, 'outbox')}.` : '';
    return {
      exitCode: 0,
      output: [`${result.message}${mailNote}`, `Decided by ${result.data.decided_by} at ${result.data.decided_at}.`, ...problems].join(
        '\n',
      ),
    };
  } catch (error) {
    if (error instanceof ApiError) return fail(error.message);
    throw error;
  } finally {
    mail.close();
    await opened.close();
  }
}

runAsCommand(import.meta.url, run, 'The decision could not be recorded');
