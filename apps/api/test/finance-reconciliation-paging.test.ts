import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES, useTestApp } from './helpers/app';
import { call, cents, createLedgerClient, keptFiguresOffTheirLines, staffWithToken, upload } from './helpers/finance';
import { testClock } from './helpers/staff';

/** The office's today: Friday 27 November 2026; October is over and open. */
const clock = testClock(new Date('2026-11-27T17:00:00Z'));

const MONTH = '2026-10';
const DEPOSITS = [
  { key: 'd0', on: '2026-09-10', amount: '75.00' },
  { key: 'd1', on: '2026-10-03', amount: '100.00', reference: 'A1' },
  { key: 'd2', on: '2026-10-10', amount: '250.00' },
  { key: 'd3', on: '2026-10-15', amount: '75.00' },
  { key: 'd4', on: '2026-10-20', amount: '75.00' },
  { key: 'd5', on: '2026-10-24', amount: '75.00', reference: 'chk 9' },
  { key: 'd6', on: '2026-10-21', amount: '30.00' },
  { key: 'd7', on: '2026-10-28', amount: '40.00' },
] as const;
/** Lines 1 to 3 are matched on import (line 3 by its reference, to d5); line 4 is money out, line 5 in no book. */
const STATEMENT = [
  'date,description,reference,amount,balance',
  '2026-10-04,DEPOSIT,A1,100.00,100.00',
  '2026-10-11,DEPOSIT,,250.00,350.00',
  '2026-10-21,CHECK DEPOSIT,CHK 9,75.00,425.00',
  '2026-10-21,BANK FEE,,-30.00,395.00',
  '2026-10-30,INTEREST,,12.34,407.34',
].join('\n');

type Entry = { entry_id: number; amount: string; posted_on: string };
type Line = { id: number; line_no: number; amount: string; match: { entry: Entry } | null };

describe.each(TEST_DATABASES)('the reconciliation month, paged, its figures summed in SQL (%s)', (driver) => {
  const ctx = useTestApp(driver, { now: clock.now });
  let finance: Awaited<ReturnType<typeof staffWithToken>>;
  const entryOf: Record<string, number> = {};

  beforeAll(async () => {
    finance = await staffWithToken(ctx, ['finance'], 'Fiona Finance');
    const client = await createLedgerClient(ctx, 'Recon');
    for (const deposit of DEPOSITS) {
      const answer = await call(ctx, 'POST', '/deposits', finance.token, {
        client_id: client,
        source: 'ssi',
        amount: deposit.amount,
        received_on: deposit.on,
        ...('reference' in deposit ? { reference: deposit.reference } : {}),
      });
      expect(answer.statusCode, answer.body).toBe(201);
      entryOf[deposit.key] = answer.json().data.id;
    }
    const imported = await upload(ctx, `/reconciliation/${MONTH}/bank-statement`, finance.token, STATEMENT, {}, 'october.csv');
    expect(imported.statusCode, imported.body).toBe(200);
  });

  const get = async (path: string) => {
    const answer = await call(ctx, 'GET', `/reconciliation/${MONTH}${path}`, finance.token);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json();
  };
  /** Every page of a list, two rows a page. */
  async function wholeList<T>(path: string): Promise<T[]> {
    const rows: T[] = [];
    for (let page = 1; ; page += 1) {
      const answer = await get(`${path}${path.includes('?') ? '&' : '?'}per_page=2&page=${page}`);
      rows.push(...(answer.data as T[]));
      expect(answer.meta.last_page).toBe(Math.max(1, Math.ceil(answer.meta.total / 2)));
      if (page >= answer.meta.last_page) {
        expect(rows).toHaveLength(answer.meta.total);
        return rows;
      }
    }
  }
  const sum = (amounts: string[]) => amounts.reduce((total, amount) => total + cents(amount), 0);

  it('gives the summary from SQL aggregates, equal to the sums of the whole lists', async () => {
    const summary = (await get('')).data;
    const lines = await wholeList<Line>('/lines');
    const matched = lines.filter((line) => line.match !== null);
    const unmatched = lines.filter((line) => line.match === null);
    const outstanding = await wholeList<Entry>('/outstanding');
    // The kept outstanding entries and statement figures the summary reads are those summed from the lines.
    expect(await keptFiguresOffTheirLines(ctx)).toEqual([]);

    expect(lines.map((line) => line.line_no)).toEqual([1, 2, 3, 4, 5]);
    expect(matched.map((line) => line.match!.entry.entry_id)).toEqual([entryOf.d1, entryOf.d2, entryOf.d5]);
    // Newest first: d7 (28th), d6 (21st), d4 (20th), d3 (15th).
    expect(outstanding.map((entry) => entry.entry_id)).toEqual([entryOf.d7, entryOf.d6, entryOf.d4, entryOf.d3]);
    expect(summary).toMatchObject({
      lines_count: 5,
      lines_total: '407.34',
      matched_lines: 3,
      matched_total: '425.00',
      unmatched_lines: 2,
      unmatched_total: '-17.66',
      outstanding_count: 4,
      outstanding_money_in: '220.00',
      outstanding_money_out: '0.00',
      outstanding_total: '220.00',
      bank_balance: '407.34',
      status: 'open',
      statement: { file_name: 'october.csv', imported_by: { name: 'Fiona Finance' } },
    });
    expect(cents(summary.lines_total)).toBe(sum(lines.map((line) => line.amount)));
    expect(cents(summary.matched_total)).toBe(sum(matched.map((line) => line.amount)));
    expect(cents(summary.unmatched_total)).toBe(sum(unmatched.map((line) => line.amount)));
    expect(cents(summary.outstanding_total)).toBe(sum(outstanding.map((entry) => entry.amount)));
    expect(cents(summary.difference)).toBe(cents(summary.bank_balance) + cents(summary.outstanding_total) - cents(summary.book_balance));
  });

  it('pages the lines, matched or not, and the outstanding entries', async () => {
    const unmatched = await get('/lines?matched=unmatched&per_page=1&page=2');
    expect(unmatched.meta).toEqual({ page: 2, per_page: 1, total: 2, last_page: 2 });
    expect(unmatched.data.map((line: Line) => line.line_no)).toEqual([5]);
    const matched = await get('/lines?matched=matched&per_page=2&page=2');
    expect(matched.meta).toEqual({ page: 2, per_page: 2, total: 3, last_page: 2 });
    expect(matched.data.map((line: Line) => line.line_no)).toEqual([3]);
    expect(matched.data[0].match).toMatchObject({ by: 'auto', entry: { entry_id: entryOf.d5, amount: '75.00' } });
    const outstanding = await get('/outstanding?per_page=3&page=2');
    expect(outstanding.meta).toEqual({ page: 2, per_page: 3, total: 4, last_page: 2 });
    expect(outstanding.data.map((entry: Entry) => entry.entry_id)).toEqual([entryOf.d3]);
    // Past the last page: no rows, the same total.
    expect(await get('/outstanding?per_page=3&page=9')).toMatchObject({ data: [], meta: { total: 4, last_page: 2 } });
  });

  it("offers a line's candidates by the matcher's rule: its amount and sign, within the window, its reference first", async () => {
    const lines = await wholeList<Line>('/lines');
    const checkLine = lines.find((line) => line.line_no === 3)!;
    const feeLine = lines.find((line) => line.line_no === 4)!;
    // Money out of 30.00: the 30.00 deposit of the same day is money in, so no candidate.
    expect((await get(`/outstanding?candidates_for=${feeLine.id}`)).meta.total).toBe(0);
    // Line 3 matched d5 on import: while matched, d5 is no one's candidate.
    expect((await get(`/outstanding?candidates_for=${checkLine.id}`)).data.map((entry: Entry) => entry.entry_id)).toEqual([
      entryOf.d4,
      entryOf.d3,
    ]);
    const unmatched = await call(ctx, 'DELETE', `/reconciliation/${MONTH}/matches/${checkLine.id}`, finance.token);
    expect(unmatched.statusCode, unmatched.body).toBe(200);
    // d5 (the line's reference, 3 days after) before d4 (1 day before) and d3 (6 days before: past the automatic
    // matcher's window, in a match by hand's); d0 (75.00, 41 days before) is out of the window.
    const candidates = await get(`/outstanding?candidates_for=${checkLine.id}`);
    expect(candidates.data.map((entry: Entry) => entry.entry_id)).toEqual([entryOf.d5, entryOf.d4, entryOf.d3]);
    expect(candidates.meta.total).toBe(3);
    expect((await get(`/outstanding?candidates_for=${checkLine.id}&per_page=1&page=2`)).data.map((entry: Entry) => entry.entry_id)).toEqual(
      [entryOf.d4],
    );
    // Matched by hand to a candidate, the summary follows.
    const matched = await call(ctx, 'POST', `/reconciliation/${MONTH}/matches`, finance.token, {
      line_id: checkLine.id,
      entry_id: entryOf.d4,
    });
    expect(matched.statusCode, matched.body).toBe(200);
    expect(matched.json().data).toMatchObject({ matched_lines: 3, unmatched_lines: 2, outstanding_count: 4, outstanding_total: '220.00' });
    expect((await get('/lines?matched=matched&per_page=1&page=3')).data[0].match).toMatchObject({
      by: 'manual',
      entry: { entry_id: entryOf.d4 },
      matched_by: { name: 'Fiona Finance' },
    });
  });

  it.each([
    ['/lines?matched=maybe', { matched: ['Choose all, matched or unmatched lines.'] }],
    ['/lines?page=0', { page: expect.any(Array) }],
    ['/lines?per_page=101', { per_page: expect.any(Array) }],
    ['/outstanding?page=x', { page: expect.any(Array) }],
    ['/outstanding?candidates_for=-1', { candidates_for: ['Choose a statement line of this month.'] }],
    ['/outstanding?candidates_for=abc', { candidates_for: ['Choose a statement line of this month.'] }],
    ['/outstanding?candidates_for=2147483647', { candidates_for: ['Choose a statement line of this month.'] }],
  ])('refuses %s with a 422 in the API’s error shape', async (path, errors) => {
    const answer = await call(ctx, 'GET', `/reconciliation/${MONTH}${path}`, finance.token);
    expect(answer.statusCode, answer.body).toBe(422);
    expect(answer.json()).toEqual({ message: expect.any(String), errors });
  });

  it('refuses a line of another month as candidates_for', async () => {
    const other = await call(
      ctx,
      'GET',
      `/reconciliation/2026-09/outstanding?candidates_for=${(await wholeList<Line>('/lines'))[0]!.id}`,
      finance.token,
    );
    expect(other.statusCode, other.body).toBe(422);
    expect(other.json().errors).toEqual({ candidates_for: ['Choose a statement line of this month.'] });
  });

  it('keeps its figures when the statement is imported again: the old lines deleted, their entries outstanding until matched again', async () => {
    const before = (await get('')).data;
    const again = await upload(ctx, `/reconciliation/${MONTH}/bank-statement`, finance.token, STATEMENT, {}, 'october-again.csv');
    expect(again.statusCode, again.body).toBe(200);
    expect(await keptFiguresOffTheirLines(ctx)).toEqual([]);
    const after = again.json().data;
    for (const figure of [
      'lines_count',
      'lines_total',
      'matched_lines',
      'matched_total',
      'outstanding_count',
      'outstanding_total',
      'difference',
    ])
      expect(after[figure], figure).toBe(before[figure]);
  });
});
