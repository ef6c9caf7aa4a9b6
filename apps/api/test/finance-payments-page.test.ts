import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES, useTestApp } from './helpers/app';
import { call, createLedgerClient, staffWithToken, postDeposit } from './helpers/finance';
import { queryCounter } from './helpers/query-count';
import { testClock } from './helpers/staff';

/** The office's today in these tests: Friday 27 November 2026, midday in Michigan. */
const clock = testClock(new Date('2026-11-27T17:00:00Z'));

describe.each(TEST_DATABASES)('the page of payments (%s)', (driver) => {
  const queries = queryCounter();
  const ctx = useTestApp(driver, { now: clock.now, queryLogger: queries.logger });
  let finance: Awaited<ReturnType<typeof staffWithToken>>;
  let second: Awaited<ReturnType<typeof staffWithToken>>;

  const post = (url: string, body: unknown, token = finance.token) => call(ctx, 'POST', url, token, body);

  beforeAll(async () => {
    finance = await staffWithToken(ctx, ['finance'], 'Fiona Finance');
    second = await staffWithToken(ctx, ['finance'], 'Sam Second');
    const vendor = await post('/vendors', { name: 'Lansing Gardens Apartments', kind: 'landlord', payment_method: 'check' });
    expect(vendor.statusCode, vendor.body).toBe(201);
    // 20 clients, each with money, a housing budget and one payment: drafted, approved, paid in October, or voided.
    for (let index = 0; index < 20; index += 1) {
      const clientId = await createLedgerClient(ctx, `Page${index}`);
      const deposit = await postDeposit(ctx, finance.token, {
        client_id: clientId,
        source: 'ssi',
        amount: '1000.00',
        received_on: '2026-10-01',
      });
      expect(deposit.statusCode, deposit.body).toBe(201);
      const budget = await call(ctx, 'PUT', `/clients/${clientId}/budget`, finance.token, {
        program_id: 1,
        lines: [{ category: 'housing', monthly: '650.00', on_card: false }],
      });
      expect(budget.statusCode, budget.body).toBe(200);
      const draft = await post('/disbursements', {
        client_id: clientId,
        vendor_id: vendor.json().data.id,
        description: `Rent ${index}`,
        category: 'housing',
        amount: `${400 + index}.00`,
        due_on: `2026-10-${String(index + 1).padStart(2, '0')}`,
      });
      expect(draft.statusCode, draft.body).toBe(201);
      const id = draft.json().data.id;
      if (index % 4 === 0) continue;
      expect((await post(`/disbursements/${id}/approve`, {}, second.token)).statusCode).toBe(200);
      if (index % 4 === 1) continue;
      const paid = await post(`/disbursements/${id}/pay`, { method: 'check', reference: `CHK-${id}`, paid_on: '2026-10-20' });
      expect(paid.statusCode, paid.body).toBe(200);
      if (index % 4 === 3) expect((await post(`/disbursements/${id}/void`, { reason: 'Sent twice.' })).statusCode).toBe(200);
    }
  });

  const page = (perPage: number) => call(ctx, 'GET', `/disbursements?per_page=${perPage}`, finance.token);

  it('is read with as many SQL statements for 20 payments as for 2', async () => {
    expect((await page(2)).statusCode).toBe(200); // the token and the limits read once before counting
    const two = await queries.count(() => page(2));
    const twenty = await queries.count(() => page(20));
    expect(two.result.statusCode, two.result.body).toBe(200);
    expect(twenty.result.statusCode, twenty.result.body).toBe(200);
    expect(two.result.json().data).toHaveLength(2);
    expect(twenty.result.json().data).toHaveLength(20);
    expect(twenty.statements.length, twenty.statements.join('\n')).toBe(two.statements.length);
  });

  it('says of each payment on the page what reading it alone says: balance, what is available and its budget', async () => {
    const listed = (await page(20)).json().data as { id: number }[];
    for (const payment of listed) {
      const alone = await call(ctx, 'GET', `/disbursements/${payment.id}`, finance.token);
      expect(alone.statusCode, alone.body).toBe(200);
      expect(payment).toEqual(alone.json().data);
    }
  });
});
