import { parseArgs } from 'node:util';
import { STAFF_ROLES, ZStaffInviteRequestSchema } from '@payee/contract';
import { ApiError } from '../lib/api-error';
import { commandOutbox } from './command-outbox';
import { createAuthTokenRepository } from '../modules/auth-tokens/repository';
import { createAuthTokenService } from '../modules/auth-tokens/service';
import { createStaffAccounts } from '../modules/staff/accounts';
import { fail, openForCommand, runAsCommand, type CliOutcome } from './command';

/**
 * `npm run staff:create -- <email> --role admin [--role caseworker …] [--name "Jane Admin"]`
 *
 * Makes a member of staff (the first admin, typically) with the same configuration (`.env` included), database
 * and service as `POST /api/v1/admin/staff`, and prints the one-time set-up link: a password, then TOTP. The
 * audit trail records it with no member of staff as the author (the command line).
 */

const USAGE = `Usage: npm run staff:create -- <email> --role <${STAFF_ROLES.join('|')}> [--role …] [--name "<name>"]

  --role   a role to give (at least one; repeat for several)
  --name   their name as the back office shows it (default: the part of the address before @)

Prints a one-time link (72 hours) to set a password and set up an authenticator app; it is e-mailed too.

Example:
  npm run staff:create -- jane@example.org --role admin --name "Jane Admin"`;

export const serverHoldsDatabaseMessage = (dataDir: string) =>
  `The embedded database in ${dataDir} is in use by a running Payee Portal server, so this command cannot open it.\n` +
  'Stop the server and run this command again, or ask an administrator to invite them from the back office.';

export async function run(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<CliOutcome> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { role: { type: 'string', multiple: true }, name: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    });
  } catch (error) {
    return fail(`${(error as Error).message}\n\n${USAGE}`, 2);
  }
  if (parsed.values.help) return { exitCode: 0, output: USAGE };
  const [email, ...extra] = parsed.positionals;
  if (!email || extra.length > 0) return fail(USAGE, 2);
  const request = ZStaffInviteRequestSchema.safeParse({
    email,
    name: parsed.values.name ?? email.split('@')[0],
    roles: parsed.values.role ?? [],
  });
  if (!request.success) return fail(`${request.error.issues.map((issue) => issue.message).join('\n')}\n\n${USAGE}`, 2);

  const opening = await openForCommand(env, { poolSize: 1, lockedMessage: (dataDir) => serverHoldsDatabaseMessage(dataDir) });
  if ('exitCode' in opening) return opening;
  const { config, opened } = opening;

  const db = opened.database.db;
  const mail = commandOutbox(config, db);
  try {
    const accounts = createStaffAccounts({
      db,
      tokens: createAuthTokenService(createAuthTokenRepository(db)),
      outbox: mail.outbox,
      config,
      now: () => new Date(),
    });
    const { member, link } = await accounts.invite(request.data, { staffUserId: null, ip: null });
    const problems = await mail.send();
    const roles = member.roles.join(', ');
    return {
      exitCode: 0,
      output: [
        `Made ${member.name} <${member.email}> (${roles}).`,
        `One-time set-up link (until ${member.invitation_expires_at}): open it to set a password and an authenticator app.`,
        link,
        ...problems,
      ].join('\n'),
    };
  } catch (error) {
    if (error instanceof ApiError) {
      const details = Object.values(error.errors ?? {}).flat();
      return fail(details.length > 0 ? details.join('\n') : error.message);
    }
    throw error;
  } finally {
    mail.close();
    await opened.close();
  }
}

runAsCommand(import.meta.url, run, 'The member of staff could not be made');
