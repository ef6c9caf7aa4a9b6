import { BANK_FILE_MESSAGES } from '@payee/content/validation-bank-files';

/**
 * The bank files of a payment run (issue 25): what the web and the API share of them. The files themselves (check
 * PDF, positive pay, NACHA) are written by the API (`modules/finance/bank-files`).
 */

/** The ABA check digit's weights, repeated over the three groups of three digits. */
const ROUTING_NUMBER_WEIGHTS = [3, 7, 1, 3, 7, 1, 3, 7, 1] as const;

/**
 * True when `value` is a 9-digit ABA routing number whose check digit fits: 3 × (d1 + d4 + d7) + 7 × (d2 + d5 + d8)
 * + (d3 + d6 + d9) is a multiple of 10. It catches every single wrong digit and most swaps of two neighbours. The
 * first two digits (the Federal Reserve district, 00-12, 21-32, 61-72, 80) are not checked: the bank's own answer
 * is the last word on whether a number exists.
 */
export function isRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  let sum = 0;
  for (const [index, weight] of ROUTING_NUMBER_WEIGHTS.entries()) sum += Number(value[index]) * weight;
  return sum % 10 === 0;
}

/** Said of a 9-digit routing number whose check digit does not fit (the vendor form's and the API's 422). */
export const ROUTING_NUMBER_CHECK_MESSAGE = BANK_FILE_MESSAGES.routingNumberCheck;
