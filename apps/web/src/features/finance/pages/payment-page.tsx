import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ADMIN_CONTENT } from '@payee/content/admin';
import { ADMIN_RUN_FILES_CONTENT } from '@payee/content/admin-run-files';
import { ADMIN_FINANCE_CONTENT } from '@payee/content/admin-finance';
import {
  PAYMENT_METHODS,
  PAYMENT_METHOD_LABELS,
  STAFF_REASON_MAX_LENGTH,
  ZDisbursementApproveRequestSchema,
  ZDisbursementPayRequestSchema,
  ZDisbursementVoidRequestSchema,
  decimalToCents,
  formatDisplayDate,
  formatMoney,
  zQueryDay,
  type TDisbursement,
  type TDisbursementResponse,
  type TStaffRef,
} from '@payee/contract';
import { ErrorSummary } from '@/components/ui/error-summary';
import { RadioGroup } from '@/components/ui/radio-group';
import { SpinnerButton } from '@/components/ui/spinner-button';
import { TextareaField } from '@/components/ui/textarea-field';
import { FormDateField } from '@/components/form/form-date-field';
import { TextField } from '@/components/ui/text-field';
import { submitCredentials } from '@/lib/credential-submit';
import { formSummaryItems } from '@/lib/form-errors';
import { usePageTitle } from '@/lib/page-title';
import { showToast } from '@/lib/toast';
import { AdminSection } from '@/components/back-office/admin-section';
import { FactList, type Fact } from '@/components/back-office/fact-list';
import { QueryWaiting } from '@/components/back-office/query-waiting';
import { ReasonDialog } from '@/components/back-office/reason-dialog';
import { formatStaffMoment } from '@/lib/back-office/format';
import { requestResolver } from '@/lib/request-resolver';
import { staffFormFailure } from '@/lib/back-office/staff-form';
import { postDisbursementApprove } from '../api/post-disbursement-approve';
import { postDisbursementPay } from '../api/post-disbursement-pay';
import { postDisbursementVoid } from '../api/post-disbursement-void';
import { refreshFinance } from '../api/finance-keys';
import { disbursementQuery } from '../api/get-disbursements';
import { PaymentStatusBadge } from '../components/payment-status-badge';
import { PAYMENTS_PATH, financeClientPath } from '@/lib/back-office/finance-paths';
import { budgetWords, overBudgetWords } from '../lib/budget-words';

import { useHeadingFocusWhenShown } from '../lib/use-heading-focus';
import { useIdParam } from '../lib/use-id-param';
import '../finance.css';

const copy = ADMIN_FINANCE_CONTENT.payment;
const facts = copy.facts;

/** Whether approving or paying would take the client below zero: what is free of other approved payments is short. */
const isShortOfMoney = (payment: TDisbursement) => (decimalToCents(payment.available) ?? 0) < (decimalToCents(payment.amount) ?? 0);

const byOn = (who: TStaffRef | null, at: string | null) => (at ? copy.byOn(who?.name ?? ADMIN_CONTENT.none, formatStaffMoment(at)) : null);

/** The payment's budget block in words, and by how much it would take the category over (not paid yet). */
function BudgetFact({ payment }: { payment: Pick<TDisbursement, 'budget'> }) {
  const over = overBudgetWords(payment.budget);
  return (
    <>
      {budgetWords(payment.budget)}
      {over && (
        <span className="admin-warning admin-block">
          <strong>{ADMIN_FINANCE_CONTENT.warningTitle}:</strong> {over}
        </span>
      )}
    </>
  );
}

function paymentFacts(payment: TDisbursement): Fact[] {
  const rows: (Fact | null)[] = [
    { label: facts.kind, value: payment.kind_label },
    { label: facts.client, value: <Link to={financeClientPath(payment.client.id)}>{payment.client.name}</Link> },
    { label: facts.payee, value: payment.payee },
    { label: facts.description, value: payment.description },
    { label: facts.category, value: payment.category_label },
    { label: facts.amount, value: <strong className="admin-money">{formatMoney(payment.amount)}</strong> },
    { label: facts.due, value: formatDisplayDate(payment.due_on) },
    { label: facts.budget, value: <BudgetFact payment={payment} /> },
    { label: facts.balance, value: formatMoney(payment.balance) },
    { label: facts.available, value: formatMoney(payment.available) },
    { label: facts.drafted, value: byOn(payment.drafted_by, payment.drafted_at) },
    payment.approved_at ? { label: facts.approved, value: byOn(payment.approved_by, payment.approved_at) } : null,
    payment.paid_at
      ? { label: facts.paid, value: `${byOn(payment.paid_by, payment.paid_at)} (${formatDisplayDate(payment.paid_on ?? '')})` }
      : null,
    payment.payment_method ? { label: facts.method, value: PAYMENT_METHOD_LABELS[payment.payment_method] } : null,
    payment.payment_reference ? { label: facts.reference, value: payment.payment_reference } : null,
    payment.trace_number ? { label: ADMIN_RUN_FILES_CONTENT.payment.traceNumber, value: payment.trace_number } : null,
    payment.entry_id !== null ? { label: facts.entry, value: ADMIN_FINANCE_CONTENT.entry(payment.entry_id) } : null,
    payment.voided_at ? { label: facts.voided, value: byOn(payment.voided_by, payment.voided_at) } : null,
    payment.void_reason ? { label: facts.voidReason, value: payment.void_reason } : null,
    payment.override_reason ? { label: facts.override, value: payment.override_reason } : null,
    payment.duplicate_reason ? { label: facts.duplicateReason, value: payment.duplicate_reason } : null,
  ];
  return rows.filter((row): row is Fact => row !== null);
}

/** Props of the actions of a payment: the payment, and what to do with the server's answer. */
interface ActionProps {
  payment: TDisbursement;
  onDone: (answer: TDisbursementResponse) => void;
}

const APPROVE_FIELDS = ['override_reason'] as const;

/** The approval as the server takes it: the reason to go below zero only when given. */
const approveRequestOf = ({ override_reason }: { override_reason: string }) => (override_reason.trim() ? { override_reason } : {});
const approveResolver = requestResolver(ZDisbursementApproveRequestSchema, approveRequestOf);

/**
 * Approve a draft, offered only to those who may (`can_approve`, the server's answer for the asker): above the
 * limit, whoever drafted it sees instead why they cannot, once (`CannotApprove`). When the client is short of money,
 * a reason to go below zero is asked for first; a refusal the page could not foresee stands beside the button.
 */
function ApproveForm({ payment, onDone }: ActionProps) {
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<{ override_reason: string }>({
    defaultValues: { override_reason: '' },
    resolver: approveResolver,
    shouldFocusError: false,
  });
  const [isOverrideAsked, setIsOverrideAsked] = useState(false);
  if (errors.override_reason !== undefined && !isOverrideAsked) setIsOverrideAsked(true);
  const needsOverride = isShortOfMoney(payment) || isOverrideAsked;
  const refusal = errors.root?.server?.message;

  const onSubmit = async (values: { override_reason: string }) => {
    await submitCredentials({
      draft: approveRequestOf(values),
      schema: ZDisbursementApproveRequestSchema,
      fields: APPROVE_FIELDS,
      setError,
      clearErrors,
      send: postDisbursementApprove(payment.id),
      onSent: onDone,
      ...staffFormFailure(),
    });
  };

  const noteIds = [payment.needs_second_approver && 'approve-second', refusal && 'approve-refusal'].filter(Boolean).join(' ');
  return (
    <AdminSection id="approve-heading" heading={copy.approveHeading}>
      {payment.needs_second_approver && <p id="approve-second">{copy.needsSecond(formatMoney(payment.approval_limit))}</p>}
      <ErrorSummary
        items={formSummaryItems(errors, APPROVE_FIELDS, 'approve-submit')}
        title={ADMIN_CONTENT.errorSummaryTitle}
        focusKey={submitCount}
      />
      <form aria-labelledby="approve-heading" noValidate onSubmit={handleSubmit(onSubmit)} className="admin-form">
        {needsOverride && (
          <>
            {isShortOfMoney(payment) && <p>{copy.overdraftNote(formatMoney(payment.available))}</p>}
            <TextareaField
              id="override_reason"
              label={copy.overrideReason}
              hint={copy.overrideHint}
              rows={2}
              maxLength={STAFF_REASON_MAX_LENGTH}
              error={errors.override_reason?.message}
              {...register('override_reason')}
            />
          </>
        )}
        <div>
          <SpinnerButton id="approve-submit" isPending={isSubmitting} aria-describedby={noteIds || undefined}>
            {copy.approve}
          </SpinnerButton>
          {refusal && (
            <p id="approve-refusal" className="admin-refusal">
              {refusal}
            </p>
          )}
        </div>
      </form>
    </AdminSection>
  );
}

/** Where the Approve button would be, for someone who may not approve: why, said once. */
function CannotApprove({ reason }: { reason: string }) {
  return (
    <AdminSection id="approve-heading" heading={copy.approveHeading}>
      <p className="admin-notice">{reason}</p>
    </AdminSection>
  );
}

/**
 * The budget the payment counts against if it is paid on the date typed (today when blank): the server's block for
 * that day, beside the date paid, so the check follows the date.
 */
function PayDateBudget({ payment, paidOn }: { payment: TDisbursement; paidOn: string }) {
  const day = zQueryDay.safeParse(paidOn).success ? paidOn : undefined;
  const onDay = useQuery({ ...disbursementQuery(payment.id, day), enabled: day !== undefined });
  const shown = day === undefined ? payment : onDay.data;
  return (
    <span className="admin-block" role="status">
      {shown ? <BudgetFact payment={shown} /> : ADMIN_FINANCE_CONTENT.draft.budgetLoading}
    </span>
  );
}

const PAY_FIELDS = ['method', 'reference', 'paid_on', 'override_reason'] as const;
type PayValues = Record<(typeof PAY_FIELDS)[number], string>;

/** The payment's "paid" as the server takes it: a method not chosen absent, the reason to go below zero once given. */
const payRequestOf = (values: PayValues) => ({
  method: values.method || undefined,
  reference: values.reference,
  paid_on: values.paid_on,
  ...(values.override_reason.trim() ? { override_reason: values.override_reason } : {}),
});
const payResolver = requestResolver(ZDisbursementPayRequestSchema, payRequestOf);

/** Mark an approved payment paid: how (check, transfer, card load), its check number or reference, the day. */
function PayForm({ payment, onDone }: ActionProps) {
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    control,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<PayValues>({
    defaultValues: { method: payment.kind === 'card_load' ? 'card' : '', reference: '', paid_on: '', override_reason: '' },
    resolver: payResolver,
    shouldFocusError: false,
  });
  const [isOverrideAsked, setIsOverrideAsked] = useState(false);
  if (errors.override_reason !== undefined && !isOverrideAsked) setIsOverrideAsked(true);
  const refusal = errors.root?.server?.message;
  const paidOn = useWatch({ control, name: 'paid_on' });

  const onSubmit = async (values: PayValues) => {
    await submitCredentials({
      draft: payRequestOf(values),
      schema: ZDisbursementPayRequestSchema,
      fields: PAY_FIELDS,
      setError,
      clearErrors,
      send: postDisbursementPay(payment.id),
      onSent: onDone,
      ...staffFormFailure(),
    });
  };

  return (
    <AdminSection id="pay-heading" heading={copy.payHeading}>
      <p>{copy.payIntro}</p>
      <ErrorSummary
        items={formSummaryItems(errors, PAY_FIELDS, 'pay-submit')}
        title={ADMIN_CONTENT.errorSummaryTitle}
        focusKey={submitCount}
      />
      <form aria-labelledby="pay-heading" noValidate onSubmit={handleSubmit(onSubmit)} className="admin-form">
        <RadioGroup
          id="method"
          legend={copy.method}
          options={PAYMENT_METHODS.map((method) => ({ value: method, label: PAYMENT_METHOD_LABELS[method] }))}
          error={errors.method?.message}
          {...register('method')}
        />
        <TextField
          id="reference"
          label={copy.reference}
          hint={copy.referenceHint}
          autoComplete="off"
          error={errors.reference?.message}
          {...register('reference')}
        />
        <FormDateField
          control={control}
          name="paid_on"
          label={copy.paidOn}
          hint={
            <>
              {ADMIN_FINANCE_CONTENT.dayHint} {ADMIN_FINANCE_CONTENT.todayWhenBlank}{' '}
              <PayDateBudget payment={payment} paidOn={paidOn.trim()} />
            </>
          }
          isOptional
        />
        {isOverrideAsked && (
          <TextareaField
            id="override_reason"
            label={copy.overrideReason}
            hint={copy.overrideHint}
            rows={2}
            maxLength={STAFF_REASON_MAX_LENGTH}
            error={errors.override_reason?.message}
            {...register('override_reason')}
          />
        )}
        <div>
          <SpinnerButton id="pay-submit" isPending={isSubmitting} aria-describedby={refusal ? 'pay-refusal' : undefined}>
            {copy.pay}
          </SpinnerButton>
          {refusal && (
            <p id="pay-refusal" className="admin-refusal">
              {refusal}
            </p>
          )}
        </div>
      </form>
    </AdminSection>
  );
}

/** Void, with a reason (the audit trail keeps it); a paid payment is voided by a reversal entry. */
function VoidAction({ payment, onDone }: ActionProps) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <AdminSection id="void-heading" heading={copy.voidHeading}>
      <p>{copy.voidIntro}</p>
      <button type="button" className="button button--danger" onClick={() => setIsOpen(true)}>
        {copy.void}
      </button>
      {isOpen && (
        <ReasonDialog
          title={copy.voidTitle(payment.id)}
          intro={copy.voidDialogIntro}
          submitLabel={copy.voidSubmit}
          requestSchema={ZDisbursementVoidRequestSchema}
          send={postDisbursementVoid(payment.id)}
          onDone={onDone}
          onClose={() => setIsOpen(false)}
        />
      )}
    </AdminSection>
  );
}

/**
 * `/admin/finance/payments/:id` (finance): one payment, and what can be done next: approve a draft (a second
 * person above the limit), mark an approved one paid (check number or transfer reference), or void it.
 */
export function PaymentPage() {
  usePageTitle(copy.pageTitle);
  const id = useIdParam();
  const queryClient = useQueryClient();
  const heading = useRef<HTMLHeadingElement>(null);
  // After an action its section is gone (the next one stands in its place): the heading says where the payment is now.
  const [actionCount, setActionCount] = useState(0);
  useEffect(() => {
    if (actionCount > 0) heading.current?.focus();
  }, [actionCount]);
  const { data: payment, error } = useQuery(disbursementQuery(id));
  useHeadingFocusWhenShown(payment !== undefined);

  const onDone = ({ message, data }: TDisbursementResponse) => {
    if (message) showToast('success', message);
    queryClient.setQueryData(disbursementQuery(id).queryKey, data);
    void refreshFinance(queryClient);
    setActionCount((count) => count + 1);
  };

  if (!payment) {
    return (
      <>
        <p>
          <Link to={PAYMENTS_PATH}>{copy.back}</Link>
        </p>
        {error && <h1>{copy.pageTitle}</h1>}
        <QueryWaiting error={error} fallback={copy.notFound} />
      </>
    );
  }
  return (
    <>
      <p>
        <Link to={PAYMENTS_PATH}>{copy.back}</Link>
      </p>
      <h1 ref={heading} tabIndex={-1}>
        {copy.heading(payment.id)}
      </h1>
      <p className="admin-status">
        {facts.status}: <PaymentStatusBadge status={payment.status} label={payment.status_label} />
      </p>
      <AdminSection id="payment-facts" heading={ADMIN_FINANCE_CONTENT.payment.pageTitle}>
        <FactList facts={paymentFacts(payment)} />
      </AdminSection>
      {payment.status === 'draft' &&
        (payment.can_approve ? (
          <ApproveForm key={payment.status} payment={payment} onDone={onDone} />
        ) : (
          <CannotApprove reason={payment.cannot_approve_reason ?? copy.needsSecond(formatMoney(payment.approval_limit))} />
        ))}
      {payment.status === 'approved' && <PayForm key={payment.status} payment={payment} onDone={onDone} />}
      {payment.status !== 'voided' && <VoidAction payment={payment} onDone={onDone} />}
    </>
  );
}
