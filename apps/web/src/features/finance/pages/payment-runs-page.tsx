import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Link, useSearchParams } from 'react-router';
import { ADMIN_CONTENT } from '@payee/content/admin';
import { ADMIN_RUNS_CONTENT } from '@payee/content/admin-runs';
import { formatDisplayDate, formatMoney, type TPaymentRunSummary } from '@payee/contract';
import { usePageTitle } from '@/lib/page-title';
import { PagedListPage } from '@/components/back-office/paged-list-page';
import { CHECKS_PATH, NEW_PAYMENT_RUN_PATH, paymentRunPath } from '@/lib/back-office/finance-paths';
import { paymentRunsQuery } from '../api/payment-runs';
import '../finance.css';

const copy = ADMIN_RUNS_CONTENT.list;

const columns: ColumnDef<TPaymentRunSummary, unknown>[] = [
  { id: 'number', header: copy.columns.number, cell: ({ row }) => <Link to={paymentRunPath(row.original.id)}>{row.original.number}</Link> },
  { id: 'status', header: copy.columns.status, cell: ({ row }) => row.original.status_label },
  { id: 'payments', header: copy.columns.payments, cell: ({ row }) => row.original.payment_count },
  {
    id: 'total',
    header: copy.columns.total,
    cell: ({ row }) => <span className="admin-money">{formatMoney(row.original.total)}</span>,
  },
  { id: 'drafted', header: copy.columns.draftedBy, cell: ({ row }) => row.original.drafted_by?.name ?? ADMIN_CONTENT.none },
  {
    id: 'paid',
    header: copy.columns.paidOn,
    cell: ({ row }) =>
      row.original.paid_on ? <span className="admin-nowrap">{formatDisplayDate(row.original.paid_on)}</span> : ADMIN_CONTENT.none,
  },
];

/** `/admin/finance/payment-runs` (finance): every run, newest first, and the ways to a new run and to the check register. */
export function PaymentRunsPage() {
  usePageTitle(ADMIN_RUNS_CONTENT.pageTitles.runs);
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page') ?? 1) || 1);
  const { data, isPending, error } = useQuery(paymentRunsQuery(page));
  return (
    <PagedListPage
      heading={copy.title}
      list={{ data, isPending, error }}
      caption={copy.caption}
      columns={columns}
      rowKey={(row) => row.id}
      empty={copy.empty}
      onPage={(next) => setParams(next > 1 ? new URLSearchParams({ page: String(next) }) : new URLSearchParams())}
    >
      <p>{copy.intro}</p>
      <div className="admin-actions">
        <Link to={NEW_PAYMENT_RUN_PATH} className="button">
          {copy.newRun}
        </Link>
        <Link to={CHECKS_PATH} className="button button--secondary">
          {ADMIN_RUNS_CONTENT.checks.title}
        </Link>
      </div>
    </PagedListPage>
  );
}
