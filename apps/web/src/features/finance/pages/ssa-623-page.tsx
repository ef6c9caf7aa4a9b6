import { useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Link, useSearchParams } from 'react-router';
import { ADMIN_CONTENT } from '@payee/content/admin';
import { ADMIN_FINANCE_CONTENT } from '@payee/content/admin-finance';
import {
  API_PATHS,
  SSA_623_GROUPS,
  SSA_623_GROUP_LABELS,
  SSA_623_MOVED_LABELS,
  SSA_623_SPENT_FROM_BALANCE_LABEL,
  ZSsa623QuerySchema,
  centsToDecimal,
  decimalToCents,
  formatDisplayDate,
  formatMoney,
  zMonth,
  type TSsa623Worksheet,
} from '@payee/contract';
import { ErrorSummary } from '@/components/ui/error-summary';
import { formSummaryItems } from '@/lib/form-errors';
import { usePageTitle } from '@/lib/page-title';
import { AdminSection } from '@/components/back-office/admin-section';
import { DataTable } from '@/components/back-office/data-table';
import { FactList } from '@/components/back-office/fact-list';
import { QueryWaiting } from '@/components/back-office/query-waiting';
import { requestResolver } from '@/lib/request-resolver';
import { MonthSelect } from '../components/month-select';
import { ssa623Query } from '../api/get-ssa-623';
import { ClientSubNav } from '../components/client-sub-nav';
import { DownloadButton } from '../components/download-button';
import { FINANCE_CLIENTS_PATH } from '@/lib/back-office/finance-paths';
import { currentMonth, monthPlus } from '../lib/months';
import { useIdParam } from '../lib/use-id-param';
import '../finance.css';

const copy = ADMIN_FINANCE_CONTENT.ssa623;
const FIELDS = ['period_end'] as const;
/** The period as the worksheet's query takes it (`ZSsa623QuerySchema`), trimmed. */
const periodResolver = requestResolver(ZSsa623QuerySchema, ({ period_end }: { period_end: string }) => ({ period_end: period_end.trim() }));

type Row = { key: string; label: string; amount: string };
const amountColumns = (first: string): ColumnDef<Row, unknown>[] => [
  { id: 'label', header: first, cell: ({ row }) => row.original.label },
  { id: 'amount', header: copy.columns.amount, cell: ({ row }) => <span className="admin-money">{formatMoney(row.original.amount)}</span> },
];

const sumOf = (...amounts: string[]) => centsToDecimal(amounts.reduce((sum, amount) => sum + (decimalToCents(amount) ?? 0), 0));

/** The worksheet's figures, each with the categories behind it, and whether they add up (in the server's words). */
function Worksheet({ sheet }: { sheet: TSsa623Worksheet }) {
  const figures = {
    food_and_housing: sheet.spent_on_food_and_housing,
    other_things: sheet.spent_on_other_things,
    saved: sheet.saved,
  };
  const moneyIn = sumOf(sheet.benefits_received, sheet.other_money_in, sheet.spent_from_balance);
  const moneyOut = sumOf(figures.food_and_housing, figures.other_things, figures.saved);
  const params = { period_end: sheet.period.end.slice(0, 7), program_id: String(sheet.program.id) };
  return (
    <>
      <AdminSection id="ssa-623-figures" heading={copy.figuresHeading}>
        <FactList
          facts={[
            { label: copy.period, value: copy.periodText(formatDisplayDate(sheet.period.start), formatDisplayDate(sheet.period.end)) },
            { label: copy.openingBalance, value: formatMoney(sheet.opening_balance) },
            { label: copy.benefits, value: <strong>{formatMoney(sheet.benefits_received)}</strong> },
            { label: copy.otherIn, value: formatMoney(sheet.other_money_in) },
            ...SSA_623_GROUPS.map((group) => ({
              label: SSA_623_GROUP_LABELS[group],
              value: <strong>{formatMoney(figures[group])}</strong>,
            })),
            { label: SSA_623_SPENT_FROM_BALANCE_LABEL, value: formatMoney(sheet.spent_from_balance) },
            { label: SSA_623_MOVED_LABELS.moved_in, value: formatMoney(sheet.moved_in) },
            { label: SSA_623_MOVED_LABELS.moved_out, value: formatMoney(sheet.moved_out) },
            { label: copy.closingBalance, value: formatMoney(sheet.closing_balance) },
          ]}
        />
        <p className="admin-muted">{copy.movesNote}</p>
        {sheet.adds_up ? (
          <p className="admin-notice">{copy.addsUp(formatMoney(moneyIn), formatMoney(moneyOut))}</p>
        ) : (
          <p className="admin-error" role="alert">
            {copy.doesNotAddUp}
          </p>
        )}
        <div className="admin-actions">
          <DownloadButton path={API_PATHS.financeSsa623Pdf(sheet.client.id)} params={params} fileName={`ssa-623-${params.period_end}.pdf`}>
            {ADMIN_FINANCE_CONTENT.downloadPdf}
          </DownloadButton>
          <DownloadButton path={API_PATHS.financeSsa623Csv(sheet.client.id)} params={params} fileName={`ssa-623-${params.period_end}.csv`}>
            {ADMIN_FINANCE_CONTENT.downloadCsv}
          </DownloadButton>
        </div>
      </AdminSection>
      <DataTable
        caption={copy.incomeCaption}
        columns={amountColumns(copy.columns.source)}
        rows={sheet.income.map((item) => ({ key: item.source, label: item.label, amount: item.amount }))}
        rowKey={(row) => row.key}
        empty={copy.none}
      />
      {SSA_623_GROUPS.map((group) => (
        <DataTable
          key={group}
          caption={copy.categoriesCaption(SSA_623_GROUP_LABELS[group])}
          columns={amountColumns(copy.columns.category)}
          rows={sheet.categories
            .filter((category) => category.group === group)
            .map((category) => ({ key: category.category, label: category.label, amount: category.amount }))}
          rowKey={(row) => row.key}
          empty={copy.none}
        />
      ))}
    </>
  );
}

/**
 * `/admin/finance/clients/:id/ssa-623?period_end=` (finance): the client's Representative Payee Report worksheet for
 * the 12 months ending with the month chosen (last month unless another is), from the ledger; PDF and CSV.
 */
export function Ssa623Page() {
  usePageTitle(copy.pageTitle);
  const clientId = useIdParam();
  const [params, setParams] = useSearchParams();
  const asked = zMonth().safeParse(params.get('period_end'));
  const periodEnd = asked.success ? asked.data : monthPlus(currentMonth(), -1);
  const { data: sheet, error } = useQuery(ssa623Query(clientId, periodEnd));
  const {
    register,
    handleSubmit,
    formState: { errors, submitCount },
  } = useForm<{ period_end: string }>({
    values: { period_end: periodEnd },
    resolver: periodResolver,
    shouldFocusError: false,
  });

  const show = ({ period_end }: { period_end: string }) => setParams({ period_end: period_end.trim() });

  return (
    <>
      <p>
        <Link to={FINANCE_CLIENTS_PATH}>{ADMIN_FINANCE_CONTENT.clientPages.back}</Link>
      </p>
      <h1>{sheet ? copy.heading(sheet.client.name) : copy.pageTitle}</h1>
      <ClientSubNav clientId={clientId} current="ssa623" />
      <p>{copy.intro}</p>
      <ErrorSummary
        items={formSummaryItems(errors, FIELDS, 'ssa-623-show')}
        title={ADMIN_CONTENT.errorSummaryTitle}
        focusKey={submitCount}
      />
      <form aria-label={copy.show} noValidate onSubmit={handleSubmit(show)} className="admin-filters">
        <MonthSelect
          id="period_end"
          label={copy.periodEnd}
          error={errors.period_end?.message}
          chosen={periodEnd}
          {...register('period_end')}
        />
        <div className="admin-actions">
          <button id="ssa-623-show" type="submit" className="button">
            {copy.show}
          </button>
        </div>
      </form>
      {sheet ? <Worksheet sheet={sheet} /> : <QueryWaiting error={error} fallback={ADMIN_FINANCE_CONTENT.clientPages.notFound} />}
    </>
  );
}
