import { decimalToCents } from '@payee/contract';

/** Whether a decimal string is above zero. */
export const isMoneyAbove = (value: string) => (decimalToCents(value) ?? 0) > 0;

/** Whether a decimal string is below zero. */
export const isNegativeMoney = (value: string) => /^-/.test(value.trim()) && !/^-0*(\.0*)?$/.test(value.trim());

/**
 * How much of a budget is spent, as a whole percentage from 0 to 100 for a bar's width: from whole cents (the
 * contract's), so the money itself is never a float; a spend over the budget fills the bar.
 */
export function spentPercent(spent: string, budget: string | null): number {
  const budgetCents = budget === null ? null : decimalToCents(budget);
  const spentCents = decimalToCents(spent) ?? 0;
  if (budgetCents === null || budgetCents <= 0) return spentCents > 0 ? 100 : 0;
  return Math.max(0, Math.min(100, Math.round((spentCents * 100) / budgetCents)));
}
