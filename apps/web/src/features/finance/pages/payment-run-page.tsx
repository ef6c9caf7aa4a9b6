import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { ADMIN_RUNS_CONTENT } from '@payee/content/admin-runs';
import {
  formatDisplayDate,
  formatMoney,
  type TPaymentRun,
  type TPaymentRunApproveResponse,
  type TPaymentRunPayment,
} from '@payee/contract';
import { SpinnerButton } from '@/components/ui/spinner-button';
import { toastFailure } from '@/lib/form-errors';
import { readApiError } from '@/lib/http';
import { usePageTitle } from '@/lib/page-title';
import { showToast } from '@/lib/toast';
import { AdminSection } from '@/components/back-office/admin-section';
import { DataTable } from '@/components/back-office/data-table';
import { FactList } from '@/components/back-office/fact-list';
import { QueryWaiting } from '@/components/back-office/query-waiting';
import { formatStaffMoment } from '@/lib/back-office/format';
import { PAYMENT_RUNS_PATH, paymentPath } from '@/lib/back-office/finance-paths';
import { refreshFinance } from '../api/finance-keys';
import { paymentRunQuery, postPaymentRunApprove, postPaymentRunPay } from '../api/payment-runs';
import { PaymentStatusBadge } from '../components/payment-status-badge';
import { RunFiles } from '../components/run-files';
import { useHeadingFocusWhenShown } from '../lib/use-heading-focus';
import { useIdParam } from '../lib/use-id-param';
import '../finance.css';

const copy = ADMIN_RUNS_CONTENT.run;
const facts = copy.facts;

const paymentColumns: ColumnDef<TPaymentRunPayment, unknown>[] = [
  {
    id: 'due',
    header: copy.columns.due,
    cell: ({ row }) => <span className="admin-nowrap">{formatDisplayDate(row.original.due_on)}</span>,
  },
  { id: 'client', header: copy.columns.client, cell: ({ row }) => row.original.client.name },
  { id: 'payee', header: copy.columns.payee, cell: ({ row }) => <Link to={paymentPath(row.original.id)}>{row.original.payee}</Link> },
  { id: 'method', header: copy.columns.method, cell: ({ row }) => row.original.method_label },
  { id: 'check', header: copy.columns.check, cell: ({ row }) => row.original.check_number ?? row.original.trace_number ?? facts.nobodyYet },
  {
    id: 'amount',
    header: copy.columns.amount,
    cell: ({ row }) => <span className="admin-money">{formatMoney(row.original.amount)}</span>,
  },
  {
    id: 'status',
    header: copy.columns.status,
    cell: ({ row }) => <PaymentStatusBadge status={row.original.status} label={row.original.status_label} />,
  },
];

const methodColumns: ColumnDef<TPaymentRun['by_method'][number], unknown>[] = [
  { id: 'method', header: copy.methodColumns.method, cell: ({ row }) => row.original.method_label },
  { id: 'count', header: copy.methodColumns.count, cell: ({ row }) => row.original.count },
  {
    id: 'total',
    header: copy.methodColumns.total,
    cell: ({ row }) => <span className="admin-money">{formatMoney(row.original.total)}</span>,
  },
];

const who = (ref: { name: string } | null, at: string | null) =>
  ref ? (at ? `${ref.name}, ${formatStaffMoment(at)}` : ref.name) : facts.nobodyYet;

/**
 * `/admin/finance/payment-runs/:id` (finance): a run's status, totals (all and by method), who drafted, approved
 * and paid it, its payments (with their check numbers once paid), and the next step: approve it (another member
 * than its drafter; what could not be approved is listed with why) or pay it (every payment at once, or none).
 */
export function PaymentRunPage() {
  const id = useIdParam();
  const queryClient = useQueryClient();
  const heading = useRef<HTMLHeadingElement>(null);
  const [refusals, setRefusals] = useState<TPaymentRunApproveResponse['data']['not_approved']>([]);
  const [actionCount, setActionCount] = useState(0);
  const { data: run, error } = useQuery(paymentRunQuery(id));
  usePageTitle(run ? copy.title(run.number) : ADMIN_RUNS_CONTENT.pageTitles.run);
  useHeadingFocusWhenShown(run !== undefined);
  useEffect(() => {
    if (actionCount > 0) heading.current?.focus();
  }, [actionCount]);

  const settle = (next: TPaymentRun) => {
    queryClient.setQueryData(paymentRunQuery(id).queryKey, next);
    void refreshFinance(queryClient);
    setActionCount((count) => count + 1);
  };
  const approve = useMutation({
    mutationFn: () => postPaymentRunApprove(id)({}),
    onSuccess: ({ data }) => {
      const { not_approved: notApproved, ...next } = data;
      setRefusals(notApproved);
      const approvedCount = next.payments.filter((payment) => payment.status === 'approved').length;
      showToast(notApproved.length === 0 ? 'success' : 'warning', copy.approved(approvedCount));
      settle(next);
    },
    onError: (failure) => toastFailure(readApiError(failure)),
  });
  const pay = useMutation({
    mutationFn: () => postPaymentRunPay(id)({}),
    onSuccess: ({ data }) => {
      setRefusals([]);
      showToast('success', copy.paid(data.number));
      settle(data);
    },
    onError: (failure) => toastFailure(readApiError(failure)),
  });

  if (!run) {
    return (
      <>
        <p>
          <Link to={PAYMENT_RUNS_PATH}>{copy.back}</Link>
        </p>
        {error && <h1>{ADMIN_RUNS_CONTENT.pageTitles.run}</h1>}
        <QueryWaiting error={error} />
      </>
    );
  }
  return (
    <>
      <p>
        <Link to={PAYMENT_RUNS_PATH}>{copy.back}</Link>
      </p>
      <h1 ref={heading} tabIndex={-1}>
        {copy.title(run.number)}
      </h1>
      <FactList
        facts={[
          { label: facts.status, value: run.status_label },
          { label: facts.payments, value: run.payment_count },
          { label: facts.total, value: formatMoney(run.total) },
          { label: facts.draftedBy, value: who(run.drafted_by, run.drafted_at) },
          { label: facts.approvedBy, value: who(run.approved_by, run.approved_at) },
          { label: facts.paidBy, value: who(run.paid_by, run.paid_at) },
          { label: facts.paidOn, value: run.paid_on ? formatDisplayDate(run.paid_on) : facts.nobodyYet },
        ]}
      />
      {run.status === 'draft' && (
        <AdminSection id="run-approve" heading={copy.approve}>
          <p id="run-approve-hint">{copy.approveHint}</p>
          <SpinnerButton type="button" isPending={approve.isPending} aria-describedby="run-approve-hint" onClick={() => approve.mutate()}>
            {copy.approve}
          </SpinnerButton>
        </AdminSection>
      )}
      {refusals.length > 0 && (
        <AdminSection id="run-refusals" heading={copy.notApproved}>
          <ul>
            {refusals.map((refusal) => (
              <li key={refusal.id}>
                <Link to={paymentPath(refusal.id)}>
                  {refusal.payee}, {formatMoney(refusal.amount)}
                </Link>
                : {refusal.reason}
              </li>
            ))}
          </ul>
        </AdminSection>
      )}
      {run.status === 'approved' && (
        <AdminSection id="run-pay" heading={copy.pay}>
          <p id="run-pay-hint">{copy.payHint}</p>
          <SpinnerButton type="button" isPending={pay.isPending} aria-describedby="run-pay-hint" onClick={() => pay.mutate()}>
            {copy.pay}
          </SpinnerButton>
        </AdminSection>
      )}
      <RunFiles run={run} />
      <AdminSection id="run-by-method" heading={copy.byMethod}>
        <DataTable
          caption={copy.byMethodCaption}
          columns={methodColumns}
          rows={run.by_method}
          rowKey={(row) => row.method}
          empty={facts.nobodyYet}
        />
      </AdminSection>
      <AdminSection id="run-payments" heading={copy.payments}>
        <DataTable
          caption={copy.paymentsCaption}
          columns={paymentColumns}
          rows={run.payments}
          rowKey={(row) => row.id}
          empty={facts.nobodyYet}
        />
      </AdminSection>
    </>
  );
}
