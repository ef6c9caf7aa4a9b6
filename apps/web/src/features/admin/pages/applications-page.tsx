import type { ColumnDef } from '@tanstack/react-table';
import { Link, useSearchParams } from 'react-router';
import { ADMIN_CONTENT } from '@payee/content/admin';
import {
  APPLICATION_STATUS_ID_LIST,
  REPRESENTATIVE_TYPES,
  ZAdminApplicationListQuerySchema,
  type ApplicationListSort,
  type TAdminApplicationRow,
  personName,
} from '@payee/contract';
import { FormDateField } from '@/components/form/form-date-field';
import { usePageTitle } from '@/lib/page-title';
import { adminApplicationPath, type QueueReturnState } from '@/lib/back-office/admin-paths';
import { ListFilters, PagedListPage } from '@/components/back-office/paged-list-page';
import { SortButton } from '@/components/back-office/sort-button';
import { ListSearchField } from '@/components/back-office/list-search-field';
import { useListFilters } from '@/components/back-office/use-list-filters';
import { formatStaffMoment } from '@/lib/back-office/format';
import { listParamsOf, listQueryOf, sortedQuery } from '@/lib/back-office/list-query';
import { requestResolver } from '@/lib/request-resolver';
import { useApplications } from '../api/get-applications';

const copy = ADMIN_CONTENT.applications;
/** The filters in the address and the form, in the API's names. */
const FILTERS = ['q', 'status', 'representative_type', 'from', 'to'] as const;
type FilterValues = { q: string; status: string[]; representative_type: string; from: string; to: string };
const TEXT_FILTERS = ['q', 'from', 'to'] as const;

/** The filters as the queue's query takes them: the statuses ticked as one comma-separated list. */
const filterQueryOf = (values: FilterValues) => ({ ...values, status: values.status.join(',') });
const filterResolver = requestResolver(ZAdminApplicationListQuerySchema, filterQueryOf);

/**
 * `/admin/applications` (caseworkers): the queue of intake applications, paged, sorted and filtered by the
 * server. Everything the person chose is in the address, so the list can be shared and comes back on Back.
 */
export function ApplicationsPage() {
  usePageTitle(copy.pageTitle);
  const [params, setParams] = useSearchParams();
  const query = listQueryOf(ZAdminApplicationListQuerySchema, params);
  const { data, isPending, error } = useApplications(query);
  const { register, control, errors, filters } = useListFilters<FilterValues>({
    values: {
      q: query.q ?? '',
      status: (query.status ?? []).map(String),
      representative_type: query.representative_type ?? '',
      from: query.from ?? '',
      to: query.to ?? '',
    },
    empty: { q: '', status: [], representative_type: '', from: '', to: '' },
    resolver: filterResolver,
    fields: [...TEXT_FILTERS, 'status'],
    applyId: 'applications-apply',
    onApply: (values) => {
      const draft = filterQueryOf(values);
      setParams(
        listParamsOf({
          sort: query.sort,
          direction: query.direction,
          ...Object.fromEntries(FILTERS.map((key) => [key, draft[key].trim()])),
        }),
      );
    },
    onClear: () => setParams(new URLSearchParams()),
  });

  const sortBy = (sort: ApplicationListSort) =>
    setParams(listParamsOf(sortedQuery(query, sort, sort === 'name' || sort === 'application_code' ? 'asc' : 'desc')));

  const sortable = (id: ApplicationListSort, label: string) => () => (
    <SortButton label={label} direction={query.sort === id ? query.direction : undefined} onSort={() => sortBy(id)} />
  );
  const columns: ColumnDef<TAdminApplicationRow, unknown>[] = [
    {
      id: 'application_code',
      header: sortable('application_code', copy.columns.application_code),
      cell: ({ row }) => (
        <Link
          to={adminApplicationPath(row.original.application_code)}
          state={{ queueSearch: params.toString() } satisfies QueueReturnState}
        >
          {row.original.application_code}
        </Link>
      ),
    },
    {
      id: 'name',
      header: sortable('name', copy.columns.name),
      cell: ({ row }) => personName({ firstName: row.original.first_name, lastName: row.original.last_name }),
    },
    {
      id: 'representative',
      header: copy.columns.representative,
      cell: ({ row }) => copy.representatives[row.original.representative_type],
    },
    { id: 'status', header: sortable('status', copy.columns.status), cell: ({ row }) => row.original.status.name },
    { id: 'programs', header: copy.columns.programs, cell: ({ row }) => row.original.program_names.join(', ') },
    { id: 'ssn', header: copy.columns.ssn, cell: ({ row }) => <span className="admin-nowrap">{row.original.ssn_masked}</span> },
    {
      id: 'submitted_at',
      header: sortable('submitted_at', copy.columns.submitted_at),
      cell: ({ row }) => formatStaffMoment(row.original.submitted_at, ADMIN_CONTENT.notSentIn),
    },
    {
      id: 'updated_at',
      header: sortable('updated_at', copy.columns.updated_at),
      cell: ({ row }) => formatStaffMoment(row.original.updated_at, ADMIN_CONTENT.notSentIn),
    },
  ];

  return (
    <PagedListPage
      heading={copy.heading}
      list={{ data, isPending, error }}
      caption={copy.tableCaption}
      columns={columns}
      rowKey={(row) => row.id}
      empty={copy.empty}
      sortedBy={{ id: query.sort, direction: query.direction }}
      onPage={(page) => setParams(listParamsOf({ ...query, page }))}
    >
      <ListFilters
        headingId="applications-filters"
        heading={copy.filtersHeading}
        formClassName="admin-form"
        applyLabel={copy.apply}
        {...filters}
      >
        <ListSearchField label={copy.search} hint={copy.searchHint} error={errors.q?.message} registration={register('q')} />
        <fieldset className="admin-fieldset">
          <legend>{copy.statusLegend}</legend>
          <div className="admin-checks">
            {APPLICATION_STATUS_ID_LIST.map((id, index) => (
              <div key={id} className="admin-confirm">
                <input id={index === 0 ? 'status' : `status-${id}`} type="checkbox" value={String(id)} {...register('status')} />
                <label htmlFor={index === 0 ? 'status' : `status-${id}`}>{copy.statuses[id]}</label>
              </div>
            ))}
          </div>
        </fieldset>
        <div className="field">
          <label className="field__label" htmlFor="representative_type">
            {copy.representative}
          </label>
          <select id="representative_type" className="field__input admin-select" {...register('representative_type')}>
            <option value="">{copy.anyRepresentative}</option>
            {REPRESENTATIVE_TYPES.map((type) => (
              <option key={type} value={type}>
                {copy.representatives[type]}
              </option>
            ))}
          </select>
        </div>
        <div className="admin-filters">
          <FormDateField control={control} name="from" label={copy.from} hint={ADMIN_CONTENT.dateHint} />
          <FormDateField control={control} name="to" label={copy.to} hint={ADMIN_CONTENT.dateHint} />
        </div>
      </ListFilters>
    </PagedListPage>
  );
}
