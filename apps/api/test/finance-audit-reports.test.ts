import { parseString } from '@fast-csv/parse';
import { closedMonthMessage } from '@payee/contract';
import { sql } from 'drizzle-orm';
import type { Readable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import { onboardingBenefits, onboardingProfiles } from '../src/db/schema/index';
import { TEST_DATABASES, useTestApp, type TestApp } from './helpers/app';
import { call, cents, createLedgerClient, postDeposit, staffWithToken, upload } from './helpers/finance';
import { pdfPages } from './helpers/pdf';
import { queryCounter, routeStatements } from './helpers/query-count';
import { createFinanceReportsService } from '../src/modules/finance/reports/service';
import { testClock } from './helpers/staff';

/** The office's today in these tests: Friday 27 November 2026, midday in Michigan. */
const clock = testClock(new Date('2026-11-27T17:00:00Z'));
const REPORTS = '/reports';
const SSI_ACCOUNT = 2;

function csvRows(text: string): Promise<string[][]> {
  return new Promise((resolve, reject) => {
    const rows: string[][] = [];
    parseString(text, { headers: false })
      .on('error', reject)
      .on('data', (row: string[]) => rows.push(row))
      .on('end', () => resolve(rows));
  });
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** One number from the journal (SQL over the lines, the independent reading the reports must tie to). */
async function journalCents(ctx: TestApp, query: ReturnType<typeof sql>) {
  const result = (await ctx.database.db.execute(query)) as unknown as { rows: { total: string | null }[] };
  return Number(result.rows[0]?.total ?? 0);
}

/**
 * The auditor's reports (issue 25) through HTTP: each as CSV and PDF, each tied to the journal's own sums, the trial
 * balance to the month's reconciliation, the same day giving the same figures after later postings, and one or a few
 * statements whatever the number of clients.
 */
describe.each(TEST_DATABASES)("the auditor's reports (%s)", (driver) => {
  const queries = queryCounter();
  const ctx = useTestApp(driver, { now: clock.now, queryLogger: queries.logger });
  let finance: Awaited<ReturnType<typeof staffWithToken>>;
  let second: Awaited<ReturnType<typeof staffWithToken>>;
  let vendorId: number;
  let otherVendorId: number;
  /** Cleo's November payment, paid after October's reports were read. */
  let novemberPayment: number;
  const ids = {} as Record<'ana' | 'ben' | 'cleo', number>;
  const post = (url: string, body: unknown, token = finance.token) => call(ctx, 'POST', url, token, body);
  const report = (path: string, query: string) => call(ctx, 'GET', `${REPORTS}/${path}?${query}`, finance.token);
  const csv = async (path: string, query: string) => {
    const response = await report(path, `${query}&format=csv`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    return { text: response.body, rows: await csvRows(response.body) };
  };

  async function deposit(clientId: number, amount: string, day: string, source: string) {
    const response = await postDeposit(ctx, finance.token, { client_id: clientId, source, amount, received_on: day });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.id as number;
  }

  /** A payment drafted, approved by a second member and paid on `paidOn`. */
  async function pay(clientId: number, vendor: number, amount: string, paidOn: string) {
    const draft = await post('/disbursements', {
      client_id: clientId,
      vendor_id: vendor,
      description: 'Rent',
      category: 'housing',
      amount,
      due_on: paidOn,
    });
    expect(draft.statusCode, draft.body).toBe(201);
    const id = draft.json().data.id as number;
    expect((await post(`/disbursements/${id}/approve`, {}, second.token)).statusCode).toBe(200);
    const paid = await post(`/disbursements/${id}/pay`, { method: 'check', reference: `CHK-${id}`, paid_on: paidOn });
    expect(paid.statusCode, paid.body).toBe(200);
    return id;
  }

  beforeAll(async () => {
    finance = await staffWithToken(ctx, ['finance'], 'Fiona Finance');
    second = await staffWithToken(ctx, ['finance'], 'Sam Second');
    vendorId = (await post('/vendors', { name: 'Lansing Gardens Apartments', kind: 'landlord', payment_method: 'check' })).json().data.id;
    otherVendorId = (await post('/vendors', { name: 'Eastside Rooms', kind: 'landlord', payment_method: 'check' })).json().data.id;
    ids.ana = await createLedgerClient(ctx, 'Ana');
    ids.ben = await createLedgerClient(ctx, 'Ben');
    ids.cleo = await createLedgerClient(ctx, 'Cleo');
    // Ana: an SSI recipient all year, over the $2,000.00 limit at October's end; Ben over it but not on SSI.
    const [profile] = await ctx.database.db.insert(onboardingProfiles).values({ clientUserId: ids.ana }).returning();
    await ctx.database.db.insert(onboardingBenefits).values({
      profileId: profile!.id,
      reportingAccountId: SSI_ACCOUNT,
      amountCents: 94_300,
      effectiveFrom: '2026-01-01',
      effectiveTill: '2026-12-31',
    });
    await deposit(ids.ana, '1500.00', '2026-09-03', 'ssi');
    await deposit(ids.ana, '1200.00', '2026-10-03', 'ssi');
    await deposit(ids.ben, '2500.00', '2026-10-05', 'social_security');
    await deposit(ids.ben, '300.00', '2026-10-09', 'wages');
    await deposit(ids.cleo, '800.00', '2026-10-12', 'va');
    const wrong = await deposit(ids.cleo, '45.00', '2026-10-14', 'other');
    expect((await post(`/entries/${wrong}/reverse`, { reason: 'Posted to the wrong client.', posted_on: '2026-10-16' })).statusCode).toBe(
      201,
    );
    for (const [client, amount, day] of [
      [ids.ana, '25.00', '2026-09-10'],
      [ids.ana, '25.00', '2026-10-10'],
      [ids.ben, '30.00', '2026-10-11'],
    ] as const) {
      expect((await post('/fees', { client_id: client, amount, posted_on: day })).statusCode).toBe(201);
    }
    for (const client of [ids.ana, ids.ben, ids.cleo]) {
      const budget = await call(ctx, 'PUT', `/clients/${client}/budget`, finance.token, {
        program_id: 1,
        lines: [{ category: 'housing', monthly: '700.00', on_card: false }],
      });
      expect(budget.statusCode, budget.body).toBe(200);
    }
    await pay(ids.ana, vendorId, '650.00', '2026-10-20');
    await pay(ids.ben, vendorId, '600.00', '2026-10-21');
    await pay(ids.cleo, otherVendorId, '400.00', '2026-10-22');
  });

  it('gives a trial balance that ties to the month’s reconciliation and to the journal, debits equal to credits', async () => {
    const { rows } = await csv('trial-balance', 'as_of=2026-10-31');
    expect(rows[0]).toEqual(['Account', 'Kind', 'Client code', 'Debit', 'Credit']);
    const body = rows.slice(1, -1);
    const total = rows.at(-1)!;
    const bank = body.find((row) => row[1] === 'Bank')!;
    const october = (await call(ctx, 'GET', '/reconciliation/2026-10', finance.token)).json().data;
    expect(bank[3]).toBe(october.book_balance);
    const clientCredits = body.filter((row) => row[1] === 'Client sub-ledger').reduce((sum, row) => sum + cents(row[4] || '0.00'), 0);
    expect(clientCredits).toBe(cents(october.client_balances_total));
    expect(total[0]).toBe('Total');
    expect(total[3]).toBe(total[4]);
    // The journal's own sum of the bank's lines dated up to the day.
    const bankLines = await journalCents(
      ctx,
      sql`select sum(l.amount_cents)::text as total from journal_lines l join ledger_accounts a on a.id = l.account_id
          where a.kind = 'bank' and l.posted_on <= '2026-10-31'`,
    );
    expect(cents(bank[3]!)).toBe(-bankLines);
    // 1500 + 1200 + 2500 + 300 + 800 (+45 − 45) − 25 × 2 − 30 − 650 − 600 − 400.
    expect(bank[3]).toBe('4570.00');
  });

  it('gives the same figures for the same day after later postings', async () => {
    const before = await Promise.all([
      csv('trial-balance', 'as_of=2026-10-31'),
      csv('client-balances', 'as_of=2026-10-31'),
      csv('payments-register', 'from=2026-10-01&to=2026-10-31'),
      csv('fee-income', 'from=2026-09-01&to=2026-10-31'),
      csv('deposits-by-source', 'from=2026-10-01&to=2026-10-31'),
    ]);
    await deposit(ids.ana, '99.00', '2026-11-02', 'ssi');
    expect((await post('/fees', { client_id: ids.ben, amount: '12.00', posted_on: '2026-11-03' })).statusCode).toBe(201);
    novemberPayment = await pay(ids.cleo, vendorId, '10.00', '2026-11-04');
    const after = await Promise.all([
      csv('trial-balance', 'as_of=2026-10-31'),
      csv('client-balances', 'as_of=2026-10-31'),
      csv('payments-register', 'from=2026-10-01&to=2026-10-31'),
      csv('fee-income', 'from=2026-09-01&to=2026-10-31'),
      csv('deposits-by-source', 'from=2026-10-01&to=2026-10-31'),
    ]);
    expect(after.map((file) => file.text)).toEqual(before.map((file) => file.text));
    // And the later day does count them.
    const november = await csv('trial-balance', 'as_of=2026-11-30');
    expect(november.rows.find((row) => row[1] === 'Bank')![3]).toBe('4647.00');
  });

  it('flags an SSI recipient over the SSI limit (not at it), and not a client over it who is not on SSI', async () => {
    const { rows } = await csv('client-balances', 'as_of=2026-10-31');
    expect(rows[0]).toEqual(['Client', 'Client code', 'SSI recipient', 'Over the SSI limit', 'Balance']);
    const of = (name: string) => rows.find((row) => row[0] === `${name} Ledger`)!;
    // Ana: 1500 + 1200 − 25 − 25 − 650, exactly at the $2,000.00 limit (not over it); Ben over it but not on SSI.
    expect(of('Ana').slice(2)).toEqual(['Yes', 'No', '2000.00']);
    expect(of('Ben').slice(2)).toEqual(['No', 'No', '2170.00']);
    expect(of('Cleo').slice(2)).toEqual(['No', 'No', '400.00']);
    expect(rows.at(-1)).toEqual(['Total', '', '', '', '4570.00']);
    // Before her rent was paid she was over it.
    const before = await csv('client-balances', 'as_of=2026-10-19');
    expect(before.rows.find((row) => row[0] === 'Ana Ledger')!.slice(2)).toEqual(['Yes', 'Yes', '2650.00']);
  });

  it('lists the period’s payments, one vendor’s alone, and ties their total to the journal', async () => {
    const { rows } = await csv('payments-register', 'from=2026-10-01&to=2026-10-31');
    expect(rows[0]).toEqual(['Date', 'Payee', 'Client', 'Category', 'Method', 'Check or trace no.', 'Run', 'Amount']);
    // Paid one by one, in no run: no check or trace number, no run (finance-run-files.test.ts has a run's).
    expect(rows.slice(1).every((row) => row[5] === '' && row[6] === '')).toBe(true);
    expect(rows.slice(1).map((row) => [row[0], row[1], row[2], row[4], row[7]])).toEqual([
      ['10/20/2026', 'Lansing Gardens Apartments', 'Ana Ledger', 'Check', '650.00'],
      ['10/21/2026', 'Lansing Gardens Apartments', 'Ben Ledger', 'Check', '600.00'],
      ['10/22/2026', 'Eastside Rooms', 'Cleo Ledger', 'Check', '400.00'],
      ['Total', '', '', '', '1650.00'],
    ]);
    const paidOut = await journalCents(
      ctx,
      sql`select sum(-l.amount_cents)::text as total from journal_lines l join ledger_accounts a on a.id = l.account_id
          join journal_entries e on e.id = l.entry_id
          where a.kind = 'client' and e.kind in ('disbursement', 'card_load') and e.posted_on between '2026-10-01' and '2026-10-31'`,
    );
    expect(cents(rows.at(-1)![7]!)).toBe(paidOut);

    const vendor = await csv('vendor-history', `vendor_id=${vendorId}&from=2026-10-01&to=2026-11-30`);
    expect(vendor.rows.slice(1).map((row) => [row[2], row[7]])).toEqual([
      ['Ana Ledger', '650.00'],
      ['Ben Ledger', '600.00'],
      ['Cleo Ledger', '10.00'],
      ['', '1260.00'],
    ]);
    expect((await report('vendor-history', 'vendor_id=99999&from=2026-10-01&to=2026-10-31')).statusCode).toBe(404);
  });

  it('shows a payment voided in the period as money back, on the day of its void, the register still tied to the journal', async () => {
    const voided = await post(`/disbursements/${novemberPayment}/void`, { reason: 'Paid twice by mistake.' });
    expect(voided.statusCode, voided.body).toBe(200);
    const { rows } = await csv('payments-register', 'from=2026-11-01&to=2026-11-30');
    expect(rows.slice(1).map((row) => [row[0], row[1], row[2], row[7]])).toEqual([
      ['11/04/2026', 'Lansing Gardens Apartments', 'Cleo Ledger', '10.00'],
      ['11/27/2026', 'Lansing Gardens Apartments', 'Cleo Ledger', '-10.00'],
      ['Total', '', '', '0.00'],
    ]);
    const net = await journalCents(
      ctx,
      sql`select coalesce(sum(-l.amount_cents), 0)::text as total from journal_lines l join ledger_accounts a on a.id = l.account_id
          join journal_entries e on e.id = l.entry_id left join journal_entries r on r.id = e.reverses_entry_id
          where a.kind = 'client' and (e.kind in ('disbursement', 'card_load') or r.kind in ('disbursement', 'card_load'))
            and e.posted_on between '2026-11-01' and '2026-11-30'`,
    );
    expect(net).toBe(0);
    // October's register, read before the void, is as it was.
    expect((await csv('payments-register', 'from=2026-10-01&to=2026-10-31')).rows.at(-1)).toEqual([
      'Total',
      '',
      '',
      '',
      '',
      '',
      '',
      '1650.00',
    ]);
  });

  it('gives fee income by month and deposits by source, net of reversals, tied to the journal', async () => {
    const fees = await csv('fee-income', 'from=2026-08-01&to=2026-11-30');
    expect(fees.rows.slice(1)).toEqual([
      ['August 2026', '0', '0.00'],
      ['September 2026', '1', '25.00'],
      ['October 2026', '2', '55.00'],
      ['November 2026', '1', '12.00'],
      ['Total', '4', '92.00'],
    ]);
    const credited = await journalCents(
      ctx,
      sql`select sum(l.amount_cents)::text as total from journal_lines l join ledger_accounts a on a.id = l.account_id
          where a.kind = 'fee_income' and l.amount_cents > 0`,
    );
    expect(cents(fees.rows.at(-1)![2]!)).toBe(credited);

    const deposits = await csv('deposits-by-source', 'from=2026-10-01&to=2026-10-31');
    expect(deposits.rows.slice(1).map((row) => [row[1], row[2]])).toEqual([
      ['1', '2500.00'],
      ['1', '1200.00'],
      ['1', '800.00'],
      ['1', '300.00'],
      ['1', '0.00'],
      ['5', '4800.00'],
    ]);
    const depositedIn = await journalCents(
      ctx,
      sql`select sum(l.amount_cents)::text as total from journal_lines l join ledger_accounts a on a.id = l.account_id
          join journal_entries e on e.id = l.entry_id left join journal_entries r on r.id = e.reverses_entry_id
          where a.kind = 'client' and (e.kind = 'deposit' or r.kind = 'deposit') and e.posted_on between '2026-10-01' and '2026-10-31'`,
    );
    expect(cents(deposits.rows.at(-1)![2]!)).toBe(depositedIn);
  });

  it('writes each report as a PDF: its title, its rows and the totals', async () => {
    for (const [path, query, words] of [
      ['trial-balance', 'as_of=2026-10-31', ['Trial balance', 'As of 10/31/2026', 'Pooled trust bank account', '$4,570.00', 'Total']],
      ['client-balances', 'as_of=2026-10-31', ['Client balances', 'SSI resource limit', 'Ana Ledger', '$2,000.00']],
      ['payments-register', 'from=2026-10-01&to=2026-10-31', ['Payments register', 'Eastside Rooms', '$1,650.00']],
      ['vendor-history', `vendor_id=${otherVendorId}&from=2026-10-01&to=2026-10-31`, ['Payments to Eastside Rooms', '$400.00']],
      ['fee-income', 'from=2026-09-01&to=2026-10-31', ['Fee income by month', 'October 2026', '$80.00']],
      ['deposits-by-source', 'from=2026-10-01&to=2026-10-31', ['Deposits by source', 'Wages', '$4,800.00']],
    ] as const) {
      const response = await report(path, `${query}&format=pdf`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      const text = (await pdfPages(response.rawPayload)).join(' ');
      for (const word of words) expect(text, `${path}: ${word}`).toContain(word);
    }
  });

  it('refuses a report without its day or with a period backwards, at the field', async () => {
    const missing = await report('trial-balance', 'format=csv');
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ as_of: ['Enter the day the report is as of.'] });
    const backwards = await report('payments-register', 'from=2026-10-31&to=2026-10-01');
    expect(backwards.statusCode).toBe(422);
    expect(Object.keys(backwards.json().errors)).toEqual(['to']);
    const noVendor = await report('vendor-history', 'from=2026-10-01&to=2026-10-31');
    expect(Object.keys(noVendor.json().errors)).toEqual(['vendor_id']);
    const format = await report('fee-income', 'from=2026-10-01&to=2026-10-31&format=xls');
    expect(Object.keys(format.json().errors)).toEqual(['format']);
    // A list of payments covers at most 13 months (from 1 October, up to 31 October a year later); other reports more.
    const tooLong = 'Choose a period of at most 13 months: a list of payments longer than that is too long for one file.';
    for (const path of ['payments-register', `vendor-history`]) {
      const query = `${path === 'vendor-history' ? `vendor_id=${vendorId}&` : ''}from=2025-10-01`;
      const long = await report(path, `${query}&to=2026-11-01&format=csv`);
      expect(long.statusCode, path).toBe(422);
      expect(long.json().errors, path).toEqual({ to: [tooLong] });
      expect((await report(path, `${query}&to=2026-10-31&format=csv`)).statusCode, path).toBe(200);
    }
    expect((await report('fee-income', 'from=2025-10-01&to=2026-11-01&format=csv')).statusCode).toBe(200);
  });

  it('never changes a closed month’s figures: a posting dated in it is refused, a reversal of it is dated after', async () => {
    // September's statement: a line for each bank movement dated in it, the bank's running balance beside each.
    const result = (await ctx.database.db.execute(
      sql`select l.posted_on::text as posted_on, (-l.amount_cents)::text as amount from journal_lines l
          join ledger_accounts a on a.id = l.account_id
          where a.kind = 'bank' and l.posted_on between '2026-09-01' and '2026-09-30' order by l.posted_on, l.id`,
    )) as unknown as { rows: { posted_on: string; amount: string }[] };
    let balance = 0;
    const lines = result.rows.map((row) => {
      balance += Number(row.amount);
      return [row.posted_on, 'Movement', '', (Number(row.amount) / 100).toFixed(2), (balance / 100).toFixed(2)].join(',');
    });
    const csvFile = ['date,description,reference,amount,balance', ...lines].join('\n') + '\n';
    const imported = await upload(ctx, '/reconciliation/2026-09/bank-statement', finance.token, csvFile, {}, 'september.csv');
    expect(imported.statusCode, imported.body).toBe(200);
    const closed = await post('/reconciliation/2026-09/close', {});
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().data.status).toBe('closed');

    const september = () =>
      Promise.all([
        csv('trial-balance', 'as_of=2026-09-30'),
        csv('client-balances', 'as_of=2026-09-30'),
        csv('fee-income', 'from=2026-09-01&to=2026-09-30'),
        csv('deposits-by-source', 'from=2026-09-01&to=2026-09-30'),
      ]);
    const before = await september();
    expect(before[0].rows.find((row) => row[1] === 'Bank')![3]).toBe('1475.00');
    const refused = await postDeposit(ctx, finance.token, {
      client_id: ids.ben,
      source: 'wages',
      amount: '5.00',
      received_on: '2026-09-20',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.received_on).toEqual([closedMonthMessage('September 2026')]);
    const septemberDeposit = (await call(ctx, 'GET', `/entries?client_id=${ids.ana}&kind=deposit&to=2026-09-30`, finance.token)).json()
      .data[0];
    const reversed = await post(`/entries/${septemberDeposit.id}/reverse`, { reason: 'Reversed after the close, for the test.' });
    expect(reversed.statusCode, reversed.body).toBe(201);
    expect((await september()).map((file) => file.text)).toEqual(before.map((file) => file.text));
  });

  it('asks the database the same few statements whatever the number of clients', async () => {
    const asked = [
      ['trial-balance', 'as_of=2026-10-31'],
      ['client-balances', 'as_of=2026-10-31'],
      ['payments-register', 'from=2026-10-01&to=2026-10-31'],
      ['vendor-history', `vendor_id=${vendorId}&from=2026-10-01&to=2026-10-31`],
      ['fee-income', 'from=2026-09-01&to=2026-10-31'],
      ['deposits-by-source', 'from=2026-10-01&to=2026-10-31'],
    ] as const;
    const counts = async () => {
      const out: number[] = [];
      for (const [path, query] of asked) {
        const { result, statements } = await queries.count(() => report(path, `${query}&format=csv`));
        expect(result.statusCode).toBe(200);
        out.push(routeStatements(statements).length);
      }
      return out;
    };
    const few = await counts();
    for (let index = 0; index < 6; index += 1) {
      const client = await createLedgerClient(ctx, `More${index}`);
      await deposit(client, '900.00', '2026-10-02', 'ssi');
      expect((await post('/fees', { client_id: client, amount: '5.00', posted_on: '2026-10-04' })).statusCode).toBe(201);
    }
    expect(await counts()).toEqual(few);
    // Each report is one statement (the vendor's history two: the vendor's name, then its payments).
    expect(few).toEqual([1, 1, 1, 2, 1, 1]);
  });

  it('reads the payments register in keyset batches, a statement a batch, the file the same as read in one', async () => {
    const period = { from: '2026-09-01', to: '2026-11-30' };
    const vendor = { ...period, vendor_id: vendorId };
    const inOne = createFinanceReportsService(ctx.database.db, { paymentBatchRows: 100_000 });
    const inTwos = createFinanceReportsService(ctx.database.db, { paymentBatchRows: 2 });
    const read = async (service: typeof inOne, which: 'register' | 'vendor', format: 'csv' | 'pdf') => {
      const { result, statements } = await queries.count(async () =>
        bytesOf(
          (which === 'register'
            ? await service.paymentsRegister({ ...period, format })
            : await service.vendorHistory({ ...vendor, format })
          ).body,
        ),
      );
      return { bytes: result, statements: routeStatements(statements).length };
    };
    for (const which of ['register', 'vendor'] as const) {
      const one = await read(inOne, which, 'csv');
      const twos = await read(inTwos, which, 'csv');
      const rows = (await csvRows(one.bytes.toString())).length - 2;
      expect(rows, which).toBeGreaterThan(2);
      expect(twos.bytes.toString(), which).toBe(one.bytes.toString());
      // A statement a batch of two (the last one short, perhaps empty), and the vendor's name first.
      const names = which === 'vendor' ? 1 : 0;
      expect(one.statements, which).toBe(names + 1);
      expect(twos.statements, which).toBe(names + Math.floor(rows / 2) + 1);
      const pdfOne = await read(inOne, which, 'pdf');
      const pdfTwos = await read(inTwos, which, 'pdf');
      expect(await pdfPages(pdfTwos.bytes), which).toEqual(await pdfPages(pdfOne.bytes));
    }
  });
});
