import { API_PREFIX } from '@payee/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientUsers, disbursements, journalEntries, journalLines, ledgerAccounts } from '../src/db/schema/index';
import { DEMO_CLIENT, DEMO_OVERDRAWN_CLIENT, seedDemoClients } from '../src/seed/demo-clients';
import { seedDemoFinance } from '../src/seed/demo-finance';
import { TEST_DATABASES, useTestApp } from './helpers/app';
import { bearer, tokenFor } from './helpers/clients';
import { accountsOffTheirLines, call, cents, staffWithToken } from './helpers/finance';
import { testClock } from './helpers/staff';

/**
 * The demo history ends on Friday 19 June 2026 here (noon in Michigan, in any zone): Maria's card was loaded today
 * (every Friday), Darnell's on Tuesday (his loads follow his benefit's weekday), so both were loaded in this
 * Monday-to-Sunday week.
 */
const TODAY = new Date('2026-06-19T16:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;

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

  const generate = (weekOf?: string) => call(ctx, 'POST', '/card-loads/generate', finance.token, weekOf ? { week_of: weekOf } : {});
  const loadDrafts = (from: string, to: string) =>
    ctx.database.db
      .select({ clientId: disbursements.clientId, dueOn: disbursements.dueOn, category: disbursements.category })
      .from(disbursements)
      .where(and(eq(disbursements.kind, 'card_load'), inArray(disbursements.clientId, [maria, darnell])))
      .then((rows) => rows.filter((row) => row.dueOn >= from && row.dueOn <= to));
  const comingUp = async (username: string, password: string) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `${API_PREFIX}/website/client/coming-up?program_id=1`,
      headers: bearer(await tokenFor(ctx, username, password)),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.next_card_load as { on: string; amount: string } | null;
  };

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

  describe('one load per client per week', () => {
    it('announces next week’s load to a client whose card was loaded this week', async () => {
      expect(await comingUp(DEMO_CLIENT.username, DEMO_CLIENT.password)).toEqual({ on: '2026-06-26', amount: '50.00' });
      expect(await comingUp(DEMO_OVERDRAWN_CLIENT.username, DEMO_OVERDRAWN_CLIENT.password)).toEqual({ on: '2026-06-26', amount: '40.00' });
    });

    it('drafts nothing for a client loaded this week (by the seed), and nothing new the second time', async () => {
      const first = await generate();
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json().data).toEqual({ created: 0, on: '2026-06-19' });
      expect(await loadDrafts('2026-06-15', '2026-06-21')).toEqual([]);
      expect((await generate('2026-06-21')).json().data).toEqual({ created: 0, on: '2026-06-19' });

      // Next week: one each, food, on Friday; again, nothing new.
      expect((await generate('2026-06-22')).json().data).toEqual({ created: 2, on: '2026-06-26' });
      expect((await generate('2026-06-28')).json().data).toEqual({ created: 0, on: '2026-06-26' });
      const drafts = await loadDrafts('2026-06-22', '2026-06-28');
      expect(drafts.sort((a, b) => a.clientId - b.clientId)).toEqual(
        [maria, darnell].sort((a, b) => a - b).map((clientId) => ({ clientId, dueOn: '2026-06-26', category: 'food' })),
      );
    });

    it('counts a load paid in the week, whatever day it was paid, and skips that week in Coming up', async () => {
      // Saturday: Darnell's load of next week, drafted above, is paid early (dated Monday): that week is his now.
      clock.advance(DAY_MS);
      finance.token = (await ctx.app.authTokens.issue({ subjectType: 'staff', subjectId: finance.id, ttlMs: 60 * 60 * 1000 })).token;
      const [draft] = (
        await call(ctx, 'GET', `/disbursements?kind=card_load&client_id=${darnell}&due_from=2026-06-22`, finance.token)
      ).json().data;
      expect(draft).toMatchObject({ due_on: '2026-06-26', status: 'draft' });
      expect(
        (await call(ctx, 'POST', `/disbursements/${draft.id}/approve`, finance.token, { override_reason: 'Advance until his deposit.' }))
          .statusCode,
      ).toBe(200);
      const paid = await call(ctx, 'POST', `/disbursements/${draft.id}/pay`, finance.token, {
        method: 'card',
        paid_on: '2026-06-22',
        override_reason: 'Advance until his deposit.',
      });
      expect(paid.statusCode, paid.body).toBe(200);
      expect((await generate('2026-06-24')).json().data.created).toBe(0);
      // On Saturday, Maria's next load is next Friday (this week's went out yesterday), Darnell's the week after (next week's is paid).
      expect(await comingUp(DEMO_CLIENT.username, DEMO_CLIENT.password)).toEqual({ on: '2026-06-26', amount: '50.00' });
      expect(await comingUp(DEMO_OVERDRAWN_CLIENT.username, DEMO_OVERDRAWN_CLIENT.password)).toEqual({ on: '2026-07-03', amount: '40.00' });
    });

    it('drafts once when two generators run at once', async () => {
      const [one, two] = await Promise.all([generate('2026-07-06'), generate('2026-07-08')]);
      expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
      expect(one.json().data.created + two.json().data.created).toBe(2);
      expect((await loadDrafts('2026-07-06', '2026-07-12')).length).toBe(2);
    });
  });

  it("keeps every account's posted total equal to the sum of its lines, after all of the above", async () => {
    expect(await accountsOffTheirLines(ctx)).toEqual([]);
  });
});
