import {
  clientNotFoundMessage,
  dayPlus,
  officeToday,
  pageMeta,
  pageOffset,
  type TCaseloadQuery,
  type TCaseloadResponse,
  type TClientCaseworker,
  type TClientCaseworkerResponse,
  type TClientReadsQuery,
  type TClientReadsResponse,
  type TNamedRef,
} from '@payee/contract';
import { ADMIN_MESSAGES } from '@payee/content/validation-admin';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { ApiError, notFound } from '../../lib/api-error';
import { createAuditRepository, type StaffActor } from '../audit';
import { createClientRepository } from '../clients';
import { centsToDecimal } from '../ledger';
import { fullName } from '../onboarding';
import { createCaseloadRepository } from './repository';

/** How far "My clients" looks for a next bill: a year of the due list, so a yearly bill is found too. */
export const NEXT_BILL_HORIZON_DAYS = 366;

const money = (cents: number) => ({ value: centsToDecimal(cents), value_cents: cents });
const ref = (id: number | null, name: string | null): TNamedRef | null => (id !== null && name !== null ? { id, name } : null);

/**
 * Caseload (issue 24): who a client's caseworker is, an admin's change of it (the audit row, from and to, in the
 * change's transaction), "My clients" with each client's balance and next bill, and a client's access log.
 */
export function createCaseloadService(deps: { db: Database; log: FastifyBaseLogger; now: () => Date }) {
  const { db, now } = deps;
  const repository = createCaseloadRepository(db);

  async function clientName(clientId: number) {
    const client = await createClientRepository(db).findById(clientId);
    if (!client) throw notFound(clientNotFoundMessage(clientId));
    return fullName(client);
  }

  async function current(clientId: number): Promise<TClientCaseworker> {
    const row = await repository.assignment(clientId);
    if (!row) return { caseworker: null, assigned_by: null, assigned_at: null };
    return {
      caseworker: ref(row.staffUserId, row.caseworkerName),
      assigned_by: ref(row.assignedBy, row.assignedByName),
      assigned_at: row.assignedAt.toISOString(),
    };
  }

  return {
    /** `GET /admin/clients/{id}/caseworker`. */
    async caseworkerOf(clientId: number): Promise<TClientCaseworker> {
      await clientName(clientId);
      return current(clientId);
    },

    /** `GET /admin/caseworkers`: whom an admin can assign. */
    caseworkers: () => repository.caseworkers(),

    /** `PUT /admin/clients/{id}/caseworker` (admins): the change and its audit row in one transaction. */
    async assign(clientId: number, staffUserId: number | null, actor: StaffActor): Promise<TClientCaseworkerResponse> {
      const name = await clientName(clientId);
      const at = now();
      const message = await db.transaction(async (tx) => {
        const inTx = createCaseloadRepository(tx);
        if (!(await inTx.lockClient(clientId))) throw notFound(clientNotFoundMessage(clientId));
        const [to] = staffUserId === null ? [null] : await inTx.caseworkers(staffUserId);
        if (to === undefined) throw new ApiError(422, ADMIN_MESSAGES.notACaseworker, { staff_user_id: [ADMIN_MESSAGES.notACaseworker] });
        const before = await inTx.assignment(clientId);
        const from = before ? ref(before.staffUserId, before.caseworkerName) : null;
        if ((from?.id ?? null) === staffUserId) return ADMIN_MESSAGES.caseworkerUnchanged(name);
        await inTx.assign(clientId, staffUserId, actor.staffUserId, at);
        await createAuditRepository(tx).record({
          action: 'client.caseworker_assign',
          staffUserId: actor.staffUserId,
          clientId,
          recordType: 'client_user',
          recordId: clientId,
          ip: actor.ip,
          details: { from, to },
          at,
        });
        return to ? ADMIN_MESSAGES.caseworkerAssigned(name, to.name) : ADMIN_MESSAGES.caseworkerRemoved(name);
      });
      deps.log.info({ client_id: clientId, staff_user_id: actor.staffUserId, caseworker_id: staffUserId }, 'caseworker assigned');
      return { message, data: await current(clientId) };
    },

    /** `GET /admin/caseload`: the signed-in caseworker's clients, one statement a page (two for a page past the end). */
    async myClients(staffUserId: number, query: TCaseloadQuery): Promise<TCaseloadResponse> {
      const end = dayPlus(officeToday(now()), NEXT_BILL_HORIZON_DAYS);
      const offset = pageOffset(query.page, query.per_page);
      const rows = await repository.caseloadPage(staffUserId, query, end, query.per_page, offset);
      const total = rows[0]?.total ?? (offset > 0 ? await repository.caseloadTotal(staffUserId, query.q) : 0);
      return {
        data: rows.map((row) => ({
          id: row.id,
          name: fullName(row),
          application_code: row.applicationCode,
          balance: money(Number(row.balanceCents)),
          next_bill:
            row.nextDueOn !== null && row.nextCents !== null ? { due_on: row.nextDueOn, amount: money(Number(row.nextCents)) } : null,
          open_tasks: row.openTasks,
        })),
        meta: pageMeta(query.page, query.per_page, total),
      };
    },

    /** `GET /admin/clients/{id}/reads` (admins): who read the record, newest first. */
    async reads(clientId: number, query: TClientReadsQuery): Promise<TClientReadsResponse> {
      await clientName(clientId);
      const { rows, total } = await repository.readsPage(clientId, query.per_page, pageOffset(query.page, query.per_page));
      return {
        data: rows.map((row) => ({
          id: row.id,
          at: row.at.toISOString(),
          staff: { id: row.staffUserId, name: row.staffName },
          kind: row.kind,
        })),
        meta: pageMeta(query.page, query.per_page, total),
      };
    },
  };
}

export type CaseloadService = ReturnType<typeof createCaseloadService>;
