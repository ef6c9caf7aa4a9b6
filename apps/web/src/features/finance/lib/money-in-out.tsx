import type { ColumnDef } from '@tanstack/react-table';
import { ADMIN_FINANCE_CONTENT } from '@payee/content/admin-finance';
import { centsToDecimal, decimalToCents, formatMoney } from '@payee/contract';

/**
 * The one way finance tables show a client's money moving (docs/decisions.md, "Money in and out"): a Money in and a
 * Money out column, both positive, the other left empty; never a minus sign in one table and none in the next.
 * Balances and totals that can fall below zero keep their minus sign.
 */
export interface InAndOut {
  /** Decimal strings, positive; null when the row moved no money that way. */
  moneyIn: string | null;
  moneyOut: string | null;
}

/** A signed amount (money in positive, as the API's bank-side amounts are) as the two columns. */
export function inAndOut(signed: string): InAndOut {
  const cents = decimalToCents(signed) ?? 0;
  return {
    moneyIn: cents > 0 ? centsToDecimal(cents) : null,
    moneyOut: cents < 0 ? centsToDecimal(-cents) : null,
  };
}

/** An amount in a sentence with its direction: "$650.00 out". */
export function amountWithDirection(signed: string): string {
  const { moneyIn, moneyOut } = inAndOut(signed);
  return moneyOut !== null
    ? ADMIN_FINANCE_CONTENT.amountOut(formatMoney(moneyOut))
    : ADMIN_FINANCE_CONTENT.amountIn(formatMoney(moneyIn ?? '0.00'));
}

/** The totals of many signed amounts, in and out apart (each positive). */
export function totalsInAndOut(signedAmounts: readonly string[]): { moneyIn: string; moneyOut: string } {
  let moneyIn = 0;
  let moneyOut = 0;
  for (const amount of signedAmounts) {
    const cents = decimalToCents(amount) ?? 0;
    if (cents > 0) moneyIn += cents;
    else moneyOut -= cents;
  }
  return { moneyIn: centsToDecimal(moneyIn), moneyOut: centsToDecimal(moneyOut) };
}

/** The Money in and Money out columns of a table whose rows each say what they moved. */
export function moneyInOutColumns<T>(of: (row: T) => InAndOut): ColumnDef<T, unknown>[] {
  const cell = (amount: string | null) => (amount === null ? null : <span className="admin-money">{formatMoney(amount)}</span>);
  return [
    { id: 'in', header: ADMIN_FINANCE_CONTENT.columns.moneyIn, cell: ({ row }) => cell(of(row.original).moneyIn) },
    { id: 'out', header: ADMIN_FINANCE_CONTENT.columns.moneyOut, cell: ({ row }) => cell(of(row.original).moneyOut) },
  ];
}
