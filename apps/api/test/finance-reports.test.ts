import { API_PREFIX } from '@payee/contract';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientUsers, ledgerTransactions, scheduledPayments } from '../src/db/schema/index';
import { DEMO_CLIENT, DEMO_OVERDRAFT_REASON, DEMO_OVERDRAWN_CLIENT, seedDemoClients } from '../src/seed/demo-clients';
import { demoBankStatementCsv, demoSsaDepositCsv, seedDemoFinance } from '../src/seed/demo-finance';
import { formatDollars } from '../src/modules/ledger/money';
import { TEST_DATABASES, useTestApp } from './helpers/app';
import { bearer, tokenFor } from './helpers/clients';
import { accountSum, call, cents, expectBookInvariants, keptFiguresOffTheirLines, staffWithToken, upload } from './helpers/finance';
import { pdfPages } from './helpers/pdf';
import { testClock } from './helpers/staff';

/** The demo history ends on 15 June 2026 here (noon in Michigan, in any zone); last month is May. */
const TODAY = new Date('2026-06-15T16:00:00Z');
const clock = testClock(TODAY);

describe.each(TEST_DATABASES)('reconciliation, closed months, the SSA-623 and the client side, on the demo data (%s)', (driver) => {
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

  it('seeds a pooled book the demo clients add up to, Darnell below zero only by a recorded override', async () => {
    await expectBookInvariants(ctx, finance.token, [maria, darnell]);
    expect(await accountSum(ctx, darnell)).toBeLessThan(0);
    const entries = (await call(ctx, 'GET', `/entries?client_id=${darnell}&per_page=100`, finance.token)).json().data;
    const overridden = entries.filter((entry: { override_reason: string | null }) => entry.override_reason === DEMO_OVERDRAFT_REASON);
    expect(overridden.length).toBeGreaterThan(0);
    // Rent is scheduled for each, next month, to the demo landlords.
    const schedules = (await call(ctx, 'GET', '/scheduled-payments', finance.token)).json().data;
    expect(
      schedules.map((row: { client: { id: number }; payee: string; amount: string; next_due_on: string }) => [
        row.client.id,
        row.payee,
        row.amount,
        row.next_due_on,
      ]),
    ).toEqual([
      [darnell, 'Eastside Rooms', '600.00', '2026-06-17'],
      [maria, 'Lansing Gardens Apartments', '650.00', '2026-07-05'],
    ]);
  });

  it('imports the demo SSA file with one row unmatched, assigned to Maria by hand', async () => {
    const csv = await demoSsaDepositCsv(TODAY);
    const preview = (await upload(ctx, '/deposit-imports/preview', finance.token, csv)).json().data;
    expect(preview.rows.map((row: { status: string }) => row.status)).toEqual(['matched', 'matched', 'unmatched']);
    const darnellBefore = await accountSum(ctx, darnell);
    const committed = await upload(ctx, '/deposit-imports', finance.token, csv, {
      assignments: { 0: { row: 3, client_id: maria, reason: 'A back payment of hers, under the SSN on the old award.' } },
    });
    expect(committed.statusCode, committed.body).toBe(201);
    expect(await accountSum(ctx, darnell)).toBe(darnellBefore + 94_300);
    await expectBookInvariants(ctx, finance.token, [maria, darnell]);
  });

  it("reconciles last month from the bank's CSV (automatically, and one line by hand), closes it, and then refuses postings dated in it", async () => {
    const statement = await demoBankStatementCsv('2026-05', TODAY);
    const imported = await upload(ctx, '/reconciliation/2026-05/bank-statement', finance.token, statement, {}, 'may.csv');
    expect(imported.statusCode, imported.body).toBe(200);
    let state = imported.json().data;
    expect(state.unmatched_lines).toBe(1);
    expect(state.can_close).toBe(false);
    expect(state.close_problem).toBe('1 statement line is not matched to the book yet.');
    const unmatchedLines = (await call(ctx, 'GET', '/reconciliation/2026-05/lines?matched=unmatched', finance.token)).json();
    expect(unmatchedLines.meta.total).toBe(1);
    const line = unmatchedLines.data[0];
    expect(line.description).toContain('RENT TO LANSING GARDENS');
    const outstanding = (await call(ctx, 'GET', '/reconciliation/2026-05/outstanding?per_page=100', finance.token)).json().data;
    expect(outstanding).toHaveLength(state.outstanding_count);
    const rentEntry = outstanding.find((entry: { amount: string }) => entry.amount === line.amount);
    expect(rentEntry).toBeDefined();
    expect((await call(ctx, 'POST', '/reconciliation/2026-05/close', finance.token)).statusCode).toBe(409);

    const wrong = outstanding.find((entry: { amount: string }) => entry.amount !== line.amount);
    if (wrong)
      expect(
        (await call(ctx, 'POST', '/reconciliation/2026-05/matches', finance.token, { line_id: line.id, entry_id: wrong.entry_id }))
          .statusCode,
      ).toBe(422);
    const matched = await call(ctx, 'POST', '/reconciliation/2026-05/matches', finance.token, {
      line_id: line.id,
      entry_id: rentEntry.entry_id,
    });
    expect(matched.statusCode, matched.body).toBe(200);
    state = matched.json().data;
    expect(state).toMatchObject({
      unmatched_lines: 0,
      difference: '0.00',
      can_close: true,
      outstanding_count: 0,
      outstanding_total: '0.00',
    });
    expect((await call(ctx, 'GET', '/reconciliation/2026-05/outstanding', finance.token)).json()).toMatchObject({
      data: [],
      meta: { total: 0 },
    });
    expect(state.bank_balance).toBe(state.book_balance);
    expect(await keptFiguresOffTheirLines(ctx)).toEqual([]);
    // Unmatch and match again: finance can change its mind until the month is closed.
    expect((await call(ctx, 'DELETE', `/reconciliation/2026-05/matches/${line.id}`, finance.token)).json().data.unmatched_lines).toBe(1);
    expect(await keptFiguresOffTheirLines(ctx)).toEqual([]);
    await call(ctx, 'POST', '/reconciliation/2026-05/matches', finance.token, { line_id: line.id, entry_id: rentEntry.entry_id });

    const closed = await call(ctx, 'POST', '/reconciliation/2026-05/close', finance.token);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().data).toMatchObject({ status: 'closed', closed_by: { name: 'Fiona Finance' } });

    const late = await call(ctx, 'POST', '/deposits', finance.token, {
      client_id: maria,
      source: 'wages',
      amount: '10.00',
      received_on: '2026-05-20',
    });
    expect(late.statusCode).toBe(422);
    expect(late.json()).toEqual({
      message: 'May 2026 is closed: nothing can be posted with a date in it. Use a date in an open month.',
      errors: { received_on: ['May 2026 is closed: nothing can be posted with a date in it. Use a date in an open month.'] },
    });
    const [entry] = (await call(ctx, 'GET', `/entries?client_id=${maria}&from=2026-05-01&to=2026-05-31&per_page=1`, finance.token)).json()
      .data;
    const reversal = await call(ctx, 'POST', `/entries/${entry.id}/reverse`, finance.token, {
      reason: 'Wrong month.',
      posted_on: '2026-05-31',
    });
    expect(reversal.statusCode).toBe(422);
    expect(Object.keys(reversal.json().errors)).toEqual(['posted_on']);
    // June is open.
    expect(
      (
        await call(ctx, 'POST', '/deposits', finance.token, {
          client_id: maria,
          source: 'wages',
          amount: '10.00',
          received_on: '2026-06-01',
        })
      ).statusCode,
    ).toBe(201);
    expect((await call(ctx, 'DELETE', `/reconciliation/2026-05/matches/${line.id}`, finance.token)).statusCode).toBe(409);

    const report = await call(ctx, 'GET', '/reconciliation/2026-05/report', finance.token);
    expect(report.statusCode).toBe(200);
    expect(report.headers['content-type']).toBe('application/pdf');
    const text = (await pdfPages(report.rawPayload)).join(' ');
    expect(text).toContain('Bank reconciliation, May 2026');
    expect(text).toContain(`Bank balance (statement) ${formatDollars(cents(state.bank_balance))}`);
    expect(text).toContain(`Book balance (pooled account) ${formatDollars(cents(state.book_balance))}`);
    expect(text).toContain('Sum of client balances');
    expect(text).toContain('Outstanding items');
    // Its tables show money in and money out in two columns, both positive, as the screens do.
    const lines = text.slice(text.indexOf('Statement lines'));
    expect(lines).toContain('Money in Money out');
    expect(lines).toContain('RENT TO LANSING GARDENS');
    expect(lines).not.toMatch(/-\$/);
  });

  it('fills the SSA-623 worksheet from the ledger: the figures add up and equal the sums of the lines behind them', async () => {
    const response = await call(ctx, 'GET', `/clients/${maria}/ssa-623?program_id=1&period_end=2026-05`, finance.token);
    expect(response.statusCode, response.body).toBe(200);
    const sheet = response.json().data;
    expect(sheet.period).toEqual({ start: '2025-06-01', end: '2026-05-31' });
    expect(sheet.adds_up).toBe(true);
    const lines = await ctx.database.db
      .select({ category: ledgerTransactions.category, total: sql<string>`sum(${ledgerTransactions.amountCents})::text` })
      .from(ledgerTransactions)
      .where(
        and(
          eq(ledgerTransactions.clientId, maria),
          eq(ledgerTransactions.programId, 1),
          sql`${ledgerTransactions.postedOn} between '2025-06-01' and '2026-05-31'`,
        ),
      )
      .groupBy(ledgerTransactions.category);
    const sum = (...categories: string[]) =>
      lines.filter((row) => categories.includes(row.category)).reduce((total, row) => total + Number(row.total), 0);
    // What each category spent, never below zero: credits beyond its spending are money in (docs/decisions.md).
    const spent = (category: string, ...alike: string[]) => Math.max(0, -sum(category, ...alike));
    // Her benefits are all Social Security deposits; her weekly card loads count as food, her card's budget line.
    expect(cents(sheet.benefits_received)).toBe(sum('benefit_deposit'));
    expect(cents(sheet.spent_on_food_and_housing)).toBe(spent('food', 'debit_card_load') + spent('housing') + spent('utilities'));
    expect(cents(sheet.spent_on_other_things)).toBe(
      spent('medical') + spent('clothing') + spent('personal') + spent('fees') + spent('other'),
    );
    expect(cents(sheet.closing_balance) - cents(sheet.opening_balance)).toBe(sum(...lines.map((row) => row.category)));
    expect(cents(sheet.moved_in)).toBe(sum('transfer_in'));
    expect(cents(sheet.benefits_received) + cents(sheet.other_money_in) + cents(sheet.spent_from_balance)).toBe(
      cents(sheet.spent_on_food_and_housing) + cents(sheet.spent_on_other_things) + cents(sheet.saved),
    );
    const categoryTotal = sheet.categories.reduce(
      (total: number, line: { group: string; amount: string }) => total + (line.group === 'food_and_housing' ? cents(line.amount) : 0),
      0,
    );
    expect(categoryTotal).toBe(cents(sheet.spent_on_food_and_housing));

    const pdf = await call(ctx, 'GET', `/clients/${maria}/ssa-623/pdf?program_id=1&period_end=2026-05`, finance.token);
    expect(pdf.headers['x-filename']).toBe(`ssa-623-client-${maria}-2026-05.pdf`);
    const text = (await pdfPages(pdf.rawPayload)).join(' ');
    expect(text).toContain('Representative Payee Report (SSA-623) worksheet');
    expect(text).toContain(`Benefits received (Social Security and SSI) ${formatDollars(cents(sheet.benefits_received))}`);
    expect(text).toContain(`Spent on food and housing ${formatDollars(cents(sheet.spent_on_food_and_housing))}`);
    expect(text).toContain('***-**-4320');
    expect(text).not.toContain('987-65-4320');

    const csv = await call(ctx, 'GET', `/clients/${maria}/ssa-623/csv?program_id=1&period_end=2026-05`, finance.token);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [header, row] = csv.body.trim().split('\n');
    expect(header!.split(',').slice(0, 8)).toEqual([
      'client_id',
      'client_name',
      'application_code',
      'program',
      'period_start',
      'period_end',
      'opening_balance',
      'benefits_received',
    ]);
    expect(row).toContain(`,${sheet.benefits_received},`);
  });

  it('keeps CSV cells inert: a name a spreadsheet would run as a formula is quoted', async () => {
    await ctx.database.db.update(clientUsers).set({ firstName: '=HYPERLINK("x")' }).where(eq(clientUsers.id, darnell));
    const csv = await call(ctx, 'GET', `/clients/${darnell}/ssa-623/csv?program_id=1&period_end=2026-05`, finance.token);
    expect(csv.body).toContain(`"'=HYPERLINK(""x"") Price"`);
    await ctx.database.db.update(clientUsers).set({ firstName: DEMO_OVERDRAWN_CLIENT.firstName }).where(eq(clientUsers.id, darnell));
  });

  it("shows the client their next bills and card load, and this month's spending against the budget", async () => {
    const token = await tokenFor(ctx);
    const comingUp = await ctx.app.inject({
      method: 'GET',
      url: `${API_PREFIX}/website/client/coming-up?program_id=1`,
      headers: bearer(token),
    });
    expect(comingUp.statusCode, comingUp.body).toBe(200);
    expect(comingUp.json().data).toEqual({
      bills: [{ due_on: '2026-07-05', payee: 'Lansing Gardens Apartments', category_label: 'Housing', amount: '650.00' }],
      next_card_load: { on: '2026-06-19', amount: '50.00' },
    });
    const thisMonth = (
      await ctx.app.inject({ method: 'GET', url: `${API_PREFIX}/website/client/this-month?program_id=1`, headers: bearer(token) })
    ).json().data;
    expect(thisMonth.month).toBe('2026-06');
    const housing = thisMonth.categories.find((line: { category: string }) => line.category === 'housing');
    expect(housing).toMatchObject({ label: 'Housing', budget: '650.00', spent: '650.00', remaining: '0.00' });
    // Only their own: another program or someone else's is a 404.
    expect(
      (await ctx.app.inject({ method: 'GET', url: `${API_PREFIX}/website/client/coming-up?program_id=9`, headers: bearer(token) }))
        .statusCode,
    ).toBe(404);
  });

  it('shows each posting on the statement with its category in plain words', async () => {
    const token = await tokenFor(ctx);
    const response = await ctx.app.inject({
      method: 'GET',
      url: `${API_PREFIX}/website/client/account-statement?program_id=1&transaction_date[0]=2026-05-01&transaction_date[1]=2026-05-31`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    const text = (await pdfPages(response.rawPayload)).join(' ');
    expect(text).toMatch(/05\/05\/2026 Rent to Lansing Gardens Apartments, May \$650\.00 \$[\d,]+\.\d\d Housing/);
    expect(text).toMatch(/Social Security benefit deposit \(SSA\), May \$1,182\.00 \$[\d,]+\.\d\d Benefit deposit/);
    expect(text).toMatch(/Weekly debit card load \$50\.00 \$[\d,]+\.\d\d Debit card load/);
  });

  it('drafts rent from the due list and advances the schedule; the same occurrence twice is refused', async () => {
    const due = (await call(ctx, 'GET', '/due', finance.token)).json().data;
    const rent = due.find(
      (item: { client: { id: number }; scheduled_payment_id: number | null; disbursement: unknown }) =>
        item.client.id === darnell && item.scheduled_payment_id && !item.disbursement,
    );
    expect(rent).toMatchObject({ due_on: '2026-06-17', amount: '600.00', payee: 'Eastside Rooms' });
    // Maria's is three weeks away: not in the next 14 days.
    expect(due.some((item: { client: { id: number } }) => item.client.id === maria)).toBe(false);
    const drafted = await call(ctx, 'POST', '/disbursements', finance.token, {
      scheduled_payment_id: rent.scheduled_payment_id,
      due_on: rent.due_on,
    });
    expect(drafted.statusCode, drafted.body).toBe(201);
    expect(drafted.json().data).toMatchObject({
      kind: 'bill',
      payee: 'Eastside Rooms',
      amount: '600.00',
      category: 'housing',
      budget: { budgeted: '600.00' },
    });
    const [schedule] = await ctx.database.db.select().from(scheduledPayments).where(eq(scheduledPayments.id, rent.scheduled_payment_id));
    expect(schedule!.nextDueOn).toBe('2026-07-17');
    const twice = await call(ctx, 'POST', '/disbursements', finance.token, {
      scheduled_payment_id: rent.scheduled_payment_id,
      due_on: '2026-06-17',
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors).toEqual({ due_on: ['The next payment of this schedule is due on 2026-07-17: draft that one first.'] });
  });
});
