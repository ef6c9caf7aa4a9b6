import { z } from 'zod';
import { parseApiDate, statementRangeProblem } from '../dates';
import { EVEN_WITH_OTHER_ERRORS, addIssueAt, makeDataResponseSchema, toList, zRequiredDate, zRequiredId } from './fields';

/** One of the signed-in client's programs; status 0 means inactive. */
export const ZProgramSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.literal([0, 1]),
  short_name: z.string().nullable(),
});
export type TProgram = z.infer<typeof ZProgramSchema>;
/** `GET /website/client/programs`. */
export const ZProgramsResponseSchema = makeDataResponseSchema(z.array(ZProgramSchema));
export type TProgramsResponse = z.infer<typeof ZProgramsResponseSchema>;

const zProgramId = () => zRequiredId('Select a program.');

/** `GET /website/client/account-balance?program_id=`. */
export const ZAccountBalanceQuerySchema = z.object({ program_id: zProgramId() });
export type TAccountBalanceQuery = z.infer<typeof ZAccountBalanceQuerySchema>;
/** The balance is the first entry's value; it may be negative. */
export const ZAccountBalanceResponseSchema = makeDataResponseSchema(z.array(z.object({ value: z.number() })));
export type TAccountBalanceResponse = z.infer<typeof ZAccountBalanceResponseSchema>;

/**
 * `GET /website/client/account-statement?program_id=&transaction_date[0]=&transaction_date[1]=`: a PDF whose
 * file name comes in the `x-filename` header. The end date may not be before the start nor after today.
 */
export const ZAccountStatementQuerySchema = z
  .object({
    program_id: zProgramId(),
    transaction_date: z.preprocess(
      (value) => {
        // Always a pair, so a missing date is reported on its own index (transaction_date.0 or .1).
        const dates = (toList(value) as unknown[] | undefined) ?? [];
        return [dates[0], dates[1]];
      },
      z.tuple(
        [
          zRequiredDate('Select a start date.', 'Enter a real start date.'),
          zRequiredDate('Select an end date.', 'Enter a real end date.'),
        ],
        { error: 'Select a start date and an end date.' },
      ),
    ),
  })
  .superRefine((value, ctx) => {
    const [start, end] = value.transaction_date ?? [];
    const startDate = parseApiDate(start);
    const endDate = parseApiDate(end);
    if (!startDate || !endDate) return;
    const problem = statementRangeProblem(startDate, endDate);
    if (problem) addIssueAt(ctx, ['transaction_date', 1], problem);
  }, EVEN_WITH_OTHER_ERRORS);
export type TAccountStatementQuery = z.infer<typeof ZAccountStatementQuerySchema>;

/** Header that carries the statement's file name. */
export const STATEMENT_FILENAME_HEADER = 'x-filename';
