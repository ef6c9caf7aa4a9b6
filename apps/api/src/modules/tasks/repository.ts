import type { TaskStatus } from '@payee/contract';
import { aliasedTable, and, asc, count, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { clientUsers, staffUsers, tasks } from '../../db/schema/index';

/** A stored task with the names of its client and the members it names. */
export interface StoredTask {
  id: number;
  title: string;
  kind: (typeof tasks.$inferSelect)['kind'];
  status: TaskStatus;
  clientId: number;
  firstName: string;
  lastName: string;
  applicationCode: string | null;
  dueOn: string;
  assigneeId: number | null;
  assigneeName: string | null;
  createdBy: number | null;
  createdByName: string | null;
  createdAt: Date;
  closingNote: string | null;
  closedBy: number | null;
  closedByName: string | null;
  closedAt: Date | null;
}

/** Whose tasks a list reads: one member's (theirs and the service's nobody has taken), or one client's. */
export type TaskOwner = { assigneeId: number } | { clientId: number };

const assignees = aliasedTable(staffUsers, 'assignees');
const makers = aliasedTable(staffUsers, 'makers');
const closers = aliasedTable(staffUsers, 'closers');

/**
 * The SQL of tasks. A list is one statement for its rows (client and the three members joined in) and one for its
 * count, however many tasks a page holds.
 */
export function createTaskRepository(db: Database) {
  const condition = (owner: TaskOwner, status: TaskStatus): SQL =>
    and(
      eq(tasks.status, status),
      'clientId' in owner ? eq(tasks.clientId, owner.clientId) : or(eq(tasks.assigneeId, owner.assigneeId), isNull(tasks.assigneeId)),
    )!;

  const rows = (where: SQL) =>
    db
      .select({
        id: tasks.id,
        title: tasks.title,
        kind: tasks.kind,
        status: tasks.status,
        clientId: tasks.clientId,
        firstName: clientUsers.firstName,
        lastName: clientUsers.lastName,
        applicationCode: clientUsers.applicationCode,
        dueOn: tasks.dueOn,
        assigneeId: tasks.assigneeId,
        assigneeName: assignees.name,
        createdBy: tasks.createdBy,
        createdByName: makers.name,
        createdAt: tasks.createdAt,
        closingNote: tasks.closingNote,
        closedBy: tasks.closedBy,
        closedByName: closers.name,
        closedAt: tasks.closedAt,
      })
      .from(tasks)
      .innerJoin(clientUsers, eq(clientUsers.id, tasks.clientId))
      .leftJoin(assignees, eq(assignees.id, tasks.assigneeId))
      .leftJoin(makers, eq(makers.id, tasks.createdBy))
      .leftJoin(closers, eq(closers.id, tasks.closedBy))
      .where(where);

  return {
    clientExists: async (clientId: number) => (await db.$count(clientUsers, eq(clientUsers.id, clientId))) > 0,

    /** An active member with the caseworker role: who a task can be given to. */
    isActiveCaseworker: async (staffUserId: number) =>
      (await db.$count(
        staffUsers,
        and(eq(staffUsers.id, staffUserId), isNull(staffUsers.deactivatedAt), sql`'caseworker' = any(${staffUsers.roles})`),
      )) > 0,

    /**
     * One page: overdue first (open and due before `today`), then by due day, then the oldest made; that is, by due day
     * then id, as a task overdue is due before any that is not. A member's list is theirs and the service's nobody has
     * taken: each read from the (assignee, status, due day, id) index as far as the page goes, then merged, so its cost
     * follows the page, not the tasks there are (10,000 open at 10,000 clients).
     */
    page: (owner: TaskOwner, status: TaskStatus, limit: number, offset: number): Promise<StoredTask[]> => {
      if ('clientId' in owner) {
        return rows(condition(owner, status)).orderBy(asc(tasks.dueOn), asc(tasks.id)).limit(limit).offset(offset) as Promise<StoredTask[]>;
      }
      const reach = offset + limit;
      const firstOf = (whose: SQL) =>
        sql`(select ${tasks.id} as id, ${tasks.dueOn} as due_on from ${tasks} where ${whose} and ${tasks.status} = ${status}
              order by ${tasks.dueOn}, ${tasks.id} limit ${reach})`;
      const pageIds = sql`(select merged.id from (${firstOf(sql`${tasks.assigneeId} = ${owner.assigneeId}`)} union all
            ${firstOf(sql`${tasks.assigneeId} is null`)}) merged order by merged.due_on, merged.id limit ${limit} offset ${offset})`;
      return rows(sql`${tasks.id} in ${pageIds}`).orderBy(asc(tasks.dueOn), asc(tasks.id)) as Promise<StoredTask[]>;
    },

    count: async (owner: TaskOwner, status: TaskStatus) =>
      (await db.select({ total: count() }).from(tasks).where(condition(owner, status)))[0]?.total ?? 0,

    byId: async (id: number): Promise<StoredTask | undefined> => ((await rows(eq(tasks.id, id))) as StoredTask[])[0],

    /** The task's status, its row locked for the transaction (a task is closed once). */
    lockStatus: async (id: number) =>
      (
        await db
          .select({ status: tasks.status, clientId: tasks.clientId, assigneeId: tasks.assigneeId })
          .from(tasks)
          .where(eq(tasks.id, id))
          .for('update')
      )[0],

    insert: async (task: { clientId: number; title: string; dueOn: string; assigneeId: number; createdBy: number; at: Date }) =>
      (
        await db
          .insert(tasks)
          .values({
            clientId: task.clientId,
            title: task.title,
            dueOn: task.dueOn,
            assigneeId: task.assigneeId,
            createdBy: task.createdBy,
            createdAt: task.at,
          })
          .returning({ id: tasks.id })
      )[0]!.id,

    close: async (id: number, status: 'done' | 'cancelled', note: string, closedBy: number, at: Date) =>
      db
        .update(tasks)
        .set({ status, closingNote: note, closedBy, closedAt: at })
        .where(and(eq(tasks.id, id), eq(tasks.status, 'open'))),

    reassign: async (id: number, assigneeId: number) => db.update(tasks).set({ assigneeId }).where(eq(tasks.id, id)),
  };
}
