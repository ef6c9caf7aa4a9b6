import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES, useTestApp } from './helpers/app';
import { call, createLedgerClient, staffWithToken } from './helpers/finance';
import { queryCounter, routeStatements } from './helpers/query-count';
import { testClock } from './helpers/staff';

/** The office's today in these tests: Friday 27 November 2026, midday in Michigan. */
const clock = testClock(new Date('2026-11-27T17:00:00Z'));

interface JournalPage {
  data: { id: number; posted_on: string }[];
  meta: { page: number; per_page: number; total: number; last_page: number };
  cursors: { next: string | null; previous: string | null };
}

/**
 * The journal's pages (issue 23): Next and Previous by keyset cursors in the order (posted_on desc, id desc), every
 * entry once however many share a day; `page` still answers; the unfiltered total is the kept count, right after a
 * posting and a reversal; and a page costs the same statements whatever it holds.
 */
describe.each(TEST_DATABASES)("the journal's pages (%s)", (driver) => {
  const queries = queryCounter();
  const ctx = useTestApp(driver, { now: clock.now, queryLogger: queries.logger });
  let token: string;
  let clients: number[];

  const entries = async (query: string) => {
    const response = await call(ctx, 'GET', `/entries?${query}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<JournalPage>();
  };
  const deposit = async (client: number, day: string, amount = '100.00') => {
    const response = await call(ctx, 'POST', '/deposits', token, {
      client_id: client,
      source: 'social_security',
      amount,
      received_on: day,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ data: { id: number } }>().data.id;
  };
  /** Every entry's id in the journal's order, straight from the table. */
  const journalOrder = async (where = sql`true`) => {
    const result = await ctx.database.db.execute<{ entry: string }>(
      sql`select id::text as entry from journal_entries where ${where} order by posted_on desc, id desc`,
    );
    return (result as unknown as { rows: { entry: string }[] }).rows.map((row) => Number(row.entry));
  };
  const ids = (page: JournalPage) => page.data.map((entry) => entry.id);

  beforeAll(async () => {
    token = (await staffWithToken(ctx, ['finance'], 'Fiona Finance')).token;
    clients = [await createLedgerClient(ctx, 'Ana'), await createLedgerClient(ctx, 'Ben')];
    // Eleven entries on four days: five share 3 November, three 10 November; ties go by id.
    for (const day of ['2026-11-03', '2026-11-03', '2026-11-10', '2026-11-03', '2026-10-30', '2026-11-10']) await deposit(clients[0]!, day);
    for (const day of ['2026-11-03', '2026-11-20', '2026-11-03', '2026-11-10', '2026-10-30']) await deposit(clients[1]!, day);
  });

  it('walks Next to the end and Previous back to the start, each entry once, in order, as `page` gives them', async () => {
    const order = await journalOrder();
    expect(order).toHaveLength(11);

    const forward: JournalPage[] = [await entries('per_page=3')];
    while (forward.at(-1)!.cursors.next) {
      const page = forward.length + 1;
      forward.push(await entries(`per_page=3&page=${page}&after=${forward.at(-1)!.cursors.next}`));
    }
    expect(forward.flatMap(ids)).toEqual(order);
    expect(forward.map((page) => page.data.length)).toEqual([3, 3, 3, 2]);
    expect(forward[0]!.cursors.previous).toBeNull();
    expect(forward.map((page) => page.meta.page)).toEqual([1, 2, 3, 4]);
    // `page` alone (an offset) gives the same pages.
    for (const [index, page] of forward.entries()) expect(ids(await entries(`per_page=3&page=${index + 1}`))).toEqual(ids(page));

    const backward: JournalPage[] = [forward.at(-1)!];
    while (backward.at(-1)!.cursors.previous) {
      backward.push(await entries(`per_page=3&page=${forward.length - backward.length}&before=${backward.at(-1)!.cursors.previous}`));
    }
    expect(backward.map(ids)).toEqual(forward.map(ids).reverse());
    expect(backward.at(-1)!.cursors.next).toBe(forward[0]!.cursors.next);
  });

  it('pages a filtered journal the same way, counted exactly', async () => {
    const order = await journalOrder(sql`posted_on between '2026-11-03' and '2026-11-10'`);
    const first = await entries('per_page=4&from=2026-11-03&to=2026-11-10');
    const second = await entries(`per_page=4&from=2026-11-03&to=2026-11-10&after=${first.cursors.next}`);
    expect([...ids(first), ...ids(second)]).toEqual(order);
    expect(second.cursors.next).toBeNull();
    expect(first.meta.total).toBe(order.length);
  });

  it('counts the whole journal right after a posting and a reversal', async () => {
    const before = (await entries('per_page=1')).meta.total;
    expect(before).toBe((await journalOrder()).length);
    const id = await deposit(clients[0]!, '2026-11-25', '12.34');
    expect((await entries('per_page=1')).meta.total).toBe(before + 1);
    const reversed = await call(ctx, 'POST', `/entries/${id}/reverse`, token, { reason: 'Posted twice.' });
    expect(reversed.statusCode, reversed.body).toBe(201);
    const after = await entries('per_page=1');
    expect(after.meta.total).toBe(before + 2);
    expect(after.meta.total).toBe((await journalOrder()).length);
    expect(after.meta.last_page).toBe(before + 2);
  });

  it.each(['after=yesterday', 'after=2026-02-30.5', 'before=2026-11-01.2147483648', 'after=2026-13-01.1'])(
    'refuses a cursor it did not give (%s) in the list’s words, never asking the database',
    async (query) => {
      const response = await call(ctx, 'GET', `/entries?${query}`, token);
      expect(response.statusCode, response.body).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual([query.split('=')[0]]);
    },
  );

  it('asks the database the same number of times for a page of 1 entry or of 10, first, next or previous', async () => {
    const count = async (query: string) => {
      const { result, statements } = await queries.count(() => call(ctx, 'GET', `/entries?${query}`, token));
      expect(result.statusCode, result.body).toBe(200);
      return { page: result.json<JournalPage>(), statements: routeStatements(statements).length };
    };
    const small = await count('per_page=1');
    const large = await count('per_page=10');
    expect(large.page.data.length).toBe(10);
    expect(large.statements).toBe(small.statements);
    expect((await count(`per_page=10&after=${small.page.cursors.next}`)).statements).toBe(small.statements);
    expect((await count(`per_page=10&before=${large.page.cursors.next}`)).statements).toBe(small.statements);
  });
});
