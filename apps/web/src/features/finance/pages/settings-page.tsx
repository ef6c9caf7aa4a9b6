import { useForm } from 'react-hook-form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_CONTENT } from '@payee/content/admin';
import { ADMIN_FINANCE_CONTENT } from '@payee/content/admin-finance';
import type { z } from 'zod';
import type { ZApprovalLimitResponseSchema } from '@payee/contract';
import { ZApprovalLimitRequestSchema, formatMoney } from '@payee/contract';
import { ErrorSummary } from '@/components/ui/error-summary';
import { SpinnerButton } from '@/components/ui/spinner-button';
import { submitCredentials } from '@/lib/credential-submit';
import { formSummaryItems } from '@/lib/form-errors';
import { usePageTitle } from '@/lib/page-title';
import { showToast } from '@/lib/toast';
import { QueryWaiting } from '@/components/back-office/query-waiting';
import { formatStaffMoment } from '@/lib/back-office/format';
import { requestResolver } from '@/lib/request-resolver';
import { staffFormFailure } from '@/lib/back-office/staff-form';
import { putApprovalLimit } from '../api/put-approval-limit';
import { refreshFinance } from '../api/finance-keys';
import { approvalLimitQuery } from '../api/get-approval-limit';
import { MoneyField } from '../components/money-field';
import { amountToSend } from '../lib/typed-dollars';
import '../finance.css';

const copy = ADMIN_FINANCE_CONTENT.settings;
const FIELDS = ['amount'] as const;

/** The limit as the server takes it: the dollars typed, as decimal text (`1,500` is `1500.00`). */
const limitRequestOf = (values: { amount: string }) => ({ amount: amountToSend(values.amount) });
const limitResolver = requestResolver(ZApprovalLimitRequestSchema, limitRequestOf);

/** The approval limit's form, filled with the limit as it stands. */
function ApprovalLimitForm({ amount }: { amount: string }) {
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

  const onSubmit = async (values: { amount: string }) => {
    await submitCredentials({
      draft: limitRequestOf(values),
      schema: ZApprovalLimitRequestSchema,
      fields: FIELDS,
      setError,
      clearErrors,
      send: putApprovalLimit,
      onSent: (answer: z.infer<typeof ZApprovalLimitResponseSchema>) => {
        if (answer.message) showToast('success', answer.message);
        queryClient.setQueryData(approvalLimitQuery().queryKey, answer.data);
        void refreshFinance(queryClient);
      },
      ...staffFormFailure(),
    });
  };

  return (
    <>
      <ErrorSummary
        items={formSummaryItems(errors, FIELDS, 'limit-submit')}
        title={ADMIN_CONTENT.errorSummaryTitle}
        focusKey={submitCount}
      />
      <form aria-labelledby="settings-limit" noValidate onSubmit={handleSubmit(onSubmit)} className="admin-form">
        <MoneyField id="amount" label={copy.limit} error={errors.amount?.message} {...register('amount')} />
        <SpinnerButton id="limit-submit" isPending={isSubmitting}>
          {copy.submit}
        </SpinnerButton>
      </form>
    </>
  );
}

/** `/admin/settings` (admins): the limit above which a payment needs a second person's approval. */
export function SettingsPage() {
  usePageTitle(copy.pageTitle);
  const { data, error } = useQuery(approvalLimitQuery());
  return (
    <>
      <h1>{copy.heading}</h1>
      <section aria-labelledby="settings-limit" className="admin-section">
        <h2 id="settings-limit">{copy.limitHeading}</h2>
        <p>{copy.limitIntro}</p>
        {data ? (
          <>
            <p>
              {data.updated_by && data.updated_at
                ? copy.lastChanged(data.updated_by.name, formatStaffMoment(data.updated_at))
                : copy.neverChanged}{' '}
              <strong>{formatMoney(data.amount)}</strong>
            </p>
            <ApprovalLimitForm amount={data.amount} />
          </>
        ) : (
          <QueryWaiting error={error} />
        )}
      </section>
    </>
  );
}
