import { useForm } from 'react-hook-form';
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_CONTENT } from '@payee/content/admin';
import { ADMIN_FINANCE_CONTENT } from '@payee/content/admin-finance';
import type { z } from 'zod';
import type { ZApprovalLimitResponseSchema } from '@payee/contract';
import { ZApprovalLimitRequestSchema, formatMoney } from '@payee/contract';
import { ErrorSummary } from '@/components/ui/error-summary';
import { SpinnerButton } from '@/components/ui/spinner-button';
import { submitCredentials } from '@/lib/credential-submit';
import { formSummaryItems, toastFailure } from '@/lib/form-errors';
import { readApiError } from '@/lib/http';
import { usePageTitle } from '@/lib/page-title';
import { showToast } from '@/lib/toast';
import { QueryWaiting } from '@/components/back-office/query-waiting';
import { formatStaffMoment } from '@/lib/back-office/format';
import { requestResolver } from '@/lib/request-resolver';
import { staffFormFailure } from '@/lib/back-office/staff-form';
import { useStaffSession } from '@/lib/back-office/use-staff-session';
import { putApprovalLimit } from '../api/put-approval-limit';
import { refreshFinance } from '../api/finance-keys';
import { approvalLimitQuery } from '../api/get-approval-limit';
import { ssiLimitQuery } from '../api/get-ssi-limit';
import { putSsiLimit } from '../api/put-ssi-limit';
import { signOffLimitQuery } from '../api/get-sign-off-limit';
import { putSignOffLimit } from '../api/put-sign-off-limit';
import { postApprovalLimitConfirm } from '../api/post-approval-limit-confirm';
import { MoneyField } from '../components/money-field';
import { amountToSend } from '../lib/typed-dollars';
import '../finance.css';

const copy = ADMIN_FINANCE_CONTENT.settings;
const FIELDS = ['amount'] as const;

/** The limit as the server takes it: the dollars typed, as decimal text (`1,500` is `1500.00`). */
const limitRequestOf = (values: { amount: string }) => ({ amount: amountToSend(values.amount) });
const limitResolver = requestResolver(ZApprovalLimitRequestSchema, limitRequestOf);

type LimitResponse = z.infer<typeof ZApprovalLimitResponseSchema>;

/** One limit an admin sets: its section's words, its query and its PUT. */
interface Limit {
  id: string;
  heading: string;
  intro: string;
  label: string;
  submit: string;
  query: () => ReturnType<typeof approvalLimitQuery>;
  put: typeof putApprovalLimit;
  /** A word on who may change it alone (the approval limit's separation of duties). */
  note?: string;
}

const LIMITS: readonly Limit[] = [
  {
    id: 'limit',
    heading: copy.limitHeading,
    intro: copy.limitIntro,
    label: copy.limit,
    submit: copy.submit,
    query: approvalLimitQuery,
    put: putApprovalLimit,
    note: copy.holdsFinanceNote,
  },
  {
    id: 'ssi',
    heading: copy.ssiHeading,
    intro: copy.ssiIntro,
    label: copy.ssiLimit,
    submit: copy.ssiSubmit,
    query: ssiLimitQuery,
    put: putSsiLimit,
  },
  {
    id: 'sign-off',
    heading: copy.signOffHeading,
    intro: copy.signOffIntro,
    label: copy.signOffLimit,
    submit: copy.signOffSubmit,
    query: signOffLimitQuery,
    put: putSignOffLimit,
  },
];

/**
 * The approval limit's change waiting for another admin: who proposed it, and the button that confirms it (the server
 * refuses its proposer; the refusal stands beside the button).
 */
function PendingLimit({ limit, pending }: { limit: Limit; pending: NonNullable<LimitResponse['data']['pending']> }) {
  const queryClient = useQueryClient();
  const session = useStaffSession();
  const [refusal, setRefusal] = useState<string | null>(null);
  const confirm = useMutation({
    mutationFn: postApprovalLimitConfirm,
    onSuccess: (answer) => {
      if (answer.message) showToast('success', answer.message);
      queryClient.setQueryData(limit.query().queryKey, answer.data);
      void refreshFinance(queryClient);
    },
    onError: (failure) => {
      const apiError = readApiError(failure, ADMIN_CONTENT.failureFallback);
      setRefusal(apiError.message);
      toastFailure(apiError);
    },
  });
  const isMine = session !== null && pending.proposed_by?.id === session.id;
  const amount = formatMoney(pending.amount);
  return (
    <div className="admin-notice">
      <h3 id={`${limit.id}-pending`}>{copy.pendingHeading}</h3>
      <p id={`${limit.id}-pending-text`}>
        {copy.pending(amount, pending.proposed_by?.name ?? ADMIN_CONTENT.none, formatStaffMoment(pending.proposed_at))}
        {isMine && ` ${copy.proposedByYou}`}
      </p>
      <SpinnerButton
        type="button"
        isPending={confirm.isPending}
        aria-describedby={[`${limit.id}-pending-text`, refusal && `${limit.id}-pending-refusal`].filter(Boolean).join(' ')}
        onClick={() => {
          setRefusal(null);
          confirm.mutate();
        }}
      >
        {copy.confirm(amount)}
      </SpinnerButton>
      {refusal && (
        <p id={`${limit.id}-pending-refusal`} className="admin-refusal" role="alert">
          {refusal}
        </p>
      )}
    </div>
  );
}

/** A limit's form, filled with the limit as it stands. */
function LimitForm({ limit, amount }: { limit: Limit; amount: string }) {
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<{ amount: string }>({
    values: { amount },
    resolver: limitResolver,
    shouldFocusError: false,
  });
  // Two forms on the page: each field's id carries its form's.
  const fieldId = `${limit.id}-amount`;

  const onSubmit = async (values: { amount: string }) => {
    await submitCredentials({
      draft: limitRequestOf(values),
      schema: ZApprovalLimitRequestSchema,
      fields: FIELDS,
      setError,
      clearErrors,
      send: limit.put,
      onSent: (answer: LimitResponse) => {
        if (answer.message) showToast('success', answer.message);
        queryClient.setQueryData(limit.query().queryKey, answer.data);
        void refreshFinance(queryClient);
      },
      ...staffFormFailure(),
    });
  };

  return (
    <>
      <ErrorSummary
        items={formSummaryItems(errors, FIELDS, `${limit.id}-submit`).map((item) =>
          item.fieldId === 'amount' ? { ...item, fieldId } : item,
        )}
        title={ADMIN_CONTENT.errorSummaryTitle}
        focusKey={submitCount}
      />
      <form aria-labelledby={`settings-${limit.id}`} noValidate onSubmit={handleSubmit(onSubmit)} className="admin-form">
        <MoneyField id={fieldId} label={limit.label} error={errors.amount?.message} {...register('amount')} />
        <SpinnerButton id={`${limit.id}-submit`} isPending={isSubmitting}>
          {limit.submit}
        </SpinnerButton>
      </form>
    </>
  );
}

/** A limit's section: who changed it last, and its form. */
function LimitSection({ limit }: { limit: Limit }) {
  const { data, error } = useQuery(limit.query());
  return (
    <section aria-labelledby={`settings-${limit.id}`} className="admin-section">
      <h2 id={`settings-${limit.id}`}>{limit.heading}</h2>
      <p>{limit.intro}</p>
      {limit.note && <p>{limit.note}</p>}
      {data ? (
        <>
          <p>
            {data.updated_by && data.updated_at
              ? copy.lastChanged(data.updated_by.name, formatStaffMoment(data.updated_at))
              : copy.neverChanged}{' '}
            <strong>{formatMoney(data.amount)}</strong>
          </p>
          {data.pending && <PendingLimit limit={limit} pending={data.pending} />}
          <LimitForm limit={limit} amount={data.amount} />
        </>
      ) : (
        <QueryWaiting error={error} />
      )}
    </section>
  );
}

/**
 * `/admin/settings` (admins): the limit above which a payment or a deposit by hand needs a second person's approval
 * (changed by an admin who holds finance too, it waits for another admin), the SSI resource limit the home page's
 * alerts compare SSI recipients' balances with, and the difference a month's reconciliation closes with alone.
 */
export function SettingsPage() {
  usePageTitle(copy.pageTitle);
  return (
    <>
      <h1>{copy.heading}</h1>
      {LIMITS.map((limit) => (
        <LimitSection key={limit.id} limit={limit} />
      ))}
    </>
  );
}
