import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router';
import { ADMIN_CONTENT } from '@payee/content/admin';
import { ADMIN_FINANCE_CONTENT } from '@payee/content/admin-finance';
import {
  API_PATHS,
  SPENDING_CATEGORIES,
  TRANSACTION_CATEGORY_LABELS,
  ZDisbursementDraftRequestSchema,
  ZDisbursementResponseSchema,
  decimalToCents,
  formatMoney,
  zQueryDay,
  type SpendingCategory,
  type TDisbursementResponse,
  type TFinanceClientRef,
} from '@payee/contract';
import { ErrorSummary } from '@/components/ui/error-summary';
import { SpinnerButton } from '@/components/ui/spinner-button';
import { TextField } from '@/components/ui/text-field';
import { submitCredentials } from '@/lib/credential-submit';
import { formSummaryItems } from '@/lib/form-errors';
import { monthLabel } from '@/lib/calendar-words';
import { usePageTitle } from '@/lib/page-title';
import { showToast } from '@/lib/toast';
import { sendTo, staffFormFailure } from '../../lib/staff-form';
import { refreshFinance } from '../api/finance-keys';
import { budgetQuery } from '../api/get-budget';
import { overviewQuery } from '../api/get-overview';
import { vendorChoicesQuery } from '../api/get-vendors';
import { ChoiceSelect } from '../components/choice-select';
import { ClientPicker } from '../components/client-picker';
import { MoneyField } from '../components/money-field';
import { PAYMENTS_PATH, paymentPath, type DraftForClientState } from '../finance-paths';
import { currentMonth } from '../lib/months';
import { amountToSend, typedDollarsToDecimal } from '../lib/typed-dollars';
import '../finance.css';

const copy = ADMIN_FINANCE_CONTENT.draft;
/** A draft by hand (the union's other side drafts from a schedule, which the due list does). */
const ZDraftByHandSchema = ZDisbursementDraftRequestSchema.options[1];
const FIELDS = ['client_id', 'vendor_id', 'payee_name', 'category', 'amount', 'due_on', 'description'] as const;
type DraftValues = Record<(typeof FIELDS)[number], string>;
const EMPTY: DraftValues = { client_id: '', vendor_id: '', payee_name: '', category: '', amount: '', due_on: '', description: '' };

/** What remains of the client's budget for the category in the month the payment is due, beside the amount. */
function BudgetRemaining({ client, category, dueOn }: { client: TFinanceClientRef | null; category: string; dueOn: string }) {
  const month = zQueryDay.safeParse(dueOn).success ? dueOn.slice(0, 7) : currentMonth();
  const budget = useQuery({ ...budgetQuery(client?.id ?? 0, month), enabled: client !== null });
  let text: string = copy.budgetChooseFirst;
  if (client && category) {
    const line = budget.data?.lines.find((candidate) => candidate.category === category);
    const label = TRANSACTION_CATEGORY_LABELS[category as SpendingCategory];
    if (!budget.data) text = copy.budgetLoading;
    else if (!line) text = copy.budgetNone(label, monthLabel(month));
    else text = copy.budgetLeft(label, monthLabel(month), formatMoney(line.remaining), formatMoney(line.monthly));
  }
  // Polite: it changes as the client, category or date changes, and is read with the amount (its hint).
  return (
    <span className="admin-block" role="status">
      {text}
    </span>
  );
}

/**
 * `/admin/finance/payments/new` (finance): a payment drafted by hand: the client, the vendor or someone else, the
 * category, the amount typed as dollars with what remains of the client's budget beside it, the due date and a
 * memo. Above the approval limit the page says before saving that someone else must approve it.
 */
export function DraftPaymentPage() {
  usePageTitle(copy.pageTitle);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [client, setClient] = useState<TFinanceClientRef | null>(
    (useLocation().state as Partial<DraftForClientState> | null)?.client ?? null,
  );
  const vendors = useQuery(vendorChoicesQuery());
  const limit = useQuery(overviewQuery()).data?.approval_limit;
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    control,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<DraftValues>({ defaultValues: EMPTY, shouldFocusError: false });
  const [category, amount, dueOn] = useWatch({ control, name: ['category', 'amount', 'due_on'] });
  const typedCents = decimalToCents(typedDollarsToDecimal(amount) ?? '');
  const isOverLimit = limit !== undefined && typedCents !== null && typedCents > (decimalToCents(limit) ?? Infinity);

  const onSubmit = async (values: DraftValues) => {
    await submitCredentials({
      draft: {
        client_id: client?.id,
        vendor_id: values.vendor_id || null,
        payee_name: values.payee_name,
        description: values.description,
        category: values.category || undefined,
        amount: amountToSend(values.amount),
        due_on: values.due_on,
      },
      schema: ZDraftByHandSchema,
      fields: FIELDS,
      setError,
      clearErrors,
      send: sendTo('post', API_PATHS.financeDisbursements, ZDisbursementResponseSchema),
      onSent: ({ message, data }: TDisbursementResponse) => {
        showToast('success', message ?? ADMIN_FINANCE_CONTENT.payments.drafted);
        void refreshFinance(queryClient);
        void navigate(paymentPath(data.id));
      },
      ...staffFormFailure(),
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
        <TextField
          id="due_on"
          label={copy.dueOn}
          hint={ADMIN_FINANCE_CONTENT.dayHint}
          isShort
          autoComplete="off"
          error={errors.due_on?.message}
          {...register('due_on')}
        />
        <MoneyField
          id="amount"
          label={copy.amount}
          hint={
            <>
              {ADMIN_FINANCE_CONTENT.amountHint} <BudgetRemaining client={client} category={category} dueOn={dueOn} />
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
        <SpinnerButton id="draft-submit" isPending={isSubmitting}>
          {copy.submit}
        </SpinnerButton>
      </form>
    </>
  );
}
