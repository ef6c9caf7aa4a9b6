import { ADMIN_CLIENTS_CONTENT } from '@payee/content/admin-clients';
import { ADMIN_ONBOARDING_CONTENT } from '@payee/content/admin-onboarding';
import type { ClientStatus, CurrentProcess, ProcessType } from '@payee/contract';

/** A badge's colour (admin.css `.admin-badge--…`): `warning` for a status that changes what to do next. */
export type BadgeTone = 'warning' | CurrentProcess | 'done';

/** A status in words as a badge (MOJ frontend's badge): words first, the colour (`tone`) only repeats them. */
export function StatusBadge({ label, tone }: { label: string; tone?: BadgeTone }) {
  return <span className={tone ? `admin-badge admin-badge--${tone}` : 'admin-badge'}>{label}</span>;
}

/** Where a client stands; a locked sign-in stands out, since it changes what to tell them. */
export const ClientStatusBadge = ({ status }: { status: ClientStatus }) => (
  <StatusBadge label={ADMIN_CLIENTS_CONTENT.statuses[status]} tone={status === 'locked' ? 'warning' : undefined} />
);

/** Where an onboarding stands, in staff's words: its status, or "Active client" once it is done. */
function onboardingStatusText(processType: ProcessType, currentProcess: CurrentProcess | null): string {
  if (processType === 'client') return ADMIN_CLIENTS_CONTENT.statuses.active;
  return currentProcess ? ADMIN_ONBOARDING_CONTENT.statuses[currentProcess] : ADMIN_ONBOARDING_CONTENT.record.notGiven;
}

/** An onboarding's status as a badge, coloured by where it stands. */
export function OnboardingStatusBadge({
  processType,
  currentProcess,
}: {
  processType: ProcessType;
  currentProcess: CurrentProcess | null;
}) {
  const tone = processType === 'client' ? 'done' : (currentProcess ?? 'approved');
  return <StatusBadge label={onboardingStatusText(processType, currentProcess)} tone={tone} />;
}
