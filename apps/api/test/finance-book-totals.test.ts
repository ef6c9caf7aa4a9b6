import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { journalLines, ledgerAccounts } from '../src/db/schema/index';
import { TEST_DATABASES, useTestApp } from './helpers/app';
import {
  accountsOffTheirLines,
  call,
  cents,
  createLedgerClient,
  staffWithToken,
  totalsByAccountKind,
  upload,
  postDeposit,
} from './helpers/finance';
import { queryCounter, routeStatements } from './helpers/query-count';
import { testClock } from './helpers/staff';

/** The office's today in these tests: Friday 27 November 2026, midday in Michigan. */
const clock = testClock(new Date('2026-11-27T17:00:00Z'));

/**
 * The book's totals are read from each account's posted total (`balance_cents`), and a past day's from it less the
 * lines dated after that day: the same figures as summing every line of the journal, future-dated lines included
 * "now" (as ever), and the month's reconciliation asks the database the same number of times whatever the journal holds.
 */
describe.each(TEST_DATABASES)("the book's totals and the reconciliation month (%s)", (driver) => {
  const queries = queryCounter();
  const ctx = useTestApp(driver, { now: clock.now, queryLogger: queries.logger });
  let finance: Awaited<ReturnType<typeof staffWithToken>>;
  const post = (url: string, body: unknown) => call(ctx, 'POST', url, finance.token, body);

  /** Sum of the lines of each kind of account dated up to `through`, straight from the journal (the old reading). */
  async function linesThrough(through: string) {
    const rows = await ctx.database.db
      .select({ kind: ledgerAccounts.kind, total: sql<string>`coalesce(sum(${journalLines.amountCents}), 0)::text` })
      .from(journalLines)
      .innerJoin(ledgerAccounts, sql`${ledgerAccounts.id} = ${journalLines.accountId}`)
      .where(sql`${journalLines.postedOn} <= ${through}`)
      .groupBy(ledgerAccounts.kind);
    return (kind: string) => Number(rows.find((row) => row.kind === kind)?.total ?? 0);
  }

  /** A client with a deposit on each of `days` (and a fee on the first), in cents `amount` each. */
  async function clientWithDeposits(name: string, days: string[], amount: string) {
    const id = await createLedgerClient(ctx, name);
    for (const day of days) {
      const response = await postDeposit(ctx, finance.token, { client_id: id, source: 'social_security', amount, received_on: day });
      expect(response.statusCode, response.body).toBe(201);
    }
    expect((await post('/fees', { client_id: id, amount: '25.00', posted_on: days[0] })).statusCode).toBe(201);
    return id;
  }

  /** October's statement: one line for each bank movement dated in October, in the book's order. */
  async function importOctober() {
    const rows = await ctx.database.db.execute<{ posted_on: string; amount: string }>(
      sql`select l.posted_on::text as posted_on, (-l.amount_cents)::text as amount from journal_lines l
          join ledger_accounts a on a.id = l.account_id
          where a.kind = 'bank' and l.posted_on between '2026-10-01' and '2026-10-31' order by l.posted_on, l.id`,
    );
    let balance = -(await linesThrough('2026-09-30'))('bank');
    const lines = (rows as unknown as { rows: { posted_on: string; amount: string }[] }).rows.map((row) => {
      balance += Number(row.amount);
      return [row.posted_on, 'Movement', '', (Number(row.amount) / 100).toFixed(2), (balance / 100).toFixed(2)].join(',');
    });
    const csv = ['date,description,reference,amount,balance', ...lines].join('\n') + '\n';
    const response = await upload(ctx, '/reconciliation/2026-10/bank-statement', finance.token, csv, {}, 'october.csv');
    expect(response.statusCode, response.body).toBe(200);
    return lines.length;
  }

  beforeAll(async () => {
    finance = await staffWithToken(ctx, ['finance'], 'Fiona Finance');
    await clientWithDeposits('Ana', ['2026-09-03', '2026-10-03', '2026-11-03'], '1100.00');
    await clientWithDeposits('Ben', ['2026-10-10', '2026-11-20'], '700.00');
  });

  it('keeps the same totals now (a future-dated entry counted, as every line always was) and on a past day', async () => {
    const carl = await clientWithDeposits('Carl', ['2026-10-15'], '500.00');
    // The journal takes an adjustment dated after the office's today (only deposits are refused in the future).
    const future = await post('/adjustments', {
      client_id: carl,
      direction: 'in',
      amount: '12.34',
      category: 'other_income',
      posted_on: '2026-12-15',
      description: 'Interest credited next month',
      reason: 'The bank announced it.',
    });
    expect(future.statusCode, future.body).toBe(201);
    expect(await accountsOffTheirLines(ctx)).toEqual([]);

    const every = await totalsByAccountKind(ctx);
    const overview = (await call(ctx, 'GET', '/overview', finance.token)).json().data;
    expect(cents(overview.bank_book_balance)).toBe(-every('bank'));
    expect(cents(overview.client_balances_total)).toBe(every('client'));
    const credited = await ctx.database.db
      .select({ total: sql<string>`coalesce(sum(${journalLines.amountCents}), 0)::text` })
      .from(journalLines)
      .innerJoin(ledgerAccounts, sql`${ledgerAccounts.id} = ${journalLines.accountId}`)
      .where(sql`${ledgerAccounts.kind} = 'fee_income' and ${journalLines.amountCents} > 0`);
    expect(cents(overview.fee_income_total)).toBe(Number(credited[0]!.total));
    expect(overview.fee_income_total).toBe('75.00');
    // The future line is in today's totals: 1100 × 3 + 700 × 2 + 500 + 12.34 less three fees.
    expect(overview.client_balances_total).toBe('5137.34');

    // A past month's closing balance: the lines dated up to its last day, those after it (November's, December's) left out.
    const october = (await call(ctx, 'GET', '/reconciliation/2026-10', finance.token)).json().data;
    const throughOctober = await linesThrough('2026-10-31');
    expect(cents(october.book_balance)).toBe(-throughOctober('bank'));
    expect(cents(october.client_balances_total)).toBe(throughOctober('client'));
    expect(october.client_balances_total).toBe('3325.00');
    const september = (await call(ctx, 'GET', '/reconciliation/2026-09', finance.token)).json().data;
    expect(september.client_balances_total).toBe('1075.00');
    expect(cents(september.book_balance)).toBe(-(await linesThrough('2026-09-30'))('bank'));
  });

  it('reads a month with the same number of statements whatever the journal and the statement hold', async () => {
    await importOctober();
    const read = () => call(ctx, 'GET', '/reconciliation/2026-10', finance.token);
    const small = await queries.count(read);
    expect(small.result.statusCode, small.result.body).toBe(200);

    for (const name of ['Dee', 'Eve', 'Finn', 'Gus', 'Hal'])
      await clientWithDeposits(name, ['2026-09-20', '2026-10-20', '2026-11-05'], '300.00');
    const lineCount = await importOctober();
    const large = await queries.count(read);
    expect(large.result.statusCode, large.result.body).toBe(200);
    const month = large.result.json().data;
    expect(month.lines_count).toBe(lineCount);
    expect(month.lines_count).toBeGreaterThan(small.result.json().data.lines_count);
    expect(cents(month.book_balance)).toBe(-(await linesThrough('2026-10-31'))('bank'));
    expect(routeStatements(large.statements).length, large.statements.join('\n')).toBe(routeStatements(small.statements).length);
  });
});
