import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Link, useLocation, useSearchParams } from 'react-router';
import { ADMIN_CONTENT } from '@payee/content/admin';
import { ADMIN_FINANCE_CONTENT } from '@payee/content/admin-finance';
import {
  DEPOSIT_SOURCES,
  DEPOSIT_SOURCE_LABELS,
  ZDepositRequestSchema,
  formatMoney,
  makePageQuerySchema,
  type TFinanceClientRef,
  type TDepositApprovalResponse,
  type TJournalEntryResponse,
} from '@payee/contract';
import { Checkbox } from '@/components/ui/checkbox';
import { ErrorSummary } from '@/components/ui/error-summary';
import { RadioGroup } from '@/components/ui/radio-group';
import { SpinnerButton } from '@/components/ui/spinner-button';
import { FormDateField } from '@/components/form/form-date-field';
import { TextField } from '@/components/ui/text-field';
import { submitCredentials } from '@/lib/credential-submit';
import { formSummaryItems } from '@/lib/form-errors';
import { usePageTitle } from '@/lib/page-title';
import { showToast } from '@/lib/toast';
import { AdminSection } from '@/components/back-office/admin-section';
import { PagedTable } from '@/components/back-office/data-table';
import { formatStaffMoment } from '@/lib/back-office/format';
import { listQueryOf } from '@/lib/back-office/list-query';
import { requestResolver } from '@/lib/request-resolver';
import { staffFormFailure } from '@/lib/back-office/staff-form';
import { postDeposit } from '../api/post-deposit';
import { refreshFinance } from '../api/finance-keys';
import { depositImportsQuery } from '../api/get-deposit-imports';
import { ClientPicker } from '../components/client-picker';
import { DepositApprovals } from '../components/deposit-approvals';
import { MoneyField } from '../components/money-field';
import { DEPOSIT_IMPORT_PATH, financeClientPath, type DraftForClientState } from '@/lib/back-office/finance-paths';
import { amountToSend } from '../lib/typed-dollars';
import '../finance.css';

const copy = ADMIN_FINANCE_CONTENT.moneyIn;
const FIELDS = ['client_id', 'source', 'amount', 'received_on', 'reference', 'description', 'confirm_duplicate_reference'] as const;
type DepositValues = Record<Exclude<(typeof FIELDS)[number], 'confirm_duplicate_reference'>, string> & {
  confirm_duplicate_reference: boolean;
};
const EMPTY: DepositValues = {
  client_id: '',
  source: '',
  amount: '',
  received_on: '',
  reference: '',
  description: '',
  confirm_duplicate_reference: false,
};
const ZPageSchema = makePageQuerySchema(20);

/**
 * The deposit as the server takes it: the client chosen in the picker, the dollars typed as decimal text, and the
 * tick confirming a reference used before only while the server's warning of it stands.
 */
const depositRequestOf = (client: TFinanceClientRef | null, isDuplicateAsked: boolean) => (values: DepositValues) => ({
  client_id: client?.id,
  source: values.source || undefined,
  amount: amountToSend(values.amount),
  received_on: values.received_on,
  reference: values.reference,
  description: values.description,
  ...(isDuplicateAsked && values.confirm_duplicate_reference ? { confirm_duplicate_reference: true } : {}),
});

/**
 * A deposit for one client: the client, where the money came from, the amount typed as dollars, the day it arrived.
 * A reference the client has on a deposit already is refused by the server, naming that deposit: the warning then
 * stands beside a tick box, and ticking it sends the deposit again as another payment (for that reference only).
 */
export function DepositForm({ initialClient }: { initialClient: TFinanceClientRef | null }) {
  const queryClient = useQueryClient();
  const [client, setClient] = useState<TFinanceClientRef | null>(initialClient);
  const [posted, setPosted] = useState<{ message: string; client: TFinanceClientRef } | null>(null);
  const [duplicateOf, setDuplicateOf] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    reset,
    control,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<DepositValues>({
    defaultValues: EMPTY,
    // The tick is true or false whether or not it is asked for, so only the client changes what is checked.
    resolver: useMemo(() => requestResolver(ZDepositRequestSchema, depositRequestOf(client, false)), [client]),
    shouldFocusError: false,
  });
  // The server's warning of a reference used before: the box to confirm it stands while that reference (and client)
  // is in the form (typing another clears the warning, lest a tick confirm a deposit it was not asked for).
  const reference = useWatch({ control, name: 'reference' });
  if (errors.confirm_duplicate_reference?.type === 'server' && duplicateOf !== reference) setDuplicateOf(reference);
  const isDuplicateAsked = duplicateOf !== null && duplicateOf === reference;

  const onSubmit = async (values: DepositValues) => {
    await submitCredentials({
      draft: depositRequestOf(client, isDuplicateAsked)(values),
      schema: ZDepositRequestSchema,
      fields: FIELDS,
      setError,
      clearErrors,
      send: postDeposit,
      onSent: (answer: TJournalEntryResponse | TDepositApprovalResponse) => {
        // Above the approval limit the server keeps it waiting for a second finance member (listed below), in its words.
        const message =
          'lines' in answer.data
            ? copy.posted(
                formatMoney(answer.data.lines.find((line) => line.account.kind === 'client')?.amount ?? '0.00'),
                client?.name ?? '',
              )
            : (answer.message ?? '');
        showToast('success', message);
        if (client) setPosted({ message, client });
        void refreshFinance(queryClient);
        reset(EMPTY);
        setClient(null);
        setDuplicateOf(null);
        // The form is empty again: the section's heading says where the person is, above the note of what was posted.
        document.getElementById('deposit-heading')?.focus();
      },
      ...staffFormFailure(),
    });
  };

  return (
    <section aria-labelledby="deposit-heading" className="admin-section">
      <h2 id="deposit-heading" tabIndex={-1}>
        {copy.depositHeading}
      </h2>
      <p>{copy.depositIntro}</p>
      {posted && (
        <p className="admin-notice" role="status">
          {posted.message} <Link to={financeClientPath(posted.client.id)}>{ADMIN_FINANCE_CONTENT.clientPages.ledger}</Link>
        </p>
      )}
      <ErrorSummary
        items={formSummaryItems(errors, FIELDS, 'deposit-submit')}
        title={ADMIN_CONTENT.errorSummaryTitle}
        focusKey={submitCount}
      />
      <form
        aria-labelledby="deposit-heading"
        noValidate
        onSubmit={(event) => {
          // Each attempt, refused here or sent, replaces the note of the last deposit posted.
          setPosted(null);
          void handleSubmit(onSubmit)(event);
        }}
        className="admin-form"
      >
        <ClientPicker
          id="client_id"
          legend={ADMIN_FINANCE_CONTENT.client}
          value={client}
          onChange={(chosen) => {
            // The warning was of this client's deposits: another client is asked afresh.
            setClient(chosen);
            setDuplicateOf(null);
            clearErrors('confirm_duplicate_reference');
          }}
          error={errors.client_id?.message}
        />
        <RadioGroup
          id="source"
          legend={copy.source}
          options={DEPOSIT_SOURCES.map((source) => ({ value: source, label: DEPOSIT_SOURCE_LABELS[source] }))}
          error={errors.source?.message}
          {...register('source')}
        />
        <MoneyField id="amount" label={copy.amount} error={errors.amount?.message} {...register('amount')} />
        <FormDateField control={control} name="received_on" label={copy.receivedOn} hint={ADMIN_FINANCE_CONTENT.dayHint} />
        <TextField
          id="reference"
          label={copy.reference}
          hint={copy.referenceHint}
          isOptional
          autoComplete="off"
          error={errors.reference?.message}
          {...register('reference', { onChange: () => clearErrors('confirm_duplicate_reference') })}
        />
        <TextField
          id="description"
          label={copy.description}
          hint={copy.descriptionHint}
          isOptional
          error={errors.description?.message}
          {...register('description')}
        />
        {isDuplicateAsked && (
          <Checkbox
            id="confirm_duplicate_reference"
            label={copy.confirmDuplicate}
            hint={copy.confirmDuplicateHint}
            error={errors.confirm_duplicate_reference?.message}
            {...register('confirm_duplicate_reference')}
          />
        )}
        <SpinnerButton id="deposit-submit" isPending={isSubmitting}>
          {copy.submit}
        </SpinnerButton>
      </form>
    </section>
  );
}

function DepositImports() {
  const [params, setParams] = useSearchParams();
  const { page } = listQueryOf(ZPageSchema, params);
  const { data, isPending, error } = useQuery(depositImportsQuery(page));
  const columns: ColumnDef<NonNullable<typeof data>['data'][number], unknown>[] = [
    { id: 'file', header: copy.importColumns.file, cell: ({ row }) => <span className="admin-break">{row.original.file_name}</span> },
    { id: 'rows', header: copy.importColumns.rows, cell: ({ row }) => row.original.rows },
    { id: 'posted', header: copy.importColumns.posted, cell: ({ row }) => row.original.posted },
    {
      id: 'amount',
      header: copy.importColumns.amount,
      cell: ({ row }) => <span className="admin-money">{formatMoney(row.original.amount_posted)}</span>,
    },
    { id: 'at', header: copy.importColumns.at, cell: ({ row }) => formatStaffMoment(row.original.imported_at) },
    { id: 'by', header: copy.importColumns.by, cell: ({ row }) => row.original.imported_by?.name ?? ADMIN_CONTENT.none },
  ];
  return (
    <PagedTable
      isPending={isPending}
      error={error}
      page={data}
      caption={copy.importsCaption}
      columns={columns}
      rowKey={(row) => row.id}
      empty={copy.importsEmpty}
      onPage={(next) => setParams({ page: String(next) })}
    />
  );
}

/**
 * `/admin/finance/money-in` (finance): a deposit recorded by hand for one client, and the SSA deposit files
 * imported so far (the import itself is its own page: upload, preview, post).
 */
export function MoneyInPage() {
  usePageTitle(copy.pageTitle);
  const initialClient = (useLocation().state as Partial<DraftForClientState> | null)?.client ?? null;
  return (
    <>
      <h1>{copy.heading}</h1>
      <DepositForm initialClient={initialClient} />
      <DepositApprovals />
      <AdminSection id="imports-heading" heading={copy.importHeading}>
        <p>{copy.importIntro}</p>
        <p>
          <Link to={DEPOSIT_IMPORT_PATH} className="button">
            {copy.importLink}
          </Link>
        </p>
        <DepositImports />
      </AdminSection>
    </>
  );
}
