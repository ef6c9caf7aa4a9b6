import { z } from 'zod';
import { dayPlusMonths } from '../dates';
import { blankToUndefined, zRequiredId } from './fields';
import { DAY_RANGE_ORDER_MESSAGE, zQueryDay } from './paging';
import { FINANCE_REPORT_VALIDATION as MESSAGES } from '@payee/content/api-finance-reports';

/**
 * The auditor's reports (issue 25): each as PDF or CSV, as of a day (trial balance, client balances) or for a period
 * of days, both included (payments register, a vendor's payments, fee income by month, deposits by source). The
 * same day gives the same figures whatever is posted later: lines dated after it are not counted.
 */
export const FINANCE_REPORT_FORMATS = ['pdf', 'csv'] as const;
export type FinanceReportFormat = (typeof FINANCE_REPORT_FORMATS)[number];

/** The longest period a report covers: ten years of a register is an audit's whole reach. */
export const FINANCE_REPORT_MAX_YEARS = 10;

const zReportDay = (message: string) => z.preprocess(blankToUndefined, z.string({ error: message }).pipe(zQueryDay));
const zFormat = () => z.preprocess(blankToUndefined, z.enum(FINANCE_REPORT_FORMATS, { error: MESSAGES.format }).default('pdf'));

/** `?as_of=yyyy-MM-dd&format=pdf|csv`. */
export const ZFinanceReportAsOfQuerySchema = z.object({ as_of: zReportDay(MESSAGES.enterAsOf), format: zFormat() });
export type TFinanceReportAsOfQuery = z.infer<typeof ZFinanceReportAsOfQuerySchema>;

const periodShape = { from: zReportDay(MESSAGES.enterFrom), to: zReportDay(MESSAGES.enterTo), format: zFormat() };
const checkPeriod = (query: { from: string; to: string }, ctx: z.RefinementCtx) => {
  if (query.to < query.from) ctx.addIssue({ code: 'custom', path: ['to'], message: DAY_RANGE_ORDER_MESSAGE });
  else if (Number(query.to.slice(0, 4)) - Number(query.from.slice(0, 4)) > FINANCE_REPORT_MAX_YEARS)
    ctx.addIssue({ code: 'custom', path: ['to'], message: MESSAGES.periodTooLong(FINANCE_REPORT_MAX_YEARS) });
};

/**
 * The longest period of a list of payments (the payments register, a vendor's payments): a row a payment line, so a
 * month at 10,000 clients is ~150,000 rows; a year and a month is an audit year with its overlap.
 */
export const FINANCE_PAYMENTS_REPORT_MAX_MONTHS = 13;

/** A period of payments: as any period, and at most FINANCE_PAYMENTS_REPORT_MAX_MONTHS long (its last day before from + 13 months). */
const checkPaymentsPeriod = (query: { from: string; to: string }, ctx: z.RefinementCtx) => {
  checkPeriod(query, ctx);
  if (query.to >= query.from && query.to >= dayPlusMonths(query.from, FINANCE_PAYMENTS_REPORT_MAX_MONTHS))
    ctx.addIssue({ code: 'custom', path: ['to'], message: MESSAGES.paymentsPeriodTooLong(FINANCE_PAYMENTS_REPORT_MAX_MONTHS) });
};

/** `?from=&to=&format=`: a period of days, both included. */
export const ZFinanceReportPeriodQuerySchema = z.object(periodShape).superRefine(checkPeriod);
export type TFinanceReportPeriodQuery = z.infer<typeof ZFinanceReportPeriodQuerySchema>;

/** `?from=&to=&format=`: the payments register's period, at most 13 months. */
export const ZFinancePaymentsReportQuerySchema = z.object(periodShape).superRefine(checkPaymentsPeriod);

/** `?vendor_id=&from=&to=&format=`: a vendor's payments in a period, at most 13 months. */
export const ZFinanceVendorReportQuerySchema = z
  .object({ ...periodShape, vendor_id: zRequiredId(MESSAGES.chooseAVendor) })
  .superRefine(checkPaymentsPeriod);
export type TFinanceVendorReportQuery = z.infer<typeof ZFinanceVendorReportQuerySchema>;
