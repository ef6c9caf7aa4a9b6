import { useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Link, useNavigate } from 'react-router';
import { ADMIN_CONTENT } from '@payee/content/admin';
import { ADMIN_FINANCE_CONTENT } from '@payee/content/admin-finance';
import { ZFinanceMonthParamsSchema, monthLabel } from '@payee/contract';
import { ErrorSummary } from '@/components/ui/error-summary';
import { formSummaryItems } from '@/lib/form-errors';
import { usePageTitle } from '@/lib/page-title';
import { AdminSection } from '@/components/back-office/admin-section';
import { DataTable } from '@/components/back-office/data-table';
import { QueryWaiting } from '@/components/back-office/query-waiting';
import { StatusBadge } from '@/components/back-office/status-badge';
import { MonthSelect } from '../components/month-select';
import { reconciliationMonthsQuery, type ReconciliationMonth } from '../api/get-reconciliation';
import { reconciliationPath } from '@/lib/back-office/finance-paths';
import { requestResolver } from '@/lib/request-resolver';
import { currentMonth, monthPlus } from '../lib/months';
import '../finance.css';

const copy = ADMIN_FINANCE_CONTENT.reconciliation;
const FIELDS = ['month'] as const;
/** The month as its page's address takes it (`ZFinanceMonthParamsSchema`), trimmed. */
const monthResolver = requestResolver(ZFinanceMonthParamsSchema, ({ month }: { month: string }) => ({ month: month.trim() }));

const columns: ColumnDef<ReconciliationMonth, unknown>[] = [
  {
    id: 'month',
    header: copy.columns.month,
    cell: ({ row }) => <Link to={reconciliationPath(row.original.month)}>{monthLabel(row.original.month)}</Link>,
  },
  {
    id: 'status',
    header: copy.columns.status,
    cell: ({ row }) => (
      <StatusBadge label={copy.statuses[row.original.status]} tone={row.original.status === 'closed' ? 'done' : undefined} />
    ),
  },
  {
    id: 'statement',
    header: copy.columns.statement,
    cell: ({ row }) => (row.original.has_statement ? copy.hasStatement : copy.noStatement),
  },
  { id: 'unmatched', header: copy.columns.unmatched, cell: ({ row }) => row.original.unmatched_lines },
];

/** `/admin/finance/reconciliation` (finance): the months reconciled or under way, and any month opened by its name. */
export function ReconciliationPage() {
  usePageTitle(copy.pageTitle);
  const navigate = useNavigate();
  const { data, error } = useQuery(reconciliationMonthsQuery());
  const {
    register,
    handleSubmit,
    formState: { errors, submitCount },
  } = useForm<{ month: string }>({
    defaultValues: { month: monthPlus(currentMonth(), -1) },
    resolver: monthResolver,
    shouldFocusError: false,
  });

  const open = ({ month }: { month: string }) => void navigate(reconciliationPath(month.trim()));

  return (
    <>
      <h1>{copy.heading}</h1>
      <p>{copy.intro}</p>
      <section aria-labelledby="reconciliation-open" className="admin-section">
        <h2 id="reconciliation-open">{copy.openHeading}</h2>
        <ErrorSummary
          items={formSummaryItems(errors, FIELDS, 'reconciliation-open-submit')}
          title={ADMIN_CONTENT.errorSummaryTitle}
          focusKey={submitCount}
        />
        <form aria-labelledby="reconciliation-open" noValidate onSubmit={handleSubmit(open)} className="admin-filters">
          <MonthSelect id="month" label={copy.month} error={errors.month?.message} {...register('month')} />
          <div className="admin-actions">
            <button id="reconciliation-open-submit" type="submit" className="button">
              {copy.open}
            </button>
          </div>
        </form>
      </section>
      <AdminSection id="reconciliation-months" heading={copy.monthsHeading}>
        {data ? (
          <DataTable caption={copy.monthsCaption} columns={columns} rows={data} rowKey={(row) => row.month} empty={copy.monthsEmpty} />
        ) : (
          <QueryWaiting error={error} />
        )}
      </AdminSection>
    </>
  );
}
