import { useMemo } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Link, useSearchParams } from 'react-router';
import { ADMIN_CONTENT } from '@payee/content/admin';
import { ADMIN_FINANCE_CONTENT } from '@payee/content/admin-finance';
import {
  DISBURSEMENT_STATUSES,
  DISBURSEMENT_STATUS_LABELS,
  ZDisbursementQuerySchema,
  ZDueQuerySchema,
  formatDisplayDate,
  formatMoney,
  type TDisbursement,
  type TDueItem,
} from '@payee/contract';
import { SpinnerButton } from '@/components/ui/spinner-button';
import { toastFailure } from '@/lib/form-errors';
import { readApiError } from '@/lib/http';
import { usePageTitle } from '@/lib/page-title';
import { showToast } from '@/lib/toast';
import { AdminSection } from '@/components/back-office/admin-section';
import { PagedTable } from '@/components/back-office/data-table';
import { listParamsOf, listQueryOf } from '@/lib/back-office/list-query';
import { refreshFinance } from '../api/finance-keys';
import { disbursementsQuery, dueQuery } from '../api/get-disbursements';
import { postCardLoadsGenerate } from '../api/post-card-loads-generate';
import { PaymentStatusBadge } from '../components/payment-status-badge';
import { NEW_PAYMENT_PATH, SCHEDULES_PATH, draftFromSchedulePath, paymentPath, paymentsPath } from '@/lib/back-office/finance-paths';
import '../finance.css';

const copy = ADMIN_FINANCE_CONTENT.payments;
const words = ADMIN_FINANCE_CONTENT;

/** The link to a payment from a list, named by its number so each is told apart. */
const PaymentLink = ({ id, children }: { id: number; children?: string }) => <Link to={paymentPath(id)}>{children ?? copy.open(id)}</Link>;

/** The due list's page in the address (`?due_page=2`), beside the payments list's own `page`. */
const DUE_PAGE = 'due_page';

/** The address with one list's page set (the other list's query kept); page 1 is left out. */
function withPage(params: URLSearchParams, name: string, page: number) {
  const next = new URLSearchParams(params);
  if (page > 1) next.set(name, String(page));
  else next.delete(name);
  return next;
}

/**
 * Payments due from today to 14 days ahead, a page at a time: each drafted already (its status), or a link to draft
 * it, where the draft page shows the budget it counts against and any possible duplicate before it is saved.
 */
function DueList() {
  const [params, setParams] = useSearchParams();
  const query = listQueryOf(ZDueQuerySchema, { page: params.get(DUE_PAGE) ?? undefined, days: 14 });
  const { data, isPending, error } = useQuery(dueQuery({ days: query.days, page: query.page }));

  const columns = useMemo<ColumnDef<TDueItem, unknown>[]>(
    () => [
      {
        id: 'due',
        header: words.columns.due,
        cell: ({ row }) => <span className="admin-nowrap">{formatDisplayDate(row.original.due_on)}</span>,
      },
      { id: 'client', header: words.columns.client, cell: ({ row }) => row.original.client.name },
      { id: 'payee', header: words.columns.payee, cell: ({ row }) => row.original.payee },
      {
        id: 'what',
        header: words.columns.what,
        cell: ({ row }) => (
          <>
            {row.original.description}
            <span className="admin-muted admin-block">{row.original.category_label}</span>
          </>
        ),
      },
      {
        id: 'amount',
        header: words.columns.amount,
        cell: ({ row }) => <span className="admin-money">{formatMoney(row.original.amount)}</span>,
      },
      {
        id: 'status',
        header: words.columns.status,
        cell: ({ row }) => {
          const { disbursement, scheduled_payment_id: scheduleId, payee } = row.original;
          if (disbursement) {
            return (
              <>
                <PaymentStatusBadge status={disbursement.status} label={disbursement.status_label} /> <PaymentLink id={disbursement.id} />
              </>
            );
          }
          if (scheduleId === null) return ADMIN_CONTENT.none;
          return (
            <Link
              to={draftFromSchedulePath(scheduleId, row.original.due_on)}
              className="button button--secondary"
              aria-label={copy.draftIt(payee, formatDisplayDate(row.original.due_on))}
            >
              {copy.draftItShort}
            </Link>
          );
        },
      },
    ],
    [],
  );

  return (
    <PagedTable
      isPending={isPending}
      error={error}
      page={data}
      caption={copy.dueCaption}
      columns={columns}
      rowKey={(item) => `${item.scheduled_payment_id ?? 'p'}-${item.disbursement?.id ?? ''}-${item.due_on}`}
      empty={copy.dueEmpty}
      onPage={(page) => setParams(withPage(params, DUE_PAGE, page))}
      pagerLabel={copy.duePager}
    />
  );
}

const listColumns: ColumnDef<TDisbursement, unknown>[] = [
  { id: 'payment', header: words.columns.payment, cell: ({ row }) => <PaymentLink id={row.original.id} /> },
  {
    id: 'due',
    header: words.columns.due,
    cell: ({ row }) => <span className="admin-nowrap">{formatDisplayDate(row.original.due_on)}</span>,
  },
  { id: 'client', header: words.columns.client, cell: ({ row }) => row.original.client.name },
  {
    id: 'payee',
    header: words.columns.payee,
    cell: ({ row }) => (
      <>
        {row.original.payee}
        <span className="admin-muted admin-block">
          {row.original.kind_label} · {row.original.category_label}
        </span>
      </>
    ),
  },
  {
    id: 'amount',
    header: words.columns.amount,
    cell: ({ row }) => <span className="admin-money">{formatMoney(row.original.amount)}</span>,
  },
  {
    id: 'status',
    header: words.columns.status,
    cell: ({ row }) => (
      <>
        <PaymentStatusBadge status={row.original.status} label={row.original.status_label} />
        {row.original.status === 'draft' && row.original.needs_second_approver && (
          <span className="admin-muted admin-block">{words.payment.needsSecond(formatMoney(row.original.approval_limit))}</span>
        )}
      </>
    ),
  },
];

/** Payments of one status (the sub-navigation's links keep it in the address), by due date. */
function PaymentList() {
  const [params, setParams] = useSearchParams();
  const query = listQueryOf(ZDisbursementQuerySchema, params);
  const current = query.status?.length === 1 ? query.status[0] : undefined;
  const { data, isPending, error } = useQuery(disbursementsQuery(query));
  return (
    <>
      <nav aria-label={copy.statusNav} className="admin-subnav">
        <ul>
          {[undefined, ...DISBURSEMENT_STATUSES].map((status) => (
            <li key={status ?? 'all'}>
              <Link
                to={paymentsPath(status)}
                aria-current={(status === undefined ? !query.status?.length : status === current) ? 'page' : undefined}
              >
                {status ? DISBURSEMENT_STATUS_LABELS[status] : copy.allStatuses}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <PagedTable
        isPending={isPending}
        error={error}
        page={data}
        caption={copy.tableCaption}
        columns={listColumns}
        rowKey={(row) => row.id}
        empty={copy.empty}
        onPage={(page) => setParams(withPage(listParamsOf({ ...query, page }), DUE_PAGE, Number(params.get(DUE_PAGE) ?? 1)))}
      />
    </>
  );
}

/**
 * `/admin/finance/payments` (finance): what is due in the next 14 days (drafted from its schedule here), the week's
 * card loads drafted in one go, and every payment by status: drafts waiting for approval, approved ones to pay.
 */
export function PaymentsPage() {
  usePageTitle(copy.pageTitle);
  const queryClient = useQueryClient();
  const cardLoads = useMutation({
    mutationFn: postCardLoadsGenerate,
    onSuccess: ({ message }) => {
      if (message) showToast('success', message);
      void refreshFinance(queryClient);
    },
    onError: (failure) => toastFailure(readApiError(failure)),
  });
  return (
    <>
      <h1>{copy.heading}</h1>
      <p>{copy.intro}</p>
      <div className="admin-actions">
        <Link to={NEW_PAYMENT_PATH} className="button">
          {copy.draftLink}
        </Link>
        <Link to={SCHEDULES_PATH} className="button button--secondary">
          {copy.schedulesLink}
        </Link>
      </div>
      <AdminSection id="payments-due" heading={copy.dueHeading}>
        <DueList />
      </AdminSection>
      <AdminSection id="payments-card-loads" heading={copy.cardLoadsHeading}>
        <p id="card-loads-hint">{copy.cardLoadsHint}</p>
        <SpinnerButton
          type="button"
          variant="secondary"
          isPending={cardLoads.isPending}
          aria-describedby="card-loads-hint"
          onClick={() => cardLoads.mutate()}
        >
          {copy.cardLoads}
        </SpinnerButton>
        {cardLoads.data?.message && (
          <p className="admin-notice" role="status">
            {cardLoads.data.message}
          </p>
        )}
      </AdminSection>
      <AdminSection id="payments-list" heading={copy.listHeading}>
        <PaymentList />
      </AdminSection>
    </>
  );
}
