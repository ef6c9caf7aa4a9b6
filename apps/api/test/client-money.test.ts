import { API_PREFIX, monthPlus, officeToday } from '@payee/contract';
import { and, asc, eq, gte, lt, lte, sum } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLIENT, DEMO_OVERDRAWN_CLIENT } from '../src/seed/demo-clients';
import { clientUsers, ledgerTransactions } from '../src/db/schema/index';
import { manyTransactions } from '../src/seed/demo-ledger';
import { formatDollars } from '../src/modules/ledger/money';
import { createLedgerRepository } from '../src/modules/ledger/repository';
import { postTransaction } from '../src/modules/ledger/service';
import { STATEMENT_BATCH_SIZE } from '../src/modules/statements/routes';
import { TEST_DATABASES, useTestApp, type TestApp } from './helpers/app';
import { bearer, createOtherClient, seedClients, tokenFor } from './helpers/clients';
import { pdfPages } from './helpers/pdf';

const PROGRAMS = `${API_PREFIX}/website/client/programs`;
const BALANCE = `${API_PREFIX}/website/client/account-balance`;
const TRANSACTIONS = `${API_PREFIX}/website/client/transactions`;
const STATEMENT = `${API_PREFIX}/website/client/account-statement`;

const display = (isoDate: string) => `${isoDate.slice(5, 7)}/${isoDate.slice(8, 10)}/${isoDate.slice(0, 4)}`;
const statementUrl = (programId: number, start: string, end: string) =>
  `${STATEMENT}?program_id=${programId}&transaction_date[0]=${start}&transaction_date[1]=${end}`;

async function ledgerSum(ctx: TestApp, clientId: number, programId: number, from?: string, to?: string, before?: string) {
  const [row] = await ctx.database.db
    .select({ total: sum(ledgerTransactions.amountCents) })
    .from(ledgerTransactions)
    .where(
      and(
        eq(ledgerTransactions.clientId, clientId),
        eq(ledgerTransactions.programId, programId),
        from ? gte(ledgerTransactions.postedOn, from) : undefined,
        to ? lte(ledgerTransactions.postedOn, to) : undefined,
        before ? lt(ledgerTransactions.postedOn, before) : undefined,
      ),
    );
  return Number(row?.total ?? 0);
}

/** Every transaction is in the statement's text, in order, with its running balance; answers the closing balance. */
function expectEveryRowInOrder(text: string, rows: { postedOn: string; description: string; amountCents: number }[], opening: number) {
  let balance = opening;
  let cursor = 0;
  for (const row of rows) {
    balance += row.amountCents;
    const line = `${display(row.postedOn)} ${row.description} ${formatDollars(Math.abs(row.amountCents))} ${formatDollars(balance)}`;
    const at = text.indexOf(line, cursor);
    expect(at, line).toBeGreaterThanOrEqual(0);
    cursor = at + line.length;
  }
  return balance;
}

describe.each(TEST_DATABASES)('programs, balances, transactions and statements (%s)', (driver) => {
  const ctx = useTestApp(driver);
  let token: string;
  let mariaId: number;
  let otherId: number;
  beforeAll(async () => {
    await seedClients(ctx);
    otherId = await createOtherClient(ctx);
    token = await tokenFor(ctx);
    const [maria] = await ctx.database.db.select().from(clientUsers).where(eq(clientUsers.username, DEMO_CLIENT.username));
    mariaId = maria!.id;
  });
  const get = (url: string, as = token) => ctx.app.inject({ method: 'GET', url, headers: bearer(as) });

  it("lists only the signed-in client's programs, with the enrolment's status", async () => {
    const response = await get(PROGRAMS);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: [
        { id: 1, name: 'Representative Payee Program', status: 1, short_name: 'RPP' },
        { id: 2, name: 'Money Management Program', status: 0, short_name: 'MMP' },
      ],
    });
    const other = await get(PROGRAMS, await tokenFor(ctx, 'other.client', 'Other@Client1'));
    expect(other.json()).toEqual({ data: [{ id: 1, name: 'Representative Payee Program', status: 1, short_name: 'RPP' }] });
  });

  it("answers the balance as a decimal string and in cents, equal to the ledger's sum", async () => {
    const response = await get(`${BALANCE}?program_id=1`);
    expect(response.statusCode).toBe(200);
    const cents = await ledgerSum(ctx, mariaId, 1);
    expect(response.json()).toEqual({ data: [{ value: (cents / 100).toFixed(2), value_cents: cents }] });
    expect(cents).not.toBe(0);
  });

  it('shows a negative balance with its sign', async () => {
    // Maria's inactive program moved its whole balance to program 1; the overdrawn demo client is below zero.
    expect((await get(`${BALANCE}?program_id=2`)).json()).toEqual({ data: [{ value: '0.00', value_cents: 0 }] });
    const [darnell] = await ctx.database.db.select().from(clientUsers).where(eq(clientUsers.username, DEMO_OVERDRAWN_CLIENT.username));
    const overdrawn = await ledgerSum(ctx, darnell!.id, 1);
    expect(overdrawn).toBeLessThan(0);
    const response = await get(
      `${BALANCE}?program_id=1`,
      await tokenFor(ctx, DEMO_OVERDRAWN_CLIENT.username, DEMO_OVERDRAWN_CLIENT.password),
    );
    expect(response.json()).toEqual({ data: [{ value: (overdrawn / 100).toFixed(2), value_cents: overdrawn }] });
    expect(response.json().data[0].value).toMatch(/^-\d+\.\d\d$/);
    const otherToken = await tokenFor(ctx, 'other.client', 'Other@Client1');
    await postTransaction(ctx.database.db, {
      clientId: otherId,
      programId: 1,
      postedOn: '2024-02-01',
      description: 'Overdraft',
      category: 'other',
      amountCents: -50_000,
    });
    const negative = await get(`${BALANCE}?program_id=1`, otherToken);
    expect(negative.json()).toEqual({ data: [{ value: '-1.00', value_cents: -100 }] });
  });

  it("never shows another client's programs: 404 for a program they are not enrolled in", async () => {
    const otherToken = await tokenFor(ctx, 'other.client', 'Other@Client1');
    for (const url of [`${BALANCE}?program_id=2`, `${TRANSACTIONS}?program_id=2`, statementUrl(2, '2020-01-01', officeToday(new Date()))]) {
      const response = await get(url, otherToken);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ message: 'We could not find that program on your account.' });
    }
    // And program 1, which both have, shows each only their own money.
    const theirs = await get(`${TRANSACTIONS}?program_id=1&per_page=100`, otherToken);
    expect(theirs.json().data.map((row: { description: string }) => row.description)).toEqual(['Overdraft', 'Other rent', 'Other deposit']);
    const mine = await get(`${TRANSACTIONS}?program_id=1&per_page=100`);
    expect(JSON.stringify(mine.json())).not.toContain('Other deposit');
    expect((await get(`${BALANCE}?program_id=99`)).statusCode).toBe(404);
  });

  it('pages the transactions newest first in plain words, with the balance after each', async () => {
    const first = await get(`${TRANSACTIONS}?program_id=1&page=1&per_page=5`);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    const all = await ctx.database.db
      .select()
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.clientId, mariaId), eq(ledgerTransactions.programId, 1)))
      .orderBy(asc(ledgerTransactions.postedOn), asc(ledgerTransactions.id));
    expect(body.meta).toEqual({ page: 1, per_page: 5, total: all.length, last_page: Math.ceil(all.length / 5) });
    const newest = all[all.length - 1]!;
    const total = all.reduce((acc, row) => acc + row.amountCents, 0);
    expect(body.data[0]).toMatchObject({
      id: newest.id,
      posted_on: newest.postedOn,
      description: newest.description,
      balance_after: (total / 100).toFixed(2),
    });
    const second = body.data[1];
    expect(second.balance_after).toBe(((total - newest.amountCents) / 100).toFixed(2));
    const deposit = (await get(`${TRANSACTIONS}?program_id=1&per_page=100`))
      .json()
      .data.find((row: { category: string }) => row.category === 'benefit_deposit');
    expect(deposit).toMatchObject({ category_label: 'Benefit deposit', money_in: expect.stringMatching(/^11\d\d\.00$/), money_out: null });
    const load = (await get(`${TRANSACTIONS}?program_id=1&per_page=100`))
      .json()
      .data.find((row: { category: string }) => row.category === 'debit_card_load');
    expect(load).toMatchObject({ category_label: 'Debit card load', money_in: null, money_out: '50.00' });
    expect((await get(`${TRANSACTIONS}?program_id=1&per_page=101`)).statusCode).toBe(422);
  });

  it('makes a statement whose text holds every transaction, the opening and closing balances and totals equal to the ledger', async () => {
    // The office's today (the statement may end on it) and the 1st of its month three months before.
    const end = officeToday(new Date());
    const start = `${monthPlus(end.slice(0, 7), -3)}-01`;
    const response = await get(statementUrl(1, start, end));
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const fileName = `statement-rpp-${start}-${end}.pdf`;
    expect(response.headers['x-filename']).toBe(fileName);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
    expect(response.headers['access-control-expose-headers']).toBe('x-filename');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const pages = await pdfPages(response.rawPayload);
    const text = pages.join(' ');
    const rows = await ctx.database.db
      .select()
      .from(ledgerTransactions)
      .where(
        and(
          eq(ledgerTransactions.clientId, mariaId),
          eq(ledgerTransactions.programId, 1),
          gte(ledgerTransactions.postedOn, start),
          lte(ledgerTransactions.postedOn, end),
        ),
      )
      .orderBy(asc(ledgerTransactions.postedOn), asc(ledgerTransactions.id));
    const opening = await ledgerSum(ctx, mariaId, 1, undefined, undefined, start);
    const moneyIn = rows.filter((row) => row.amountCents > 0).reduce((acc, row) => acc + row.amountCents, 0);
    const moneyOut = rows.filter((row) => row.amountCents < 0).reduce((acc, row) => acc - row.amountCents, 0);
    const closing = opening + moneyIn - moneyOut;
    expect(closing).toBe(await ledgerSum(ctx, mariaId, 1, undefined, end));

    expect(text).toContain('Access Payee Services');
    expect(text).toContain('PO Box 14230, Lansing, MI 48901');
    expect(text).toContain('Ms. Maria Lopez');
    expect(text).toContain('***-**-4320');
    expect(text).not.toContain('987-65-4320');
    expect(text).toContain('Representative Payee Program');
    expect(text).toContain(`${display(start)} to ${display(end)}`);
    expect(text).toMatch(new RegExp(`Opening balance ${formatDollars(opening).replace(/[$.]/g, '\\$&')}`));
    expect(text).toMatch(new RegExp(`Total money in ${formatDollars(moneyIn).replace(/[$.]/g, '\\$&')}`));
    expect(text).toMatch(new RegExp(`Total money out ${formatDollars(moneyOut).replace(/[$.]/g, '\\$&')}`));
    expect(text).toMatch(new RegExp(`Closing balance ${formatDollars(closing).replace(/[$.]/g, '\\$&')}`));

    expectEveryRowInOrder(text, rows, opening);
    pages.forEach((page, index) => {
      expect(page).toContain(`Page ${index + 1} of ${pages.length}`);
      expect(page).toContain('Date Description Money in Money out Balance');
    });
  });

  it('writes a statement of more rows than one batch: each row once, in date order, with its running balance', async () => {
    const id = await createOtherClient(ctx, { username: 'many.rows', ssn: '987654333', email: 'many.rows@example.org' });
    const manyToken = await tokenFor(ctx, 'many.rows', 'Other@Client1');
    // About ten a day, so batches end inside a day; posted newest first, so ids run against the statement's order.
    const generated = manyTransactions(new Date('2025-06-30T12:00:00Z'), STATEMENT_BATCH_SIZE * 2 + 100, 120).map((row, index) => ({
      ...row,
      description: `Row ${index + 1}`,
    }));
    const ledger = createLedgerRepository(ctx.database.db);
    await ledger.insertMany([...generated].reverse().map((row) => ({ ...row, clientId: id, programId: 1 })));
    const [start, end] = [generated[0]!.postedOn, '2025-06-30'];

    const response = await get(statementUrl(1, start, end), manyToken);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    const pages = await pdfPages(response.rawPayload);
    const text = pages.join(' ');
    const rows = await ctx.database.db
      .select()
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.clientId, id), gte(ledgerTransactions.postedOn, start)))
      .orderBy(asc(ledgerTransactions.postedOn), asc(ledgerTransactions.id));
    expect(rows).toHaveLength(generated.length);
    const opening = await ledgerSum(ctx, id, 1, undefined, undefined, start);
    expect(text).toContain(`Opening balance ${formatDollars(opening)}`);
    const closing = expectEveryRowInOrder(text, rows, opening);
    expect(text).toContain(`Closing balance ${formatDollars(closing)}`);
    expect(pages.at(-1)).toContain(`Page ${pages.length} of ${pages.length}`);
  });

  it('truncates a long description to one line with an ellipsis', async () => {
    const otherToken = await tokenFor(ctx, 'other.client', 'Other@Client1');
    await postTransaction(ctx.database.db, {
      clientId: otherId,
      programId: 1,
      postedOn: '2024-03-01',
      description: `Payment to a very long vendor name ${'and more words '.repeat(20)}END`,
      category: 'other',
      amountCents: -100,
    });
    const response = await get(statementUrl(1, '2024-03-01', '2024-03-01'), otherToken);
    const [page] = await pdfPages(response.rawPayload);
    expect(page).toContain('Payment to a very long vendor name');
    expect(page).toContain('…');
    expect(page).not.toContain('END');
    expect(page).toContain('Page 1 of 1');
  });

  it('says when there are no transactions in the range', async () => {
    const response = await get(statementUrl(1, '2001-01-01', '2001-12-31'));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No transactions found for the selected dates.' });
  });

  it.each([
    ['an end before the start', '2025-02-01', '2025-01-01', { 'transaction_date.1': ['The end date cannot be before the start date.'] }],
    ['an end after today', '2025-01-01', '2999-01-01', { 'transaction_date.1': ['The end date cannot be after today.'] }],
    ['a date that does not exist', '2025-02-30', '2025-03-01', { 'transaction_date.0': ['Enter a real start date.'] }],
  ])('refuses %s with 422', async (_label, start, end, errors) => {
    const response = await get(statementUrl(1, start, end));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual(errors);
  });

  it('posts a transaction only into a program the client is enrolled in', async () => {
    await expect(
      postTransaction(ctx.database.db, {
        clientId: otherId,
        programId: 2,
        postedOn: '2024-01-01',
        description: 'x',
        category: 'other',
        amountCents: 100,
      }),
    ).rejects.toThrow('We could not find that program on your account.');
    await expect(
      postTransaction(ctx.database.db, {
        clientId: otherId,
        programId: 1,
        postedOn: '2024-01-01',
        description: 'x',
        category: 'other',
        amountCents: 1.5,
      }),
    ).rejects.toThrow();
  });
});
