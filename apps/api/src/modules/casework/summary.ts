import { AWAITING_DECISION_STATUS_IDS, type TCaseworkSummary } from '@payee/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { clientUsers, enquiries, intakeApplications } from '../../db/schema/index';

/**
 * Enquiries no one has answered: those still `new`. A reply from the back office moves an enquiry to
 * `in_progress` (enquiries/inbox.ts), as does a caseworker taking it up; `closed` ends it.
 */
export const countUnansweredEnquiries = (db: Database) => db.$count(enquiries, eq(enquiries.status, 'new'));

/** Onboarding clients where the lifecycle (onboarding/lifecycle.ts) waits for the office. */
const countOnboarding = (db: Database, currentProcess: 'inProgress' | 'approved') =>
  db.$count(clientUsers, and(eq(clientUsers.processType, 'onboarding'), eq(clientUsers.currentProcess, currentProcess)));

/**
 * The caseworker's home: what needs action, each the count of a queue (docs/decisions.md, "Casework:
 * applications"). Applications sent in and not decided (In progress or Under review); onboardings sent in
 * (inProgress: send back or activate); approved applicants not invited to onboarding yet (approved: invite);
 * enquiries not closed.
 */
export async function caseworkSummary(db: Database): Promise<TCaseworkSummary> {
  return {
    applications_awaiting_decision: await db.$count(
      intakeApplications,
      inArray(intakeApplications.applicationStatusId, [...AWAITING_DECISION_STATUS_IDS]),
    ),
    onboarding_submissions_awaiting_review: await countOnboarding(db, 'inProgress'),
    enquiries_unanswered: await countUnansweredEnquiries(db),
    onboarding_invitations_not_sent: await countOnboarding(db, 'approved'),
  };
}
