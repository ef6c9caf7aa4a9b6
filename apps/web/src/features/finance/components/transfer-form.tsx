import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { ADMIN_CONTENT } from '@payee/content/admin';
import { ADMIN_FINANCE_CONTENT } from '@payee/content/admin-finance';
import {
  STAFF_REASON_MAX_LENGTH,
  ZTransferRequestSchema,
  formatMoney,
  type TFinanceClientProgram,
  type TJournalEntryResponse,
} from '@payee/contract';
import { ErrorSummary } from '@/components/ui/error-summary';
import { RadioGroup } from '@/components/ui/radio-group';
import { SpinnerButton } from '@/components/ui/spinner-button';
import { FormDateField } from '@/components/form/form-date-field';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { submitCredentials } from '@/lib/credential-submit';
import { formSummaryItems } from '@/lib/form-errors';
import { showToast } from '@/lib/toast';
import { requestResolver } from '@/lib/request-resolver';
import { staffFormFailure } from '@/lib/back-office/staff-form';
import { postTransfer } from '../api/post-transfer';
import { refreshFinance } from '../api/finance-keys';
import { MoneyField } from './money-field';
import { amountToSend } from '../lib/typed-dollars';

const copy = ADMIN_FINANCE_CONTENT.transfer;
const FIELDS = ['from_program_id', 'to_program_id', 'amount', 'posted_on', 'description', 'reason', 'override_reason'] as const;
type TransferValues = Record<(typeof FIELDS)[number], string>;
/** The fields' ids: their names, apart from the reversal dialog's on the same page. */
const idOf = (field: string) => `transfer-${field}`;

/** The transfer as the server takes it: the dollars typed as decimal text, the reason to go below zero once given. */
const transferRequestOf = (clientId: number) => (values: TransferValues) => ({
  client_id: clientId,
  from_program_id: values.from_program_id,
  to_program_id: values.to_program_id,
  amount: amountToSend(values.amount),
  posted_on: values.posted_on,
  description: values.description,
  reason: values.reason,
  ...(values.override_reason.trim() ? { override_reason: values.override_reason } : {}),
});

/** Props of TransferForm. */
export interface TransferFormProps {
  clientId: number;
  /** The client's enrolments, with their balances: the money leaves one and goes into another (an active one). */
  programs: readonly TFinanceClientProgram[];
  /** The program whose ledger is shown: where the money leaves from, to start with. */
  programId: number;
}

/**
 * `POST /admin/finance/transfers` (finance): moves the client's money from one of their programs to another, with a
 * reason. When it would take the program below zero, the server says so beside a second field, the reason to go
 * ahead anyway (as the reversal dialog), which the error summary links to.
 */
export function TransferForm({ clientId, programs, programId }: TransferFormProps) {
  const queryClient = useQueryClient();
  const emptyValues = (): TransferValues => ({
    from_program_id: String(programId),
    to_program_id: String(programs.find((program) => program.id !== programId && program.status === 1)?.id ?? ''),
    amount: '',
    posted_on: '',
    description: '',
    reason: '',
    override_reason: '',
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    clearErrors,
    reset,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<TransferValues>({
    defaultValues: emptyValues(),
    resolver: useMemo(() => requestResolver(ZTransferRequestSchema, transferRequestOf(clientId)), [clientId]),
    shouldFocusError: false,
  });
  // Once the server has asked for it (the error summary takes focus and links to it), the reason to go below zero
  // stays until the money is moved.
  const [needsOverride, setNeedsOverride] = useState(false);
  if (errors.override_reason !== undefined && !needsOverride) setNeedsOverride(true);

  const nameOf = (id: string) => programs.find((program) => String(program.id) === id)?.name ?? '';
  const onSubmit = async (values: TransferValues) => {
    await submitCredentials({
      draft: transferRequestOf(clientId)(values),
      schema: ZTransferRequestSchema,
      fields: FIELDS,
      setError,
      clearErrors,
      send: postTransfer,
      onSent: ({ data }: TJournalEntryResponse) => {
        const amount = data.lines.find((line) => line.category === 'transfer_in')?.amount ?? '0.00';
        showToast('success', copy.moved(formatMoney(amount), nameOf(values.from_program_id), nameOf(values.to_program_id)));
        void refreshFinance(queryClient);
        setNeedsOverride(false);
        reset(emptyValues());
        document.getElementById('transfer-heading')?.focus();
      },
      ...staffFormFailure(),
    });
  };

  const options = (onlyActive: boolean) =>
    programs
      .filter((program) => !onlyActive || program.status === 1)
      .map((program) => ({ value: String(program.id), label: copy.programOption(program.name, formatMoney(program.balance)) }));

  return (
    <section aria-labelledby="transfer-heading" className="admin-section">
      <h2 id="transfer-heading" tabIndex={-1}>
        {copy.heading}
      </h2>
      <p>{copy.intro}</p>
      <ErrorSummary
        items={formSummaryItems(errors, FIELDS, 'submit').map((item) => ({ ...item, fieldId: idOf(item.fieldId) }))}
        title={ADMIN_CONTENT.errorSummaryTitle}
        focusKey={submitCount}
      />
      <form aria-labelledby="transfer-heading" noValidate onSubmit={handleSubmit(onSubmit)} className="admin-form">
        <RadioGroup
          id={idOf('from_program_id')}
          legend={copy.from}
          options={options(false)}
          error={errors.from_program_id?.message}
          {...register('from_program_id')}
        />
        <RadioGroup
          id={idOf('to_program_id')}
          legend={copy.to}
          hint={copy.toHint}
          options={options(true)}
          error={errors.to_program_id?.message}
          {...register('to_program_id')}
        />
        <MoneyField id={idOf('amount')} label={copy.amount} error={errors.amount?.message} {...register('amount')} />
        <FormDateField
          control={control}
          name="posted_on"
          id={idOf('posted_on')}
          label={copy.postedOn}
          hint={ADMIN_FINANCE_CONTENT.dayHint}
        />
        <TextField
          id={idOf('description')}
          label={copy.description}
          hint={copy.descriptionHint}
          isOptional
          error={errors.description?.message}
          {...register('description')}
        />
        <TextareaField
          id={idOf('reason')}
          label={copy.reason}
          hint={copy.reasonHint}
          rows={3}
          maxLength={STAFF_REASON_MAX_LENGTH}
          error={errors.reason?.message}
          {...register('reason')}
        />
        {needsOverride && (
          <TextareaField
            id={idOf('override_reason')}
            label={copy.overrideReason}
            hint={copy.overrideHint}
            rows={2}
            maxLength={STAFF_REASON_MAX_LENGTH}
            error={errors.override_reason?.message}
            {...register('override_reason')}
          />
        )}
        <SpinnerButton id={idOf('submit')} isPending={isSubmitting}>
          {copy.submit}
        </SpinnerButton>
      </form>
    </section>
  );
}
