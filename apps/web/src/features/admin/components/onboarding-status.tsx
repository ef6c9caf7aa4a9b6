import { ADMIN_ONBOARDING_CONTENT } from '@payee/content/admin-onboarding';
import type { CurrentProcess, ProcessType } from '@payee/contract';

/** Where an onboarding stands, in staff's words: its status, or "Active client" once it is done. */
export function onboardingStatusText(processType: ProcessType, currentProcess: CurrentProcess | null): string {
  if (processType === 'client') return ADMIN_ONBOARDING_CONTENT.activeClient;
  return currentProcess ? ADMIN_ONBOARDING_CONTENT.statuses[currentProcess] : ADMIN_ONBOARDING_CONTENT.record.notGiven;
}

/** An onboarding's status as a badge: words first, the colour only repeats them. */
export function OnboardingStatus({ processType, currentProcess }: { processType: ProcessType; currentProcess: CurrentProcess | null }) {
  const tone = processType === 'client' ? 'done' : (currentProcess ?? 'approved');
  return <span className={`admin-badge admin-badge--${tone}`}>{onboardingStatusText(processType, currentProcess)}</span>;
}
