import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The audit trail: one row per staff action and per sign-in attempt (client and staff). Append-only: the
 * code has no update or delete path, and a trigger (migration 0007) refuses UPDATE, DELETE and TRUNCATE.
 * No foreign keys: a cascade would be an update the trigger refuses, and the trail outlives its subjects.
 * Never a token, password, code or secret in `details`.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    staffUserId: integer('staff_user_id'),
    clientId: integer('client_id'),
    /** `staff.sign_in`, `intake.decide`, `staff.roles_change`…: AUDIT_ACTIONS in @payee/contract (rows written before an action was renamed keep their old name). */
    action: text('action').notNull(),
    recordType: text('record_type'),
    recordId: text('record_id'),
    ip: text('ip'),
    /** Why personal data was revealed, when the action is a reveal. */
    reason: text('reason'),
    /** What else says what happened (an outcome, a decision, roles before and after). */
    details: jsonb('details').$type<Record<string, unknown>>(),
  },
  (table) => [
    // The trail's order, newest first (at, then id) read backwards; also every range of days.
    index('audit_events_at_id_idx').on(table.at, table.id),
    index('audit_events_staff_idx').on(table.staffUserId, table.at),
    index('audit_events_action_idx').on(table.action, table.at),
    // A record's history (GET /admin/intake/{application}/history), oldest first.
    index('audit_events_record_idx').on(table.recordType, table.recordId, table.at),
    // A client's sign-in history and what staff did to their record.
    index('audit_events_client_idx').on(table.clientId, table.at),
  ],
);
