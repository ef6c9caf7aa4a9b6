import { centsToDecimal, formatMoney } from '@payee/contract';

/**
 * Money is kept and summed as whole cents (integers), and only turned into text at the edge: decimal
 * strings for the API ("1234.56") and dollars for people ("$1,234.56", "-$12.50", the contract's formatMoney).
 */

export { centsToDecimal };

/** 123456 → "$1,234.56", -1250 → "-$12.50": cents as the contract's formatMoney writes dollars. */
export const formatDollars = (cents: number): string => formatMoney(centsToDecimal(cents));

/** A count of cents as the database driver returns a bigint sum (string, bigint or number). */
export function toCents(value: unknown): number {
  if (value === null || value === undefined) return 0;
  const cents = typeof value === 'bigint' ? Number(value) : Number(value as string | number);
  if (!Number.isSafeInteger(cents)) throw new Error('A sum of cents is out of range.');
  return cents;
}
