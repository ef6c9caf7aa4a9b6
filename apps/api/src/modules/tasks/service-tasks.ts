import { API_TASK_TITLES } from '@payee/content/api-tasks';
import { dayPlus, formatDisplayDate, officeToday, SERVICE_TASK_KINDS, type ServiceTaskKind } from '@payee/contract';
import { ADMIN_MESSAGES } from '@payee/content/validation-admin';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  clientPrograms,
  disbursements,
  intakeApplications,
  onboardingBenefits,
  onboardingProfiles,
  programs,
  reportingAccounts,
  scheduledPayments,
  tasks,
} from '../../db/schema/index';
import { createAuditRepository } from '../audit';
import { listDocumentsExpiringWithin } from '../client-documents';

/** How far ahead a dated reminder (the yearly review, a lease's year, a benefit's end) is made before its day. */
export const SERVICE_TASK_LEAD_DAYS = 30;

/** One task the service makes, once: `(kind, sourceKey)` names its source. */
export interface ServiceTask {
  kind: ServiceTaskKind;
  sourceKey: string;
  clientId: number;
  title: string;
  dueOn: string;
}

/**
 * Makes the task once (docs/decisions/back-office.md, "Tasks"): a second call with the same kind and source key
 * makes nothing. Answers whether it made it. For the other modules (a document's expiry): call it in the
 * transaction of the change it comes from.
 */
export async function makeServiceTask(db: Database, task: ServiceTask): Promise<boolean> {
  const made = await db
    .insert(tasks)
    .values({ kind: task.kind, sourceKey: task.sourceKey, clientId: task.clientId, title: task.title, dueOn: task.dueOn })
    .onConflictDoNothing({ target: [tasks.kind, tasks.sourceKey] })
    .returning({ id: tasks.id });
  return made.length > 0;
}

/** The title's template with its `{part}`s filled by SQL values. */
function titleSql(kind: ServiceTaskKind, parts: Record<string, SQL>): SQL {
  let title: SQL = sql`${API_TASK_TITLES[kind]}::text`;
  for (const [name, value] of Object.entries(parts)) title = sql`replace(${title}, ${`{${name}}`}, ${value})`;
  return title;
}
const usDay = (day: SQL) => sql`to_char(${day}, 'MM/DD/YYYY')`;
/** Clients with an active enrolment: the service's reminders are about clients, not applicants. */
const isActiveClient = (client: SQL) => sql`exists (select 1 from ${clientPrograms} cp where cp.client_id = ${client} and cp.status = 1)`;
/** Whole months from the month of `from` to the month of `to`. */
const monthsBetween = (from: SQL, to: SQL) =>
  sql`((extract(year from ${to})::int * 12 + extract(month from ${to})::int) - (extract(year from ${from})::int * 12 + extract(month from ${from})::int))`;

/**
 * Each kind's rows to make as of the office's `today`: one set-based SELECT of (client, title, due day, source key),
 * whatever the number of clients. The pass inserts them with `ON CONFLICT DO NOTHING`.
 */
const SOURCES: Record<Exclude<ServiceTaskKind, 'document_expiry'>, (today: string) => SQL> = {
  /**
   * Each active enrolment's SSA-623: its 12-month periods run from the month of enrolment (modules/finance
   * ssa-623.ts: the 12 months ending with `period_end`), so a period ends the month before each anniversary month;
   * the report is due by the end of the month after the period. Made once the period's last month has begun.
   */
  ssa_623_due: (today) => {
    const start = sql.raw(`date_trunc('month', cp.enrolled_on)`);
    const years = sql`((${monthsBetween(sql.raw('cp.enrolled_on'), sql`${today}::date`)} + 1) / 12)`;
    return sql`select e.client_id, ${titleSql('ssa_623_due', { month: sql`to_char(e.period_end, 'FMMonth YYYY')`, program: sql.raw('e.program') })},
        (e.period_end + interval '2 months' - interval '1 day')::date,
        'enrolment:' || e.client_id || ':' || e.program_id || ':' || to_char(e.period_end, 'YYYY-MM')
      from (
        select cp.client_id, cp.program_id, cp.enrolled_on, p.name as program,
          (${start} + make_interval(months => ${years} * 12 - 1))::date as period_end, ${years} as years
        from ${clientPrograms} cp join ${programs} p on p.id = cp.program_id
        where cp.status = 1
      ) e
      where e.years >= 1`;
  },

  /** The yearly review: each anniversary of the client's first enrolment, made 30 days before it. */
  yearly_review: (today) => {
    const ahead = sql`${dayPlus(today, SERVICE_TASK_LEAD_DAYS)}::date`;
    return sql`select f.client_id, ${titleSql('yearly_review', { year: sql`f.years::text` })},
        (f.first_on + make_interval(years => f.years))::date,
        'client:' || f.client_id || ':' || to_char((f.first_on + make_interval(years => f.years))::date, 'YYYY-MM-DD')
      from (
        select g.client_id, g.first_on, extract(year from age(${ahead}, g.first_on))::int as years
        from (select cp.client_id, min(cp.enrolled_on) as first_on from ${clientPrograms} cp where cp.status = 1 group by cp.client_id) g
      ) f
      where f.years >= 1`;
  },

  /**
   * A bill past its day and not paid: a payment drafted or approved but not paid, or a schedule's next payment not
   * even drafted. The source is the bill's payment: a drafted schedule's payment keeps the schedule's key
   * (`schedule:<id>:<due>`, the draft's own generated key), so drafting it later makes no second task.
   */
  bill_overdue: (today) => {
    const day = sql`${today}::date`;
    return sql`select d.client_id, ${titleSql('bill_overdue', { bill: sql.raw('d.description'), due: usDay(sql.raw('d.due_on')) })},
        d.due_on, coalesce(d.generated_key, 'payment:' || d.id)
      from ${disbursements} d where d.status in ('draft', 'approved') and d.due_on < ${day}
      union all
      select s.client_id, ${titleSql('bill_overdue', { bill: sql.raw('s.description'), due: usDay(sql.raw('s.next_due_on')) })},
        s.next_due_on, 'schedule:' || s.id || ':' || to_char(s.next_due_on, 'YYYY-MM-DD')
      from ${scheduledPayments} s
      where s.is_active and s.next_due_on < ${day} and (s.remaining_count is null or s.remaining_count > 0)`;
  },

  /** An onboarding benefit of a client whose effective-till day is from today to 30 days on: once per benefit and day. */
  benefit_ending: (today) =>
    sql`select p.client_user_id, ${titleSql('benefit_ending', { benefit: sql.raw('r.name'), till: usDay(sql.raw('b.effective_till')) })},
        b.effective_till, 'benefit:' || b.id || ':' || to_char(b.effective_till, 'YYYY-MM-DD')
      from ${onboardingBenefits} b
      join ${onboardingProfiles} p on p.id = b.profile_id
      join ${reportingAccounts} r on r.id = b.reporting_account_id
      where b.effective_till between ${today}::date and ${dayPlus(today, SERVICE_TASK_LEAD_DAYS)}::date
        and ${isActiveClient(sql.raw('p.client_user_id'))}`,

  /** A lease's year: each anniversary of the move-in day the application gave (housing), made 30 days before it. */
  lease_renewal: (today) => {
    const ahead = sql`${dayPlus(today, SERVICE_TASK_LEAD_DAYS)}::date`;
    return sql`select h.client_id, ${titleSql('lease_renewal', { year: sql`h.years::text`, moved: usDay(sql.raw('h.moved_in')) })},
        (h.moved_in + make_interval(years => h.years))::date,
        'client:' || h.client_id || ':' || to_char((h.moved_in + make_interval(years => h.years))::date, 'YYYY-MM-DD')
      from (
        select m.client_id, m.moved_in, extract(year from age(${ahead}, m.moved_in))::int as years
        from (
          select a.client_user_id as client_id, (a.housing ->> 'move_in_date')::date as moved_in from ${intakeApplications} a
          where a.housing ->> 'move_in_date' ~ '^\\d{4}-\\d{2}-\\d{2}$' and ${isActiveClient(sql.raw('a.client_user_id'))}
        ) m
      ) h
      where h.years >= 1`;
  },
};

/** The kinds a pass makes in SQL: every kind but a document's expiry, whose rule the documents keep (below). */
export const PASS_KINDS = SERVICE_TASK_KINDS.filter((kind): kind is keyof typeof SOURCES => kind !== 'document_expiry');

/** Rows inserted at once: well under PostgreSQL's 65,535 parameters at 5 a row. */
const INSERT_BATCH = 1000;

/**
 * A document on a client's file expiring within SERVICE_TASK_LEAD_DAYS (already expired included; one replaced by a
 * newer document not): a task each, due on its expiry day. Which documents are expiring is the documents' own rule
 * (`listDocumentsExpiringWithin`, one statement); then one insert per INSERT_BATCH of them.
 */
async function makeDocumentExpiryTasks(tx: Database, today: string): Promise<number> {
  const expiring = await listDocumentsExpiringWithin(tx, today, SERVICE_TASK_LEAD_DAYS);
  let made = 0;
  for (let start = 0; start < expiring.length; start += INSERT_BATCH) {
    const rows = expiring.slice(start, start + INSERT_BATCH).map((document) => ({
      kind: 'document_expiry' as const,
      sourceKey: `client_document:${document.documentId}`,
      clientId: document.clientId,
      title: API_TASK_TITLES.document_expiry
        .replace('{expires}', formatDisplayDate(document.expiresOn))
        .replace('{document}', ADMIN_MESSAGES.clientDocumentTypes[document.type]),
      dueOn: document.expiresOn,
    }));
    made += (
      await tx
        .insert(tasks)
        .values(rows)
        .onConflictDoNothing({ target: [tasks.kind, tasks.sourceKey] })
        .returning({ id: tasks.id })
    ).length;
  }
  return made;
}

/**
 * One pass of the service's tasks as of the office's day: one `INSERT … SELECT … ON CONFLICT DO NOTHING` per kind,
 * a read and an insert for the documents expiring (and one audit row when it made any), in one transaction. Answers how many it made of each kind.
 */
export async function makeServiceTasks(db: Database, now: Date): Promise<Record<string, number>> {
  const today = officeToday(now);
  return db.transaction(async (tx) => {
    const made: Record<string, number> = {};
    for (const kind of PASS_KINDS) {
      const result = (await tx.execute(
        sql`insert into ${tasks} (kind, client_id, title, due_on, source_key)
          select ${kind}, s.* from (${SOURCES[kind](today)}) s (client_id, title, due_on, source_key)
          on conflict (kind, source_key) do nothing returning id`,
      )) as unknown as { rows: unknown[] };
      made[kind] = result.rows.length;
    }
    made.document_expiry = await makeDocumentExpiryTasks(tx, today);
    const total = Object.values(made).reduce((sum, n) => sum + n, 0);
    if (total > 0) await createAuditRepository(tx).record({ action: 'task.service_made', details: { today, made }, at: now });
    return made;
  });
}
