import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { billRepeatFrequencies, reportingAccounts, scheduledPayments } from '../src/db/schema/index';
import { TEST_DATABASES, useTestApp } from './helpers/app';
import { call, staffWithToken } from './helpers/finance';
import { staffAction, submittedOnboarding } from './helpers/onboarding';
import { staffToken, testClock } from './helpers/staff';

const clock = testClock(new Date('2026-06-15T16:00:00Z'));

describe.each(TEST_DATABASES)("a client's onboarding bills become scheduled payments (%s)", (driver) => {
  const ctx = useTestApp(driver, { now: clock.now });
  let finance: string;
  beforeAll(async () => {
    finance = (await staffWithToken(ctx, ['finance'])).token;
  });

  it('when the client is activated, and again by the command for active clients, each bill once', async () => {
    const applicant = await submittedOnboarding(ctx);
    const activated = await staffAction(ctx, await staffToken(ctx), applicant.code, 'activate', { program_ids: [1] });
    expect(activated.statusCode, activated.body).toBe(200);
    const clientId = activated.json().data.id;

    const read = async () => (await call(ctx, 'GET', `/scheduled-payments?client_id=${clientId}`, finance)).json().data;
    const expected = [
      ['Rent', 'housing', '650.00', 'monthly', '2026-07-01', 12],
      ['Utilities', 'utilities', '82.45', 'once', '2026-07-01', 1],
      ['Wages', 'other', '19.99', 'once', '2026-07-01', 1],
    ];
    const shape = (
      rows: { payee: string; category: string; amount: string; frequency: string; next_due_on: string; remaining_count: number | null }[],
    ) =>
      rows
        .map((row) => [row.payee, row.category, row.amount, row.frequency, row.next_due_on, row.remaining_count])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0])));
    // At activation, first due on the 1st of the month after it (the lifecycle's own clock).
    const atActivation = shape(await read());
    expect(atActivation.map((row) => row[4])).toEqual([atActivation[0]![4], atActivation[0]![4], atActivation[0]![4]]);
    expect(String(atActivation[0]![4])).toMatch(/^\d{4}-\d{2}-01$/);
    expect(atActivation.map((row) => [...row.slice(0, 4), row[5]])).toEqual(expected.map((row) => [...row.slice(0, 4), row[5]]));

    const again = await call(ctx, 'POST', '/scheduled-payments/generate', finance, { client_id: clientId });
    expect(again.json().data.created).toBe(0);
    // A client activated before this feature had none: the command makes them.
    await ctx.database.db.delete(scheduledPayments).where(eq(scheduledPayments.clientId, clientId));
    const made = await call(ctx, 'POST', '/scheduled-payments/generate', finance, {});
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json()).toEqual({ message: 'Made 3 scheduled payments from onboarding bills.', data: { created: 3, on: null } });
    expect(shape(await read())).toEqual(expected);
  });

  it('reads what a bill is paid from and how often it repeats from the reference rows, which the migration filled', async () => {
    const categories = await ctx.database.db
      .select({ id: reportingAccounts.id, category: reportingAccounts.spendingCategory })
      .from(reportingAccounts)
      .orderBy(asc(reportingAccounts.id));
    expect(categories.map((row) => row.category)).toEqual([
      ...[null, null, null, null, null, null],
      ...['housing', 'utilities', 'food', 'personal', 'personal', 'medical', 'other', 'utilities', 'fees', 'other'],
    ]);
    const frequencies = await ctx.database.db
      .select({ frequency: billRepeatFrequencies.paymentFrequency })
      .from(billRepeatFrequencies)
      .orderBy(asc(billRepeatFrequencies.id));
    expect(frequencies.map((row) => row.frequency)).toEqual(['weekly', 'every_two_weeks', 'monthly', 'quarterly', 'yearly']);

    // The office changes the rows: rent is paid from "other", monthly bills quarterly. New schedules follow them.
    await ctx.database.db.update(reportingAccounts).set({ spendingCategory: 'other' }).where(eq(reportingAccounts.id, 7));
    await ctx.database.db.update(billRepeatFrequencies).set({ paymentFrequency: 'quarterly' }).where(eq(billRepeatFrequencies.id, 3));
    try {
      const applicant = await submittedOnboarding(ctx);
      const activated = await staffAction(ctx, await staffToken(ctx), applicant.code, 'activate', { program_ids: [1] });
      expect(activated.statusCode, activated.body).toBe(200);
      const rows = (await call(ctx, 'GET', `/scheduled-payments?client_id=${activated.json().data.id}`, finance)).json().data as {
        payee: string;
        category: string;
        frequency: string;
      }[];
      expect(rows.find((row) => row.payee === 'Rent')).toMatchObject({ category: 'other', frequency: 'quarterly' });
      expect(rows.find((row) => row.payee === 'Utilities')).toMatchObject({ category: 'utilities', frequency: 'once' });
    } finally {
      await ctx.database.db.update(reportingAccounts).set({ spendingCategory: 'housing' }).where(eq(reportingAccounts.id, 7));
      await ctx.database.db.update(billRepeatFrequencies).set({ paymentFrequency: 'monthly' }).where(eq(billRepeatFrequencies.id, 3));
    }
  });
});
