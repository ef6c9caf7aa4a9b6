import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Link, useSearchParams } from 'react-router';
import { ADMIN_CONTENT } from '@payee/content/admin';
import { ADMIN_FINANCE_CONTENT } from '@payee/content/admin-finance';
import { VENDOR_KINDS, VENDOR_KIND_LABELS, ZVendorQuerySchema, type TVendor } from '@payee/contract';
import { TextField } from '@/components/ui/text-field';
import { usePageTitle } from '@/lib/page-title';
import { requestResolver } from '@/lib/request-resolver';
import { ListFilters, PagedListPage } from '@/components/back-office/paged-list-page';
import { useListFilters } from '@/components/back-office/use-list-filters';
import { listParamsOf, listQueryOf } from '@/lib/back-office/list-query';
import { vendorsQuery } from '../api/get-vendors';
import { ChoiceSelect } from '../components/choice-select';
import { NEW_VENDOR_PATH, vendorPath } from '@/lib/back-office/finance-paths';
import '../finance.css';

const copy = ADMIN_FINANCE_CONTENT.vendors;
type FilterValues = { q: string; kind: string };
const FILTERS = ['q', 'kind'] as const;
/** The filter as the list's query takes it: the search trimmed. */
const filterQueryOf = (values: FilterValues) => ({ q: values.q.trim(), kind: values.kind });
const filterResolver = requestResolver(ZVendorQuerySchema, filterQueryOf);

const columns: ColumnDef<TVendor, unknown>[] = [
  {
    id: 'name',
    header: copy.columns.name,
    cell: ({ row }) => (
      <Link to={vendorPath(row.original.id)} aria-label={copy.edit(row.original.name)}>
        {row.original.name}
      </Link>
    ),
  },
  { id: 'kind', header: copy.columns.kind, cell: ({ row }) => row.original.kind_label },
  { id: 'method', header: copy.columns.method, cell: ({ row }) => ADMIN_FINANCE_CONTENT.vendor.methods[row.original.payment_method] },
  {
    id: 'account',
    header: copy.columns.account,
    cell: ({ row }) => <span className="admin-nowrap">{row.original.account_number_masked ?? ADMIN_CONTENT.none}</span>,
  },
  { id: 'active', header: copy.columns.active, cell: ({ row }) => (row.original.is_active ? ADMIN_CONTENT.yes : ADMIN_CONTENT.no) },
];

/** `/admin/finance/vendors` (finance): the landlords, utilities and pharmacies the office pays; account numbers masked. */
export function VendorsPage() {
  usePageTitle(copy.pageTitle);
  const [params, setParams] = useSearchParams();
  const query = listQueryOf(ZVendorQuerySchema, params);
  const { data, isPending, error } = useQuery(vendorsQuery(query));
  const { register, errors, filters } = useListFilters<FilterValues>({
    values: { q: query.q ?? '', kind: query.kind ?? '' },
    empty: { q: '', kind: '' },
    resolver: filterResolver,
    fields: FILTERS,
    applyId: 'vendors-apply',
    onApply: (values) => setParams(listParamsOf(filterQueryOf(values))),
    onClear: () => setParams(new URLSearchParams()),
  });
  return (
    <PagedListPage
      heading={copy.heading}
      list={{ data, isPending, error }}
      caption={copy.tableCaption}
      columns={columns}
      rowKey={(row) => row.id}
      empty={copy.empty}
      onPage={(page) => setParams(listParamsOf({ ...query, page }))}
    >
      <p>
        <Link to={NEW_VENDOR_PATH} className="button">
          {copy.add}
        </Link>
      </p>
      <ListFilters headingId="vendors-filter" heading={copy.formHeading} applyLabel={copy.apply} {...filters}>
        <TextField
          id="q"
          type="search"
          label={copy.search}
          autoComplete="off"
          maxLength={100}
          error={errors.q?.message}
          {...register('q')}
        />
        <ChoiceSelect
          id="kind"
          label={copy.kind}
          placeholder={copy.anyKind}
          options={VENDOR_KINDS.map((kind) => ({ value: kind, label: VENDOR_KIND_LABELS[kind] }))}
          error={errors.kind?.message}
          {...register('kind')}
        />
      </ListFilters>
    </PagedListPage>
  );
}
