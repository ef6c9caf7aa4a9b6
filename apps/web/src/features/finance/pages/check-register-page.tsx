import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useSearchParams } from 'react-router';
import { ADMIN_CONTENT } from '@payee/content/admin';
import { ADMIN_RUNS_CONTENT } from '@payee/content/admin-runs';
import {
  API_PATHS,
  CHECK_STATUSES,
  CHECK_STATUS_LABELS,
  ZCheckQuerySchema,
  ZCheckStockRequestSchema,
  ZCheckVoidRequestSchema,
  formatDisplayDate,
  formatMoney,
  type TCheck,
} from '@payee/contract';
import { FormDateField } from '@/components/form/form-date-field';
import { ErrorSummary } from '@/components/ui/error-summary';
import { SpinnerButton } from '@/components/ui/spinner-button';
import { TextField } from '@/components/ui/text-field';
import { submitCredentials } from '@/lib/credential-submit';
import { formSummaryItems } from '@/lib/form-errors';
import { usePageTitle } from '@/lib/page-title';
import { requestResolver } from '@/lib/request-resolver';
import { showToast } from '@/lib/toast';
import { AdminSection } from '@/components/back-office/admin-section';
import { ListFilters, PagedListPage } from '@/components/back-office/paged-list-page';
import { QueryWaiting } from '@/components/back-office/query-waiting';
import { ReasonDialog } from '@/components/back-office/reason-dialog';
import { useListFilters } from '@/components/back-office/use-list-filters';
import { listParamsOf, listQueryOf } from '@/lib/back-office/list-query';
import { staffFormFailure } from '@/lib/back-office/staff-form';
import { refreshFinance } from '../api/finance-keys';
import { checkStockQuery, checksQuery, postCheckVoid, putCheckStock } from '../api/payment-runs';
import { ChoiceSelect } from '../components/choice-select';
import { DownloadButton } from '../components/download-button';
import '../finance.css';

const copy = ADMIN_RUNS_CONTENT.checks;
const FILTERS = ['from', 'to', 'status'] as const;
type FilterValues = Record<(typeof FILTERS)[number], string>;
const EMPTY: FilterValues = { from: '', to: '', status: '' };
const filterQueryOf = (values: FilterValues) =>
  Object.fromEntries(FILTERS.map((key) => [key, values[key].trim()]).filter(([, value]) => value !== ''));
const filterResolver = requestResolver(ZCheckQuerySchema, filterQueryOf);
const STOCK_FIELDS = ['next_check_number'] as const;
const stockResolver = requestResolver(ZCheckStockRequestSchema, (values: { next_check_number: string }) => values);

/** A check's void: a reason (the register and the audit trail keep it), then the payment is voided with it. */
function VoidCheck({ check }: { check: TCheck }) {
  const [isOpen, setIsOpen] = useState(false);
  const queryClient = useQueryClient();
  if (check.status === 'voided') return <>{check.void_reason}</>;
  return (
    <>
      <button type="button" className="button button--secondary" onClick={() => setIsOpen(true)} aria-label={copy.voidCheck(check.number)}>
        {copy.void}
      </button>
      {isOpen && (
        <ReasonDialog
          title={copy.voidCheck(check.number)}
          intro={copy.voidReason}
          submitLabel={copy.voidConfirm}
          requestSchema={ZCheckVoidRequestSchema}
          send={postCheckVoid(check.id)}
          onDone={() => {
            showToast('success', copy.voided(check.number));
            void refreshFinance(queryClient);
          }}
          onClose={() => setIsOpen(false)}
        />
      )}
    </>
  );
}

const columns: ColumnDef<TCheck, unknown>[] = [
  { id: 'number', header: copy.columns.number, cell: ({ row }) => row.original.number },
  {
    id: 'issued',
    header: copy.columns.issuedOn,
    cell: ({ row }) => <span className="admin-nowrap">{formatDisplayDate(row.original.issued_on)}</span>,
  },
  { id: 'payee', header: copy.columns.payee, cell: ({ row }) => row.original.payee },
  {
    id: 'amount',
    header: copy.columns.amount,
    cell: ({ row }) => <span className="admin-money">{formatMoney(row.original.amount)}</span>,
  },
  { id: 'status', header: copy.columns.status, cell: ({ row }) => row.original.status_label },
  { id: 'run', header: copy.columns.run, cell: ({ row }) => row.original.run.number },
  { id: 'void', header: copy.columns.voidReason, cell: ({ row }) => <VoidCheck check={row.original} /> },
];

/** The check stock: the next number a paid run gives, set forward to a new stock (never back). */
function CheckStock() {
  const queryClient = useQueryClient();
  const { data, error } = useQuery(checkStockQuery());
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<{ next_check_number: string }>({
    values: { next_check_number: data ? String(data.next_check_number) : '' },
    resolver: stockResolver,
    shouldFocusError: false,
  });
  if (!data) return <QueryWaiting error={error} />;
  const onSubmit = async (values: { next_check_number: string }) => {
    await submitCredentials({
      draft: values,
      schema: ZCheckStockRequestSchema,
      fields: STOCK_FIELDS,
      setError,
      clearErrors,
      send: putCheckStock,
      onSent: (answer) => {
        showToast('success', answer.message ?? copy.stockSaved);
        void refreshFinance(queryClient);
      },
      ...staffFormFailure(),
    });
  };
  return (
    <>
      <ErrorSummary
        items={formSummaryItems(errors, STOCK_FIELDS, 'check-stock-submit')}
        title={ADMIN_CONTENT.errorSummaryTitle}
        focusKey={submitCount}
      />
      <form aria-labelledby="check-stock" noValidate onSubmit={handleSubmit(onSubmit)} className="admin-form">
        <TextField
          id="next_check_number"
          label={copy.nextNumber}
          hint={copy.nextNumberHint}
          inputMode="numeric"
          autoComplete="off"
          error={errors.next_check_number?.message}
          {...register('next_check_number')}
        />
        <SpinnerButton id="check-stock-submit" isPending={isSubmitting}>
          {copy.saveStock}
        </SpinnerButton>
      </form>
    </>
  );
}

/**
 * `/admin/finance/checks` (finance): the check register by number with each check's status (voided ones with why),
 * filtered by issue dates and status, downloadable as CSV; a check voided here voids its payment; the check stock.
 */
export function CheckRegisterPage() {
  usePageTitle(ADMIN_RUNS_CONTENT.pageTitles.checks);
  const [params, setParams] = useSearchParams();
  const query = listQueryOf(ZCheckQuerySchema, params);
  const { data, isPending, error } = useQuery(checksQuery(query));
  const { register, control, errors, filters } = useListFilters<FilterValues>({
    values: { from: query.from ?? '', to: query.to ?? '', status: query.status ?? '' },
    empty: EMPTY,
    resolver: filterResolver,
    fields: FILTERS,
    applyId: 'checks-apply',
    onApply: (values) => setParams(listParamsOf(filterQueryOf(values))),
    onClear: () => setParams(new URLSearchParams()),
  });
  const csvParams = Object.fromEntries(
    Object.entries({ from: query.from, to: query.to, status: query.status }).filter((entry): entry is [string, string] =>
      Boolean(entry[1]),
    ),
  );
  return (
    <PagedListPage
      heading={copy.title}
      list={{ data, isPending, error }}
      caption={copy.caption}
      columns={columns}
      rowKey={(row) => row.id}
      empty={copy.empty}
      onPage={(page) => setParams(listParamsOf({ ...query, page }))}
    >
      <p>{copy.intro}</p>
      <ListFilters
        headingId="checks-filter"
        heading={copy.show}
        applyLabel={copy.show}
        {...filters}
        actions={
          <DownloadButton
            path={API_PATHS.financeChecksCsv}
            params={csvParams}
            fileName={ADMIN_RUNS_CONTENT.checksCsv.fileName(query.from ?? 'first', query.to ?? 'last')}
          >
            {copy.download}
          </DownloadButton>
        }
      >
        <FormDateField control={control} name="from" label={copy.from} hint={ADMIN_CONTENT.dateHint} />
        <FormDateField control={control} name="to" label={copy.to} hint={ADMIN_CONTENT.dateHint} />
        <ChoiceSelect
          id="status"
          label={copy.status}
          placeholder={copy.any}
          options={CHECK_STATUSES.map((status) => ({ value: status, label: CHECK_STATUS_LABELS[status] }))}
          error={errors.status?.message}
          {...register('status')}
        />
      </ListFilters>
      <AdminSection id="check-stock" heading={copy.stock}>
        <CheckStock />
      </AdminSection>
    </PagedListPage>
  );
}
