import type { CaseloadSort, ClientReadKind, SortDirection } from '@payee/contract';
import { and, arrayContains, asc, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  clientCaseworkers,
  clientRecordReads,
  clientSearchText,
  clientUsers,
  disbursements,
  ledgerAccounts,
  scheduledPayments,
  staffUsers,
  tasks,
} from '../../db/schema/index';
import { containing } from '../../lib/list-order';
import { dueByClientSql } from '../finance';

/** A row of "My clients" as read: money in whole cents (as text: bigint sums), the next bill's day and amount. */
export interface CaseloadRow {
  id: number;
  firstName: string;
  middleName: string | null;
  lastName: string;
  suffix: string | null;
  applicationCode: string;
  balanceCents: string;
  nextDueOn: string | null;
  nextCents: string | null;
  openTasks: number;
  total: number;
}

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * A caseload's per-client figures, each a CTE `(client_id, …)` over the caseload's clients (`mine`), left-joined
 * to the page by the client's id. One more figure (the open tasks, once they are merged) is one more entry here
 * and one more column in the select: the page stays one statement.
 */
const FIGURES = {
  /** Every program's balance: the ledger's kept totals (`balance_cents`), as the alerts read it. */
  balance: (mine: SQL) =>
    sql`balance (client_id, cents) as (
      select a.client_id, sum(a.balance_cents)::bigint from ${ledgerAccounts} a
      where a.kind = 'client' and a.client_id in (${mine}) group by a.client_id
    )`,
  /** The earliest line of the finance due list (its `due_key`, from dueByClientSql), at its amount. */
  nextBill: () =>
    sql`next_bill (client_id, due_on, cents) as (
      select distinct on (k.client_id) k.client_id, k.due_on, coalesce(s.amount_cents, d.amount_cents)::bigint from due_key k
      left join ${scheduledPayments} s on not k.is_payment and s.id = k.id
      left join ${disbursements} d on k.is_payment and d.id = k.id
      order by k.client_id, k.due_on, k.is_payment desc, k.id
    )`,
  /** The client's open tasks, anyone's (modules/tasks). */
  openTasks: (mine: SQL) =>
    sql`open_tasks (client_id, n) as (
      select t.client_id, count(*)::int from ${tasks} t where t.status = 'open' and t.client_id in (${mine}) group by t.client_id
    )`,
};

const SORTS: Record<CaseloadSort, (direction: SortDirection) => SQL> = {
  name: (direction) => sql.raw(`lower(client_users.last_name) ${direction}, lower(client_users.first_name) ${direction}`),
  application_code: (direction) => sql.raw(`client_users.application_code ${direction}`),
  balance: (direction) => sql.raw(`coalesce(b.cents, 0) ${direction}`),
  next_bill: (direction) => sql.raw(`n.due_on ${direction} nulls last`),
  open_tasks: (direction) => sql.raw(`coalesce(o.n, 0) ${direction}`),
};

/** Caseload's SQL: the assignment of each client, "My clients", the caseworkers, and the access log. */
export function createCaseloadRepository(db: Database) {
  const caseworker = alias(staffUsers, 'caseworker');
  const assigner = alias(staffUsers, 'assigner');

  return {
    /** The client's caseworker and who assigned them (undefined: never assigned). */
    async assignment(clientId: number) {
      const [row] = await db
        .select({
          staffUserId: clientCaseworkers.staffUserId,
          caseworkerName: caseworker.name,
          assignedBy: clientCaseworkers.assignedBy,
          assignedByName: assigner.name,
          assignedAt: clientCaseworkers.assignedAt,
        })
        .from(clientCaseworkers)
        .leftJoin(caseworker, eq(caseworker.id, clientCaseworkers.staffUserId))
        .innerJoin(assigner, eq(assigner.id, clientCaseworkers.assignedBy))
        .where(eq(clientCaseworkers.clientId, clientId));
      return row;
    },

    /** The client's row locked for the change (so two admins' changes are recorded one after the other). */
    async lockClient(clientId: number) {
      const [row] = await db.select({ id: clientUsers.id }).from(clientUsers).where(eq(clientUsers.id, clientId)).for('update');
      return row;
    },

    async assign(clientId: number, staffUserId: number | null, assignedBy: number, at: Date) {
      await db
        .insert(clientCaseworkers)
        .values({ clientId, staffUserId, assignedBy, assignedAt: at })
        .onConflictDoUpdate({ target: clientCaseworkers.clientId, set: { staffUserId, assignedBy, assignedAt: at } });
    },

    /** Active members of staff holding the caseworker role, by name. */
    async caseworkers(id?: number) {
      return db
        .select({ id: staffUsers.id, name: staffUsers.name })
        .from(staffUsers)
        .where(
          and(
            arrayContains(staffUsers.roles, ['caseworker']),
            isNull(staffUsers.deactivatedAt),
            id === undefined ? undefined : eq(staffUsers.id, id),
          ),
        )
        .orderBy(asc(staffUsers.name), asc(staffUsers.id));
    },

    /**
     * One page of the caseworker's clients with their figures, in one statement whatever the page's length: the
     * due list to `end` of the caseload's clients only, each figure a CTE, the total by `count(*) over ()`.
     */
    async caseloadPage(
      staffUserId: number,
      query: { q?: string; sort: CaseloadSort; direction: SortDirection },
      end: string,
      limit: number,
      offset: number,
    ) {
      const mine = sql`select w.client_id from ${clientCaseworkers} w where w.staff_user_id = ${staffUserId}`;
      const search = query.q ? sql` and ${clientSearchText(clientUsers)} ilike ${containing(query.q)}` : sql``;
      return rows<CaseloadRow>(
        db,
        sql`${dueByClientSql(end, mine)},
        ${FIGURES.balance(mine)},
        ${FIGURES.nextBill()},
        ${FIGURES.openTasks(mine)}
        select client_users.id, client_users.first_name as "firstName", client_users.middle_name as "middleName", client_users.last_name as "lastName", client_users.suffix,
          client_users.application_code as "applicationCode", coalesce(b.cents, 0)::text as "balanceCents",
          to_char(n.due_on, 'YYYY-MM-DD') as "nextDueOn", n.cents::text as "nextCents", coalesce(o.n, 0) as "openTasks",
          (count(*) over ())::int as total
        from ${clientCaseworkers} w join ${clientUsers} on client_users.id = w.client_id
        left join balance b on b.client_id = client_users.id
        left join next_bill n on n.client_id = client_users.id
        left join open_tasks o on o.client_id = client_users.id
        where w.staff_user_id = ${staffUserId}${search}
        order by ${SORTS[query.sort](query.direction)}, client_users.id ${sql.raw(query.direction)}
        limit ${limit} offset ${offset}`,
      );
    },

    /** How many clients the caseworker's search finds: only asked for a page past the end (no row to carry it). */
    async caseloadTotal(staffUserId: number, q?: string) {
      const [row] = await db
        .select({ total: count() })
        .from(clientCaseworkers)
        .innerJoin(clientUsers, eq(clientUsers.id, clientCaseworkers.clientId))
        .where(
          and(eq(clientCaseworkers.staffUserId, staffUserId), q ? sql`${clientSearchText(clientUsers)} ilike ${containing(q)}` : undefined),
        );
      return row?.total ?? 0;
    },

    /**
     * The access row of one read, in one statement: `client` is the client's id as a query (the reference in the
     * URL resolved in the same INSERT), so a reference that names no client writes nothing.
     */
    async recordRead(staffUserId: number, kind: ClientReadKind, client: SQL, at: Date) {
      await db.execute(
        sql`insert into ${clientRecordReads} (staff_user_id, client_id, kind, at)
        select ${staffUserId}, c.id, ${kind}, ${at.toISOString()}::timestamptz from ${clientUsers} c where c.id = (${client})`,
      );
    },

    /** A client's reads, newest first, with the reader's name; the total alongside. */
    async readsPage(clientId: number, limit: number, offset: number) {
      const where = eq(clientRecordReads.clientId, clientId);
      const [page, [{ total } = { total: 0 }]] = await Promise.all([
        db
          .select({
            id: clientRecordReads.id,
            at: clientRecordReads.at,
            kind: clientRecordReads.kind,
            staffUserId: clientRecordReads.staffUserId,
            staffName: staffUsers.name,
          })
          .from(clientRecordReads)
          .innerJoin(staffUsers, eq(staffUsers.id, clientRecordReads.staffUserId))
          .where(where)
          .orderBy(desc(clientRecordReads.at), desc(clientRecordReads.id))
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(clientRecordReads).where(where),
      ]);
      return { rows: page, total };
    },
  };
}
