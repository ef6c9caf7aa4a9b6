import { useForm } from 'react-hook-form';
import type { ColumnDef } from '@tanstack/react-table';
import { Link, useSearchParams } from 'react-router';
import { ADMIN_CONTENT } from '@payee/content/admin';
import { ADMIN_ONBOARDING_CONTENT } from '@payee/content/admin-onboarding';
import { CURRENT_PROCESSES, ONBOARDING_STEPS, ZAdminOnboardingListQuerySchema, type TAdminOnboardingListResponse } from '@payee/contract';
import { formSummaryItems } from '@/lib/form-errors';
import { usePageTitle } from '@/lib/page-title';
import { adminOnboardingRecordPath } from '@/lib/back-office/admin-paths';
import { ListFilters, PagedListPage } from '@/components/back-office/paged-list-page';
import { OnboardingStatusBadge } from '@/components/back-office/status-badge';
import { formatStaffMoment } from '@/lib/back-office/format';
import { listParamsOf, listQueryOf } from '@/lib/back-office/list-query';
import { requestResolver } from '@/lib/request-resolver';
import { useOnboardingList } from '../api/get-onboarding-list';

const copy = ADMIN_ONBOARDING_CONTENT.queue;
const FILTERS = ['status'] as const;
type FilterValues = { status: string };
const filterResolver = requestResolver<FilterValues>(ZAdminOnboardingListQuerySchema);
type OnboardingRow = TAdminOnboardingListResponse['data'][number];

const columns: ColumnDef<OnboardingRow, unknown>[] = [
  {
    id: 'application_code',
    header: copy.columns.application_code,
    cell: ({ row }) => (
      <Link className="admin-nowrap" to={adminOnboardingRecordPath(row.original.application_code)}>
        {row.original.application_code}
      </Link>
    ),
  },
  { id: 'name', header: copy.columns.name, cell: ({ row }) => row.original.name },
  {
    id: 'status',
    header: copy.columns.status,
    cell: ({ row }) => <OnboardingStatusBadge processType="onboarding" currentProcess={row.original.current_process} />,
  },
  {
    id: 'steps',
    header: copy.columns.steps,
    cell: ({ row }) => copy.stepsSaved(row.original.saved_steps.length, ONBOARDING_STEPS.length),
  },
  {
    id: 'submitted_at',
    header: copy.columns.submitted_at,
    cell: ({ row }) => formatStaffMoment(row.original.submitted_at, ADMIN_CONTENT.notSentIn),
  },
  { id: 'updated_at', header: copy.columns.updated_at, cell: ({ row }) => formatStaffMoment(row.original.updated_at) },
];

/**
 * `/admin/onboarding` (caseworkers): approved clients on their way to becoming active, latest sent in first,
 * paged by the server and filtered by where each stands. The filter and page are in the address, so the list
 * can be shared (the home page's counts link to it) and comes back on Back.
 */
export function OnboardingQueuePage() {
  usePageTitle(copy.pageTitle);
  const [params, setParams] = useSearchParams();
  const query = listQueryOf(ZAdminOnboardingListQuerySchema, params);
  const { data, isPending, error } = useOnboardingList(query);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, submitCount },
  } = useForm<FilterValues>({
    values: { status: query.status ?? '' },
    resolver: filterResolver,
    shouldFocusError: false,
  });

  const apply = (values: FilterValues) => {
    // A new filter starts again at the first page.
    setParams(listParamsOf({ status: values.status }));
  };

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
      <p>{copy.intro}</p>
      <ListFilters
        headingId="onboarding-filters"
        heading={copy.filtersHeading}
        summary={{ items: formSummaryItems(errors, FILTERS, 'onboarding-apply'), focusKey: submitCount }}
        onSubmit={handleSubmit(apply)}
        formClassName="admin-form"
        applyId="onboarding-apply"
        applyLabel={copy.apply}
        onClear={() => {
          reset({ status: '' });
          setParams(new URLSearchParams());
        }}
      >
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
