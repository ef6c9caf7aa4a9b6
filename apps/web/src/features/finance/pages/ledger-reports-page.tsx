import { useMemo, useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { ADMIN_CONTENT } from '@payee/content/admin';
import { ADMIN_FINANCE_CONTENT } from '@payee/content/admin-finance';
import { ADMIN_FINANCE_REPORTS_CONTENT } from '@payee/content/admin-finance-reports';
import {
  API_PATHS,
  FINANCE_REPORT_FORMATS,
  ZFinanceReportAsOfQuerySchema,
  ZFinancePaymentsReportQuerySchema,
  ZFinanceReportPeriodQuerySchema,
  ZFinanceVendorReportQuerySchema,
  monthBounds,
} from '@payee/contract';
import type { z } from 'zod';
import { ErrorSummary } from '@/components/ui/error-summary';
import { SpinnerButton } from '@/components/ui/spinner-button';
import { FormDateField } from '@/components/form/form-date-field';
import { formSummaryItems, showFormFailure } from '@/lib/form-errors';
import { readApiError } from '@/lib/http';
import { usePageTitle } from '@/lib/page-title';
import { requestResolver } from '@/lib/request-resolver';
import { showToast } from '@/lib/toast';
import { ChoiceSelect } from '../components/choice-select';
import { downloadReport } from '../api/download-report';
import { vendorChoicesQuery } from '../api/get-vendors';
import { currentMonth, monthPlus } from '../lib/months';
import '../finance.css';

const copy = ADMIN_FINANCE_REPORTS_CONTENT;

interface ReportValues {
  as_of: string;
  from: string;
  to: string;
  vendor_id: string;
  format: string;
}
type ReportKey = keyof typeof copy.reports;
type Kind = 'as_of' | 'period' | 'payments' | 'vendor';

/** Each report: its address, what it asks (a day, a period, a vendor and a period) and the name its file falls back to. */
const REPORTS: { key: ReportKey; path: string; kind: Kind }[] = [
  { key: 'trial_balance', path: API_PATHS.financeReportTrialBalance, kind: 'as_of' },
  { key: 'client_balances', path: API_PATHS.financeReportClientBalances, kind: 'as_of' },
  { key: 'payments_register', path: API_PATHS.financeReportPaymentsRegister, kind: 'payments' },
  { key: 'vendor_history', path: API_PATHS.financeReportVendorHistory, kind: 'vendor' },
  { key: 'fee_income', path: API_PATHS.financeReportFeeIncome, kind: 'period' },
  { key: 'deposits_by_source', path: API_PATHS.financeReportDepositsBySource, kind: 'period' },
];

const FIELDS_OF: Record<Kind, readonly Path<ReportValues>[]> = {
  as_of: ['as_of', 'format'],
  period: ['from', 'to', 'format'],
  payments: ['from', 'to', 'format'],
  vendor: ['vendor_id', 'from', 'to', 'format'],
};
const SCHEMA_OF: Record<Kind, z.ZodType> = {
  as_of: ZFinanceReportAsOfQuerySchema,
  period: ZFinanceReportPeriodQuerySchema,
  payments: ZFinancePaymentsReportQuerySchema,
  vendor: ZFinanceVendorReportQuerySchema,
};

/** The query a form sends: its report's fields only, trimmed. */
const queryOf =
  (kind: Kind) =>
  (values: ReportValues): Record<string, string> =>
    Object.fromEntries(FIELDS_OF[kind].map((field) => [field, values[field].trim()]));

/** One report's form: its day or period (and vendor), the format, and the download; refusals at their fields. */
function ReportForm({ report, defaults }: { report: (typeof REPORTS)[number]; defaults: ReportValues }) {
  const { key, kind, path } = report;
  const words = copy.reports[key];
  const fields = FIELDS_OF[kind];
  const idOf = (field: string) => `${key}-${field}`;
  const submitId = idOf('submit');
  const [isPending, setIsPending] = useState(false);
  const vendors = useQuery({ ...vendorChoicesQuery(), enabled: kind === 'vendor' });
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, submitCount },
  } = useForm<ReportValues>({
    defaultValues: defaults,
    resolver: useMemo(() => requestResolver(SCHEMA_OF[kind], queryOf(kind)), [kind]),
    shouldFocusError: false,
  });

  const download = async (values: ReportValues) => {
    const query = queryOf(kind)(values);
    setIsPending(true);
    try {
      const name = await downloadReport(path, query, `${key.replaceAll('_', '-')}.${query.format}`);
      showToast('success', ADMIN_FINANCE_CONTENT.downloaded(name));
    } catch (failure) {
      showFormFailure(readApiError(failure, ADMIN_FINANCE_CONTENT.downloadFailed), {
        fields,
        setError,
        isMessageShownWithoutFieldErrors: true,
      });
    } finally {
      setIsPending(false);
    }
  };

  const summary = formSummaryItems(errors, fields, submitId).map((item) =>
    item.fieldId === submitId ? item : { ...item, fieldId: idOf(item.fieldId) },
  );
  const headingId = `${idOf('heading')}`;
  return (
    <section aria-labelledby={headingId} className="admin-section">
      <h2 id={headingId}>{words.heading}</h2>
      <p>{words.intro}</p>
      <ErrorSummary items={summary} title={ADMIN_CONTENT.errorSummaryTitle} focusKey={submitCount} />
      <form aria-labelledby={headingId} noValidate onSubmit={handleSubmit(download)} className="admin-form">
        {kind === 'vendor' && (
          <ChoiceSelect
            id={idOf('vendor_id')}
            label={copy.vendor}
            placeholder={copy.chooseVendor}
            options={(vendors.data?.data ?? []).map((vendor) => ({ value: vendor.id, label: vendor.name }))}
            error={errors.vendor_id?.message}
            {...register('vendor_id')}
          />
        )}
        {kind === 'as_of' ? (
          <FormDateField control={control} name="as_of" id={idOf('as_of')} label={copy.asOf} hint={ADMIN_FINANCE_CONTENT.dayHint} />
        ) : (
          <>
            <FormDateField control={control} name="from" id={idOf('from')} label={copy.from} hint={ADMIN_FINANCE_CONTENT.dayHint} />
            <FormDateField control={control} name="to" id={idOf('to')} label={copy.to} hint={ADMIN_FINANCE_CONTENT.dayHint} />
          </>
        )}
        <ChoiceSelect
          id={idOf('format')}
          label={copy.format}
          options={FINANCE_REPORT_FORMATS.map((format) => ({ value: format, label: copy.formats[format] }))}
          error={errors.format?.message}
          {...register('format')}
        />
        <div className="admin-actions">
          <SpinnerButton id={submitId} type="submit" isPending={isPending}>
            {copy.download}
          </SpinnerButton>
        </div>
      </form>
    </section>
  );
}

/**
 * `/admin/finance/ledger-reports` (finance): the auditor's reports (issue 25), each its own form, downloaded as PDF or
 * CSV; the day or period starts at last month's.
 */
export function LedgerReportsPage() {
  usePageTitle(copy.pageTitle);
  const lastMonth = monthBounds(monthPlus(currentMonth(), -1));
  const defaults: ReportValues = { as_of: lastMonth.end, from: lastMonth.start, to: lastMonth.end, vendor_id: '', format: 'pdf' };
  return (
    <>
      <h1>{copy.heading}</h1>
      <p>{copy.intro}</p>
      {REPORTS.map((report) => (
        <ReportForm key={report.key} report={report} defaults={defaults} />
      ))}
    </>
  );
}
