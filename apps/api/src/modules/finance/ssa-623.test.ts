import { describe, expect, it } from 'vitest';
import { ssa623Figures } from './ssa-623';

/** The figures as plain objects, zero categories and sources left out. */
const figures = (rows: Parameters<typeof ssa623Figures>[0]) => {
  const { income, benefits, spent, movedIn, movedOut } = ssa623Figures(rows);
  return {
    income: Object.fromEntries(income),
    benefits,
    spent: Object.fromEntries([...spent].filter(([, cents]) => cents !== 0)),
    movedIn,
    movedOut,
  };
};

describe('the SSA-623 figures of a period', () => {
  it('count transfers as moved in and out, never as money in or spending', () => {
    expect(
      figures([
        { category: 'benefit_deposit', source: 'social_security', cents: 100_000 },
        { category: 'transfer_in', source: null, cents: 137_050 },
        { category: 'transfer_out', source: null, cents: -20_000 },
        { category: 'food', source: null, cents: -5_000 },
      ]),
    ).toEqual({ income: { social_security: 100_000 }, benefits: 100_000, spent: { food: 5_000 }, movedIn: 137_050, movedOut: 20_000 });
  });

  it('net a reversal against its line, and move what still nets below zero to the figure that says what it was', () => {
    expect(
      figures([
        // A transfer in of an earlier period undone in this one: moved out.
        { category: 'transfer_in', source: null, cents: -3_000 },
        // A benefit of an earlier period reversed in this one: spent on other things.
        { category: 'benefit_deposit', source: 'ssi', cents: -4_000 },
        { category: 'benefit_deposit', source: 'social_security', cents: 90_000 },
        // Food spent and partly refunded: nets; a medical refund beyond the period's medical spending: money in.
        { category: 'food', source: null, cents: -6_000 },
        { category: 'food', source: null, cents: 1_000 },
        { category: 'medical', source: null, cents: 2_500 },
        { category: 'medical', source: null, cents: -500 },
      ]),
    ).toEqual({
      income: { social_security: 90_000, refund_medical: 2_000 },
      benefits: 90_000,
      spent: { food: 5_000, other: 4_000 },
      movedIn: 0,
      movedOut: 3_000,
    });
  });

  it('keep the balance’s change whatever moved: money in + moved in − spent − moved out', () => {
    const rows = [
      { category: 'transfer_out', source: null, cents: 500 },
      { category: 'wages', source: 'wages', cents: -700 },
      { category: 'other', source: null, cents: 1_200 },
      { category: 'savings', source: null, cents: -300 },
      { category: null, source: null, cents: -50 },
    ] as const;
    const { income, spent, movedIn, movedOut } = ssa623Figures(rows);
    const change = rows.reduce((sum, row) => sum + row.cents, 0);
    const sum = (values: Iterable<number>) => [...values].reduce((total, cents) => total + cents, 0);
    expect(sum(income.values()) + movedIn - sum(spent.values()) - movedOut).toBe(change);
    expect([...income.values(), ...spent.values(), movedIn, movedOut].every((cents) => cents >= 0)).toBe(true);
  });
});
