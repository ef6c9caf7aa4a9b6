import type { ReactNode } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { Link, useSearchParams } from 'react-router';
import { ADMIN_CASELOAD_CONTENT } from '@payee/content/admin-caseload';
import { formatDisplayDate, formatMoney, ZCaseloadQuerySchema, type CaseloadSort, type TCaseloadClient } from '@payee/contract';
import { usePageTitle } from '@/lib/page-title';
import { adminClientPath, adminClientTasksPath } from '@/lib/back-office/admin-paths';
import { ListFilters, PagedListPage } from '@/components/back-office/paged-list-page';
import { SortButton } from '@/components/back-office/sort-button';
import { ListSearchField } from '@/components/back-office/list-search-field';
import { useListFilters } from '@/components/back-office/use-list-filters';
import { listParamsOf, listQueryOf, sortedQuery } from '@/lib/back-office/list-query';
import { requestResolver } from '@/lib/request-resolver';
import { useCaseload } from '../api/get-caseload';

const copy = ADMIN_CASELOAD_CONTENT.myClients;
const FILTERS = ['q'] as const;
type FilterValues = { q: string };
const filterResolver = requestResolver<FilterValues>(ZCaseloadQuerySchema);

/** The next bill as a sentence: its amount and day, or that none is due. */
export const nextBillText = (client: TCaseloadClient) =>
  client.next_bill ? copy.nextBill(formatMoney(client.next_bill.amount.value), formatDisplayDate(client.next_bill.due_on)) : copy.noBill;

/** The columns, those it sorts by with a sort button in their header. */
const columnsOf = (sortable: (id: CaseloadSort, label: string) => () => ReactNode): ColumnDef<TCaseloadClient, unknown>[] => [
  {
    id: 'name',
    header: sortable('name', copy.columns.name),
    cell: ({ row }) => <Link to={adminClientPath(row.original.id)}>{row.original.name}</Link>,
  },
  { id: 'application_code', header: sortable('application_code', copy.columns.code), cell: ({ row }) => row.original.application_code },
  {
    id: 'balance',
    header: sortable('balance', copy.columns.balance),
    cell: ({ row }) => <span className="admin-nowrap">{formatMoney(row.original.balance.value)}</span>,
  },
  { id: 'next_bill', header: sortable('next_bill', copy.columns.nextBill), cell: ({ row }) => nextBillText(row.original) },
  {
    id: 'open_tasks',
    header: sortable('open_tasks', copy.columns.openTasks),
    cell: ({ row }) =>
      row.original.open_tasks === 0 ? (
        '0'
      ) : (
        <Link to={adminClientTasksPath(row.original.id)} aria-label={copy.openTasksLabel(row.original.open_tasks, row.original.name)}>
          {row.original.open_tasks}
        </Link>
      ),
  },
];

/**
 * `/admin/my-clients` (caseworkers): the clients assigned to the signed-in caseworker, with each balance and next
 * bill, searched, sorted and paged by the server; the search, order and page are in the address.
 */
export function MyClientsPage() {
  usePageTitle(copy.pageTitle);
  const [params, setParams] = useSearchParams();
  const query = listQueryOf(ZCaseloadQuerySchema, params);
  const { data, isPending, error } = useCaseload(query);
  const { register, errors, filters } = useListFilters<FilterValues>({
    values: { q: query.q ?? '' },
    empty: { q: '' },
    resolver: filterResolver,
    fields: FILTERS,
    applyId: 'my-clients-apply',
    onApply: (values) => setParams(listParamsOf({ sort: params.get('sort'), direction: params.get('direction'), q: values.q.trim() })),
    onClear: () => setParams(listParamsOf({})),
  });
  const sortable = (id: CaseloadSort, label: string) => () => (
    <SortButton
      label={label}
      direction={query.sort === id ? query.direction : undefined}
      onSort={() => setParams(listParamsOf(sortedQuery(query, id, id === 'balance' ? 'desc' : 'asc')))}
    />
  );

  return (
    <PagedListPage
      heading={copy.heading}
      list={{ data, isPending, error }}
      caption={copy.tableCaption}
      columns={columnsOf(sortable)}
      rowKey={(row) => row.id}
      empty={copy.empty}
      sortedBy={{ id: query.sort, direction: query.direction }}
      onPage={(page) => setParams(listParamsOf({ ...query, page }))}
    >
      <p>{copy.intro}</p>
      <ListFilters headingId="my-clients-filters" heading={copy.filtersHeading} applyLabel={copy.apply} {...filters}>
        <ListSearchField label={copy.search} hint={copy.searchHint} error={errors.q?.message} registration={register('q')} />
      </ListFilters>
    </PagedListPage>
  );
}
