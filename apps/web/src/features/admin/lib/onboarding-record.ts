import type { CurrentProcess, ProcessType } from '@payee/contract';

/** Everything the back office holds about onboardings: the queue's pages and the records. */
export const ONBOARDING_QUERY_KEY = ['admin', 'onboarding'] as const;
/** The home page's counts, two of which are onboardings waiting for staff. */
export const CASEWORK_SUMMARY_QUERY_KEY = ['admin', 'summary'] as const;

/**
 * What staff may do with an onboarding where it stands, as the API's lifecycle allows it
 * (apps/api/src/modules/onboarding/lifecycle.ts): invite an approved client, or invite again one who is filling
 * it in; review (send back or activate) one that is sent in; fill it in with the client while it is theirs to
 * fill (invited, or sent back to them). An active client's onboarding is done.
 */
export function onboardingChoices(record: { process_type: ProcessType; current_process: CurrentProcess | null }) {
  const stands = record.process_type === 'onboarding' ? record.current_process : null;
  return {
    canInvite: stands === 'approved' || stands === 'pending',
    isInvited: stands === 'pending',
    canReview: stands === 'inProgress',
    canBeFilled: stands === 'pending' || stands === 'rejected',
  };
}
