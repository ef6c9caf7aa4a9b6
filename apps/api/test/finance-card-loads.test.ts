import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientUsers, journalEntries, journalLines, ledgerAccounts } from '../src/db/schema/index';
import { DEMO_CLIENT, DEMO_OVERDRAWN_CLIENT, seedDemoClients } from '../src/db/seed/demo-clients';
import { seedDemoFinance } from '../src/db/seed/demo-finance';
import { TEST_DATABASES, useTestApp } from './helpers/app';
import { call, cents, staffWithToken } from './helpers/finance';
import { testClock } from './helpers/staff';

/**
 * The demo history ends on Friday 19 June 2026 here: Maria's card was loaded today (every Friday), Darnell's on
 * Tuesday (his loads follow his benefit's weekday), so both were loaded in this Monday-to-Sunday week.
 */
const TODAY = new Date(2026, 5, 19, 12);

describe.each(TEST_DATABASES)('weekly card loads on the demo data (%s)', (driver) => {
  const clock = testClock(TODAY);
  const ctx = useTestApp(driver, { now: clock.now });
  let finance: Awaited<ReturnType<typeof staffWithToken>>;
  let maria: number;
  let darnell: number;

  beforeAll(async () => {
    await seedDemoClients(ctx.database.db, ctx.config.APP_ENCRYPTION_KEY, TODAY);
    await seedDemoFinance(ctx.database.db, ctx.config.APP_ENCRYPTION_KEY, TODAY);
    finance = await staffWithToken(ctx, ['finance'], 'Fiona Finance');
    const idOf = async (username: string) =>
      (await ctx.database.db.select().from(clientUsers).where(eq(clientUsers.username, username)))[0]!.id;
    maria = await idOf(DEMO_CLIENT.username);
    darnell = await idOf(DEMO_OVERDRAWN_CLIENT.username);
  });

  describe('a load takes the category of the card’s budget line', () => {
    it('counts the seeded weekly loads as the on-card line (food), as the generator’s drafts are', async () => {
      const lines = await ctx.database.db
        .select({ clientId: ledgerAccounts.clientId, category: journalLines.category })
        .from(journalLines)
        .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, journalLines.accountId))
        .where(and(eq(journalEntries.kind, 'card_load'), eq(ledgerAccounts.kind, 'client')));
      expect(lines.filter((line) => line.clientId === maria).length).toBeGreaterThan(50);
      expect(lines.filter((line) => line.clientId === darnell).length).toBe(12);
      expect(new Set(lines.map((line) => line.category))).toEqual(new Set(['food']));

      // On the SSA-623 they are food: the food line is at least the year's loads.
      const sheet = (await call(ctx, 'GET', `/clients/${maria}/ssa-623?program_id=1&period_end=2026-05`, finance.token)).json().data;
      const food = sheet.categories.find((line: { category: string }) => line.category === 'food');
      expect(cents(food.amount)).toBeGreaterThanOrEqual(52 * 5_000);
      const personal = sheet.categories.find((line: { category: string }) => line.category === 'personal');
      expect(personal.amount).toBe('0.00');
    });

    it('keeps one on-card line per client: a second is refused by the budget route, in the same program or another', async () => {
      const twoOnCard = await call(ctx, 'PUT', `/clients/${maria}/budget`, finance.token, {
        program_id: 1,
        lines: [
          { category: 'food', monthly: '214.29', on_card: true },
          { category: 'personal', monthly: '40.00', on_card: true },
        ],
      });
      expect(twoOnCard.statusCode).toBe(422);
      expect(twoOnCard.json().errors).toEqual({
        'lines.1.on_card': ['Only one budget line can be loaded on the debit card: untick the others.'],
      });
      const otherProgram = await call(ctx, 'PUT', `/clients/${maria}/budget`, finance.token, {
        program_id: 2,
        lines: [{ category: 'personal', monthly: '40.00', on_card: true }],
      });
      expect(otherProgram.statusCode).toBe(422);
      expect(otherProgram.json().errors).toEqual({
        'lines.0.on_card': [
          'The client’s debit card is loaded from their budget in the Representative Payee Program already: take it off the card there first.',
        ],
      });
      // Her budget is as it was: food on the card, $50.00 a week.
      const budget = (await call(ctx, 'GET', `/clients/${maria}/budget?program_id=1`, finance.token)).json().data;
      expect(budget.weekly_card_load).toBe('50.00');
    });
  });
});
