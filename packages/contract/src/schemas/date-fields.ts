import { z } from 'zod';
import { parseApiDate } from '../dates';
import { blankText } from './fields';

/*
 * The date field builders, apart from fields.ts because they pull in date-fns: a bundle that imports
 * only the other builders (the Contact Us enquiry schema) then carries no date code. fields.ts
 * re-exports them.
 */

const isRealApiDate = (value: string) => parseApiDate(value) !== null;

/** A required yyyy-MM-dd date that exists in the calendar (2023-02-30 does not). */
export const zRequiredDate = (requiredMessage: string, invalidMessage: string) =>
  z.preprocess(blankText, z.string({ error: requiredMessage }).trim().refine(isRealApiDate, invalidMessage));
/** An optional yyyy-MM-dd date. */
export const zOptionalDate = (invalidMessage: string) =>
  z.preprocess(blankText, z.string({ error: invalidMessage }).trim().refine(isRealApiDate, invalidMessage).optional());
