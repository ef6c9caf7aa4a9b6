import type { AuditRecordKind, AuditSignInOutcome, TAuditEvent, TAuditSubject } from '@payee/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { clientUsers, enquiries, intakeApplications, staffUsers } from '../../db/schema/index';

/** An event as the trail stores it, before the audit screen's names are added. */
export type StoredAuditEvent = Omit<TAuditEvent, 'outcome' | 'staff_name' | 'client' | 'record'>;

/** The stored `record_type`s the screen names, each with the kind of page it links to. */
const NAMED_RECORD_TYPES = {
  client_user: 'client',
  intake_application: 'application',
  enquiry: 'enquiry',
  staff_user: 'staff_member',
} as const satisfies Record<string, AuditRecordKind>;

/**
 * The finer words sign-ins are written with (staff/sign-in.ts for members, sessions/service.ts for clients), read
 * as the screen's outcome. A client's `bad_credentials` is a wrong password, or a wrong birth date by SSN.
 */
const STORED_OUTCOMES: Record<string, AuditSignInOutcome> = {
  success: 'success',
  password_accepted: 'password_accepted',
  bad_password: 'wrong_password',
  bad_code: 'wrong_code',
  replayed_code: 'wrong_code',
  bad_recovery_code: 'wrong_code',
  locked: 'locked',
  throttled: 'locked',
  unknown_account: 'unknown_account',
  deactivated: 'deactivated',
  captcha_failed: 'captcha_failed',
  application_mismatch: 'application_mismatch',
};

const SIGN_IN_ACTIONS = new Set(['staff.sign_in', 'client.sign_in']);

/** A sign-in's outcome from its stored details; null for any other action. */
export function signInOutcomeOf(event: Pick<StoredAuditEvent, 'action' | 'details'>): AuditSignInOutcome | null {
  if (!SIGN_IN_ACTIONS.has(event.action)) return null;
  const stored = event.details?.outcome;
  if (stored === 'bad_credentials') return event.details?.method === 'ssn' ? 'wrong_birth_date' : 'wrong_password';
  return (typeof stored === 'string' && STORED_OUTCOMES[stored]) || 'other';
}

const wholeIds = (values: (string | number | null)[]) => [
  ...new Set(values.map(Number).filter((id) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647)),
];

const fullName = (row: { firstName: string; lastName: string }) => `${row.firstName} ${row.lastName}`;

/**
 * Names the clients, records and members of a page of events: one look-up per kind of record for the page's ids
 * (clients, applications, enquiries, staff), never one per row, so a page costs the same statements however long.
 * A record no longer on file keeps its kind and id, with no name. Only names: never an SSN or a birth date.
 */
export async function nameAuditEvents(db: Database, events: StoredAuditEvent[]): Promise<TAuditEvent[]> {
  const ofType = (type: string) => events.filter((event) => event.record_type === type).map((event) => event.record_id);
  const clientIds = wholeIds([...events.map((event) => event.client_id), ...ofType('client_user')]);
  const applicationIds = wholeIds(ofType('intake_application'));
  const enquiryIds = wholeIds(ofType('enquiry'));
  const staffIds = wholeIds([...events.map((event) => event.staff_user_id), ...ofType('staff_user')]);

  const [clients, applications, enquiryRows, staff] = await Promise.all([
    clientIds.length
      ? db
          .select({ id: clientUsers.id, firstName: clientUsers.firstName, lastName: clientUsers.lastName })
          .from(clientUsers)
          .where(inArray(clientUsers.id, clientIds))
      : [],
    applicationIds.length
      ? db
          .select({
            id: intakeApplications.id,
            code: clientUsers.applicationCode,
            firstName: clientUsers.firstName,
            lastName: clientUsers.lastName,
          })
          .from(intakeApplications)
          .innerJoin(clientUsers, eq(clientUsers.id, intakeApplications.clientUserId))
          .where(inArray(intakeApplications.id, applicationIds))
      : [],
    enquiryIds.length
      ? db
          .select({ id: enquiries.id, reference: enquiries.reference, firstName: enquiries.firstName, lastName: enquiries.lastName })
          .from(enquiries)
          .where(inArray(enquiries.id, enquiryIds))
      : [],
    staffIds.length ? db.select({ id: staffUsers.id, name: staffUsers.name }).from(staffUsers).where(inArray(staffUsers.id, staffIds)) : [],
  ]);
  const clientNames = new Map(clients.map((row) => [String(row.id), fullName(row)]));
  const applicationsById = new Map(applications.map((row) => [String(row.id), row]));
  const enquiriesById = new Map(enquiryRows.map((row) => [String(row.id), row]));
  const staffNames = new Map(staff.map((row) => [String(row.id), row.name]));

  const recordOf = (event: StoredAuditEvent): TAuditSubject | null => {
    const { record_type: type, record_id: id } = event;
    if (type === null || id === null) return null;
    const kind: AuditRecordKind = NAMED_RECORD_TYPES[type as keyof typeof NAMED_RECORD_TYPES] ?? 'other';
    switch (kind) {
      case 'client':
        // What onboarding does to a client is about their onboarding record (its page takes the client's id).
        return { kind: event.action.startsWith('onboarding.') ? 'onboarding' : 'client', key: id, name: clientNames.get(id) ?? null };
      case 'application': {
        const application = applicationsById.get(id);
        return application ? { kind, key: application.code, name: fullName(application) } : { kind, key: id, name: null };
      }
      case 'enquiry': {
        const enquiry = enquiriesById.get(id);
        return enquiry ? { kind, key: enquiry.reference, name: fullName(enquiry) } : { kind, key: id, name: null };
      }
      case 'staff_member':
        return { kind, key: id, name: staffNames.get(id) ?? null };
      default:
        return { kind: 'other', key: id, name: null };
    }
  };

  return events.map((event) => ({
    ...event,
    outcome: signInOutcomeOf(event),
    staff_name: event.staff_user_id === null ? null : (staffNames.get(String(event.staff_user_id)) ?? null),
    client:
      event.client_id === null
        ? null
        : { kind: 'client', key: String(event.client_id), name: clientNames.get(String(event.client_id)) ?? null },
    record: recordOf(event),
  }));
}
