import { API_PATHS, API_PREFIX, type ClientReadKind } from '@payee/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { clientUsers, intakeApplications } from '../../db/schema/index';
import { signedInStaff } from '../../plugins/auth';
import { normaliseApplicationCode } from '../clients';
import { createCaseloadRepository } from './repository';

type Params = Record<string, string | number | undefined>;

/** The client of a URL's `:id` (a client's id). */
const clientId = (name: string) => (params: Params) => sql`${Number(params[name])}::int`;
/** A reference the onboarding's staff routes take: the client's id (digits) or their application code. */
const clientReference = (name: string) => (params: Params) => {
  const reference = String(params[name]).trim();
  return /^\d{1,9}$/.test(reference)
    ? sql`${Number(reference)}::int`
    : sql`select id from ${clientUsers} where application_code = ${normaliseApplicationCode(reference)}`;
};
/** A reference the intake's staff routes take: the application's id (digits) or the application code. */
const applicationReference = (name: string) => (params: Params) => {
  const reference = String(params[name]).trim();
  return /^\d{1,9}$/.test(reference)
    ? sql`select client_user_id from ${intakeApplications} where id = ${Number(reference)}`
    : sql`select id from ${clientUsers} where application_code = ${normaliseApplicationCode(reference)}`;
};

/**
 * Every staff read of a client's record, by the route's URL as registered (docs/decisions/back-office.md, "Access log
 * of staff reads"): what it reads and how its URL names the client. A new read of a client's record is one more
 * line here; test/caseload-access-log.test.ts reads each and checks its one row.
 */
export const CLIENT_READ_ROUTES: ReadonlyMap<string, { kind: ClientReadKind; client: (params: Params) => SQL }> = new Map(
  (
    [
      [`${API_PATHS.adminClients}/:id`, 'profile', clientId('id')],
      [`${API_PATHS.adminClients}/:id/notes`, 'case_notes', clientId('id')],
      [`${API_PATHS.adminClients}/:id/documents`, 'documents', clientId('id')],
      [`${API_PATHS.adminClients}/:id/documents/:document_id/file`, 'documents', clientId('id')],
      [`${API_PATHS.adminIntakeList}/:application`, 'application', applicationReference('application')],
      [`${API_PATHS.adminIntakeList}/:application/history`, 'application', applicationReference('application')],
      [`${API_PATHS.adminIntakeList}/:application/documents/:slug`, 'documents', applicationReference('application')],
      [`${API_PATHS.adminOnboarding}/:client`, 'onboarding', clientReference('client')],
      [`${API_PATHS.adminOnboarding}/:client/photo`, 'documents', clientReference('client')],
      [`${API_PATHS.adminOnboarding}/:client/bills/:bill_id/file`, 'documents', clientReference('client')],
      [`${API_PATHS.financeClients}/:id/ledger`, 'ledger', clientId('id')],
      [`${API_PATHS.financeClients}/:id/ssa-623`, 'ledger', clientId('id')],
      [`${API_PATHS.financeClients}/:id/ssa-623/pdf`, 'ledger', clientId('id')],
      [`${API_PATHS.financeClients}/:id/ssa-623/csv`, 'ledger', clientId('id')],
    ] as const
  ).map(([path, kind, client]) => [`${API_PREFIX}${path}`, { kind, client }]),
);

/**
 * The `onSend` hook of the staff tree (modules/admin/routes.ts): a successful GET of a client's record writes its
 * access row, one INSERT (the client resolved from the URL inside it), before the answer leaves. If the row cannot
 * be written the read is not served: the error handler answers instead (a 500, or a 503 when the database is
 * down), and a file's stream is closed unsent. A financial service does not serve an unlogged read.
 */
export function clientReadLog(app: FastifyInstance) {
  const repository = createCaseloadRepository(app.db);
  return async function recordClientRead(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    if (request.method !== 'GET' || reply.statusCode < 200 || reply.statusCode >= 300) return payload;
    const route = CLIENT_READ_ROUTES.get(request.routeOptions.url ?? '');
    if (!route) return payload;
    try {
      await repository.recordRead(signedInStaff(request).id, route.kind, route.client(request.params as Params), app.now());
    } catch (error) {
      if (payload && typeof (payload as { destroy?: unknown }).destroy === 'function') (payload as { destroy: () => void }).destroy();
      throw error;
    }
    return payload;
  };
}
