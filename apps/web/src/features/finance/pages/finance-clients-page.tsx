import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Link, useLocation, useNavigate } from 'react-router';
import { ADMIN_CONTENT } from '@payee/content/admin';
import { ADMIN_FINANCE_CONTENT } from '@payee/content/admin-finance';
import { ZAdminClientSearchQuerySchema, formatMoney, type TAdminClientSearchQuery, type TFinanceClientRow } from '@payee/contract';
import { usePageTitle } from '@/lib/page-title';
import { ClientSearchForm } from '@/components/back-office/client-search-form';
import { PagedListPage } from '@/components/back-office/paged-list-page';
import { listQueryOf } from '@/lib/back-office/list-query';
import { financeClientsQuery } from '../api/get-finance-clients';
import { FINANCE_CLIENTS_PATH, financeClientPath } from '@/lib/back-office/finance-paths';
import '../finance.css';

const copy = ADMIN_FINANCE_CONTENT.clients;

const columns: ColumnDef<TFinanceClientRow, unknown>[] = [
  { id: 'name', header: copy.columns.name, cell: ({ row }) => <Link to={financeClientPath(row.original.id)}>{row.original.name}</Link> },
  { id: 'application', header: copy.columns.application, cell: ({ row }) => row.original.application_code ?? ADMIN_CONTENT.none },
  { id: 'ssn', header: copy.columns.ssn, cell: ({ row }) => <span className="admin-nowrap">{row.original.ssn_masked}</span> },
  {
    id: 'balance',
    header: copy.columns.balance,
    // Every client listed is enrolled in a program: the list leaves out applicants, who have no sub-ledger yet.
    cell: ({ row }) =>
      row.original.programs.map((program) => (
        <span key={program.id} className="admin-block admin-money">
          {row.original.programs.length > 1 ? `${program.short_name ?? program.name}: ` : ''}
          {formatMoney(program.balance)}
        </span>
      )),
  },
];

/**
 * `/admin/finance/clients` (finance): every client enrolled in a program, with their balance, found by the caseworkers' search words;
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

  return (
    <PagedListPage
      heading={copy.heading}
      list={{ data, isPending, error }}
      caption={copy.tableCaption}
      columns={columns}
      rowKey={(row) => row.id}
      empty={copy.empty}
      onPage={(page) => show({ q: query.q, page })}
    >
      <ClientSearchForm idPrefix="finance-clients" copy={copy} q={query.q} onSearch={(q) => show(q === undefined ? {} : { q })} />
    </PagedListPage>
  );
}
