import { describe, expect, it } from 'vitest';
import type { TBudgetRemaining } from '@payee/contract';
import { budgetWords, overBudgetWords } from './budget-words';

const housing = (fields: Partial<TBudgetRemaining>): TBudgetRemaining => ({
  month: '2026-11',
  category: 'housing',
  category_label: 'Housing',
  budgeted: '650.00',
  spent: '0.00',
  committed: '0.00',
  remaining: '650.00',
  over_by: null,
  ...fields,
});

describe("a payment's budget in words", () => {
  it('says what is left in the month it counts in, what approved payments take, or that there is no budget', () => {
    expect(budgetWords(housing({}))).toBe('Housing budget for November 2026: $650.00 left of $650.00.');
    expect(budgetWords(housing({ committed: '600.00', remaining: '50.00' }))).toBe(
      'Housing budget for November 2026: $50.00 left of $650.00. That counts $600.00 approved and not paid yet.',
    );
    expect(budgetWords(housing({ budgeted: null, remaining: null }))).toBe('Housing has no budget for November 2026.');
  });

  it('says a month over its budget in words, not with a minus sign', () => {
    expect(budgetWords(housing({ spent: '1300.00', remaining: '-650.00' }))).toBe(
      'Housing budget for November 2026: $650.00 over its $650.00 already.',
    );
  });

  it('says by how much the payment takes it over', () => {
    expect(overBudgetWords(housing({ over_by: '100.00' }))).toBe('This takes Housing $100.00 over its budget for November 2026.');
    expect(overBudgetWords(housing({}))).toBeNull();
  });
});
