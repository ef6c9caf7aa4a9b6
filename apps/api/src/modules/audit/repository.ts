import { dayPlus, officeDayStart, pageMeta, pageOffset, type AuditAction } from '@payee/contract';
import { and, asc, count, desc, eq, getTableColumns, gte, lt, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pageIds } from '../../db/page-ids';
import { auditEvents } from '../../db/schema/index';
import { nameAuditEvents, type StoredAuditEvent } from './names';

/** One row of the audit trail as written. Never a token, password, code or secret in `details`. */
export interface AuditEntry {
  action: AuditAction;
  staffUserId?: number | null;
  clientId?: number | null;
  recordType?: string | null;
  recordId?: string | number | null;
  ip?: string | null;
  reason?: string | null;
  details?: Record<string, unknown> | null;
  at?: Date;
}

/** Filters of the browse and export: `from` and `to` are UTC days, both included. */
export interface AuditFilter {
  from?: string;
  to?: string;
  action?: AuditAction;
  staff_user_id?: number;
  client_id?: number;
  record_type?: string;
  record_id?: string;
}

function where(filter: AuditFilter): SQL | undefined {
  return and(
    // The days are the office's: from midnight in Michigan on `from` to midnight after `to`.
    filter.from ? gte(auditEvents.at, officeDayStart(filter.from)) : undefined,
    filter.to ? lt(auditEvents.at, officeDayStart(dayPlus(filter.to, 1))) : undefined,
    filter.action ? eq(auditEvents.action, filter.action) : undefined,
    filter.staff_user_id ? eq(auditEvents.staffUserId, filter.staff_user_id) : undefined,
    filter.client_id ? eq(auditEvents.clientId, filter.client_id) : undefined,
    filter.record_type ? eq(auditEvents.recordType, filter.record_type) : undefined,
    filter.record_id ? eq(auditEvents.recordId, filter.record_id) : undefined,
  );
}

type AuditRow = typeof auditEvents.$inferSelect;

export const toAuditEvent = (row: AuditRow): StoredAuditEvent => ({
  id: row.id,
  at: row.at.toISOString(),
  staff_user_id: row.staffUserId,
  client_id: row.clientId,
  action: row.action,
  record_type: row.recordType,
  record_id: row.recordId,
  ip: row.ip,
  reason: row.reason,
  details: row.details,
});

/**
 * The audit trail. Append-only by design: this repository has no update or delete, and the database refuses
 * them anyway (trigger of migration 0007). Pass a transaction's `tx` to `record` so the row commits, or
 * rolls back, with the action it describes.
 */
export function createAuditRepository(db: Database) {
  const repository = {
    record: async (entry: AuditEntry) => {
      await db.insert(auditEvents).values({
        action: entry.action,
        staffUserId: entry.staffUserId ?? null,
        clientId: entry.clientId ?? null,
        recordType: entry.recordType ?? null,
        recordId: entry.recordId === undefined || entry.recordId === null ? null : String(entry.recordId),
        ip: entry.ip ?? null,
        reason: entry.reason ?? null,
        details: entry.details ?? null,
        ...(entry.at ? { at: entry.at } : {}),
      });
    },

    /**
     * Newest first. The page's ids are found first, from the (at, id) index alone (an index-only scan, however deep
     * the page), then only their rows read.
     */
    page: async (filter: AuditFilter, page: number, perPage: number) => {
      const condition = where(filter);
      const order = [desc(auditEvents.at), desc(auditEvents.id)];
      const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(auditEvents).where(condition);
      const ids = pageIds(db, auditEvents.id, { where: condition, orderBy: order, limit: perPage, offset: pageOffset(page, perPage) });
      const rows = await db
        .select(getTableColumns(auditEvents))
        .from(auditEvents)
        .innerJoin(ids, eq(ids.id, auditEvents.id))
        .orderBy(...order);
      return { data: rows.map(toAuditEvent), meta: pageMeta(page, perPage, total) };
    },

    /**
     * A page as the audit screen shows it: each sign-in's outcome, and the member, client and record named, with a
     * fixed number of look-ups for the whole page (modules/audit/names.ts).
     */
    browse: async (filter: AuditFilter, page: number, perPage: number) => {
      const { data, meta } = await repository.page(filter, page, perPage);
      return { data: await nameAuditEvents(db, data), meta };
    },

    /** Oldest first, for the CSV export. */
    all: async (filter: AuditFilter) =>
      (await db.select().from(auditEvents).where(where(filter)).orderBy(asc(auditEvents.at), asc(auditEvents.id))).map(toAuditEvent),
  };
  return repository;
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
