import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Link, useSearchParams } from 'react-router';
import { ADMIN_CONTENT } from '@payee/content/admin';
import { ADMIN_FINANCE_CONTENT } from '@payee/content/admin-finance';
import { formatDisplayDate, formatMoney, makePageQuerySchema, type TScheduledPayment } from '@payee/contract';
import { SpinnerButton } from '@/components/ui/spinner-button';
import { toastFailure } from '@/lib/form-errors';
import { readApiError } from '@/lib/http';
import { usePageTitle } from '@/lib/page-title';
import { showToast } from '@/lib/toast';
import { PagedListPage } from '@/components/back-office/paged-list-page';
import { listQueryOf } from '@/lib/back-office/list-query';
import { refreshFinance } from '../api/finance-keys';
import { schedulesQuery } from '../api/get-scheduled-payments';
import { postScheduledPaymentsGenerate } from '../api/post-scheduled-payments-generate';
import { NEW_SCHEDULE_PATH, PAYMENTS_PATH, schedulePath } from '@/lib/back-office/finance-paths';
import '../finance.css';

const copy = ADMIN_FINANCE_CONTENT.schedules;
const words = ADMIN_FINANCE_CONTENT;
const ZPageSchema = makePageQuerySchema(25);

const columns: ColumnDef<TScheduledPayment, unknown>[] = [
  { id: 'client', header: words.columns.client, cell: ({ row }) => row.original.client.name },
  {
    id: 'payee',
    header: words.columns.payee,
    cell: ({ row }) => (
      <>
        {row.original.payee}
        <span className="admin-muted admin-block">
          {row.original.description} · {row.original.category_label}
        </span>
      </>
    ),
  },
  {
    id: 'amount',
    header: words.columns.amount,
    cell: ({ row }) => <span className="admin-money">{formatMoney(row.original.amount)}</span>,
  },
  { id: 'frequency', header: copy.columns.frequency, cell: ({ row }) => row.original.frequency_label },
  {
    id: 'next',
    header: copy.columns.next,
    cell: ({ row }) => (
      <span className="admin-nowrap">{row.original.next_due_on ? formatDisplayDate(row.original.next_due_on) : ADMIN_CONTENT.none}</span>
    ),
  },
  { id: 'active', header: copy.columns.active, cell: ({ row }) => (row.original.is_active ? ADMIN_CONTENT.yes : ADMIN_CONTENT.no) },
  {
    id: 'actions',
    header: words.columns.actions,
    cell: ({ row }) => (
      <Link to={schedulePath(row.original.id)} aria-label={copy.edit(row.original.payee, row.original.client.name)}>
        {copy.editShort}
      </Link>
    ),
  },
];

/**
 * `/admin/finance/scheduled-payments` (finance): the bills paid again and again for each client, made from their
 * onboarding bills or added by hand; each payment due is drafted from the payments page's due list.
 */
export function SchedulesPage() {
  usePageTitle(copy.pageTitle);
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const { page } = listQueryOf(ZPageSchema, params);
  const { data, isPending, error } = useQuery(schedulesQuery(page));
  const generate = useMutation({
    mutationFn: postScheduledPaymentsGenerate,
    onSuccess: ({ message }) => {
      if (message) showToast('success', message);
      void refreshFinance(queryClient);
    },
    onError: (failure) => toastFailure(readApiError(failure)),
  });
  return (
    <PagedListPage
      heading={copy.heading}
      list={{ data, isPending, error }}
      above={
        <>
          {' '}
          <p>
            <Link to={PAYMENTS_PATH}>{ADMIN_FINANCE_CONTENT.payment.back}</Link>
          </p>
        </>
      }
      caption={copy.tableCaption}
      columns={columns}
      rowKey={(row) => row.id}
      empty={copy.empty}
      onPage={(next) => setParams({ page: String(next) })}
    >
      <p>{copy.intro}</p>
      <div className="admin-actions">
        <Link to={NEW_SCHEDULE_PATH} className="button">
          {copy.add}
        </Link>
        <SpinnerButton
          type="button"
          variant="secondary"
          isPending={generate.isPending}
          aria-describedby="schedules-generate-hint"
          onClick={() => generate.mutate()}
        >
          {copy.fromOnboarding}
        </SpinnerButton>
      </div>
      <p id="schedules-generate-hint" className="admin-muted">
        {copy.fromOnboardingHint}
      </p>
      {generate.data?.message && (
        <p className="admin-notice" role="status">
          {generate.data.message}
        </p>
      )}
    </PagedListPage>
  );
}
