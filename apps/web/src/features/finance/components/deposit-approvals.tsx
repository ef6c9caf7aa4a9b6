import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { ADMIN_CONTENT } from '@payee/content/admin';
import { ADMIN_FINANCE_CONTENT } from '@payee/content/admin-finance';
import { formatDisplayDate, formatMoney, type TDepositApproval } from '@payee/contract';
import { SpinnerButton } from '@/components/ui/spinner-button';
import { toastFailure } from '@/lib/form-errors';
import { readApiError } from '@/lib/http';
import { showToast } from '@/lib/toast';
import { AdminSection } from '@/components/back-office/admin-section';
import { DataTable } from '@/components/back-office/data-table';
import { QueryWaiting } from '@/components/back-office/query-waiting';
import { refreshFinance } from '../api/finance-keys';
import { depositApprovalsQuery } from '../api/get-deposit-approvals';
import { postDepositApprove } from '../api/post-deposit-approve';

const copy = ADMIN_FINANCE_CONTENT.moneyIn;

/** Approve one deposit waiting: offered to everyone but the member who entered it; the server's refusal shows in its row. */
function ApproveDeposit({ deposit }: { deposit: TDepositApproval }) {
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  const approve = useMutation({
    mutationFn: () => postDepositApprove(deposit.id),
    onSuccess: (answer) => {
      showToast('success', answer.message ?? copy.approved);
      void refreshFinance(queryClient);
    },
    onError: (failure) => {
      const apiError = readApiError(failure, ADMIN_CONTENT.failureFallback);
      setRefusal(apiError.message);
      toastFailure(apiError);
    },
  });
  if (deposit.drafted_by_me) return <>{copy.enteredByYou}</>;
  const refusalId = `deposit-${deposit.id}-refusal`;
  return (
    <>
      <SpinnerButton
        type="button"
        className="button button--secondary"
        isPending={approve.isPending}
        aria-label={copy.approve(formatMoney(deposit.amount), deposit.client.name)}
        aria-describedby={refusal ? refusalId : undefined}
        onClick={() => {
          setRefusal(null);
          approve.mutate();
        }}
      >
        {copy.approveShort}
      </SpinnerButton>
      {refusal && (
        <p id={refusalId} className="admin-refusal" role="alert">
          {refusal}
        </p>
      )}
    </>
  );
}

const COLUMNS: ColumnDef<TDepositApproval, unknown>[] = [
  { id: 'client', header: copy.waitingColumns.client, cell: ({ row }) => row.original.client.name },
  {
    id: 'amount',
    header: copy.waitingColumns.amount,
    cell: ({ row }) => <span className="admin-money">{formatMoney(row.original.amount)}</span>,
  },
  { id: 'source', header: copy.waitingColumns.source, cell: ({ row }) => row.original.source_label },
  { id: 'received', header: copy.waitingColumns.receivedOn, cell: ({ row }) => formatDisplayDate(row.original.received_on) },
  { id: 'by', header: copy.waitingColumns.enteredBy, cell: ({ row }) => row.original.drafted_by?.name ?? ADMIN_CONTENT.none },
  { id: 'action', header: copy.waitingColumns.action, cell: ({ row }) => <ApproveDeposit deposit={row.original} /> },
];

/**
 * Deposits entered by hand above the approval limit, waiting for a second finance member (docs/decisions/money.md,
 * "Separation of duties"): each posts when someone other than the person who entered it approves it.
 */
export function DepositApprovals() {
  const { data, error } = useQuery(depositApprovalsQuery());
  return (
    <AdminSection id="waiting-deposits" heading={copy.waitingHeading}>
      <p>{copy.waitingIntro}</p>
      {data ? (
        <DataTable
          caption={copy.waitingCaption(data.length)}
          columns={COLUMNS}
          rows={data}
          rowKey={(deposit) => deposit.id}
          empty={copy.waitingEmpty}
        />
      ) : (
        <QueryWaiting error={error} />
      )}
    </AdminSection>
  );
}
