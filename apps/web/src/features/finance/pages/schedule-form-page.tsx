import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { ADMIN_CONTENT } from '@payee/content/admin';
import { ADMIN_FINANCE_CONTENT } from '@payee/content/admin-finance';
import {
  PAYMENT_FREQUENCIES,
  PAYMENT_FREQUENCY_LABELS,
  SPENDING_CATEGORIES,
  TRANSACTION_CATEGORY_LABELS,
  ZScheduledPaymentRequestSchema,
  type TFinanceClientRef,
  type TScheduledPayment,
} from '@payee/contract';
import { Checkbox } from '@/components/ui/checkbox';
import { ErrorSummary } from '@/components/ui/error-summary';
import { SpinnerButton } from '@/components/ui/spinner-button';
import { FormDateField } from '@/components/form/form-date-field';
import { TextField } from '@/components/ui/text-field';
import { submitCredentials } from '@/lib/credential-submit';
import { formSummaryItems } from '@/lib/form-errors';
import { usePageTitle } from '@/lib/page-title';
import { showToast } from '@/lib/toast';
import { QueryWaiting } from '@/components/back-office/query-waiting';
import { requestResolver } from '@/lib/request-resolver';
import { staffFormFailure } from '@/lib/back-office/staff-form';
import { postScheduledPayment } from '../api/post-scheduled-payment';
import { putScheduledPayment } from '../api/put-scheduled-payment';
import { refreshFinance } from '../api/finance-keys';
import { scheduleQuery } from '../api/get-scheduled-payments';
import { vendorChoicesQuery } from '../api/get-vendors';
import { ChoiceSelect } from '../components/choice-select';
import { ClientPicker } from '../components/client-picker';
import { MoneyField } from '../components/money-field';
import { SCHEDULES_PATH } from '@/lib/back-office/finance-paths';
import { amountToSend } from '../lib/typed-dollars';
import { useHeadingFocusWhenShown } from '../lib/use-heading-focus';
import { useIdParam, useIsNewRecord } from '../lib/use-id-param';
import '../finance.css';

const copy = ADMIN_FINANCE_CONTENT.schedule;
const FIELDS = [
  'client_id',
  'vendor_id',
  'description',
  'category',
  'amount',
  'frequency',
  'next_due_on',
  'remaining_count',
  'is_active',
] as const;
type ScheduleValues = Record<Exclude<(typeof FIELDS)[number], 'is_active' | 'client_id'>, string> & {
  client_id: string;
  is_active: boolean;
};

const valuesOf = (schedule: TScheduledPayment | undefined): ScheduleValues => ({
  client_id: '',
  vendor_id: schedule?.vendor ? String(schedule.vendor.id) : '',
  description: schedule?.description ?? '',
  category: schedule?.category ?? '',
  amount: schedule?.amount ?? '',
  frequency: schedule?.frequency ?? '',
  next_due_on: schedule?.next_due_on ?? '',
  remaining_count: schedule?.remaining_count === null || schedule === undefined ? '' : String(schedule.remaining_count),
  is_active: schedule?.is_active ?? true,
});

/**
 * The schedule as the server takes it: the client chosen in the picker (a stored schedule keeps its client and
 * program), the dollars typed as decimal text, a choice not made absent, no vendor or end as null.
 */
const scheduleRequestOf = (client: TFinanceClientRef | null, schedule: TScheduledPayment | undefined) => (values: ScheduleValues) => ({
  ...values,
  client_id: client?.id,
  program_id: schedule?.program_id,
  vendor_id: values.vendor_id || null,
  category: values.category || undefined,
  frequency: values.frequency || undefined,
  amount: amountToSend(values.amount),
  remaining_count: values.remaining_count || null,
});

/** A scheduled payment's form: the client only when it is new (a schedule stays with its client). */
function ScheduleForm({ schedule }: { schedule?: TScheduledPayment }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const vendors = useQuery(vendorChoicesQuery());
  const [client, setClient] = useState<TFinanceClientRef | null>(schedule?.client ?? null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<ScheduleValues>({
    defaultValues: valuesOf(schedule),
    resolver: useMemo(() => requestResolver(ZScheduledPaymentRequestSchema, scheduleRequestOf(client, schedule)), [client, schedule]),
    shouldFocusError: false,
  });

  const onSubmit = async (values: ScheduleValues) => {
    await submitCredentials({
      draft: scheduleRequestOf(client, schedule)(values),
      schema: ZScheduledPaymentRequestSchema,
      fields: FIELDS,
      setError,
      clearErrors,
      send: schedule ? putScheduledPayment(schedule.id) : postScheduledPayment,
      onSent: () => {
        showToast('success', copy.saved);
        void refreshFinance(queryClient);
        void navigate(SCHEDULES_PATH);
      },
      ...staffFormFailure(),
    });
  };

  return (
    <>
      <ErrorSummary
        items={formSummaryItems(errors, FIELDS, 'schedule-submit')}
        title={ADMIN_CONTENT.errorSummaryTitle}
        focusKey={submitCount}
      />
      <form
        aria-label={schedule ? copy.editTitle : copy.newTitle}
        noValidate
        onSubmit={handleSubmit(onSubmit)}
        className="admin-form admin-section"
      >
        {schedule ? (
          <p>
            {copy.client}: <strong>{schedule.client.name}</strong>
          </p>
        ) : (
          <ClientPicker id="client_id" legend={copy.client} value={client} onChange={setClient} error={errors.client_id?.message} />
        )}
        <ChoiceSelect
          id="vendor_id"
          label={copy.vendor}
          placeholder={copy.noVendor}
          options={(vendors.data?.data ?? []).map((vendor) => ({ value: vendor.id, label: vendor.name }))}
          error={errors.vendor_id?.message}
          {...register('vendor_id')}
        />
        <TextField id="description" label={copy.description} error={errors.description?.message} {...register('description')} />
        <ChoiceSelect
          id="category"
          label={copy.category}
          placeholder={ADMIN_FINANCE_CONTENT.choose}
          options={SPENDING_CATEGORIES.map((value) => ({ value, label: TRANSACTION_CATEGORY_LABELS[value] }))}
          error={errors.category?.message}
          {...register('category')}
        />
        <MoneyField id="amount" label={copy.amount} error={errors.amount?.message} {...register('amount')} />
        <ChoiceSelect
          id="frequency"
          label={copy.frequency}
          placeholder={ADMIN_FINANCE_CONTENT.choose}
          options={PAYMENT_FREQUENCIES.map((value) => ({ value, label: PAYMENT_FREQUENCY_LABELS[value] }))}
          error={errors.frequency?.message}
          {...register('frequency')}
        />
        <FormDateField control={control} name="next_due_on" label={copy.nextDue} hint={ADMIN_FINANCE_CONTENT.dayHint} />
        <TextField
          id="remaining_count"
          label={copy.remaining}
          hint={copy.remainingHint}
          isShort
          isOptional
          inputMode="numeric"
          autoComplete="off"
          error={errors.remaining_count?.message}
          {...register('remaining_count')}
        />
        <Checkbox id="is_active" label={copy.active} error={errors.is_active?.message} {...register('is_active')} />
        <SpinnerButton id="schedule-submit" isPending={isSubmitting}>
          {copy.submit}
        </SpinnerButton>
      </form>
    </>
  );
}

/** `/admin/finance/scheduled-payments/new` and `…/:id` (finance): add or change a scheduled payment. */
export function ScheduleFormPage() {
  const id = useIdParam();
  const isNew = useIsNewRecord();
  usePageTitle(isNew ? copy.newTitle : copy.editTitle);
  const { data: schedule, error } = useQuery({ ...scheduleQuery(id), enabled: !isNew });
  useHeadingFocusWhenShown(isNew || schedule !== undefined);
  return (
    <>
      <p>
        <Link to={SCHEDULES_PATH}>{copy.back}</Link>
      </p>
      {isNew || schedule ? <h1>{isNew ? copy.newTitle : copy.editTitle}</h1> : error && <h1>{copy.editTitle}</h1>}
      {isNew ? <ScheduleForm /> : schedule ? <ScheduleForm schedule={schedule} /> : <QueryWaiting error={error} fallback={copy.notFound} />}
    </>
  );
}
