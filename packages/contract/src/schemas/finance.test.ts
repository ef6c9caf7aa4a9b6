import { describe, expect, it } from 'vitest';
import { fieldErrorsFromIssues } from '../errors';
import {
  SSA_623_GROUP_OF,
  ZBudgetRequestSchema,
  ZDepositImportCommitFieldsSchema,
  ZDepositRequestSchema,
  ZDisbursementPayRequestSchema,
  ZVendorRequestSchema,
  zAmountCents,
} from './finance';
import { SPENDING_CATEGORIES, TRANSACTION_CATEGORIES, TRANSACTION_CATEGORY_LABELS } from './account';

const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? {} : fieldErrorsFromIssues(result.error!.issues);

describe('finance payloads', () => {
  it('reads amounts as whole cents without a float, refusing zero, three decimals and words', () => {
    const amount = zAmountCents();
    expect(amount.parse('750')).toBe(75_000);
    expect(amount.parse('0.29')).toBe(29);
    expect(amount.parse(19.99)).toBe(1_999);
    expect(amount.safeParse('0.00').error?.issues[0]?.message).toBe('Enter an amount above zero.');
    expect(amount.safeParse('1.234').error?.issues[0]?.message).toBe('Enter an amount in dollars and cents, like 750.00.');
    expect(amount.safeParse('').error?.issues[0]?.message).toBe('Enter an amount.');
  });

  it('keys every refusal by the field a form names', () => {
    expect(errorsOf(ZDepositRequestSchema.safeParse({ client_id: '', source: 'lottery', amount: 'x', received_on: '2026-02-30' }))).toEqual(
      {
        client_id: ['Choose a client.'],
        source: ['Choose where the money came from.'],
        amount: ['Enter an amount in dollars and cents, like 750.00.'],
        received_on: ['Enter a date as YYYY-MM-DD.'],
      },
    );
    expect(errorsOf(ZDisbursementPayRequestSchema.safeParse({ method: 'transfer' }))).toEqual({
      reference: ["Enter the transfer's reference."],
    });
    expect(ZDisbursementPayRequestSchema.safeParse({ method: 'card' }).success).toBe(true);
    expect(
      errorsOf(ZVendorRequestSchema.safeParse({ name: 'DTE', kind: 'utility', payment_method: 'transfer', account_number: '12-34 5678' })),
    ).toEqual({
      routing_number: ['A bank transfer needs the routing number.'],
    });
    expect(
      ZVendorRequestSchema.parse({ name: 'DTE', kind: 'utility', payment_method: 'check', account_number: '12-34 5678' }).account_number,
    ).toBe('12345678');
    expect(
      errorsOf(
        ZBudgetRequestSchema.safeParse({
          lines: [
            { category: 'food', monthly: '10' },
            { category: 'food', monthly: '5' },
          ],
        }),
      ),
    ).toEqual({
      'lines.1.category': ['Each category once only.'],
    });
  });

  it("reads a deposit file's assignments as a form sends them (bracket names parsed into an object)", () => {
    expect(ZDepositImportCommitFieldsSchema.parse({ assignments: { 0: { row: '3', client_id: '12' } } })).toEqual({
      program_id: 1,
      assignments: [{ row: 3, client_id: 12 }],
    });
    expect(ZDepositImportCommitFieldsSchema.parse({})).toEqual({ program_id: 1, assignments: [] });
  });

  it('has plain words for every category, and each spending category counts in one SSA-623 question', () => {
    for (const category of TRANSACTION_CATEGORIES) expect(TRANSACTION_CATEGORY_LABELS[category]).toMatch(/^[A-Z][a-z ]+$/);
    expect(SPENDING_CATEGORIES.filter((category) => SSA_623_GROUP_OF[category] === 'food_and_housing')).toEqual([
      'food',
      'housing',
      'utilities',
    ]);
    expect(SPENDING_CATEGORIES.filter((category) => SSA_623_GROUP_OF[category] === 'saved')).toEqual(['savings']);
  });
});
