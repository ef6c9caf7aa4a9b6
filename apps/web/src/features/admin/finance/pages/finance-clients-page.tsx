import { useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Link, useLocation, useNavigate } from 'react-router';
import { ADMIN_CONTENT } from '@payee/content/admin';
import { ADMIN_FINANCE_CONTENT } from '@payee/content/admin-finance';
import {
  CLIENT_SEARCH_MAX_LENGTH,
  ZAdminClientSearchQuerySchema,
  formatMoney,
  type TAdminClientSearchQuery,
  type TFinanceClientRow,
} from '@payee/contract';
import { ErrorSummary } from '@/components/ui/error-summary';
import { TextField } from '@/components/ui/text-field';
import { applyFieldProblems, firstIssueMessages, formSummaryItems } from '@/lib/form-errors';
import { usePageTitle } from '@/lib/page-title';
import { PagedTable } from '../../components/data-table';
import { FilterActions } from '../../components/filter-actions';
import { listQueryOf } from '../../lib/list-query';
import { financeClientsQuery } from '../api/get-finance-clients';
import { FINANCE_CLIENTS_PATH, financeClientPath } from '../finance-paths';
import '../finance.css';

const copy = ADMIN_FINANCE_CONTENT.clients;
const FIELDS = ['q'] as const;

const columns: ColumnDef<TFinanceClientRow, unknown>[] = [
  { id: 'name', header: copy.columns.name, cell: ({ row }) => <Link to={financeClientPath(row.original.id)}>{row.original.name}</Link> },
  { id: 'application', header: copy.columns.application, cell: ({ row }) => row.original.application_code ?? ADMIN_CONTENT.none },
  { id: 'ssn', header: copy.columns.ssn, cell: ({ row }) => <span className="admin-nowrap">{row.original.ssn_masked}</span> },
  {
    id: 'balance',
    header: copy.columns.balance,
    cell: ({ row }) =>
      row.original.programs.length === 0
        ? copy.notEnrolled
        : row.original.programs.map((program) => (
            <span key={program.id} className="admin-block admin-money">
              {row.original.programs.length > 1 ? `${program.short_name ?? program.name}: ` : ''}
              {formatMoney(program.balance)}
            </span>
          )),
  },
];

/**
 * `/admin/finance/clients` (finance): every client with their balance, found by the caseworkers' search words;
 * each opens the client's ledger. As on the caseworkers' search, what is typed about a person stays in the
 * page's history entry, not its address (pages/clients-page.tsx).
 */
export function FinanceClientsPage() {
  usePageTitle(copy.pageTitle);
  const location = useLocation();
  const navigate = useNavigate();
  const query = listQueryOf(ZAdminClientSearchQuerySchema, location.state);
  const show = (next: Partial<TAdminClientSearchQuery>) => void navigate(FINANCE_CLIENTS_PATH, { state: next });
  const { data, isPending, error } = useQuery(financeClientsQuery(query));
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    reset,
    formState: { errors, submitCount },
  } = useForm<{ q: string }>({ values: { q: query.q ?? '' }, shouldFocusError: false });

  const search = ({ q }: { q: string }) => {
    clearErrors();
    const parsed = ZAdminClientSearchQuerySchema.safeParse({ q });
    if (applyFieldProblems(firstIssueMessages(parsed.error?.issues ?? []), FIELDS, setError)) return;
    show({ q: parsed.data?.q });
  };

  return (
    <>
      <h1>{copy.heading}</h1>
      <section aria-labelledby="finance-clients-search" className="admin-section">
        <h2 id="finance-clients-search">{copy.formHeading}</h2>
        <ErrorSummary
          items={formSummaryItems(errors, FIELDS, 'finance-clients-submit')}
          title={ADMIN_CONTENT.errorSummaryTitle}
          focusKey={submitCount}
        />
        <form aria-labelledby="finance-clients-search" role="search" noValidate onSubmit={handleSubmit(search)} className="admin-form">
          <TextField
            id="q"
            type="search"
            label={copy.search}
            hint={copy.searchHint}
            autoComplete="off"
            spellCheck={false}
            maxLength={CLIENT_SEARCH_MAX_LENGTH}
            error={errors.q?.message}
            {...register('q')}
          />
          <FilterActions
            applyId="finance-clients-submit"
            applyLabel={copy.submit}
            clearLabel={copy.clear}
            onClear={() => {
              reset({ q: '' });
              show({});
            }}
          />
        </form>
      </section>
      <PagedTable
        isPending={isPending}
        error={error}
        page={data}
        caption={copy.tableCaption}
        columns={columns}
        rowKey={(row) => row.id}
        empty={copy.empty}
        onPage={(page) => show({ q: query.q, page })}
      />
    </>
  );
}
