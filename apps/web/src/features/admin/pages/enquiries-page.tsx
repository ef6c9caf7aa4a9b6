import type { ColumnDef } from '@tanstack/react-table';
import { Link, useSearchParams } from 'react-router';
import { ADMIN_ENQUIRIES_CONTENT } from '@payee/content/admin-enquiries';
import { ENQUIRY_STATUSES, ZAdminEnquiriesQuerySchema, type EnquiryStatus, type TAdminEnquiry } from '@payee/contract';
import { usePageTitle } from '@/lib/page-title';
import { adminEnquiriesPath, adminEnquiryPath } from '@/lib/back-office/admin-paths';
import { PagedListPage } from '@/components/back-office/paged-list-page';
import { StatusBadge } from '@/components/back-office/status-badge';
import { formatStaffMoment } from '@/lib/back-office/format';
import { listParamsOf, listQueryOf } from '@/lib/back-office/list-query';
import { useEnquiries } from '../api/get-enquiries';

const copy = ADMIN_ENQUIRIES_CONTENT.inbox;

const columns: ColumnDef<TAdminEnquiry, unknown>[] = [
  {
    id: 'reference',
    header: copy.columns.reference,
    cell: ({ row }) => <Link to={adminEnquiryPath(row.original.reference)}>{row.original.reference}</Link>,
  },
  {
    id: 'from',
    header: copy.columns.from,
    cell: ({ row }) => (
      <>
        {row.original.first_name} {row.original.last_name}
        {row.original.is_client === 1 && <span className="admin-muted"> ({copy.client})</span>}
      </>
    ),
  },
  { id: 'type', header: copy.columns.type, cell: ({ row }) => row.original.enquiry_type.name },
  {
    id: 'status',
    header: copy.columns.status,
    cell: ({ row }) => <StatusBadge label={ADMIN_ENQUIRIES_CONTENT.statuses[row.original.status]} />,
  },
  { id: 'received', header: copy.columns.received, cell: ({ row }) => formatStaffMoment(row.original.created_at) },
];

/**
 * `/admin/enquiries` (caseworkers): the Contact Us inbox, newest first, paged by the server. The status and
 * page are in the address (`?status=new`), as the applications queue keeps its filters, so the home page's
 * count can link to the new ones; nothing personal is.
 */
export function EnquiriesPage() {
  usePageTitle(copy.pageTitle);
  const [params, setParams] = useSearchParams();
  const query = listQueryOf(ZAdminEnquiriesQuerySchema, params);
  const { data, isPending, error } = useEnquiries(query);
  const tabs: { status?: EnquiryStatus; label: string }[] = [
    { label: copy.all },
    ...ENQUIRY_STATUSES.map((status) => ({ status, label: ADMIN_ENQUIRIES_CONTENT.statuses[status] })),
  ];

  return (
    <PagedListPage
      heading={copy.heading}
      list={{ data, isPending, error }}
      caption={(total) => copy.tableCaption(total, query.status && ADMIN_ENQUIRIES_CONTENT.statuses[query.status])}
      columns={columns}
      rowKey={(row) => row.id}
      empty={copy.empty}
      onPage={(page) => setParams(listParamsOf({ status: query.status, page }))}
    >
      {/* Sub-navigation (MOJ frontend): links, so each status has its address and Back returns to it. */}
      <nav aria-label={copy.filterLabel} className="admin-subnav">
        <ul>
          {tabs.map((tab) => (
            <li key={tab.label}>
              <Link to={adminEnquiriesPath(tab.status)} aria-current={tab.status === query.status ? 'page' : undefined}>
                {tab.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </PagedListPage>
  );
}
