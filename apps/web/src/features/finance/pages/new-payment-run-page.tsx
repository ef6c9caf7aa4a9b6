import { useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ADMIN_CONTENT } from '@payee/content/admin';
import { ADMIN_RUNS_CONTENT } from '@payee/content/admin-runs';
import {
  PAYMENT_METHODS,
  PAYMENT_METHOD_LABELS,
  SPENDING_CATEGORIES,
  TRANSACTION_CATEGORY_LABELS,
  ZPaymentRunCandidatesQuerySchema,
  centsToDecimal,
  decimalToCents,
  formatDisplayDate,
  formatMoney,
  type TPaymentRunPayment,
} from '@payee/contract';
import { FormDateField } from '@/components/form/form-date-field';
import { SpinnerButton } from '@/components/ui/spinner-button';
import { toastFailure } from '@/lib/form-errors';
import { readApiError } from '@/lib/http';
import { usePageTitle } from '@/lib/page-title';
import { requestResolver } from '@/lib/request-resolver';
import { showToast } from '@/lib/toast';
import { DataTable } from '@/components/back-office/data-table';
import { ListFilters } from '@/components/back-office/paged-list-page';
import { QueryWaiting } from '@/components/back-office/query-waiting';
import { useListFilters } from '@/components/back-office/use-list-filters';
import { listParamsOf, listQueryOf } from '@/lib/back-office/list-query';
import { PAYMENT_RUNS_PATH, paymentRunPath } from '@/lib/back-office/finance-paths';
import { refreshFinance } from '../api/finance-keys';
import { vendorChoicesQuery } from '../api/get-vendors';
import { paymentRunCandidatesQuery, postPaymentRun } from '../api/payment-runs';
import { ChoiceSelect } from '../components/choice-select';
import { PaymentStatusBadge } from '../components/payment-status-badge';
import '../finance.css';

const copy = ADMIN_RUNS_CONTENT.create;
const FILTERS = ['due_from', 'due_to', 'vendor_id', 'category', 'method'] as const;
type FilterValues = Record<(typeof FILTERS)[number], string>;
const EMPTY: FilterValues = { due_from: '', due_to: '', vendor_id: '', category: '', method: '' };
const filterQueryOf = (values: FilterValues) =>
  Object.fromEntries(FILTERS.map((key) => [key, values[key].trim()]).filter(([, value]) => value !== ''));
const filterResolver = requestResolver(ZPaymentRunCandidatesQuerySchema, filterQueryOf);

/**
 * `/admin/finance/payment-runs/new` (finance): the payments not in a run and not paid, filtered by due date, vendor,
 * category and method (the filters kept in the address); each ticked (all at once, or some) goes in the new run.
 */
export function NewPaymentRunPage() {
  usePageTitle(ADMIN_RUNS_CONTENT.pageTitles.newRun);
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const query = listQueryOf(ZPaymentRunCandidatesQuerySchema, params);
  const candidates = useQuery(paymentRunCandidatesQuery(query));
  const vendors = useQuery(vendorChoicesQuery());
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const { register, control, errors, filters } = useListFilters<FilterValues>({
    values: { ...EMPTY, ...Object.fromEntries(FILTERS.map((key) => [key, params.get(key) ?? ''])) },
    empty: EMPTY,
    resolver: filterResolver,
    fields: FILTERS,
    applyId: 'candidates-apply',
    onApply: (values) => {
      setTicked(new Set());
      setParams(listParamsOf(filterQueryOf(values)));
    },
    onClear: () => {
      setTicked(new Set());
      setParams(new URLSearchParams());
    },
  });
  const rows = useMemo(() => candidates.data ?? [], [candidates.data]);
  const chosen = rows.filter((row) => ticked.has(row.id));
  const chosenCents = chosen.reduce((sum, row) => sum + (decimalToCents(row.amount) ?? 0), 0);
  const isAllTicked = rows.length > 0 && chosen.length === rows.length;
  const toggle = (id: number) =>
    setTicked((before) => {
      const next = new Set(before);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const create = useMutation({
    mutationFn: () => postPaymentRun({ disbursement_ids: chosen.map((row) => row.id) }),
    onSuccess: ({ data }) => {
      showToast('success', copy.created(data.number));
      void refreshFinance(queryClient);
      void navigate(paymentRunPath(data.id));
    },
    onError: (failure) => toastFailure(readApiError(failure)),
  });

  const columns = useMemo<ColumnDef<TPaymentRunPayment, unknown>[]>(
    () => [
      {
        id: 'pick',
        header: copy.columns.pick,
        cell: ({ row }) => (
          <input
            type="checkbox"
            className="admin-tick"
            checked={ticked.has(row.original.id)}
            onChange={() => toggle(row.original.id)}
            aria-label={copy.tick(row.original.payee, formatMoney(row.original.amount))}
          />
        ),
      },
      {
        id: 'due',
        header: copy.columns.due,
        cell: ({ row }) => <span className="admin-nowrap">{formatDisplayDate(row.original.due_on)}</span>,
      },
      { id: 'client', header: copy.columns.client, cell: ({ row }) => row.original.client.name },
      { id: 'payee', header: copy.columns.payee, cell: ({ row }) => row.original.payee },
      { id: 'category', header: copy.columns.category, cell: ({ row }) => row.original.category_label },
      { id: 'method', header: copy.columns.method, cell: ({ row }) => row.original.method_label },
      {
        id: 'amount',
        header: copy.columns.amount,
        cell: ({ row }) => <span className="admin-money">{formatMoney(row.original.amount)}</span>,
      },
      {
        id: 'status',
        header: copy.columns.status,
        cell: ({ row }) => <PaymentStatusBadge status={row.original.status} label={row.original.status_label} />,
      },
    ],
    [ticked],
  );

  return (
    <>
      <p>
        <Link to={PAYMENT_RUNS_PATH}>{ADMIN_RUNS_CONTENT.run.back}</Link>
      </p>
      <h1>{copy.title}</h1>
      <p>{copy.intro}</p>
      <ListFilters headingId="candidates-filter" heading={copy.filters} applyLabel={copy.show} {...filters}>
        <FormDateField control={control} name="due_from" label={copy.dueFrom} hint={ADMIN_CONTENT.dateHint} />
        <FormDateField control={control} name="due_to" label={copy.dueTo} hint={ADMIN_CONTENT.dateHint} />
        <ChoiceSelect
          id="vendor_id"
          label={copy.vendor}
          placeholder={copy.any}
          options={(vendors.data?.data ?? []).map((vendor) => ({ value: vendor.id, label: vendor.name }))}
          error={errors.vendor_id?.message}
          {...register('vendor_id')}
        />
        <ChoiceSelect
          id="category"
          label={copy.category}
          placeholder={copy.any}
          options={SPENDING_CATEGORIES.map((category) => ({ value: category, label: TRANSACTION_CATEGORY_LABELS[category] }))}
          error={errors.category?.message}
          {...register('category')}
        />
        <ChoiceSelect
          id="method"
          label={copy.method}
          placeholder={copy.any}
          options={PAYMENT_METHODS.map((method) => ({ value: method, label: PAYMENT_METHOD_LABELS[method] }))}
          error={errors.method?.message}
          {...register('method')}
        />
      </ListFilters>
      {candidates.data === undefined ? (
        <QueryWaiting error={candidates.error} />
      ) : (
        <>
          {rows.length > 0 && (
            <div className="field">
              <div className="choice">
                <input
                  id="tick-all"
                  type="checkbox"
                  className="choice__input"
                  checked={isAllTicked}
                  onChange={() => setTicked(isAllTicked ? new Set() : new Set(rows.map((row) => row.id)))}
                />
                <label className="choice__label" htmlFor="tick-all">
                  {copy.tickAll}
                </label>
              </div>
            </div>
          )}
          <DataTable caption={copy.caption} columns={columns} rows={rows} rowKey={(row) => row.id} empty={copy.none} />
          <p role="status">{copy.chosen(chosen.length, formatMoney(centsToDecimal(chosenCents)))}</p>
          <SpinnerButton type="button" isPending={create.isPending} disabled={chosen.length === 0} onClick={() => create.mutate()}>
            {copy.submit}
          </SpinnerButton>
        </>
      )}
    </>
  );
}
