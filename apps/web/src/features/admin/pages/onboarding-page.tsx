import type { ReactNode } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { Link, useSearchParams } from 'react-router';
import { ADMIN_CONTENT } from '@payee/content/admin';
import { ADMIN_ONBOARDING_CONTENT } from '@payee/content/admin-onboarding';
import {
  CURRENT_PROCESSES,
  ONBOARDING_STEPS,
  ZAdminOnboardingListQuerySchema,
  type OnboardingListSort,
  type TAdminOnboardingListResponse,
} from '@payee/contract';
import { usePageTitle } from '@/lib/page-title';
import { adminOnboardingRecordPath } from '@/lib/back-office/admin-paths';
import { ListFilters, PagedListPage } from '@/components/back-office/paged-list-page';
import { SortButton } from '@/components/back-office/sort-button';
import { OnboardingStatusBadge } from '@/components/back-office/status-badge';
import { ListSearchField } from '@/components/back-office/list-search-field';
import { useListFilters } from '@/components/back-office/use-list-filters';
import { formatStaffMoment } from '@/lib/back-office/format';
import { listParamsOf, listQueryOf, sortedQuery } from '@/lib/back-office/list-query';
import { requestResolver } from '@/lib/request-resolver';
import { useOnboardingList } from '../api/get-onboarding-list';

const copy = ADMIN_ONBOARDING_CONTENT.queue;
const FILTERS = ['q', 'status'] as const;
type FilterValues = { q: string; status: string };
const filterResolver = requestResolver<FilterValues>(ZAdminOnboardingListQuerySchema);
type OnboardingRow = TAdminOnboardingListResponse['data'][number];

/** The queue's columns, those it sorts by with a sort button in their header. */
const columnsOf = (sortable: (id: OnboardingListSort, label: string) => () => ReactNode): ColumnDef<OnboardingRow, unknown>[] => [
  {
    id: 'application_code',
    header: sortable('application_code', copy.columns.application_code),
    cell: ({ row }) => (
      <Link className="admin-nowrap" to={adminOnboardingRecordPath(row.original.application_code)}>
        {row.original.application_code}
      </Link>
    ),
  },
  { id: 'name', header: sortable('name', copy.columns.name), cell: ({ row }) => row.original.name },
  {
    id: 'status',
    header: sortable('status', copy.columns.status),
    cell: ({ row }) => <OnboardingStatusBadge processType="onboarding" currentProcess={row.original.current_process} />,
  },
  {
    id: 'steps',
    header: copy.columns.steps,
    cell: ({ row }) => copy.stepsSaved(row.original.saved_steps.length, ONBOARDING_STEPS.length),
  },
  {
    id: 'submitted_at',
    header: sortable('submitted_at', copy.columns.submitted_at),
    cell: ({ row }) => formatStaffMoment(row.original.submitted_at, ADMIN_CONTENT.notSentIn),
  },
  {
    id: 'updated_at',
    header: sortable('updated_at', copy.columns.updated_at),
    cell: ({ row }) => formatStaffMoment(row.original.updated_at),
  },
];

/**
 * `/admin/onboarding` (caseworkers): approved clients on their way to becoming active, latest sent in first,
 * paged, searched and sorted by the server and filtered by where each stands. The filters, order and page are in
 * the address, so the list can be shared (the home page's counts link to it) and comes back on Back.
 */
export function OnboardingQueuePage() {
  usePageTitle(copy.pageTitle);
  const [params, setParams] = useSearchParams();
  const query = listQueryOf(ZAdminOnboardingListQuerySchema, params);
  const { data, isPending, error } = useOnboardingList(query);
  const { register, errors, filters } = useListFilters<FilterValues>({
    values: { q: query.q ?? '', status: query.status ?? '' },
    empty: { q: '', status: '' },
    resolver: filterResolver,
    fields: FILTERS,
    applyId: 'onboarding-apply',
    // A new filter starts again at the first page, in the order chosen (if one was).
    onApply: (values) =>
      setParams(listParamsOf({ sort: params.get('sort'), direction: params.get('direction'), q: values.q.trim(), status: values.status })),
    onClear: () => setParams(new URLSearchParams()),
  });

  const sortable = (id: OnboardingListSort, label: string) => () => (
    <SortButton
      label={label}
      direction={query.sort === id ? query.direction : undefined}
      onSort={() =>
        setParams(listParamsOf(sortedQuery(query, id, id === 'name' || id === 'application_code' || id === 'status' ? 'asc' : 'desc')))
      }
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
      <ListFilters
        headingId="onboarding-filters"
        heading={copy.filtersHeading}
        formClassName="admin-form"
        applyLabel={copy.apply}
        {...filters}
      >
        <ListSearchField label={copy.search} hint={copy.searchHint} error={errors.q?.message} registration={register('q')} />
        <div className={['field', errors.status && 'field--error'].filter(Boolean).join(' ')}>
          <label className="field__label" htmlFor="status">
            {copy.status}
          </label>
          {errors.status?.message && (
            <p id="status-error" className="field__error">
              {errors.status.message}
            </p>
          )}
          <select
            id="status"
            className="field__input admin-select"
            aria-invalid={errors.status ? true : undefined}
            aria-describedby={errors.status ? 'status-error' : undefined}
            {...register('status')}
          >
            <option value="">{copy.anyStatus}</option>
            {CURRENT_PROCESSES.map((status) => (
              <option key={status} value={status}>
                {ADMIN_ONBOARDING_CONTENT.statuses[status]}
              </option>
            ))}
          </select>
        </div>
      </ListFilters>
    </PagedListPage>
  );
}
