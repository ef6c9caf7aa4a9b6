import { z } from 'zod';
import { ZReconciliationResponseSchema } from './finance';

/**
 * What a bank statement's import did (issue 25, OFX/QFX): how many lines it added, how many of them matched the book
 * automatically, how many the file held that were imported already (by their FITID: an overlapping download), and how
 * many were dated outside the month (left for their own month). A CSV statement replaces the month's lines: its
 * `already_imported` and `other_months` are 0.
 */
export const ZStatementImportSchema = z.object({
  format: z.enum(['csv', 'ofx']),
  imported: z.number().int().nonnegative(),
  matched: z.number().int().nonnegative(),
  already_imported: z.number().int().nonnegative(),
  other_months: z.number().int().nonnegative(),
});
export type TStatementImport = z.infer<typeof ZStatementImportSchema>;

/** `POST /admin/finance/reconciliation/{month}/bank-statement` (CSV, OFX or QFX): the month, and what the import did. */
export const ZStatementImportResponseSchema = ZReconciliationResponseSchema.extend({ import: ZStatementImportSchema.optional() });
export type TStatementImportResponse = z.infer<typeof ZStatementImportResponseSchema>;

/** The file names a statement may have: the bank's CSV, or its OFX/QFX download (Quicken's QFX is OFX with INTU.BID). */
export const BANK_STATEMENT_EXTENSIONS = ['csv', 'ofx', 'qfx'] as const;
