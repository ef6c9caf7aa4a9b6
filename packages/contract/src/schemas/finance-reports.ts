import { z } from 'zod';
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

/** `?from=&to=&format=`: a period of days, both included. */
export const ZFinanceReportPeriodQuerySchema = z.object(periodShape).superRefine(checkPeriod);
export type TFinanceReportPeriodQuery = z.infer<typeof ZFinanceReportPeriodQuerySchema>;

/** `?vendor_id=&from=&to=&format=`: a vendor's payments in a period. */
export const ZFinanceVendorReportQuerySchema = z
  .object({ ...periodShape, vendor_id: zRequiredId(MESSAGES.chooseAVendor) })
  .superRefine(checkPeriod);
export type TFinanceVendorReportQuery = z.infer<typeof ZFinanceVendorReportQuerySchema>;
