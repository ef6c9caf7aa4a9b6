import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useForm, useWatch, type Resolver, type UseFormRegisterReturn } from 'react-hook-form';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate, useSearchParams, type NavigateFunction } from 'react-router';
import { ADMIN_CONTENT } from '@payee/content/admin';
import { ADMIN_FINANCE_CONTENT } from '@payee/content/admin-finance';
import {
  DUPLICATE_REASON_REQUIRED_MESSAGE,
  SPENDING_CATEGORIES,
  STAFF_REASON_MAX_LENGTH,
  TRANSACTION_CATEGORY_LABELS,
  ZDisbursementDraftByHandSchema as ZDraftByHandSchema,
  ZDisbursementDraftFromScheduleSchema as ZDraftFromScheduleSchema,
  decimalToCents,
  formatDisplayDate,
  formatMoney,
  zQueryDay,
  type SpendingCategory,
  type TDisbursementCheck,
  type TDisbursementDraftResponse,
  type TFinanceClientRef,
} from '@payee/contract';
import { ErrorSummary } from '@/components/ui/error-summary';
import { SpinnerButton } from '@/components/ui/spinner-button';
import { TextareaField } from '@/components/ui/textarea-field';
import { FormDateField } from '@/components/form/form-date-field';
import { TextField } from '@/components/ui/text-field';
import { submitCredentials } from '@/lib/credential-submit';
import { formSummaryItems } from '@/lib/form-errors';
import { usePageTitle } from '@/lib/page-title';
import { showToast } from '@/lib/toast';
import { AdminSection } from '@/components/back-office/admin-section';
import { FactList } from '@/components/back-office/fact-list';
import { QueryWaiting } from '@/components/back-office/query-waiting';
import { requestResolver } from '@/lib/request-resolver';
import { staffFormFailure } from '@/lib/back-office/staff-form';
import { postDisbursement } from '../api/post-disbursement';
import { disbursementCheckQuery, type DisbursementCheckParams } from '../api/get-disbursement-check';
import { refreshFinance } from '../api/finance-keys';
import { overviewQuery } from '../api/get-overview';
import { scheduleQuery } from '../api/get-scheduled-payments';
import { vendorChoicesQuery } from '../api/get-vendors';
import { ChoiceSelect } from '../components/choice-select';
import { ClientPicker } from '../components/client-picker';
import { MoneyField } from '../components/money-field';
import { PAYMENTS_PATH, paymentPath, type DraftForClientState } from '@/lib/back-office/finance-paths';
import { budgetWords, overBudgetWords } from '../lib/budget-words';
import { typedDollarsToDecimal, amountToSend } from '../lib/typed-dollars';
import { useSettledValue } from '../lib/use-settled-value';
import '../finance.css';

const copy = ADMIN_FINANCE_CONTENT.draft;
const facts = ADMIN_FINANCE_CONTENT.payment.facts;
const FIELDS = ['client_id', 'vendor_id', 'payee_name', 'category', 'amount', 'due_on', 'description', 'duplicate_reason'] as const;
type DraftValues = Record<(typeof FIELDS)[number], string>;
const EMPTY: DraftValues = {
  client_id: '',
  vendor_id: '',
  payee_name: '',
  category: '',
  amount: '',
  due_on: '',
  description: '',
  duplicate_reason: '',
};
const SCHEDULE_FIELDS = ['duplicate_reason'] as const;

/** A warning said in words ("Warning: …"), never by its colour alone. */
const Warning = ({ children }: { children: string }) => (
  <span className="admin-warning admin-block">
    <strong>{ADMIN_FINANCE_CONTENT.warningTitle}:</strong> {children}
  </span>
);

/**
 * What remains of the category's budget in the month the payment would count in (the server's check: paid today,
 * it would be posted this month), and by how much this payment would take it over, beside the amount. Polite: it
 * changes as the client, category and amount change.
 */
function BudgetCheck({ check, isKnown }: { check: TDisbursementCheck | undefined; isKnown: boolean }) {
  let words: string = copy.budgetChooseFirst;
  const over = check?.budget ? overBudgetWords(check.budget) : null;
  if (isKnown) words = check?.budget ? budgetWords(check.budget) : copy.budgetLoading;
  return (
    <span className="admin-block" role="status">
      {words}
      {isKnown && over && <Warning>{`${over} ${copy.overBudgetGoOn}`}</Warning>}
    </span>
  );
}

/**
 * The possible duplicates (the check's words before saving, the server's when it refused the draft) and the reason
 * to go on, which the audit trail keeps. The warning's slot is always there, so it is read out when it appears.
 */
function DuplicateReason({
  warning,
  error,
  registration,
}: {
  warning: string | null | undefined;
  error: string | undefined;
  registration: UseFormRegisterReturn<'duplicate_reason'>;
}) {
  return (
    <>
      <div role="status">{warning && <Warning>{warning}</Warning>}</div>
      {(error !== undefined || warning) && (
        <TextareaField
          id="duplicate_reason"
          label={copy.duplicateReason}
          hint={copy.duplicateReasonHint}
          rows={2}
          maxLength={STAFF_REASON_MAX_LENGTH}
          error={error}
          {...registration}
        />
      )}
    </>
  );
}

/** A draft that may pay a bill twice needs the reason before it is sent (the server refuses it without one too). */
const reasonRule = (warning: string | null | undefined) => (values: { duplicate_reason: string }) => ({
  duplicate_reason: warning && !values.duplicate_reason.trim() ? DUPLICATE_REASON_REQUIRED_MESSAGE : undefined,
});

/** The reason to go on is sent only with a possible duplicate to answer. */
const reasonPart = (warning: string | null | undefined, reason: string) => (warning && reason.trim() ? { duplicate_reason: reason } : {});

/**
 * A draft by hand as the server takes it: the client chosen in the picker, no vendor as null, a choice not made
 * absent, the dollars typed as decimal text.
 */
const draftByHandRequestOf = (client: TFinanceClientRef | null, warning: string | null | undefined) => (values: DraftValues) => ({
  client_id: client?.id,
  vendor_id: values.vendor_id || null,
  payee_name: values.payee_name,
  description: values.description,
  category: values.category || undefined,
  amount: amountToSend(values.amount),
  due_on: values.due_on,
  ...reasonPart(warning, values.duplicate_reason),
});

/** A draft of a schedule's occurrence as the server takes it. */
const draftFromScheduleRequestOf =
  (scheduleId: number, dueOn: string, warning: string | null | undefined) =>
  ({ duplicate_reason }: { duplicate_reason: string }) => ({
    scheduled_payment_id: scheduleId,
    due_on: dueOn,
    ...reasonPart(warning, duplicate_reason),
  });

/**
 * Both drafts' sending: to the one route; once saved, toasted (the answer's over-budget warning not again: the
 * payment's page says it, once), the lists refreshed and the payment's page opened.
 */
function sendDraft(queryClient: QueryClient, navigate: NavigateFunction) {
  return {
    send: postDisbursement,
    onSent: (answer: TDisbursementDraftResponse) => {
      showToast('success', answer.message ?? ADMIN_FINANCE_CONTENT.payments.drafted);
      void refreshFinance(queryClient);
      void navigate(paymentPath(answer.data.id));
    },
    ...staffFormFailure(),
  };
}

/** A payment by hand: the client, the vendor or someone else, the category, the amount, the due date and a memo. */
function DraftByHand() {
  usePageTitle(copy.pageTitle);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [client, setClient] = useState<TFinanceClientRef | null>(
    (useLocation().state as Partial<DraftForClientState> | null)?.client ?? null,
  );
  const [refusalWarning, setRefusalWarning] = useState<string | undefined>();
  const vendors = useQuery(vendorChoicesQuery());
  const limit = useQuery(overviewQuery()).data?.approval_limit;
  // The possible duplicate comes from a check that watches the form (below), so the resolver reads it at the attempt.
  const warningAtAttempt = useRef<string | null | undefined>(undefined);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    control,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<DraftValues>({
    defaultValues: EMPTY,
    resolver: useCallback<Resolver<DraftValues>>(
      (values, context, options) =>
        requestResolver(ZDraftByHandSchema, draftByHandRequestOf(client, warningAtAttempt.current), reasonRule(warningAtAttempt.current))(
          values,
          context,
          options,
        ),
      [client],
    ),
    shouldFocusError: false,
  });
  const [vendorId, payeeName, category, amount, dueOn] = useWatch({
    control,
    name: ['vendor_id', 'payee_name', 'category', 'amount', 'due_on'],
  });
  const typedAmount = typedDollarsToDecimal(amount);
  const typedCents = decimalToCents(typedAmount ?? '');
  const isOverLimit = limit !== undefined && typedCents !== null && typedCents > (decimalToCents(limit) ?? Infinity);

  // What the draft would meet, asked once the typing pauses: the budget it counts against, possible duplicates.
  const params = useSettledValue<DisbursementCheckParams>({
    client_id: client?.id,
    vendor_id: vendorId ? Number(vendorId) : undefined,
    payee_name: vendorId ? undefined : payeeName.trim() || undefined,
    category: (category || undefined) as SpendingCategory | undefined,
    amount: typedAmount ?? undefined,
    due_on: zQueryDay.safeParse(dueOn).success ? dueOn : undefined,
  });
  const check = useQuery({ ...disbursementCheckQuery(params), enabled: params.client_id !== undefined });
  const isBudgetKnown = client !== null && category !== '' && params.client_id === client.id && params.category === category;
  const duplicateWarning = refusalWarning ?? check.data?.duplicate_warning;
  useLayoutEffect(() => {
    warningAtAttempt.current = duplicateWarning;
  }, [duplicateWarning]);

  const onSubmit = async (values: DraftValues) => {
    await submitCredentials({
      draft: draftByHandRequestOf(client, duplicateWarning)(values),
      schema: ZDraftByHandSchema,
      fields: FIELDS,
      setError,
      clearErrors,
      setWarning: setRefusalWarning,
      ...sendDraft(queryClient, navigate),
    });
  };

  const activeVendors = (vendors.data?.data ?? []).filter((vendor) => vendor.is_active);
  return (
    <>
      <p>
        <Link to={PAYMENTS_PATH}>{ADMIN_FINANCE_CONTENT.payment.back}</Link>
      </p>
      <h1>{copy.heading}</h1>
      <p>{copy.intro}</p>
      <ErrorSummary
        items={formSummaryItems(errors, FIELDS, 'draft-submit')}
        title={ADMIN_CONTENT.errorSummaryTitle}
        focusKey={submitCount}
      />
      <form aria-label={copy.heading} noValidate onSubmit={handleSubmit(onSubmit)} className="admin-form admin-section">
        <ClientPicker id="client_id" legend={copy.client} value={client} onChange={setClient} error={errors.client_id?.message} />
        <ChoiceSelect
          id="vendor_id"
          label={copy.vendor}
          hint={copy.vendorHint}
          placeholder={copy.someoneElse}
          options={activeVendors.map((vendor) => ({ value: vendor.id, label: `${vendor.name} (${vendor.kind_label})` }))}
          error={errors.vendor_id?.message}
          {...register('vendor_id')}
        />
        <TextField
          id="payee_name"
          label={copy.payee}
          hint={copy.payeeHint}
          isOptional
          error={errors.payee_name?.message}
          {...register('payee_name')}
        />
        <ChoiceSelect
          id="category"
          label={copy.category}
          hint={copy.categoryHint}
          placeholder={ADMIN_FINANCE_CONTENT.choose}
          options={SPENDING_CATEGORIES.map((value) => ({ value, label: TRANSACTION_CATEGORY_LABELS[value] }))}
          error={errors.category?.message}
          {...register('category')}
        />
        <FormDateField control={control} name="due_on" label={copy.dueOn} hint={ADMIN_FINANCE_CONTENT.dayHint} />
        <MoneyField
          id="amount"
          label={copy.amount}
          hint={
            <>
              {ADMIN_FINANCE_CONTENT.amountHint} <BudgetCheck check={check.data} isKnown={isBudgetKnown} />
              {isOverLimit && limit && <strong className="admin-block"> {copy.overLimit(formatMoney(limit))}</strong>}
            </>
          }
          error={errors.amount?.message}
          {...register('amount')}
        />
        <TextField
          id="description"
          label={copy.description}
          hint={copy.descriptionHint}
          error={errors.description?.message}
          {...register('description')}
        />
        <DuplicateReason warning={duplicateWarning} error={errors.duplicate_reason?.message} registration={register('duplicate_reason')} />
        <SpinnerButton id="draft-submit" isPending={isSubmitting}>
          {copy.submit}
        </SpinnerButton>
      </form>
    </>
  );
}

/**
 * One of a schedule's payments (the due list's "Draft it": `?scheduled_payment_id=&due_on=`), shown before it is
 * saved with the budget it counts against and any possible duplicate; saving drafts it and moves the schedule on.
 */
function DraftFromSchedule({ scheduleId, dueOn }: { scheduleId: number; dueOn: string }) {
  usePageTitle(copy.scheduleHeading);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [refusalWarning, setRefusalWarning] = useState<string | undefined>();
  const schedule = useQuery(scheduleQuery(scheduleId));
  const limit = useQuery(overviewQuery()).data?.approval_limit;
  const check = useQuery(disbursementCheckQuery({ scheduled_payment_id: scheduleId, due_on: dueOn }));
  const duplicateWarning = refusalWarning ?? check.data?.duplicate_warning;
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<{ duplicate_reason: string }>({
    defaultValues: { duplicate_reason: '' },
    resolver: requestResolver(
      ZDraftFromScheduleSchema,
      draftFromScheduleRequestOf(scheduleId, dueOn, duplicateWarning),
      reasonRule(duplicateWarning),
    ),
    shouldFocusError: false,
  });

  const onSubmit = async ({ duplicate_reason }: { duplicate_reason: string }) => {
    await submitCredentials({
      draft: draftFromScheduleRequestOf(scheduleId, dueOn, duplicateWarning)({ duplicate_reason }),
      schema: ZDraftFromScheduleSchema,
      fields: SCHEDULE_FIELDS,
      setError,
      clearErrors,
      setWarning: setRefusalWarning,
      ...sendDraft(queryClient, navigate),
    });
  };

  const back = (
    <p>
      <Link to={PAYMENTS_PATH}>{ADMIN_FINANCE_CONTENT.payment.back}</Link>
    </p>
  );
  const payment = schedule.data;
  if (!payment) {
    return (
      <>
        {back}
        <h1>{copy.scheduleHeading}</h1>
        <QueryWaiting error={schedule.error} fallback={copy.scheduleNotFound} />
      </>
    );
  }
  const isOverLimit = limit !== undefined && (decimalToCents(payment.amount) ?? 0) > (decimalToCents(limit) ?? Infinity);
  return (
    <>
      {back}
      <h1>{copy.scheduleHeading}</h1>
      <p>{copy.scheduleIntro}</p>
      <ErrorSummary
        items={formSummaryItems(errors, SCHEDULE_FIELDS, 'draft-submit')}
        title={ADMIN_CONTENT.errorSummaryTitle}
        focusKey={submitCount}
      />
      <AdminSection id="schedule-facts-heading" heading={copy.scheduleFacts}>
        <FactList
          facts={[
            { label: facts.client, value: payment.client.name },
            { label: facts.payee, value: payment.payee },
            { label: facts.description, value: payment.description },
            { label: facts.category, value: payment.category_label },
            { label: facts.amount, value: <strong className="admin-money">{formatMoney(payment.amount)}</strong> },
            { label: facts.due, value: formatDisplayDate(dueOn) },
            { label: facts.budget, value: <BudgetCheck check={check.data} isKnown /> },
          ]}
        />
        {isOverLimit && limit && <p>{copy.overLimit(formatMoney(limit))}</p>}
      </AdminSection>
      <form aria-label={copy.scheduleHeading} noValidate onSubmit={handleSubmit(onSubmit)} className="admin-form">
        <DuplicateReason warning={duplicateWarning} error={errors.duplicate_reason?.message} registration={register('duplicate_reason')} />
        <SpinnerButton id="draft-submit" isPending={isSubmitting}>
          {copy.submit}
        </SpinnerButton>
      </form>
    </>
  );
}

/**
 * `/admin/finance/payments/new` (finance): a payment drafted by hand, or with `?scheduled_payment_id=&due_on=` one
 * of a schedule's payments. Before it is saved the page says what remains of the client's budget in the month the
 * payment would count in and by how much it would go over (it may still be saved), asks a reason when it may pay a
 * bill twice, and says above the approval limit that someone else must approve it.
 */
export function DraftPaymentPage() {
  const [params] = useSearchParams();
  const scheduleId = Number(params.get('scheduled_payment_id'));
  const dueOn = params.get('due_on') ?? '';
  if (Number.isSafeInteger(scheduleId) && scheduleId > 0 && zQueryDay.safeParse(dueOn).success) {
    return <DraftFromSchedule key={`${scheduleId}:${dueOn}`} scheduleId={scheduleId} dueOn={dueOn} />;
  }
  return <DraftByHand />;
}
