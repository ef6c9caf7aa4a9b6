import type { DisbursementStatus } from '@payee/contract';
import { StatusBadge, type BadgeTone } from '@/components/back-office/status-badge';

/** A payment's status as a badge: a draft waits for someone, so it stands out. */
const TONES: Record<DisbursementStatus, BadgeTone | undefined> = {
  draft: 'warning',
  approved: 'approved',
  paid: 'done',
  voided: undefined,
};

/** A payment's status in words (the API's `status_label`), coloured by what it waits for. */
export const PaymentStatusBadge = ({ status, label }: { status: DisbursementStatus; label: string }) => (
  <StatusBadge label={label} tone={TONES[status]} />
);
