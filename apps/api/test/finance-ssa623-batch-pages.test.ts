import { PassThrough } from 'node:stream';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { reportPeriod } from '../src/modules/finance/ssa-623';
import { TEST_DATABASES, useTestApp } from './helpers/app';
import { createLedgerClient, staffWithToken, postDeposit } from './helpers/finance';
import { queryCounter, routeStatements } from './helpers/query-count';
import { testClock } from './helpers/staff';

/** Every client here is enrolled on 1 January 2025 (createLedgerClient): their report period is the year 2025. */
const MONTH = '2025-12';
const CLIENTS = 5;

describe.each(TEST_DATABASES)('the SSA-623 batch, read a page of clients at a time (%s)', (driver) => {
  const clock = testClock(new Date('2026-06-15T16:00:00Z'));
  const queries = queryCounter();
  const ctx = useTestApp(driver, { now: clock.now, queryLogger: queries.logger });
  const clients: number[] = [];

  beforeAll(async () => {
    const token = (await staffWithToken(ctx, ['finance'], 'Fiona Finance')).token;
    for (let index = 0; index < CLIENTS; index += 1) {
      const clientId = await createLedgerClient(ctx, `Pageclient${'abcde'[index]}`);
      clients.push(clientId);
      // The last has no sub-ledger at all; the others money before, in and after the period.
      if (index === CLIENTS - 1) continue;
      for (const [receivedOn, amount] of [
        ['2024-12-20', '50.00'],
        ['2025-03-03', `${900 + index}.00`],
        ['2026-01-05', '75.00'],
      ] as const) {
        const deposit = await postDeposit(ctx, token, {
          client_id: clientId,
          source: index % 2 === 0 ? 'ssi' : 'social_security',
          amount,
          received_on: receivedOn,
        });
        expect(deposit.statusCode, deposit.body).toBe(201);
      }
    }
  });

  const service = () => ctx.app.finance.ssa623;
  const program = { id: 1, name: '' };

  it('reads a page in the same statements whatever the clients on it, with the figures of each one’s worksheet', async () => {
    const batch = (await service().batchClients(MONTH, 1)).map((row) => row.client.id);
    expect(batch).toEqual(clients);
    const one = await service().worksheet(clients[0]!, 1, MONTH);
    program.name = one.program.name;
    const period = reportPeriod(MONTH);

    const single = await queries.count(() => service().pageWorksheets(batch.slice(0, 1), program, period));
    const whole = await queries.count(() => service().pageWorksheets(batch, program, period));
    expect(routeStatements(whole.statements)).toHaveLength(routeStatements(single.statements).length);
    expect(routeStatements(whole.statements)).toHaveLength(4);

    const each = await Promise.all(clients.map((clientId) => service().worksheet(clientId, 1, MONTH)));
    expect(whole.result).toEqual(each);
    expect(single.result).toEqual([each[0]]);
    // The figures are the period's: the deposit before it opens the balance, the one after it is left out.
    expect(each[0]).toMatchObject({ opening_balance: '50.00', benefits_received: '900.00', closing_balance: '950.00', adds_up: true });
    expect(each.at(-1)).toMatchObject({ opening_balance: '0.00', benefits_received: '0.00', closing_balance: '0.00', adds_up: true });
  });

  it('writes the batch in four statements a page, however many clients are on a page', async () => {
    const write = (pageSize: number) =>
      queries.count(async () => {
        const out = new PassThrough();
        out.resume();
        const csvFile = path.join(os.tmpdir(), `ssa-623-pages-${randomUUID()}.csv`);
        return service().writeBatch(MONTH, 1, out, csvFile, async () => {}, pageSize);
      });
    const onePage = await write(CLIENTS);
    const pagesOfTwo = await write(2);
    expect(onePage.result).toBe(CLIENTS);
    expect(pagesOfTwo.result).toBe(CLIENTS);
    expect(routeStatements(pagesOfTwo.statements).length - routeStatements(onePage.statements).length).toBe(
      4 * (Math.ceil(CLIENTS / 2) - 1),
    );
  });
});
