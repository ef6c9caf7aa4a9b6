import { describe, expect, it } from 'vitest';
import { fieldErrorsFromIssues } from '../errors';
import {
  ONE_ON_CARD_LINE_MESSAGE,
  SSA_623_GROUP_OF,
  ZAdjustmentRequestSchema,
  ZBudgetRequestSchema,
  ZDepositImportCommitFieldsSchema,
  ZDepositRequestSchema,
  ZDisbursementPayRequestSchema,
  ZTransferRequestSchema,
  ZVendorRequestSchema,
} from './finance';
import { zAmountCents } from './fields';
import { SPENDING_CATEGORIES, TRANSACTION_CATEGORIES, TRANSACTION_CATEGORY_LABELS } from './account';

const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? {} : fieldErrorsFromIssues(result.error!.issues);

describe('finance payloads', () => {
  it('reads amounts as whole cents without a float, refusing zero, three decimals and words', () => {
    const amount = zAmountCents();
    expect(amount.parse('750')).toBe(75_000);
    expect(amount.parse('0.29')).toBe(29);
    expect(amount.parse('19.99')).toBe(1_999);
    expect(amount.parse(' 4.35 ')).toBe(435);
    // A JSON number has been through a float already: amounts travel as text.
    expect(amount.safeParse(19.99).error?.issues[0]?.message).toBe('Enter an amount in dollars and cents, like 750.00.');
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
        received_on: ['Enter a real date, like 11/01/2026.'],
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
    // One debit card, one weekly load, one category it counts under.
    expect(
      errorsOf(
        ZBudgetRequestSchema.safeParse({
          lines: [
            { category: 'food', monthly: '214.29', on_card: true },
            { category: 'housing', monthly: '650' },
            { category: 'personal', monthly: '40', on_card: true },
          ],
        }),
      ),
    ).toEqual({ 'lines.2.on_card': [ONE_ON_CARD_LINE_MESSAGE] });
    expect(
      errorsOf(
        ZTransferRequestSchema.safeParse({ client_id: 3, from_program_id: 2, to_program_id: '2', amount: '10', posted_on: '2026-06-01' }),
      ),
    ).toEqual({
      to_program_id: ['Choose another program than the one the money leaves.'],
      reason: ['Say why the money moves.'],
    });
  });

  it('moves money between programs only as a transfer: an adjustment takes no transfer category', () => {
    const adjustment = {
      client_id: 3,
      direction: 'in',
      amount: '10',
      posted_on: '2026-06-01',
      description: 'Moved',
      reason: 'Moved between programs.',
    };
    expect(errorsOf(ZAdjustmentRequestSchema.safeParse({ ...adjustment, category: 'transfer_in' }))).toEqual({
      category: ['Choose a category.'],
    });
    expect(ZAdjustmentRequestSchema.safeParse({ ...adjustment, category: 'other_income' }).success).toBe(true);
  });

  it("reads a deposit file's assignments as a form sends them (bracket names parsed into an object)", () => {
    expect(ZDepositImportCommitFieldsSchema.parse({ assignments: { 0: { row: '3', client_id: '12' } } })).toEqual({
      program_id: 1,
      assignments: [{ row: 3, client_id: 12 }],
    });
    expect(ZDepositImportCommitFieldsSchema.parse({})).toEqual({ program_id: 1, assignments: [] });
  });

  it("reads an assignment's reason (trimmed, blank is none) and refuses one under 5 or over 500 characters", () => {
    const withReason = (reason: string) =>
      ZDepositImportCommitFieldsSchema.safeParse({ assignments: { 0: { row: '3', client_id: '12', reason } } });
    expect(withReason('  Her back payment.  ').data?.assignments).toEqual([{ row: 3, client_id: 12, reason: 'Her back payment.' }]);
    expect(withReason('   ').data?.assignments[0]?.reason).toBeUndefined();
    expect(errorsOf(withReason('Hers'))).toEqual({ 'assignments.0.reason': ['Give a reason of at least 5 characters.'] });
    expect(errorsOf(withReason('x'.repeat(501)))).toEqual({ 'assignments.0.reason': ['The reason must be 500 characters or fewer.'] });
  });

  it('reads the confirmation of a deposit reference used before, as JSON or a form sends it', () => {
    const base = { client_id: 7, source: 'ssi', amount: '50.00', received_on: '2026-06-05', reference: 'SSA-1' };
    expect(ZDepositRequestSchema.parse(base).confirm_duplicate_reference).toBeUndefined();
    expect(ZDepositRequestSchema.parse({ ...base, confirm_duplicate_reference: true }).confirm_duplicate_reference).toBe(true);
    expect(ZDepositRequestSchema.parse({ ...base, confirm_duplicate_reference: 'true' }).confirm_duplicate_reference).toBe(true);
    expect(ZDepositRequestSchema.parse({ ...base, confirm_duplicate_reference: 'false' }).confirm_duplicate_reference).toBe(false);
    expect(errorsOf(ZDepositRequestSchema.safeParse({ ...base, confirm_duplicate_reference: 'yes' }))).toEqual({
      confirm_duplicate_reference: ['Tick the box or leave it empty.'],
    });
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
