import type { ReactNode } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { Link, useSearchParams } from 'react-router';
import { ADMIN_ENQUIRIES_CONTENT } from '@payee/content/admin-enquiries';
import {
  ENQUIRY_STATUSES,
  ZAdminEnquiriesQuerySchema,
  type EnquiryListSort,
  type EnquiryStatus,
  type TAdminEnquiry,
} from '@payee/contract';
import { usePageTitle } from '@/lib/page-title';
import { adminEnquiriesPath, adminEnquiryPath } from '@/lib/back-office/admin-paths';
import { ListFilters, PagedListPage } from '@/components/back-office/paged-list-page';
import { SortButton } from '@/components/back-office/sort-button';
import { StatusBadge } from '@/components/back-office/status-badge';
import { ListSearchField } from '@/components/back-office/list-search-field';
import { useListFilters } from '@/components/back-office/use-list-filters';
import { formatStaffMoment } from '@/lib/back-office/format';
import { listParamsOf, listQueryOf, sortedQuery } from '@/lib/back-office/list-query';
import { requestResolver } from '@/lib/request-resolver';
import { useEnquiries } from '../api/get-enquiries';

const copy = ADMIN_ENQUIRIES_CONTENT.inbox;
const FILTERS = ['q'] as const;
type FilterValues = { q: string };
const filterResolver = requestResolver<FilterValues>(ZAdminEnquiriesQuerySchema);

/** The inbox's columns, those it sorts by with a sort button in their header. */
const columnsOf = (sortable: (id: EnquiryListSort, label: string) => () => ReactNode): ColumnDef<TAdminEnquiry, unknown>[] => [
  {
    id: 'reference',
    header: sortable('reference', copy.columns.reference),
    cell: ({ row }) => <Link to={adminEnquiryPath(row.original.reference)}>{row.original.reference}</Link>,
  },
  {
    id: 'name',
    header: sortable('name', copy.columns.from),
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
    header: sortable('status', copy.columns.status),
    cell: ({ row }) => <StatusBadge label={ADMIN_ENQUIRIES_CONTENT.statuses[row.original.status]} />,
  },
  {
    id: 'created_at',
    header: sortable('created_at', copy.columns.received),
    cell: ({ row }) => formatStaffMoment(row.original.created_at),
  },
];

/**
 * `/admin/enquiries` (caseworkers): the Contact Us inbox, newest first, searched by name or reference, sorted and
 * paged by the server. The status, search, order and page are in the address (`?status=new`), as the applications
 * queue keeps its filters, so the home page's count can link to the new ones.
 */
export function EnquiriesPage() {
  usePageTitle(copy.pageTitle);
  const [params, setParams] = useSearchParams();
  const query = listQueryOf(ZAdminEnquiriesQuerySchema, params);
  const { data, isPending, error } = useEnquiries(query);
  const { register, errors, filters } = useListFilters<FilterValues>({
    values: { q: query.q ?? '' },
    empty: { q: '' },
    resolver: filterResolver,
    fields: FILTERS,
    applyId: 'enquiries-apply',
    // A new search starts again at the first page, in the status and order chosen.
    onApply: (values) =>
      setParams(listParamsOf({ status: query.status, sort: params.get('sort'), direction: params.get('direction'), q: values.q.trim() })),
    onClear: () => setParams(listParamsOf({ status: query.status })),
  });
  const sortable = (id: EnquiryListSort, label: string) => () => (
    <SortButton
      label={label}
      direction={query.sort === id ? query.direction : undefined}
      onSort={() => setParams(listParamsOf(sortedQuery(query, id, id === 'created_at' ? 'desc' : 'asc')))}
    />
  );
  const tabs: { status?: EnquiryStatus; label: string }[] = [
    { label: copy.all },
    ...ENQUIRY_STATUSES.map((status) => ({ status, label: ADMIN_ENQUIRIES_CONTENT.statuses[status] })),
  ];

  return (
    <PagedListPage
      heading={copy.heading}
      list={{ data, isPending, error }}
      caption={(total) => copy.tableCaption(total, query.status && ADMIN_ENQUIRIES_CONTENT.statuses[query.status])}
      columns={columnsOf(sortable)}
      rowKey={(row) => row.id}
      empty={copy.empty}
      sortedBy={{ id: query.sort, direction: query.direction }}
      onPage={(page) => setParams(listParamsOf({ ...query, page }))}
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
      <ListFilters headingId="enquiries-filters" heading={copy.filtersHeading} applyLabel={copy.apply} {...filters}>
        <ListSearchField label={copy.search} hint={copy.searchHint} error={errors.q?.message} registration={register('q')} />
      </ListFilters>
    </PagedListPage>
  );
}
