import { API_PATHS, API_PREFIX, BANK_STATEMENT_COLUMNS, DEPOSIT_IN_FUTURE_MESSAGE, monthNotOverMessage } from '@payee/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientPrograms, journalEntries } from '../src/db/schema/index';
import { TEST_DATABASES, useTestApp } from './helpers/app';
import { bearer } from './helpers/clients';
import { call, createLedgerClient, staffWithToken, upload, postDeposit } from './helpers/finance';
import { staffAction, submittedOnboarding } from './helpers/onboarding';
import { pdfPages } from './helpers/pdf';
import { staffToken } from './helpers/staff';

/**
 * Every day the service decides is the office's day in Michigan, whatever the zone of the server (`npm test` runs
 * these in UTC, and again in Pacific/Kiritimati, UTC+14). The clock stands at 8 pm on Sunday 31 January 2027 in
 * Michigan (EST): 01:00 UTC on Monday 1 February, 15:00 on 1 February in Kiritimati. A server that took its own
 * day would date tonight's postings in February, in the next week and the next month.
 */
const EVENING = new Date('2027-02-01T01:00:00Z');
const TODAY = '2027-01-31';
const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(TEST_DATABASES)("the office's day, at 8 pm in Michigan on the last day of a month (%s)", (driver) => {
  let at = EVENING.getTime();
  const ctx = useTestApp(driver, { now: () => new Date(at) });
  let financeId: number;
  let finance: string;
  let ana: number;

  beforeAll(async () => {
    ({ id: financeId, token: finance } = await staffWithToken(ctx, ['finance'], 'Fiona Finance'));
    ana = await createLedgerClient(ctx, 'Ana');
  });

  const post = (url: string, body: unknown) => call(ctx, 'POST', url, finance, body);
  const get = async (url: string) => {
    const response = await call(ctx, 'GET', url, finance);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  /** Approves a draft and pays it as given (no `paid_on`: today); answers the paid payment. */
  async function approveAndPay(id: number, payment: Record<string, unknown>) {
    expect((await post(`/disbursements/${id}/approve`, {})).statusCode).toBe(200);
    const paid = await post(`/disbursements/${id}/pay`, payment);
    expect(paid.statusCode, paid.body).toBe(200);
    return paid.json().data;
  }

  it('dates a deposit, a fee, a card load and a paid payment on the Michigan day, and counts them in its month', async () => {
    const deposit = await postDeposit(ctx, finance, { client_id: ana, source: 'ssi', amount: '1000.00', received_on: TODAY });
    expect(deposit.statusCode, deposit.body).toBe(201);
    const fee = await post('/fees', { client_id: ana, amount: '25.00', posted_on: TODAY });
    expect(fee.statusCode, fee.body).toBe(201);

    // The card loads of this week (Monday 25 to Sunday 31 January) go out on Friday 29 January.
    const budget = await call(ctx, 'PUT', `/clients/${ana}/budget`, finance, {
      program_id: 1,
      lines: [
        { category: 'food', monthly: '300.00', on_card: true },
        { category: 'housing', monthly: '400.00', on_card: false },
      ],
    });
    expect(budget.statusCode, budget.body).toBe(200);
    expect((await post('/card-loads/generate', {})).json().data).toEqual({ created: 1, on: '2027-01-29' });
    const [load] = await get(`/disbursements?kind=card_load&client_id=${ana}`);
    expect(load).toMatchObject({ amount: '70.00', due_on: '2027-01-29' });
    expect(await approveAndPay(load.id, { method: 'card' })).toMatchObject({ status: 'paid', paid_on: TODAY });

    const rent = await post('/disbursements', {
      client_id: ana,
      payee_name: 'Lansing Gardens Apartments',
      description: 'Rent',
      category: 'housing',
      amount: '400.00',
      due_on: TODAY,
    });
    expect(rent.statusCode, rent.body).toBe(201);
    expect(await approveAndPay(rent.json().data.id, { method: 'check', reference: '1001' })).toMatchObject({ paid_on: TODAY });

    // The book: all four in January.
    const entries = await get(`/entries?client_id=${ana}&from=2027-01-01&to=2027-01-31&per_page=100`);
    expect(entries.map((entry: { kind: string; posted_on: string }) => [entry.kind, entry.posted_on]).sort()).toEqual([
      ['card_load', TODAY],
      ['deposit', TODAY],
      ['disbursement', TODAY],
      ['fee', TODAY],
    ]);

    // Finance's budget and the client's "This month" are January's, with tonight's spending in them.
    const spent = (lines: { category: string; spent: string }[]) =>
      Object.fromEntries(lines.filter((line) => line.spent !== '0.00').map((line) => [line.category, line.spent]));
    const thisBudget = await get(`/clients/${ana}/budget`);
    expect(thisBudget.month).toBe('2027-01');
    expect(spent(thisBudget.lines)).toEqual({ food: '70.00', housing: '400.00', fees: '25.00' });
    const { token } = await ctx.app.authTokens.issue({ subjectType: 'client', subjectId: ana, ttlMs: 60_000 });
    const thisMonth = await ctx.app.inject({
      method: 'GET',
      url: `${API_PREFIX}${API_PATHS.clientThisMonth}?program_id=1`,
      headers: bearer(token),
    });
    expect(thisMonth.statusCode, thisMonth.body).toBe(200);
    expect(thisMonth.json().data.month).toBe('2027-01');
    expect(spent(thisMonth.json().data.categories)).toEqual({ food: '70.00', housing: '400.00', fees: '25.00' });
  });

  it("refuses a deposit received after the office's today, at its field, and posts nothing", async () => {
    const before = (await ctx.database.db.select({ id: journalEntries.id }).from(journalEntries)).length;
    const tomorrow = await postDeposit(ctx, finance, { client_id: ana, source: 'ssi', amount: '10.00', received_on: '2027-02-01' });
    expect(tomorrow.statusCode, tomorrow.body).toBe(422);
    expect(tomorrow.json().errors).toEqual({ received_on: [DEPOSIT_IN_FUTURE_MESSAGE] });
    expect((await ctx.database.db.select({ id: journalEntries.id }).from(journalEntries)).length).toBe(before);
  });

  it("enrols a client activated tonight on the Michigan day, and schedules their bills from the 1st of Michigan's next month", async () => {
    const applicant = await submittedOnboarding(ctx);
    const activated = await staffAction(ctx, await staffToken(ctx), applicant.code, 'activate', { program_ids: [1] });
    expect(activated.statusCode, activated.body).toBe(200);
    const clientId = activated.json().data.id;
    const [enrolment] = await ctx.database.db.select().from(clientPrograms).where(eq(clientPrograms.clientId, clientId));
    expect(enrolment!.enrolledOn).toBe(TODAY);
    const schedules = await get(`/scheduled-payments?client_id=${clientId}`);
    expect(schedules.map((row: { next_due_on: string }) => row.next_due_on)).toEqual(['2027-02-01', '2027-02-01', '2027-02-01']);
  });

  it('closes January only once January is over in Michigan, and the report gives the Michigan day it was closed', async () => {
    // The bank's statement of January: tonight's four movements, matched automatically.
    const rows = [
      [TODAY, 'SSI DEPOSIT', '', '1000.00', '1000.00'],
      [TODAY, 'SERVICE FEE', '', '-25.00', '975.00'],
      [TODAY, 'CARD LOAD', '', '-70.00', '905.00'],
      [TODAY, 'CHECK 1001', '1001', '-400.00', '505.00'],
    ];
    const csv = [[...BANK_STATEMENT_COLUMNS], ...rows].map((row) => row.join(',')).join('\n') + '\n';
    const imported = await upload(ctx, '/reconciliation/2027-01/bank-statement', finance, csv, {}, 'january.csv');
    expect(imported.statusCode, imported.body).toBe(200);
    const notOver = monthNotOverMessage('January 2027', '02/01/2027');
    expect(imported.json().data).toMatchObject({ unmatched_lines: 0, difference: '0.00', can_close: false, close_problem: notOver });
    const tooSoon = await post('/reconciliation/2027-01/close', {});
    expect(tooSoon.statusCode).toBe(409);
    expect(tooSoon.json().message).toBe(notOver);

    // A day later, at 8 pm on 1 February in Michigan (01:00 UTC on 2 February).
    at += DAY_MS;
    ({ token: finance } = await ctx.app.authTokens.issue({ subjectType: 'staff', subjectId: financeId, ttlMs: DAY_MS }));
    const closed = await post('/reconciliation/2027-01/close', {});
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().data).toMatchObject({ status: 'closed' });
    const report = await call(ctx, 'GET', '/reconciliation/2027-01/report', finance);
    expect((await pdfPages(report.rawPayload)).join(' ')).toContain('Closed on 02/01/2027 by Fiona Finance.');
  });
});
