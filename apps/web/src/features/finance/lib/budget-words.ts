import { ADMIN_FINANCE_CONTENT } from '@payee/content/admin-finance';
import { centsToDecimal, decimalToCents, formatMoney, overBudgetMessage, type TBudgetRemaining, monthLabel } from '@payee/contract';

const copy = ADMIN_FINANCE_CONTENT.draft;

/**
 * A payment's budget block in words, as the server counted it (the month it counts in is the server's: its posting's
 * once paid, else the month it would be posted in if paid today or on the pay form's date).
 */
export function budgetWords(budget: TBudgetRemaining): string {
  const month = monthLabel(budget.month);
  if (budget.budgeted === null || budget.remaining === null) return copy.budgetNone(budget.category_label, month);
  const remaining = decimalToCents(budget.remaining) ?? 0;
  const left =
    remaining < 0
      ? copy.budgetOverAlready(budget.category_label, month, formatMoney(centsToDecimal(-remaining)), formatMoney(budget.budgeted))
      : copy.budgetLeft(budget.category_label, month, formatMoney(budget.remaining), formatMoney(budget.budgeted));
  return (decimalToCents(budget.committed) ?? 0) > 0 ? `${left} ${copy.budgetCommitted(formatMoney(budget.committed))}` : left;
}

/** By how much the payment takes its category over the month's budget, in words; null within it. */
export const overBudgetWords = (budget: TBudgetRemaining): string | null =>
  budget.over_by === null ? null : overBudgetMessage(budget.category_label, monthLabel(budget.month), formatMoney(budget.over_by));
