import { API_PREFIX, type TSsa623Worksheet } from '@payee/contract';
import { and, asc, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, clientPrograms, clientUsers } from '../src/db/schema/index';
import { DEMO_CLIENT, DEMO_SECOND_PROGRAM, DEMO_TRANSFER_DESCRIPTION, seedDemoClients } from '../src/seed/demo-clients';
import { seedDemoFinance } from '../src/seed/demo-finance';
import { clientAndBankLines, createJournal, transferLines } from '../src/modules/ledger/journal';
import { createLedgerRepository } from '../src/modules/ledger/repository';
import { formatDollars } from '../src/modules/ledger/money';
import { TEST_DATABASES, useTestApp } from './helpers/app';
import { bearer, tokenFor } from './helpers/clients';
import { call, cents, createLedgerClient, expectBookInvariants, staffWithToken, postDeposit } from './helpers/finance';
import { pdfPages } from './helpers/pdf';
import { testClock } from './helpers/staff';

/** The demo history ends on 15 June 2026 here (noon in Michigan, in any zone): Maria's year, and the transfer that opens it, began on 16 June 2025. */
const TODAY = new Date('2026-06-15T16:00:00Z');
const clock = testClock(TODAY);
/** The 13 report periods that end from June 2025 to June 2026: every one that holds some of the demo history. */
const PERIOD_ENDS = Array.from(
  { length: 13 },
  (_, index) => `${index < 7 ? 2025 : 2026}-${String(((index + 5) % 12) + 1).padStart(2, '0')}`,
);

/** Every money figure of a worksheet that is a line of the report (the balances at the start and end are facts, not lines). */
const lines = (sheet: TSsa623Worksheet) => ({
  benefits_received: sheet.benefits_received,
  other_money_in: sheet.other_money_in,
  moved_in: sheet.moved_in,
  spent_on_food_and_housing: sheet.spent_on_food_and_housing,
  spent_on_other_things: sheet.spent_on_other_things,
  saved: sheet.saved,
  spent_from_balance: sheet.spent_from_balance,
  moved_out: sheet.moved_out,
  ...Object.fromEntries(sheet.categories.map((line) => [`category ${line.category}`, line.amount])),
  ...Object.fromEntries(sheet.income.map((line) => [`income ${line.source}`, line.amount])),
});

/** What a worksheet must always be: no line below zero, and start + money in + moved in − spent − moved out = end. */
function expectSound(sheet: TSsa623Worksheet, where: string) {
  const negative = Object.entries(lines(sheet)).filter(([, amount]) => amount.startsWith('-'));
  expect(negative, `${where}: lines below zero`).toEqual([]);
  const spent = sheet.categories.reduce((sum, line) => sum + cents(line.amount), 0);
  const received = cents(sheet.benefits_received) + cents(sheet.other_money_in);
  expect(cents(sheet.opening_balance) + received + cents(sheet.moved_in) - spent - cents(sheet.moved_out), where).toBe(
    cents(sheet.closing_balance),
  );
  expect(received + cents(sheet.spent_from_balance), where).toBe(
    cents(sheet.spent_on_food_and_housing) + cents(sheet.spent_on_other_things) + cents(sheet.saved),
  );
  expect(
    sheet.income.reduce((sum, line) => sum + cents(line.amount), 0),
    where,
  ).toBe(received);
  expect(sheet.adds_up, where).toBe(true);
}

describe.each(TEST_DATABASES)('the SSA-623 worksheet: transfers between programs, reversals and refunds (%s)', (driver) => {
  const ctx = useTestApp(driver, { now: clock.now });
  let finance: Awaited<ReturnType<typeof staffWithToken>>;
  let maria: number;

  beforeAll(async () => {
    await seedDemoClients(ctx.database.db, ctx.config.APP_ENCRYPTION_KEY, TODAY);
    await seedDemoFinance(ctx.database.db, ctx.config.APP_ENCRYPTION_KEY, TODAY);
    finance = await staffWithToken(ctx, ['finance'], 'Fiona Finance');
    maria = (await ctx.database.db.select().from(clientUsers).where(eq(clientUsers.username, DEMO_CLIENT.username)))[0]!.id;
  });

  const post = (url: string, body: unknown) => call(ctx, 'POST', url, finance.token, body);
  const worksheet = async (clientId: number, programId: number, periodEnd: string): Promise<TSsa623Worksheet> => {
    const response = await call(ctx, 'GET', `/clients/${clientId}/ssa-623?program_id=${programId}&period_end=${periodEnd}`, finance.token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  /** A client enrolled in program 1 and, active too, the second program. */
  const clientInTwoPrograms = async (name: string) => {
    const id = await createLedgerClient(ctx, name);
    await createLedgerRepository(ctx.database.db).enrol({
      clientId: id,
      programId: DEMO_SECOND_PROGRAM.id,
      status: 1,
      enrolledOn: '2025-01-01',
    });
    return id;
  };

  it('has no negative line and adds up for every demo client, in every program and every period of their history', async () => {
    const enrolments = await ctx.database.db
      .select({ clientId: clientPrograms.clientId, programId: clientPrograms.programId })
      .from(clientPrograms)
      .orderBy(asc(clientPrograms.clientId), asc(clientPrograms.programId));
    expect(enrolments.length).toBe(3);
    for (const { clientId, programId } of enrolments) {
      for (const periodEnd of PERIOD_ENDS)
        expectSound(await worksheet(clientId, programId, periodEnd), `client ${clientId}, program ${programId}, ${periodEnd}`);
    }
  });

  it('shows the demo transfer on a line of its own, in no spending or income line: in JSON, CSV and PDF', async () => {
    const moved = 48_000 + 46_350 + 47_200 - 3 * 1_500;
    const sheet = await worksheet(maria, 1, '2026-05');
    expect(cents(sheet.moved_in)).toBe(moved);
    expect(sheet.moved_out).toBe('0.00');
    expect(sheet.categories.filter((line) => cents(line.amount) === moved || cents(line.amount) === -moved)).toEqual([]);
    expect(sheet.income.map((line) => line.source)).not.toContain('other');
    expect(sheet.income.filter((line) => cents(line.amount) >= moved)).toEqual([expect.objectContaining({ source: 'social_security' })]);
    // Her Money Management Program: what moved out of it, and nothing left.
    const closed = await worksheet(maria, DEMO_SECOND_PROGRAM.id, '2025-06');
    expect(cents(closed.moved_out)).toBe(moved);
    expect(closed.closing_balance).toBe('0.00');
    expectSound(closed, 'Money Management Program');

    const csv = await call(ctx, 'GET', `/clients/${maria}/ssa-623/csv?program_id=1&period_end=2026-05`, finance.token);
    const [header, row] = csv.body
      .trim()
      .split('\n')
      .map((line: string) => line.split(','));
    const cell = (column: string) => row![header!.indexOf(column)];
    expect(cell('moved_in_from_other_programs')).toBe(sheet.moved_in);
    expect(cell('moved_out_to_other_programs')).toBe('0.00');
    expect(cell('spent_other')).toBe(sheet.categories.find((line) => line.category === 'other')!.amount);
    expect(header!.filter((column: string) => !column.endsWith('_balance') && row![header!.indexOf(column)]!.startsWith('-'))).toEqual([]);

    const pdf = await call(ctx, 'GET', `/clients/${maria}/ssa-623/pdf?program_id=1&period_end=2026-05`, finance.token);
    const text = (await pdfPages(pdf.rawPayload)).join(' ');
    expect(text).toContain(`Moved in from the client’s other programs ${formatDollars(moved)}`);
    expect(text).toContain('Moved out to the client’s other programs $0.00');
    expect(text).not.toMatch(/-\$/);
  });

  it('shows the client the transfer as money moved from their other program, on screen and on the statement', async () => {
    const token = await tokenFor(ctx);
    const all: { description: string; category: string; category_label: string; money_in: string | null }[] = [];
    for (let page = 1, last = 1; page <= last; page += 1) {
      const url = `${API_PREFIX}/website/client/transactions?program_id=1&per_page=100&page=${page}`;
      const body = (await ctx.app.inject({ method: 'GET', url, headers: bearer(token) })).json();
      all.push(...body.data);
      last = body.meta.last_page;
    }
    expect(all.filter((row) => row.description === DEMO_TRANSFER_DESCRIPTION)).toEqual([
      expect.objectContaining({ category: 'transfer_in', category_label: 'Moved in from another program', money_in: '1370.50' }),
    ]);
    const statement = await ctx.app.inject({
      method: 'GET',
      url: `${API_PREFIX}/website/client/account-statement?program_id=1&transaction_date[0]=2025-06-16&transaction_date[1]=2025-06-30`,
      headers: bearer(token),
    });
    const text = (await pdfPages(statement.rawPayload)).join(' ');
    // The description is cut to the column's width; the words under it say what it was.
    expect(text).toMatch(
      /06\/16\/2025 Balance moved from the Money Management Progra… \$1,370\.50 \$1,370\.50 Moved in from another program/,
    );
  });

  describe('a transfer made by finance', () => {
    it('moves money between two programs of a client in one entry, audited, and the worksheets show it moved, not received or spent', async () => {
      const ana = await clientInTwoPrograms('Ana');
      await postDeposit(ctx, finance.token, { client_id: ana, source: 'social_security', amount: '900.00', received_on: '2026-06-03' });
      const moved = await post('/transfers', {
        client_id: ana,
        from_program_id: 1,
        to_program_id: DEMO_SECOND_PROGRAM.id,
        amount: '250.00',
        posted_on: '2026-06-04',
        reason: 'Her savings are kept in the Money Management Program.',
      });
      expect(moved.statusCode, moved.body).toBe(201);
      const entry = moved.json().data;
      expect(entry).toMatchObject({
        kind: 'transfer',
        description: 'Moved from the Representative Payee Program to the Money Management Program',
      });
      expect(
        entry.lines.map((line: { account: { kind: string; program_id: number }; amount: string; category: string }) => [
          line.account.kind,
          line.account.program_id,
          line.amount,
          line.category,
        ]),
      ).toEqual([
        ['client', 1, '-250.00', 'transfer_out'],
        ['client', DEMO_SECOND_PROGRAM.id, '250.00', 'transfer_in'],
      ]);
      const [audit] = await ctx.database.db
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.action, 'finance.transfer'))
        .orderBy(desc(auditEvents.id))
        .limit(1);
      expect(audit).toMatchObject({
        staffUserId: finance.id,
        clientId: ana,
        recordId: String(entry.id),
        reason: 'Her savings are kept in the Money Management Program.',
      });
      await expectBookInvariants(ctx, finance.token, [ana]);
      // The client's finance page lists their programs with each balance, for the form that moves money.
      const ledger = (await call(ctx, 'GET', `/clients/${ana}/ledger?program_id=1`, finance.token)).json();
      expect(
        ledger.programs.map((program: { id: number; status: number; balance: string }) => [program.id, program.status, program.balance]),
      ).toEqual([
        [1, 1, '650.00'],
        [DEMO_SECOND_PROGRAM.id, 1, '250.00'],
      ]);

      const from = await worksheet(ana, 1, '2026-06');
      expect(from).toMatchObject({
        benefits_received: '900.00',
        other_money_in: '0.00',
        moved_out: '250.00',
        saved: '900.00',
        closing_balance: '650.00',
      });
      expectSound(from, 'program 1');
      const to = await worksheet(ana, DEMO_SECOND_PROGRAM.id, '2026-06');
      expect(to).toMatchObject({
        benefits_received: '0.00',
        other_money_in: '0.00',
        moved_in: '250.00',
        saved: '0.00',
        closing_balance: '250.00',
      });
      expect(to.income).toEqual([]);
      expectSound(to, 'program 2');
    });

    it('refuses a move into an inactive enrolment, within one program, beyond the balance without a reason, and as an adjustment', async () => {
      const intoInactive = await post('/transfers', {
        client_id: maria,
        from_program_id: 1,
        to_program_id: 2,
        amount: '10.00',
        posted_on: '2026-06-10',
        reason: 'Back to her old program.',
      });
      expect(intoInactive.statusCode).toBe(422);
      expect(intoInactive.json().errors).toEqual({
        to_program_id: ['Maria Lopez’s enrolment in the Money Management Program is inactive: money cannot move into it.'],
      });
      const sameProgram = await post('/transfers', {
        client_id: maria,
        from_program_id: 1,
        to_program_id: 1,
        amount: '10.00',
        posted_on: '2026-06-10',
        reason: 'A mistake.',
      });
      expect(sameProgram.statusCode).toBe(422);
      expect(Object.keys(sameProgram.json().errors)).toEqual(['to_program_id']);

      const ben = await clientInTwoPrograms('Ben');
      const beyond = {
        client_id: ben,
        from_program_id: 1,
        to_program_id: 2,
        amount: '10.00',
        posted_on: '2026-06-10',
        reason: 'Rent help.',
      };
      const refused = await post('/transfers', beyond);
      expect(refused.statusCode).toBe(409);
      expect(Object.keys(refused.json().errors)).toEqual(['override_reason']);
      const overridden = await post('/transfers', { ...beyond, override_reason: 'The office advances it until his deposit.' });
      expect(overridden.statusCode, overridden.body).toBe(201);
      expect(overridden.json().data.override_reason).toBe('The office advances it until his deposit.');

      const asAdjustment = await post('/adjustments', {
        client_id: ben,
        direction: 'in',
        amount: '10.00',
        category: 'transfer_in',
        posted_on: '2026-06-10',
        description: 'Moved',
        reason: 'Moved from his other program.',
      });
      expect(asAdjustment.statusCode).toBe(422);
      expect(Object.keys(asAdjustment.json().errors)).toEqual(['category']);
    });

    it('is refused by the journal unless it is one line out of a program and the same into another of the same client', async () => {
      const db = ctx.database.db;
      const carl = await clientInTwoPrograms('Carl');
      const dana = await clientInTwoPrograms('Dana');
      const journal = createJournal(db);
      const account = async (clientId: number, programId: number) => (await journal.clientAccount(clientId, programId))!;
      const entry = (kind: 'transfer' | 'adjustment', lines: ReturnType<typeof transferLines>) =>
        db.transaction((tx) =>
          createJournal(tx).post({ kind, postedOn: '2026-06-10', description: 'Test', lines }, { overdraft: 'allow' }),
        );
      const paired = "A transfer is two lines: one out of a client's program and the same amount into another program of the same client.";
      await expect(
        entry('transfer', clientAndBankLines(await account(carl, 1), await journal.bankAccount(), 500, 'other_income')),
      ).rejects.toThrow(paired);
      await expect(entry('transfer', transferLines(await account(carl, 1), await account(dana, 2), 500))).rejects.toThrow(paired);
      await expect(entry('transfer', transferLines(await account(carl, 1), await account(carl, 1), 500))).rejects.toThrow(paired);
      await expect(
        entry('adjustment', [
          { accountId: await account(carl, 1), amountCents: 500, category: 'transfer_in' },
          { accountId: await journal.bankAccount(), amountCents: -500 },
        ]),
      ).rejects.toThrow('Only a transfer between programs carries a transfer category, not an entry of kind adjustment.');
      expect(await entry('transfer', transferLines(await account(carl, 1), await account(carl, 2), 500))).toEqual(expect.any(Number));
    });
  });

  describe('no line below zero', () => {
    it('nets a reversal against the line it reverses: a payment, a deposit and a transfer undone in the period', async () => {
      const eve = await clientInTwoPrograms('Eve');
      const deposit = (
        await postDeposit(ctx, finance.token, { client_id: eve, source: 'ssi', amount: '800.00', received_on: '2026-06-01' })
      ).json().data;
      const wrongDeposit = (
        await postDeposit(ctx, finance.token, { client_id: eve, source: 'ssi', amount: '800.00', received_on: '2026-06-02' })
      ).json().data;
      const draft = (
        await post('/disbursements', {
          client_id: eve,
          payee_name: 'Meijer',
          description: 'Groceries',
          category: 'food',
          amount: '120.00',
          due_on: '2026-06-05',
        })
      ).json().data;
      await post(`/disbursements/${draft.id}/approve`, {});
      await post(`/disbursements/${draft.id}/pay`, { method: 'check', reference: '2001', paid_on: '2026-06-05' });
      const transfer = (
        await post('/transfers', {
          client_id: eve,
          from_program_id: 1,
          to_program_id: 2,
          amount: '300.00',
          posted_on: '2026-06-06',
          reason: 'To her savings.',
        })
      ).json().data;

      expect((await post(`/disbursements/${draft.id}/void`, { reason: 'The check was never cashed.' })).statusCode).toBe(200);
      expect((await post(`/entries/${wrongDeposit.id}/reverse`, { reason: 'Posted twice.' })).statusCode).toBe(201);
      expect((await post(`/entries/${transfer.id}/reverse`, { reason: 'Moved by mistake.' })).statusCode).toBe(201);

      const sheet = await worksheet(eve, 1, '2026-06');
      expect(sheet).toMatchObject({
        benefits_received: '800.00',
        moved_in: '0.00',
        moved_out: '0.00',
        saved: '800.00',
        closing_balance: '800.00',
      });
      expect(sheet.categories.every((line) => line.amount === '0.00')).toBe(true);
      expect(sheet.income).toEqual([{ source: 'ssi', label: 'Supplemental Security Income (SSI)', amount: '800.00' }]);
      expectSound(sheet, 'program 1');
      const other = await worksheet(eve, 2, '2026-06');
      expect(other).toMatchObject({ moved_in: '0.00', moved_out: '0.00', closing_balance: '0.00' });
      expectSound(other, 'program 2');
      expect(deposit.kind).toBe('deposit');
    });

    it('counts a refund beyond the period’s spending in its category as money in, never as negative spending', async () => {
      const finn = await createLedgerClient(ctx, 'Finn');
      await postDeposit(ctx, finance.token, { client_id: finn, source: 'social_security', amount: '1000.00', received_on: '2026-06-01' });
      const pharmacy = (
        await post('/disbursements', {
          client_id: finn,
          payee_name: 'CVS',
          description: 'Copay',
          category: 'medical',
          amount: '30.00',
          due_on: '2026-06-02',
        })
      ).json().data;
      await post(`/disbursements/${pharmacy.id}/approve`, {});
      await post(`/disbursements/${pharmacy.id}/pay`, { method: 'check', reference: '3001', paid_on: '2026-06-02' });
      const refund = await post('/adjustments', {
        client_id: finn,
        direction: 'in',
        amount: '100.00',
        category: 'medical',
        posted_on: '2026-06-09',
        description: 'Insurance refund of last year’s copays',
        reason: 'The insurer refunded copays paid before this period.',
      });
      expect(refund.statusCode, refund.body).toBe(201);
      // An old database's transfer between programs: an adjustment in under "other", before transfers had their kind.
      await post('/adjustments', {
        client_id: finn,
        direction: 'in',
        amount: '40.00',
        category: 'other',
        posted_on: '2026-06-10',
        description: 'Balance moved from the Money Management Program',
        reason: 'Posted as the demo data did before transfers.',
      });

      const sheet = await worksheet(finn, 1, '2026-06');
      const category = (name: string) => sheet.categories.find((line) => line.category === name)!.amount;
      expect(category('medical')).toBe('0.00');
      expect(category('other')).toBe('0.00');
      expect(sheet.income).toEqual([
        { source: 'refund_medical', label: 'Medical: refunds beyond the period’s spending', amount: '70.00' },
        { source: 'refund_other', label: 'Other: refunds beyond the period’s spending', amount: '40.00' },
        { source: 'social_security', label: 'Social Security', amount: '1000.00' },
      ]);
      expect(sheet).toMatchObject({
        benefits_received: '1000.00',
        other_money_in: '110.00',
        spent_on_other_things: '0.00',
        saved: '1110.00',
      });
      expectSound(sheet, 'refunds');
    });

    it('counts spending beyond the period’s money in as spent from the balance, never as negative saving (Darnell, advanced by the office)', async () => {
      const [darnell] = await ctx.database.db
        .select()
        .from(clientUsers)
        .where(and(eq(clientUsers.firstName, 'Darnell'), eq(clientUsers.lastName, 'Price')));
      const sheet = await worksheet(darnell!.id, 1, '2026-06');
      expect(cents(sheet.closing_balance)).toBeLessThan(0);
      expect(sheet.saved).toBe('0.00');
      expect(cents(sheet.spent_from_balance)).toBe(-cents(sheet.closing_balance));
      expectSound(sheet, 'Darnell');
    });
  });
});
