import type { ColumnDef } from '@tanstack/react-table';
import { Link, useLocation, useNavigate } from 'react-router';
import { ADMIN_CLIENTS_CONTENT } from '@payee/content/admin-clients';
import { ADMIN_CASELOAD_CONTENT } from '@payee/content/admin-caseload';
import { ZAdminClientListQuerySchema, type TAdminClientListQuery, type TAdminClientSummary } from '@payee/contract';
import { usePageTitle } from '@/lib/page-title';
import { ADMIN_CLIENTS_PATH, adminClientPath } from '@/lib/back-office/admin-paths';
import { ClientStatusBadge } from '@/components/back-office/status-badge';
import { ClientSearchForm } from '@/components/back-office/client-search-form';
import { PagedListPage } from '@/components/back-office/paged-list-page';
import { listQueryOf } from '@/lib/back-office/list-query';
import { useStaffSession } from '@/lib/back-office/use-staff-session';
import { useClients } from '../api/get-clients';

const copy = ADMIN_CLIENTS_CONTENT.search;

const columns: ColumnDef<TAdminClientSummary, unknown>[] = [
  {
    id: 'name',
    header: copy.columns.name,
    cell: ({ row }) => <Link to={adminClientPath(row.original.id)}>{row.original.name}</Link>,
  },
  { id: 'application_code', header: copy.columns.application_code, cell: ({ row }) => row.original.application_code },
  {
    id: 'username',
    header: copy.columns.username,
    cell: ({ row }) => <span className="admin-break">{row.original.username ?? copy.noUsername}</span>,
  },
  { id: 'status', header: copy.columns.status, cell: ({ row }) => <ClientStatusBadge status={row.original.status} /> },
  { id: 'programs', header: copy.columns.programs, cell: ({ row }) => row.original.programs.map((program) => program.name).join(', ') },
  { id: 'ssn', header: copy.columns.ssn, cell: ({ row }) => <span className="admin-nowrap">{row.original.ssn_masked}</span> },
];

/**
 * `/admin/clients` (caseworkers): find a client by name, username, application code or the SSN's last four
 * digits, the server paging the answer; each row opens the profile.
 *
 * Unlike the applications queue, the search is kept in this page's history entry (location.state), not in
 * its address: what is typed here is always about one person (a name, their SSN's digits), and the address
 * outlives the tab in the browser's history and autocomplete on a shared office computer, where the staff
 * session is kept per tab for that reason (docs/decisions.md). The history entry still brings the search back
 * on Back from a profile and on reload; a link to a search cannot be shared, and nothing needs one.
 */
export function ClientsPage() {
  usePageTitle(copy.pageTitle);
  const location = useLocation();
  const navigate = useNavigate();
  const query = listQueryOf(ZAdminClientListQuerySchema, location.state);
  const show = (next: Partial<TAdminClientListQuery>) => void navigate(ADMIN_CLIENTS_PATH, { state: next });
  const isAdmin = useStaffSession()?.roles.includes('admin') ?? false;
  const unassigned = query.caseworker === 'none';
  const { data, isPending, error } = useClients(query);
  return (
    <PagedListPage
      heading={copy.heading}
      list={{ data, isPending, error }}
      caption={(total) => (unassigned ? ADMIN_CASELOAD_CONTENT.unassigned.caption(total) : copy.tableCaption(total))}
      columns={columns}
      rowKey={(row) => row.id}
      empty={copy.empty}
      onPage={(page) => show({ q: query.q, caseworker: query.caseworker, page })}
    >
      {isAdmin && (
        // Admins: the clients an admin has yet to give a caseworker (caseload, issue 24).
        <p>
          <button
            type="button"
            className="button button--secondary"
            aria-pressed={unassigned}
            onClick={() => show({ q: query.q, ...(unassigned ? {} : { caseworker: 'none' }) })}
          >
            {ADMIN_CASELOAD_CONTENT.unassigned.toggle}
          </button>
        </p>
      )}
      <ClientSearchForm
        idPrefix="clients"
        copy={copy}
        q={query.q}
        onSearch={(q) => show({ ...(q === undefined ? {} : { q }), ...(query.caseworker ? { caseworker: query.caseworker } : {}) })}
      />
    </PagedListPage>
  );
}
