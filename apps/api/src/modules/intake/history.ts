import { INTAKE_DECISIONS, INTAKE_STEPS, maskEmail, type IntakeStepSlug, type TIntakeHistoryEvent } from '@payee/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { auditEvents, staffUsers } from '../../db/schema/index';
import { createAuditRepository } from '../audit';
import type { AfterSentHandler } from '../outbox';

/** The audit trail's `record_type` of an intake application (`record_id` is its id). */
export const INTAKE_RECORD_TYPE = 'intake_application';

const STEP_SLUGS = INTAKE_STEPS.map((step) => step.slug) as [IntakeStepSlug, ...IntakeStepSlug[]];

/**
 * What each event of an application's life keeps in the audit trail's `details`, written and read through these
 * schemas. Never an answer, the SSN, a birth date or a whole e-mail address.
 */
const HISTORY_DETAILS = {
  'intake.create': z.object({ steps: z.array(z.enum(STEP_SLUGS)) }),
  'intake.save_step': z.object({ step: z.enum(STEP_SLUGS) }),
  'intake.submit': z.object({ is_resubmission: z.boolean() }),
  'intake.decide': z.object({
    decision: z.enum(INTAKE_DECISIONS),
    decided_by: z.string(),
    reasons: z.array(z.string()).optional(),
  }),
  'intake.email_sent': z.object({ template: z.string(), subject: z.string(), to: z.string() }),
} as const;
export type IntakeHistoryAction = keyof typeof HISTORY_DETAILS;
const HISTORY_ACTIONS = Object.keys(HISTORY_DETAILS) as IntakeHistoryAction[];

/** Reading an application's full SSN: a staff action of the trail, not an event of the application's history. */
export const SSN_REVEAL_ACTION = 'intake.ssn_reveal';

export interface IntakeEventInput {
  applicationId: number;
  /** The applicant's client user. */
  clientId: number;
  /** The member of staff who acted; null when the applicant did, or at the command line. */
  staffUserId?: number | null;
  ip?: string | null;
  at: Date;
}

/**
 * Writes one event of an application's life to the audit trail. Pass the transaction of the change it
 * describes, so the event commits or rolls back with it (an e-mail is recorded after it was sent).
 */
export async function recordIntakeEvent<A extends IntakeHistoryAction>(
  db: Database,
  action: A,
  input: IntakeEventInput,
  details: z.input<(typeof HISTORY_DETAILS)[A]>,
) {
  await createAuditRepository(db).record({
    action,
    staffUserId: input.staffUserId ?? null,
    clientId: input.clientId,
    recordType: INTAKE_RECORD_TYPE,
    recordId: input.applicationId,
    ip: input.ip ?? null,
    details: HISTORY_DETAILS[action].parse(details),
    at: input.at,
  });
}

/** An e-mail about the application, after it was sent: which one, and to whom (masked). */
export const recordIntakeEmail = (db: Database, input: IntakeEventInput, email: { template: string; subject: string; to: string }) =>
  recordIntakeEvent(db, 'intake.email_sent', input, { ...email, to: maskEmail(email.to) });

/** What an intake e-mail in the outbox records once it is sent (its `afterSent`): ids only, kept in clear. */
export type IntakeEmailSent = {
  kind: typeof INTAKE_EMAIL_SENT;
  applicationId: number;
  clientId: number;
  staffUserId: number | null;
  template: string;
};
export const INTAKE_EMAIL_SENT = 'intake.email_sent';

/**
 * The intake's after-send handler, which the app registers with its outbox at start-up (app.ts, and each
 * command's outbox): the history's "e-mail sent" line, written at the time the e-mail went, never before.
 */
export const recordSentIntakeEmail: AfterSentHandler<IntakeEmailSent> = (tx, action, message, sentAt) =>
  recordIntakeEmail(
    tx,
    { applicationId: action.applicationId, clientId: action.clientId, staffUserId: action.staffUserId, at: sentAt },
    { template: action.template, subject: message.subject, to: message.to },
  );

type AuditRow = typeof auditEvents.$inferSelect & { staffName: string | null };
type Details<A extends IntakeHistoryAction> = z.output<(typeof HISTORY_DETAILS)[A]>;

/** Who did it, as the history says: the applicant's events have no member of staff. */
const actorOf = (row: AuditRow) => ({
  at: row.at.toISOString(),
  by: row.staffUserId === null ? ('applicant' as const) : ('staff' as const),
  staff_user_id: row.staffUserId,
  staff_name: row.staffName,
});

/** Each action's event, from its details. */
const TO_EVENT: { [A in IntakeHistoryAction]: (details: Details<A>, row: AuditRow) => TIntakeHistoryEvent } = {
  'intake.create': (details, row) => ({ type: 'created', ...actorOf(row), steps: details.steps }),
  'intake.save_step': (details, row) => ({ type: 'step_saved', ...actorOf(row), step: details.step }),
  'intake.submit': (details, row) => ({ type: 'submitted', ...actorOf(row), is_resubmission: details.is_resubmission }),
  // At the command line there is no member of staff: the name given stands for them.
  'intake.decide': (details, row) => ({
    type: 'decided',
    ...actorOf(row),
    by: 'staff',
    staff_name: row.staffName ?? details.decided_by,
    decision: details.decision,
    reasons: details.reasons ?? [],
  }),
  'intake.email_sent': (details, row) => ({
    type: 'email_sent',
    at: row.at.toISOString(),
    by: 'system',
    staff_user_id: null,
    staff_name: null,
    ...details,
  }),
};

/** One audit row as an event of the history; undefined for a row whose details do not read (never written so). */
function toHistoryEvent(row: AuditRow): TIntakeHistoryEvent | undefined {
  const action = row.action as IntakeHistoryAction;
  const parsed = HISTORY_DETAILS[action].safeParse(row.details);
  if (!parsed.success) return undefined;
  return (TO_EVENT[action] as (details: unknown, row: AuditRow) => TIntakeHistoryEvent)(parsed.data, row);
}

/** What the history needs of the application itself. */
export interface HistorySubject {
  id: number;
  createdAt: Date;
  submittedAt: Date | null;
}

/**
 * The application's history, oldest first: its events in the audit trail (one query, the staff's names
 * joined). An application started before events were recorded has no `created` or `submitted` event there;
 * its own dates stand in for them (docs/decisions/back-office.md, "Application record").
 */
export async function readIntakeHistory(db: Database, application: HistorySubject): Promise<TIntakeHistoryEvent[]> {
  const rows = await db
    .select({ row: auditEvents, staffName: staffUsers.name })
    .from(auditEvents)
    .leftJoin(staffUsers, eq(staffUsers.id, auditEvents.staffUserId))
    .where(
      and(
        eq(auditEvents.recordType, INTAKE_RECORD_TYPE),
        eq(auditEvents.recordId, String(application.id)),
        inArray(auditEvents.action, HISTORY_ACTIONS),
      ),
    )
    .orderBy(asc(auditEvents.at), asc(auditEvents.id));
  const events = rows.flatMap(({ row, staffName }) => toHistoryEvent({ ...row, staffName }) ?? []);

  const unrecorded = { by: 'applicant' as const, staff_user_id: null, staff_name: null };
  const derived: TIntakeHistoryEvent[] = [];
  if (!events.some((event) => event.type === 'created')) {
    derived.push({ type: 'created', ...unrecorded, at: application.createdAt.toISOString(), steps: [] });
  }
  if (application.submittedAt && !events.some((event) => event.type === 'submitted')) {
    derived.push({ type: 'submitted', ...unrecorded, at: application.submittedAt.toISOString(), is_resubmission: false });
  }
  if (derived.length === 0) return events;
  // A stable sort: events of the same moment keep the trail's order, the derived ones before them.
  return [...derived, ...events].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}
