import { TASK_KINDS, TASK_STATUSES } from '@payee/contract';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { clientUsers } from './clients';
import { isOneOf } from './one-of';
import { staffUsers } from './staff-users';

/**
 * Tasks and reminders of case work (issue 24). A member of staff makes one (`kind` manual, `created_by` them), or
 * the service does, once per source: `source_key` is unique per kind, so a pass that runs twice (or two servers side
 * by side) makes each once (`INSERT … ON CONFLICT DO NOTHING`). `due_on` is the office's day. `assignee_id` null: a
 * task of the service nobody has taken yet. A closed task (done or cancelled) keeps who closed it, when and the note.
 */
export const tasks = pgTable(
  'tasks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clientUsers.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    kind: text('kind', { enum: TASK_KINDS }).notNull().default('manual'),
    /** What the service made it from (`schedule:12:2026-03-01`, `client:7:2027-03-16`); null for a manual task. */
    sourceKey: text('source_key'),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    status: text('status', { enum: TASK_STATUSES }).notNull().default('open'),
    assigneeId: integer('assignee_id').references(() => staffUsers.id),
    createdBy: integer('created_by').references(() => staffUsers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closingNote: text('closing_note'),
    closedBy: integer('closed_by').references(() => staffUsers.id),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('tasks_kind_source_key_unique').on(table.kind, table.sourceKey),
    // "My tasks" and a client's open tasks, by due day.
    index('tasks_assignee_status_due_idx').on(table.assigneeId, table.status, table.dueOn, table.id),
    index('tasks_client_status_due_idx').on(table.clientId, table.status, table.dueOn, table.id),
    check('tasks_kind_check', isOneOf(table.kind, TASK_KINDS)),
    check('tasks_status_check', isOneOf(table.status, TASK_STATUSES)),
    // The service's tasks have a source; a member's have a maker and no source.
    check('tasks_source_check', sql`(${table.kind} = 'manual') = (${table.sourceKey} is null)`),
    check('tasks_manual_maker_check', sql`${table.kind} <> 'manual' or ${table.createdBy} is not null`),
    // A closed task says who closed it, when and why; an open one none of that.
    check(
      'tasks_closed_check',
      sql`(${table.status} = 'open') = (${table.closedAt} is null) and (${table.closedAt} is null) = (${table.closingNote} is null)`,
    ),
  ],
);
