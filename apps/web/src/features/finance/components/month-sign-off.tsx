import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_CONTENT } from '@payee/content/admin';
import { ADMIN_FINANCE_CONTENT } from '@payee/content/admin-finance';
import { formatMoney, type TReconciliation } from '@payee/contract';
import { SpinnerButton } from '@/components/ui/spinner-button';
import { toastFailure } from '@/lib/form-errors';
import { readApiError } from '@/lib/http';
import { showToast } from '@/lib/toast';
import { AdminSection } from '@/components/back-office/admin-section';
import { formatStaffMoment } from '@/lib/back-office/format';
import { useStaffSession } from '@/lib/back-office/use-staff-session';
import { refreshFinance } from '../api/finance-keys';
import { reconciliationQuery } from '../api/get-reconciliation';
import { postSignOffMonth } from '../api/post-sign-off-month';

const copy = ADMIN_FINANCE_CONTENT.month;

/**
 * The month's close and its second person (docs/decisions/money.md, "Separation of duties"): who signed a closed month
 * off; for an open month, the difference it may close with alone, or the close prepared and waiting, with the button
 * that signs it off (the server refuses its preparer, and the refusal stands beside the button).
 */
export function MonthSignOff({ reconciliation: r }: { reconciliation: TReconciliation }) {
  const queryClient = useQueryClient();
  const session = useStaffSession();
  const [refusal, setRefusal] = useState<string | null>(null);
  const signOff = useMutation({
    mutationFn: () => postSignOffMonth(r.month),
    onSuccess: (answer) => {
      showToast('success', answer.message ?? copy.signedOff);
      queryClient.setQueryData(reconciliationQuery(r.month).queryKey, answer.data);
      void refreshFinance(queryClient);
    },
    onError: (failure) => {
      const apiError = readApiError(failure, ADMIN_CONTENT.failureFallback);
      setRefusal(apiError.message);
      toastFailure(apiError);
    },
  });
  if (r.status === 'closed') {
    return r.signed_off_by && r.signed_off_at ? <p>{copy.signedOffBy(r.signed_off_by.name, formatStaffMoment(r.signed_off_at))}</p> : null;
  }
  const waiting = r.awaiting_sign_off;
  if (!waiting) return <p>{copy.signOffAbove(formatMoney(r.sign_off_above))}</p>;
  const isMine = session !== null && waiting.prepared_by?.id === session.id;
  return (
    <AdminSection id="month-sign-off" heading={copy.signOffHeading}>
      <p id="sign-off-waiting" className="admin-notice">
        {copy.awaitingSignOff(
          waiting.prepared_by?.name ?? ADMIN_CONTENT.none,
          formatStaffMoment(waiting.prepared_at),
          formatMoney(waiting.difference),
        )}
      </p>
      {isMine && <p id="sign-off-mine">{copy.preparedByYou}</p>}
      <SpinnerButton
        type="button"
        isPending={signOff.isPending}
        aria-describedby={['sign-off-waiting', isMine && 'sign-off-mine', refusal && 'sign-off-refusal'].filter(Boolean).join(' ')}
        onClick={() => {
          setRefusal(null);
          signOff.mutate();
        }}
      >
        {copy.signOff}
      </SpinnerButton>
      {refusal && (
        <p id="sign-off-refusal" className="admin-refusal" role="alert">
          {refusal}
        </p>
      )}
    </AdminSection>
  );
}
