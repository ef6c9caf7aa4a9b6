import { describe, expect, it } from 'vitest';
import { DEMO_MAIN_PROGRAM_ID, DEMO_SECOND_PROGRAM, DEMO_TRANSFER_DESCRIPTION, demoClientLedgers } from './demo-clients';
import { DEMO_CARD_CATEGORY, daysBefore, sumCents, type DemoAccount } from './demo-ledger';

/**
 * The demo ledger must add up as a bank's would (issue 9, item 19), whatever day the database is first
 * seeded: each history ends "today", so every day of a year (a leap day included) is tried.
 */
const SEED_DAYS = Array.from({ length: 430 }, (_, index) => new Date(2027, 0, 1 + index, 12));
const LEDGERS = SEED_DAYS.map((today) => ({ today, ledgers: demoClientLedgers(today) }));

/** The balance after each line, in posting order. */
const runningBalances = (account: DemoAccount) => {
  let balance = 0;
  return account.transactions.map((line) => (balance += line.amountCents));
};

describe('the demo ledger, for a history ending on any day', () => {
  it('lists each account in posting order, from the enrolment to today, and never goes below zero before the first deposit', () => {
    for (const { today, ledgers } of LEDGERS) {
      for (const { client, accounts } of ledgers) {
        for (const account of accounts) {
          const where = `${client.username}, program ${account.programId}, history ending ${daysBefore(today, 0)}`;
          const dates = account.transactions.map((line) => line.postedOn);
          expect(dates, where).toEqual([...dates].sort());
          expect(dates[0]! >= account.enrolledOn, where).toBe(true);
          expect(dates.at(-1)! <= daysBefore(today, 0), where).toBe(true);

          const firstDeposit = account.transactions.findIndex((line) => line.amountCents > 0);
          expect(firstDeposit, where).toBeGreaterThanOrEqual(0);
          const balances = runningBalances(account);
          expect(
            balances.slice(0, firstDeposit).filter((balance) => balance < 0),
            where,
          ).toEqual([]);
        }
      }
    }
  });

  it('keeps every account of a client in funds unless it ends below zero', () => {
    for (const { today, ledgers } of LEDGERS) {
      for (const { client, accounts } of ledgers) {
        for (const account of accounts) {
          if (sumCents(account.transactions) < 0) continue;
          const lowest = Math.min(...runningBalances(account));
          expect(lowest, `${client.username}, program ${account.programId}, history ending ${daysBefore(today, 0)}`).toBeGreaterThanOrEqual(
            0,
          );
        }
      }
    }
  });

  it('moves the whole Money Management balance to the Representative Payee Program: a transfer, out of one and into the other on the same day', () => {
    for (const { today, ledgers } of LEDGERS) {
      for (const { client, accounts } of ledgers) {
        const moneyManagement = accounts.find((account) => account.programId === DEMO_SECOND_PROGRAM.id);
        if (!moneyManagement) continue;
        const where = `${client.username}, history ending ${daysBefore(today, 0)}`;
        // The program closed: its last line moved what was left, and nothing is left.
        const closing = moneyManagement.transactions.at(-1)!;
        expect(closing, where).toMatchObject({ category: 'transfer_out', description: DEMO_TRANSFER_DESCRIPTION });
        expect(closing.amountCents, where).toBeLessThan(0);
        expect(sumCents(moneyManagement.transactions), where).toBe(0);

        // The other row of the same transfer (one entry of two lines, seed/demo-clients.ts): same day, words and reference.
        const payeeProgram = accounts.find((account) => account.programId === DEMO_MAIN_PROGRAM_ID)!;
        const arrivals = payeeProgram.transactions.filter((line) => line.reference === closing.reference);
        expect(arrivals, where).toEqual([
          expect.objectContaining({
            postedOn: closing.postedOn,
            amountCents: -closing.amountCents,
            category: 'transfer_in',
            description: DEMO_TRANSFER_DESCRIPTION,
          }),
        ]);
        // The only transfer rows of the demo.
        const all = ledgers.flatMap((ledger) => ledger.accounts.flatMap((account) => account.transactions));
        expect(
          all.filter((line) => line.category === 'transfer_in' || line.category === 'transfer_out'),
          where,
        ).toEqual([arrivals[0], closing]);
      }
    }
  });

  it("counts every weekly card load under the card's budget line", () => {
    for (const { today, ledgers } of LEDGERS) {
      const loads = ledgers
        .flatMap(({ accounts }) => accounts.flatMap((account) => account.transactions))
        .filter((line) => line.category === 'debit_card_load');
      expect(loads.length, daysBefore(today, 0)).toBeGreaterThan(0);
      expect(new Set(loads.map((line) => line.cardCategory)), daysBefore(today, 0)).toEqual(new Set([DEMO_CARD_CATEGORY]));
    }
  });

  it('has exactly one client with a negative balance (after deposits, so it is real) and one with an inactive program', () => {
    for (const { ledgers } of LEDGERS) {
      const overdrawn = ledgers.filter(({ accounts }) => accounts.some((account) => sumCents(account.transactions) < 0));
      const withInactiveProgram = ledgers.filter(({ accounts }) => accounts.some((account) => account.status === 0));
      expect(overdrawn.map(({ client }) => client.username)).toEqual(['darnell.price']);
      expect(withInactiveProgram.map(({ client }) => client.username)).toEqual(['maria.lopez']);
    }
  });
});
