import { API_PATHS, API_PREFIX } from '@payee/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES, useTestApp } from './helpers/app';
import { LEDGER_CLIENT_PASSWORD, call, createLedgerClient, staffWithToken, upload } from './helpers/finance';
import { queryCounter, routeStatements } from './helpers/query-count';
import { testClock } from './helpers/staff';
import { bearer, loginByUsername } from './helpers/clients';

/** The office's today in these tests: Friday 27 November 2026, midday in Michigan. */
const clock = testClock(new Date('2026-11-27T17:00:00Z'));

/*
 * The back office's lists and a client's own reads cost the same number of SQL statements whatever the rows on the
 * page: a page of 20 is read with as many as a page of 2 (the payments, due list, deposit file, bank statement and
 * searches prove it in their own files). Each list here is read once before counting, so the token's and the
 * limits' first reads are not counted.
 */
describe.each(TEST_DATABASES)('statements per page of the lists (%s)', (driver) => {
  const queries = queryCounter();
  const ctx = useTestApp(driver, { now: clock.now, queryLogger: queries.logger });
  let finance: Awaited<ReturnType<typeof staffWithToken>>;
  let caseworker: Awaited<ReturnType<typeof staffWithToken>>;
  let admin: Awaited<ReturnType<typeof staffWithToken>>;
  let busyClient = 0;
  let clientToken = '';
  /** November's statement line of 101.00 on the 1st, left unmatched: the twenty deposits of 101.00 that day are its candidates. */
  let candidateLine = 0;
  const RECONCILED_MONTH = '2026-11';

  beforeAll(async () => {
    finance = await staffWithToken(ctx, ['finance'], 'Fiona Finance');
    caseworker = await staffWithToken(ctx, ['caseworker'], 'Casey Worker');
    admin = await staffWithToken(ctx, ['admin'], 'Ada Admin');
    const vendor = await call(ctx, 'POST', '/vendors', finance.token, {
      name: 'Lansing Gardens Apartments',
      kind: 'landlord',
      payment_method: 'check',
    });
    expect(vendor.statusCode, vendor.body).toBe(201);
    // 20 clients with money and a scheduled rent; one of them with 24 deposits in their ledger.
    for (let index = 0; index < 20; index += 1) {
      const clientId = await createLedgerClient(ctx, `Page${index}`, undefined, index === 0 ? 'busy.client' : undefined);
      if (index === 0) busyClient = clientId;
      const deposits = index === 0 ? 24 : 1;
      for (let day = 1; day <= deposits; day += 1) {
        const deposit = await call(ctx, 'POST', '/deposits', finance.token, {
          client_id: clientId,
          source: 'ssi',
          amount: `${100 + day}.00`,
          received_on: `2026-11-${String(day).padStart(2, '0')}`,
        });
        expect(deposit.statusCode, deposit.body).toBe(201);
      }
      const schedule = await call(ctx, 'POST', '/scheduled-payments', finance.token, {
        client_id: clientId,
        vendor_id: vendor.json().data.id,
        description: `Rent ${index}`,
        category: 'housing',
        amount: '400.00',
        frequency: 'monthly',
        next_due_on: '2026-12-05',
      });
      expect(schedule.statusCode, schedule.body).toBe(201);
    }
    clientToken = await signIn('busy.client');
    // November's statement: 101.00 on the 1st (matched, then unmatched), the busy client's 23 other deposits (matched
    // on import), and 22 lines the book does not hold.
    let balance = 0;
    const row = (day: number, cents: number) => {
      balance += cents;
      return `2026-11-${String(day).padStart(2, '0')},Line,,${(cents / 100).toFixed(2)},${(balance / 100).toFixed(2)}`;
    };
    const statement = [
      'date,description,reference,amount,balance',
      row(1, 10_100),
      ...Array.from({ length: 23 }, (_, index) => row(index + 2, 10_000 + (index + 2) * 100)),
      ...Array.from({ length: 22 }, (_, index) => row(25, (index + 1) * 100)),
    ].join('\n');
    const imported = await upload(ctx, `/reconciliation/${RECONCILED_MONTH}/bank-statement`, finance.token, statement);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json().data).toMatchObject({ lines_count: 46, matched_lines: 24 });
    candidateLine = (await call(ctx, 'GET', `/reconciliation/${RECONCILED_MONTH}/lines?per_page=1`, finance.token)).json().data[0].id;
    expect((await call(ctx, 'DELETE', `/reconciliation/${RECONCILED_MONTH}/matches/${candidateLine}`, finance.token)).statusCode).toBe(200);
    // The audit trail's newest page names a client again (its page of 2 reads the clients' names, as its page of 20 does).
    const late = await call(ctx, 'POST', '/deposits', finance.token, {
      client_id: busyClient,
      source: 'ssi',
      amount: '1.00',
      received_on: '2026-11-26',
    });
    expect(late.statusCode, late.body).toBe(201);
  });

  async function signIn(username: string) {
    const answer = await loginByUsername(ctx, username, LEDGER_CLIENT_PASSWORD);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data.token as string;
  }

  /** Reads `path` with `per_page` 2 and 20 as `token`, and gives both answers' rows and statements. */
  async function twoPages(path: string, token: string, rowsOf: (body: { data: unknown }) => unknown[] = (body) => body.data as unknown[]) {
    const url = (perPage: number) => `${API_PREFIX}${path}${path.includes('?') ? '&' : '?'}per_page=${perPage}`;
    const read = (perPage: number) => ctx.app.inject({ method: 'GET', url: url(perPage), headers: bearer(token) });
    expect((await read(2)).statusCode).toBe(200);
    const two = await queries.count(() => read(2));
    const twenty = await queries.count(() => read(20));
    expect(two.result.statusCode, two.result.body).toBe(200);
    expect(twenty.result.statusCode, twenty.result.body).toBe(200);
    expect(rowsOf(two.result.json())).toHaveLength(2);
    expect(rowsOf(twenty.result.json())).toHaveLength(20);
    return { two: routeStatements(two.statements), twenty: routeStatements(twenty.statements) };
  }

  it.each([
    ['finance clients', () => API_PATHS.financeClients, () => finance.token],
    ['scheduled payments', () => API_PATHS.financeScheduledPayments, () => finance.token],
    ['a client ledger', () => API_PATHS.financeClientLedger(busyClient), () => finance.token],
    ['the book', () => API_PATHS.financeEntries, () => finance.token],
    ['the clients search', () => `${API_PATHS.adminClients}?q=Page`, () => caseworker.token],
    ['the audit trail', () => API_PATHS.adminAudit, () => admin.token],
    ['the reconciliation month’s lines', () => API_PATHS.financeReconciliationLines(RECONCILED_MONTH), () => finance.token],
    ['its matched lines', () => `${API_PATHS.financeReconciliationLines(RECONCILED_MONTH)}?matched=matched`, () => finance.token],
    ['its unmatched lines', () => `${API_PATHS.financeReconciliationLines(RECONCILED_MONTH)}?matched=unmatched`, () => finance.token],
    ['its outstanding entries', () => API_PATHS.financeReconciliationOutstanding(RECONCILED_MONTH), () => finance.token],
    [
      'a line’s candidates for a match by hand',
      () => `${API_PATHS.financeReconciliationOutstanding(RECONCILED_MONTH)}?candidates_for=${candidateLine}`,
      () => finance.token,
    ],
    ['the client’s own transactions', () => `${API_PATHS.clientTransactions}?program_id=1`, () => clientToken],
  ])('%s: a page of 20 costs the statements of a page of 2', async (_name, path, token) => {
    const { two, twenty } = await twoPages(path(), token());
    expect(twenty.length, twenty.join('\n')).toBe(two.length);
  });

  it('the client’s balance costs the same for 24 lines as for 1', async () => {
    const quiet = await createLedgerClient(ctx, 'Quiet', undefined, 'quiet.client');
    const deposit = await call(ctx, 'POST', '/deposits', finance.token, {
      client_id: quiet,
      source: 'ssi',
      amount: '50.00',
      received_on: '2026-11-02',
    });
    expect(deposit.statusCode, deposit.body).toBe(201);
    const quietToken = await signIn('quiet.client');
    const balance = (token: string) =>
      ctx.app.inject({ method: 'GET', url: `${API_PREFIX}${API_PATHS.accountBalance}?program_id=1`, headers: bearer(token) });
    expect((await balance(quietToken)).statusCode).toBe(200);
    expect((await balance(clientToken)).statusCode).toBe(200);
    const one = await queries.count(() => balance(quietToken));
    const many = await queries.count(() => balance(clientToken));
    expect(one.result.statusCode, one.result.body).toBe(200);
    expect(many.result.statusCode, many.result.body).toBe(200);
    expect(routeStatements(many.statements).length).toBe(routeStatements(one.statements).length);
  });
});
