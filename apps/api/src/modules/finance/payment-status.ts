import { DISBURSEMENT_STATUS_LABELS, type DisbursementStatus } from '@payee/contract';
import { ApiError } from '../../lib/api-error';
import { API_FINANCE_MESSAGES } from '@payee/content/api-finance';

/** What staff do to a payment. */
export type PaymentAction = 'approve' | 'pay' | 'void';

const MOVES = API_FINANCE_MESSAGES.payments.moves;
const lower = (status: DisbursementStatus) => DISBURSEMENT_STATUS_LABELS[status].toLowerCase();

/**
 * The one table of a payment's moves (docs/decisions.md, "A payment's moves"): draft → approved → paid; a draft or
 * an approved payment → voided; a paid one → voided by a reversal entry (its money back to the client). Approve, pay
 * and void consult it, and say in its words why a payment in another status cannot make the move.
 */
export const PAYMENT_TRANSITIONS: Record<
  PaymentAction,
  { from: readonly DisbursementStatus[]; to: DisbursementStatus; refusal: (status: DisbursementStatus) => string }
> = {
  approve: {
    from: ['draft'],
    to: 'approved',
    refusal: (status) => MOVES.approveOnlyDraft(lower(status)),
  },
  pay: {
    from: ['approved'],
    to: 'paid',
    refusal: (status) => (status === 'draft' ? MOVES.payNotApproved : MOVES.payStatus(lower(status))),
  },
  void: {
    from: ['draft', 'approved', 'paid'],
    to: 'voided',
    refusal: () => MOVES.voidedAlready,
  },
};

/** Whether a payment in `status` may make the move. */
export const canMove = (action: PaymentAction, status: DisbursementStatus) => PAYMENT_TRANSITIONS[action].from.includes(status);

/** The status the move leads to; 409 with the table's words when the payment's status does not allow it. */
export function moveTo(action: PaymentAction, status: DisbursementStatus): DisbursementStatus {
  const transition = PAYMENT_TRANSITIONS[action];
  if (!transition.from.includes(status)) throw new ApiError(409, transition.refusal(status));
  return transition.to;
}
