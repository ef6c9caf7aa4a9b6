import { API_PATHS, API_PREFIX } from '@payee/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES, useTestApp } from './helpers/app';
import { LEDGER_CLIENT_PASSWORD, call, createLedgerClient, staffWithToken } from './helpers/finance';
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
