import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ADMIN_CONTENT } from '@payee/content/admin';
import { ADMIN_FINANCE_CONTENT } from '@payee/content/admin-finance';
import {
  ZDepositRequestSchema,
  ZSsa623BatchQuerySchema,
  ZSsa623QuerySchema,
  formatDisplayDate,
  zMonth,
  type TFinanceClientRef,
  monthLabel,
} from '@payee/contract';
import { ErrorSummary } from '@/components/ui/error-summary';
import { formSummaryItems } from '@/lib/form-errors';
import { usePageTitle } from '@/lib/page-title';
import { DataTable } from '@/components/back-office/data-table';
import { QueryWaiting } from '@/components/back-office/query-waiting';
import { requestResolver } from '@/lib/request-resolver';
import { MonthSelect } from '../components/month-select';
import { ssa623BatchClientsQuery } from '../api/get-ssa-623';
import { ClientPicker } from '../components/client-picker';
import { BatchJob } from '../components/batch-job';
import { LEDGER_REPORTS_PATH, financeSsa623Path } from '@/lib/back-office/finance-paths';
import { ADMIN_FINANCE_REPORTS_CONTENT } from '@payee/content/admin-finance-reports';
import { currentMonth, monthPlus } from '../lib/months';
import '../finance.css';

const copy = ADMIN_FINANCE_CONTENT.reports;
const WORKSHEET_FIELDS = ['client_id', 'period_end'] as const;
const BATCH_FIELDS = ['month'] as const;

/**
 * The worksheet's choice: its query's period (`ZSsa623QuerySchema`) and a client, in the contract's own words for a
 * missing client (every finance request's `client_id` has them); the client goes in the worksheet's address.
 */
const ZWorksheetChoiceSchema = ZSsa623QuerySchema.pick({ period_end: true }).extend({ client_id: ZDepositRequestSchema.shape.client_id });
const worksheetChoiceOf = (client: TFinanceClientRef | null) => (values: { client_id: string; period_end: string }) => ({
  client_id: client?.id,
  period_end: values.period_end.trim(),
});
/** The batch's month as its query takes it (`ZSsa623BatchQuerySchema`), trimmed. */
const batchResolver = requestResolver(ZSsa623BatchQuerySchema, ({ month }: { month: string }) => ({ month: month.trim() }));

/** A client and the last month of their period, then the worksheet's own page. */
function WorksheetChooser({ lastMonth }: { lastMonth: string }) {
  const navigate = useNavigate();
  const [client, setClient] = useState<TFinanceClientRef | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, submitCount },
  } = useForm<{ client_id: string; period_end: string }>({
    defaultValues: { client_id: '', period_end: lastMonth },
    resolver: useMemo(() => requestResolver(ZWorksheetChoiceSchema, worksheetChoiceOf(client)), [client]),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });

  const show = ({ period_end }: { period_end: string }) => {
    if (client) void navigate(financeSsa623Path(client.id, period_end.trim()));
  };

  return (
    <section aria-labelledby="reports-worksheet" className="admin-section">
      <h2 id="reports-worksheet">{copy.worksheetHeading}</h2>
      <p>{copy.worksheetIntro}</p>
      <ErrorSummary
        items={formSummaryItems(errors, WORKSHEET_FIELDS, 'worksheet-submit')}
        title={ADMIN_CONTENT.errorSummaryTitle}
        focusKey={submitCount}
      />
      <form aria-labelledby="reports-worksheet" noValidate onSubmit={handleSubmit(show)} className="admin-form">
        <ClientPicker id="client_id" legend={copy.client} value={client} onChange={setClient} error={errors.client_id?.message} />
        <MonthSelect id="period_end" label={copy.periodEnd} error={errors.period_end?.message} {...register('period_end')} />
        <button id="worksheet-submit" type="submit" className="button">
          {copy.showWorksheet}
        </button>
      </form>
    </section>
  );
}

type BatchRow = { client: TFinanceClientRef; period: { start: string; end: string } };
const batchColumns: ColumnDef<BatchRow, unknown>[] = [
  {
    id: 'client',
    header: copy.columns.client,
    cell: ({ row }) => (
      <Link to={financeSsa623Path(row.original.client.id, row.original.period.end.slice(0, 7))}>{row.original.client.name}</Link>
    ),
  },
  {
    id: 'period',
    header: copy.columns.period,
    cell: ({ row }) =>
      ADMIN_FINANCE_CONTENT.ssa623.periodText(formatDisplayDate(row.original.period.start), formatDisplayDate(row.original.period.end)),
  },
];

/** The month's batch: who it holds, and the zip of every worksheet (one CSV, a PDF each). */
function Batch({ lastMonth }: { lastMonth: string }) {
  const [params, setParams] = useSearchParams();
  const asked = zMonth().safeParse(params.get('month'));
  const month = asked.success ? asked.data : lastMonth;
  const { data, error } = useQuery(ssa623BatchClientsQuery(month));
  const {
    register,
    handleSubmit,
    formState: { errors, submitCount },
  } = useForm<{ month: string }>({ values: { month }, resolver: batchResolver, reValidateMode: 'onSubmit', shouldFocusError: false });
  const show = (values: { month: string }) => setParams({ month: values.month.trim() });
  return (
    <section aria-labelledby="reports-batch" className="admin-section">
      <h2 id="reports-batch">{copy.batchHeading}</h2>
      <p>{copy.batchIntro}</p>
      <ErrorSummary
        items={formSummaryItems(errors, BATCH_FIELDS, 'batch-submit')}
        title={ADMIN_CONTENT.errorSummaryTitle}
        focusKey={submitCount}
      />
      <form aria-labelledby="reports-batch" noValidate onSubmit={handleSubmit(show)} className="admin-filters">
        <MonthSelect id="month" label={copy.month} error={errors.month?.message} chosen={month} {...register('month')} />
        <div className="admin-actions">
          <button id="batch-submit" type="submit" className="button">
            {copy.showBatch}
          </button>
        </div>
      </form>
      {data ? (
        <>
          <DataTable
            caption={copy.batchCaption(monthLabel(month), data.length)}
            columns={batchColumns}
            rows={data}
            rowKey={(row) => row.client.id}
            empty={copy.batchEmpty}
          />
          {data.length > 0 && <BatchJob month={month} />}
        </>
      ) : (
        <QueryWaiting error={error} />
      )}
    </section>
  );
}

/** `/admin/finance/reports` (finance): a client's SSA-623 worksheet by client and period; the month's batch. */
export function ReportsPage() {
  usePageTitle(copy.pageTitle);
  const lastMonth = monthPlus(currentMonth(), -1);
  return (
    <>
      <h1>{copy.heading}</h1>
      <p>
        {ADMIN_FINANCE_REPORTS_CONTENT.fromSsa623} <Link to={LEDGER_REPORTS_PATH}>{ADMIN_FINANCE_REPORTS_CONTENT.nav.label}</Link>.
      </p>
      <WorksheetChooser lastMonth={lastMonth} />
      <Batch lastMonth={lastMonth} />
    </>
  );
}
