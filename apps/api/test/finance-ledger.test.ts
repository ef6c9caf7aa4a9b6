import { API_PREFIX, SSA_DEPOSIT_FILE_COLUMNS, csvControlCharacterMessage } from '@payee/contract';
import { desc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, bankStatements, depositImports, journalEntries, journalLines } from '../src/db/schema/index';
import { TEST_DATABASES, useTestApp } from './helpers/app';
import { bearer } from './helpers/clients';
import {
  accountsOffTheirLines,
  accountSum,
  call,
  createLedgerClient,
  expectBookInvariants,
  keptFiguresOffTheirLines,
  postDeposit,
  staffWithToken,
  upload,
} from './helpers/finance';
import { testClock } from './helpers/staff';

/** The app's "today" in these tests: 15 June 2026 (noon in Michigan, in any zone), so every date below is fixed. */
const clock = testClock(new Date('2026-06-15T16:00:00Z'));

const depositFile = (rows: string[][]) => [[...SSA_DEPOSIT_FILE_COLUMNS].join(','), ...rows.map((row) => row.join(','))].join('\n') + '\n';

describe.each(TEST_DATABASES)('the trust ledger (%s)', (driver) => {
  const ctx = useTestApp(driver, { now: clock.now });
  let finance: Awaited<ReturnType<typeof staffWithToken>>;
  let secondFinance: Awaited<ReturnType<typeof staffWithToken>>;
  let admin: Awaited<ReturnType<typeof staffWithToken>>;
  let ana: number;
  let ben: number;
  const clients = () => [ana, ben];

  beforeAll(async () => {
    finance = await staffWithToken(ctx, ['finance'], 'Fiona Finance');
    secondFinance = await staffWithToken(ctx, ['finance'], 'Sam Second');
    admin = await staffWithToken(ctx, ['admin'], 'Ada Admin');
    ana = await createLedgerClient(ctx, 'Ana', '987650101');
    ben = await createLedgerClient(ctx, 'Ben', '987650102');
  });

  const post = (url: string, body: unknown, token = finance.token) => call(ctx, 'POST', url, token, body);

  describe('every kind of posting keeps the book balanced', () => {
    it('after a deposit', async () => {
      const response = await postDeposit(ctx, finance.token, {
        client_id: ana,
        source: 'social_security',
        amount: '1182.00',
        received_on: '2026-06-03',
        reference: 'SSA-1',
      });
      expect(response.statusCode, response.body).toBe(201);
      const entry = response.json().data;
      expect(entry).toMatchObject({
        kind: 'deposit',
        deposit_source: 'social_security',
        posted_on: '2026-06-03',
      });
      // Over the approval limit: posted by the second finance member who approved it, not by Fiona who entered it.
      expect(entry.created_by.name).not.toBe('Fiona Finance');
      expect(
        entry.lines.map((line: { account: { kind: string }; amount: string; category: string | null }) => [
          line.account.kind,
          line.amount,
          line.category,
        ]),
      ).toEqual([
        ['client', '1182.00', 'benefit_deposit'],
        ['bank', '-1182.00', null],
      ]);
      await postDeposit(ctx, finance.token, { client_id: ben, source: 'ssi', amount: '700', received_on: '2026-06-03' });
      await expectBookInvariants(ctx, finance.token, clients());
      expect(await accountSum(ctx, ana)).toBe(118_200);
    });

    it('after a deposit file is imported', async () => {
      const file = depositFile([['2026-06-04', '987-65-0101', 'ANA LEDGER', 'SSA', '10.00', 'SSA-FILE-1']]);
      const response = await upload(ctx, '/deposit-imports', finance.token, file);
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().data).toMatchObject({ posted: 1 });
      await expectBookInvariants(ctx, finance.token, clients());
    });

    it('after a fee: earned by the service and taken out of the trust account in the same entry', async () => {
      const response = await post('/fees', { client_id: ana, amount: '25.00', posted_on: '2026-06-05' });
      expect(response.statusCode, response.body).toBe(201);
      const kinds = response
        .json()
        .data.lines.map((line: { account: { kind: string }; amount: string }) => `${line.account.kind} ${line.amount}`);
      expect(kinds).toEqual(['client -25.00', 'fee_income 25.00', 'fee_income -25.00', 'bank 25.00']);
      await expectBookInvariants(ctx, finance.token, clients());
      expect((await call(ctx, 'GET', '/overview', finance.token)).json().data.fee_income_total).toBe('25.00');
    });

    it('after a manual adjustment, which needs a reason', async () => {
      const missing = await post('/adjustments', {
        client_id: ben,
        direction: 'in',
        amount: '3.10',
        category: 'other_income',
        posted_on: '2026-06-06',
        description: 'Bank interest',
      });
      expect(missing.statusCode).toBe(422);
      expect(Object.keys(missing.json().errors)).toEqual(['reason']);
      const response = await post('/adjustments', {
        client_id: ben,
        direction: 'in',
        amount: '3.10',
        category: 'other_income',
        posted_on: '2026-06-06',
        description: 'Bank interest',
        reason: 'The pooled account earned interest for Ben.',
      });
      expect(response.statusCode, response.body).toBe(201);
      await expectBookInvariants(ctx, finance.token, clients());
    });

    it('after a disbursement is paid, and after it is voided (a reversal entry)', async () => {
      const draft = await post('/disbursements', {
        client_id: ana,
        payee_name: 'Meijer',
        description: 'Groceries',
        category: 'food',
        amount: '80.00',
        due_on: '2026-06-10',
      });
      expect(draft.statusCode, draft.body).toBe(201);
      const id = draft.json().data.id;
      expect((await post(`/disbursements/${id}/approve`, {})).statusCode).toBe(200);
      const paid = await post(`/disbursements/${id}/pay`, { method: 'check', reference: '1001', paid_on: '2026-06-10' });
      expect(paid.statusCode, paid.body).toBe(200);
      expect(paid.json().data).toMatchObject({ status: 'paid', payment_reference: '1001', paid_by: { name: 'Fiona Finance' } });
      const before = await accountSum(ctx, ana);
      await expectBookInvariants(ctx, finance.token, clients());

      const voided = await post(`/disbursements/${id}/void`, { reason: 'The check was lost in the mail.' });
      expect(voided.statusCode, voided.body).toBe(200);
      const reversalId = voided.json().data.reversal_entry_id;
      expect(reversalId).toEqual(expect.any(Number));
      const reversal = (await call(ctx, 'GET', `/entries/${reversalId}`, finance.token)).json().data;
      expect(reversal).toMatchObject({ kind: 'reversal', reverses_entry_id: paid.json().data.entry_id });
      expect(await accountSum(ctx, ana)).toBe(before + 8_000);
      await expectBookInvariants(ctx, finance.token, clients());
    });

    it('after a weekly card load, generated from the budget and taken through the same approval', async () => {
      const budget = await call(ctx, 'PUT', `/clients/${ben}/budget`, finance.token, {
        program_id: 1,
        lines: [
          { category: 'food', monthly: '214.29', on_card: true },
          { category: 'housing', monthly: '600.00', on_card: false },
        ],
      });
      expect(budget.statusCode, budget.body).toBe(200);
      expect(budget.json().data.weekly_card_load).toBe('50.00');
      const generated = await post('/card-loads/generate', { week_of: '2026-06-15' });
      expect(generated.json().data).toEqual({ created: 1, on: '2026-06-19' });
      // Twice makes nothing more.
      expect((await post('/card-loads/generate', { week_of: '2026-06-16' })).json().data.created).toBe(0);
      const [load] = (await call(ctx, 'GET', `/disbursements?kind=card_load&client_id=${ben}`, finance.token)).json().data;
      expect(load).toMatchObject({ kind: 'card_load', amount: '50.00', category: 'food', due_on: '2026-06-19', status: 'draft' });
      await post(`/disbursements/${load.id}/approve`, {});
      const paid = await post(`/disbursements/${load.id}/pay`, { method: 'card', paid_on: '2026-06-19' });
      expect(paid.statusCode, paid.body).toBe(200);
      expect((await call(ctx, 'GET', `/entries/${paid.json().data.entry_id}`, finance.token)).json().data.kind).toBe('card_load');
      await expectBookInvariants(ctx, finance.token, clients());
      // The client sees a card load as such.
      const client = await ctx.app.authTokens.issue({ subjectType: 'client', subjectId: ben, ttlMs: 60_000 });
      const rows = (
        await ctx.app.inject({
          method: 'GET',
          url: `${API_PREFIX}/website/client/transactions?program_id=1`,
          headers: bearer(client.token),
        })
      ).json().data;
      expect(rows[0]).toMatchObject({ category: 'debit_card_load', category_label: 'Debit card load', money_out: '50.00' });
    });

    it('after an entry is reversed: once, naming it, never a reversal itself', async () => {
      const deposit = (
        await postDeposit(ctx, finance.token, { client_id: ben, source: 'va', amount: '40.00', received_on: '2026-06-07' })
      ).json().data;
      const before = await accountSum(ctx, ben);
      const noReason = await post(`/entries/${deposit.id}/reverse`, {});
      expect(noReason.statusCode).toBe(422);
      const reversed = await post(`/entries/${deposit.id}/reverse`, { reason: 'Posted to the wrong client.' });
      expect(reversed.statusCode, reversed.body).toBe(201);
      const reversal = reversed.json().data;
      expect(reversal).toMatchObject({ kind: 'reversal', reverses_entry_id: deposit.id, deposit_source: 'va' });
      expect(reversal.lines.map((line: { amount: string }) => line.amount)).toEqual(
        deposit.lines.map((line: { amount: string }) => (line.amount.startsWith('-') ? line.amount.slice(1) : `-${line.amount}`)),
      );
      expect(await accountSum(ctx, ben)).toBe(before - 4_000);
      expect((await call(ctx, 'GET', `/entries/${deposit.id}`, finance.token)).json().data.reversed_by_entry_id).toBe(reversal.id);
      const again = await post(`/entries/${deposit.id}/reverse`, { reason: 'Posted to the wrong client.' });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(`This entry was reversed already, by entry ${reversal.id}.`);
      expect((await post(`/entries/${reversal.id}/reverse`, { reason: 'Undo the undo.' })).statusCode).toBe(409);
      const [audit] = await ctx.database.db
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.action, 'finance.reverse'))
        .orderBy(desc(auditEvents.id))
        .limit(1);
      expect(audit).toMatchObject({ staffUserId: finance.id, recordId: String(deposit.id), reason: 'Posted to the wrong client.' });
      await expectBookInvariants(ctx, finance.token, clients());
    });
  });

  describe('the database keeps the rules too', () => {
    it('refuses to change or delete an entry or a line', async () => {
      const [line] = await ctx.database.db.select().from(journalLines).limit(1);
      await expect(ctx.database.db.update(journalLines).set({ amountCents: 1 }).where(eq(journalLines.id, line!.id))).rejects.toThrow();
      await expect(ctx.database.db.delete(journalEntries).where(eq(journalEntries.id, line!.entryId))).rejects.toThrow();
      await expect(ctx.database.db.execute(sql`truncate journal_lines`)).rejects.toThrow();
    });

    it('refuses at commit an entry whose lines do not sum to zero', async () => {
      const [account] = await ctx.database.db.select({ id: journalLines.accountId }).from(journalLines).limit(1);
      await expect(
        ctx.database.db.transaction(async (tx) => {
          const [entry] = await tx
            .insert(journalEntries)
            .values({ kind: 'adjustment', postedOn: '2026-06-01', description: 'Lopsided' })
            .returning();
          await tx.insert(journalLines).values({ entryId: entry!.id, accountId: account!.id, postedOn: '2026-06-01', amountCents: 100 });
        }),
      ).rejects.toThrow();
      expect(await ctx.database.db.select().from(journalEntries).where(eq(journalEntries.description, 'Lopsided'))).toEqual([]);
    });
  });

  describe('a payment never takes a client below zero unless a finance user overrides it', () => {
    it('refuses, then pays with the reason kept in the entry and the audit trail', async () => {
      const lean = await createLedgerClient(ctx, 'Lena', '987650103');
      await postDeposit(ctx, finance.token, { client_id: lean, source: 'ssi', amount: '100.00', received_on: '2026-06-02' });
      const id = (
        await post('/disbursements', {
          client_id: lean,
          payee_name: 'CVS',
          description: 'Medicine',
          category: 'medical',
          amount: '120.00',
          due_on: '2026-06-12',
        })
      ).json().data.id;
      const refused = await post(`/disbursements/${id}/approve`, {});
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(
        "This would take Lena Ledger's balance below zero: $100.00 is there and $120.00 would go out. A finance user can go ahead anyway by giving a reason, which the audit trail keeps.",
      );
      expect(refused.json().errors).toEqual({ override_reason: ['Give a reason to go below zero, or lower the amount.'] });
      const reason = 'Urgent prescription; the office advances $20 until the next deposit.';
      expect((await post(`/disbursements/${id}/approve`, { override_reason: reason })).statusCode).toBe(200);
      const paid = await post(`/disbursements/${id}/pay`, { method: 'check', reference: '2002', paid_on: '2026-06-12' });
      expect(paid.statusCode, paid.body).toBe(200);
      expect(await accountSum(ctx, lean)).toBe(-2_000);
      expect((await call(ctx, 'GET', `/entries/${paid.json().data.entry_id}`, finance.token)).json().data.override_reason).toBe(reason);
      const audits = await ctx.database.db.select().from(auditEvents).where(eq(auditEvents.clientId, lean)).orderBy(auditEvents.id);
      expect(audits.find((row) => row.action === 'finance.disbursement_approve')).toMatchObject({
        reason,
        details: expect.objectContaining({ overdraft_override: true }),
      });
      // A fee and a manual money-out follow the same rule.
      expect((await post('/fees', { client_id: lean, amount: '5.00', posted_on: '2026-06-13' })).statusCode).toBe(409);
      await expectBookInvariants(ctx, finance.token, [lean]);
    });
  });

  describe('above the approval limit a second person approves', () => {
    it('refuses the drafter above $500.00 and says so; another finance user approves; below it the drafter may', async () => {
      await postDeposit(ctx, finance.token, { client_id: ana, source: 'social_security', amount: '2000.00', received_on: '2026-06-03' });
      const big = (
        await post('/disbursements', {
          client_id: ana,
          payee_name: 'Lansing Gardens',
          description: 'Rent',
          category: 'housing',
          amount: '750.00',
          due_on: '2026-06-20',
        })
      ).json().data;
      expect(big).toMatchObject({ needs_second_approver: true, approval_limit: '500.00', can_approve: false });
      expect(big.cannot_approve_reason).toBe(
        "This payment is over $500.00, so it needs a second person's approval: someone other than the person who drafted it must approve it.",
      );
      const same = await post(`/disbursements/${big.id}/approve`, {});
      expect(same.statusCode).toBe(409);
      expect(same.json().message).toBe(big.cannot_approve_reason);
      const seenBySecond = (await call(ctx, 'GET', `/disbursements/${big.id}`, secondFinance.token)).json().data;
      expect(seenBySecond).toMatchObject({ can_approve: true, cannot_approve_reason: null });
      const approved = await post(`/disbursements/${big.id}/approve`, {}, secondFinance.token);
      expect(approved.statusCode, approved.body).toBe(200);
      expect(approved.json().data).toMatchObject({
        status: 'approved',
        drafted_by: { name: 'Fiona Finance' },
        approved_by: { name: 'Sam Second' },
      });
      // Paying is not approving: the drafter may mark it paid.
      expect((await post(`/disbursements/${big.id}/pay`, { method: 'transfer', reference: 'TRF-750' })).json().data.status).toBe('paid');

      const small = (
        await post('/disbursements', {
          client_id: ana,
          payee_name: 'DTE',
          description: 'Electricity',
          category: 'utilities',
          amount: '500.00',
          due_on: '2026-06-20',
        })
      ).json().data;
      expect(small.needs_second_approver).toBe(false);
      expect((await post(`/disbursements/${small.id}/approve`, {})).statusCode).toBe(200);
    });

    it('lets only an admin change the limit, audited, and the rule follows it', async () => {
      expect((await call(ctx, 'PUT', `${API_PREFIX}/admin/settings/approval-limit`, finance.token, { amount: '1000.00' })).statusCode).toBe(
        403,
      );
      const changed = await call(ctx, 'PUT', `${API_PREFIX}/admin/settings/approval-limit`, admin.token, { amount: '1000.00' });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json().data).toMatchObject({ amount: '1000.00', updated_by: { name: 'Ada Admin' } });
      const [audit] = await ctx.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'settings.approval_limit'));
      expect(audit?.details).toEqual({ before_cents: 50_000, after_cents: 100_000 });
      const draft = (
        await post('/disbursements', {
          client_id: ana,
          payee_name: 'Landlord',
          description: 'Deposit',
          category: 'housing',
          amount: '750.00',
          due_on: '2026-06-21',
        })
      ).json().data;
      expect(draft.needs_second_approver).toBe(false);
      expect((await post(`/disbursements/${draft.id}/approve`, {})).statusCode).toBe(200);
      await call(ctx, 'PUT', `${API_PREFIX}/admin/settings/approval-limit`, admin.token, { amount: '500.00' });
    });

    it('moves only forward: a paid payment is not approved again, a draft is not paid', async () => {
      const draft = (
        await post('/disbursements', {
          client_id: ana,
          payee_name: 'Shop',
          description: 'Shoes',
          category: 'clothing',
          amount: '40.00',
          due_on: '2026-06-22',
        })
      ).json().data;
      const early = await post(`/disbursements/${draft.id}/pay`, { method: 'check', reference: '3003' });
      expect(early.statusCode).toBe(409);
      expect(early.json().message).toBe('This payment must be approved before it is paid.');
      const noReference = await post(`/disbursements/${draft.id}/pay`, { method: 'check' });
      expect(noReference.json().errors).toEqual({ reference: ['Enter the check number.'] });
      await post(`/disbursements/${draft.id}/void`, { reason: 'Not needed after all.' });
      expect((await post(`/disbursements/${draft.id}/approve`, {})).statusCode).toBe(409);
    });
  });

  describe('the SSA deposit file', () => {
    it('previews matches by the SSN look-up hash, posts each row once with unmatched rows assigned by hand, and posts nothing the second time', async () => {
      const file = depositFile([
        ['2026-06-03', '987-65-0101', 'ANA LEDGER', 'SSA', '943.00', 'SSA-20260603-1'],
        ['2026-06-03', '987650102', 'BEN LEDGER', 'SSI', '50.00', 'SSA-20260603-2'],
        ['2026-06-03', '987-65-0199', 'ANA L LEDGER', 'SSA', '25.00', 'SSA-20260603-3'],
      ]);
      const preview = await upload(ctx, '/deposit-imports/preview', finance.token, file, {}, 'june.csv');
      expect(preview.statusCode, preview.body).toBe(200);
      const summary = preview.json().data;
      expect(
        summary.rows.map((row: { status: string; client: { id: number } | null; ssn_masked: string }) => [
          row.status,
          row.client?.id ?? null,
          row.ssn_masked,
        ]),
      ).toEqual([
        ['matched', ana, '***-**-0101'],
        ['matched', ben, '***-**-0102'],
        ['unmatched', null, '***-**-0199'],
      ]);
      expect(summary.totals).toMatchObject({ rows: 3, matched: 2, unmatched: 1, amount_to_post: '993.00' });
      expect(JSON.stringify(summary)).not.toContain('987-65-0101');
      const entriesBefore = (await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(journalEntries))[0]!.n;
      expect(entriesBefore).toBeGreaterThan(0);

      const unassigned = await upload(ctx, '/deposit-imports', finance.token, file, {}, 'june.csv');
      expect(unassigned.statusCode).toBe(422);
      expect(unassigned.json().errors.assignments).toEqual(['Row 3 (***-**-0199, $25.00) matches no client: assign it to one.']);

      const anaBefore = await accountSum(ctx, ana);
      const committed = await upload(
        ctx,
        '/deposit-imports',
        finance.token,
        file,
        { assignments: { 0: { row: 3, client_id: ana, reason: 'Her back payment, under her old SSN on the award letter.' } } },
        'june.csv',
      );
      expect(committed.statusCode, committed.body).toBe(201);
      expect(committed.json().data).toMatchObject({ posted: 3, skipped: 0 });
      expect(committed.json().data.rows[2]).toMatchObject({ status: 'assigned', client: { id: ana } });
      expect(await accountSum(ctx, ana)).toBe(anaBefore + 94_300 + 2_500);
      await expectBookInvariants(ctx, finance.token, clients());

      const again = await upload(
        ctx,
        '/deposit-imports',
        finance.token,
        file,
        { assignments: { 0: { row: 3, client_id: ana, reason: 'Her back payment, under her old SSN on the award letter.' } } },
        'june.csv',
      );
      expect(again.statusCode).toBe(200);
      expect(again.json().message).toMatch(/^This file was imported on \d{2}\/\d{2}\/\d{4}: nothing was posted again\.$/);
      expect(again.json().data.posted).toBe(0);
      // Another file holding one of the same payments posts only the new one.
      const overlapping = depositFile([
        ['2026-06-03', '987-65-0101', 'ANA LEDGER', 'SSA', '943.00', 'SSA-20260603-1'],
        ['2026-06-04', '987-65-0102', 'BEN LEDGER', 'SSA', '12.00', 'SSA-20260604-9'],
      ]);
      const second = await upload(ctx, '/deposit-imports', finance.token, overlapping, {}, 'june-2.csv');
      expect(second.statusCode, second.body).toBe(201);
      expect(second.json().data.rows.map((row: { status: string }) => row.status)).toEqual(['already_posted', 'matched']);
      expect(second.json().data).toMatchObject({ posted: 1, skipped: 1 });
      expect(await accountSum(ctx, ana)).toBe(anaBefore + 94_300 + 2_500);
    });

    it('says what is wrong with a bad file, by row and column, and posts nothing', async () => {
      const missingColumn = await upload(
        ctx,
        '/deposit-imports/preview',
        finance.token,
        'payment_date,ssn,amount\n2026-06-03,987650101,1.00\n',
      );
      expect(missingColumn.statusCode).toBe(422);
      expect(missingColumn.json().errors.file[0]).toContain('Missing: beneficiary_name, benefit_type, payment_reference.');
      const bad = depositFile([['2026-13-03', '12345', 'X', 'VA', '1.234', 'R1']]);
      const preview = (await upload(ctx, '/deposit-imports/preview', finance.token, bad)).json().data;
      expect(preview.rows[0]).toMatchObject({ status: 'invalid' });
      expect(Object.keys(preview.rows[0].problems).sort()).toEqual(['amount', 'benefit_type', 'payment_date', 'ssn']);
      const refused = await upload(ctx, '/deposit-imports', finance.token, bad);
      expect(refused.statusCode).toBe(422);
      expect(Object.keys(refused.json().errors)).toEqual(['rows.1.payment_date', 'rows.1.ssn', 'rows.1.benefit_type', 'rows.1.amount']);
    });
  });

  describe('an amount is dollars and cents, as text', () => {
    it('answers "0.001", "1e3" and a JSON number with a 422 at the amount, on every route that takes money, and posts nothing', async () => {
      const before = (await ctx.database.db.select({ id: journalEntries.id }).from(journalEntries)).length;
      const invalid = 'Enter an amount in dollars and cents, like 750.00.';
      const routes: [string, string, Record<string, unknown>, string?][] = [
        ['POST', '/deposits', { client_id: ana, source: 'ssi', received_on: '2026-06-03' }],
        ['POST', '/fees', { client_id: ana, posted_on: '2026-06-05' }],
        [
          'POST',
          '/adjustments',
          {
            client_id: ana,
            direction: 'in',
            category: 'other_income',
            posted_on: '2026-06-06',
            description: 'Interest',
            reason: 'Interest earned.',
          },
        ],
        [
          'POST',
          '/disbursements',
          { client_id: ana, payee_name: 'Meijer', description: 'Groceries', category: 'food', due_on: '2026-06-10' },
        ],
        [
          'POST',
          '/scheduled-payments',
          { client_id: ana, description: 'Rent', category: 'housing', frequency: 'monthly', next_due_on: '2026-07-01' },
        ],
        ['PUT', `${API_PREFIX}/admin/settings/approval-limit`, {}, admin.token],
      ];
      for (const amount of ['0.001', '1e3', 1000]) {
        for (const [method, url, body, token] of routes) {
          const response = await call(ctx, method as 'POST' | 'PUT', url, token ?? finance.token, { ...body, amount });
          expect(response.statusCode, `${method} ${url} ${amount}: ${response.body}`).toBe(422);
          expect(response.json().errors, `${method} ${url} ${amount}`).toEqual({ amount: [invalid] });
        }
        const budget = await call(ctx, 'PUT', `/clients/${ana}/budget`, finance.token, { lines: [{ category: 'food', monthly: amount }] });
        expect(budget.json().errors).toEqual({ 'lines.0.monthly': [invalid] });
      }
      expect((await ctx.database.db.select({ id: journalEntries.id }).from(journalEntries)).length).toBe(before);
    });
  });

  describe('a control character in an uploaded file (a NUL byte, which PostgreSQL refuses in text)', () => {
    const storedFiles = async () => ({
      imports: (await ctx.database.db.select({ id: depositImports.id }).from(depositImports)).length,
      statements: (await ctx.database.db.select({ id: bankStatements.id }).from(bankStatements)).length,
      entries: (await ctx.database.db.select({ id: journalEntries.id }).from(journalEntries)).length,
    });

    it('refuses the SSA deposit file with a 422 naming the row and column, previewed or posted, and stores nothing', async () => {
      const before = await storedFiles();
      const file = depositFile([
        ['2026-06-04', '987-65-0101', 'ANA LEDGER', 'SSA', '10.00', 'SSA-NUL-1'],
        ['2026-06-04', '987-65-0102', 'BEN LEDGER', 'SSI', '12.00', 'SSA-NUL\u00002'],
      ]);
      for (const url of ['/deposit-imports/preview', '/deposit-imports']) {
        const response = await upload(ctx, url, finance.token, file);
        expect(response.statusCode, `${url}: ${response.body}`).toBe(422);
        expect(response.json().errors).toEqual({ file: [csvControlCharacterMessage(2, '"payment_reference"', 0)] });
      }
      expect(csvControlCharacterMessage(2, '"payment_reference"', 0)).toMatch(
        /^Row 2, column "payment_reference", holds a control character \(U\+0000\)/,
      );
      // In the header row too, and any other control character than tab and line breaks.
      const header = await upload(
        ctx,
        '/deposit-imports/preview',
        finance.token,
        `payment_date,ssn\u0007,amount\n2026-06-04,987650101,1.00\n`,
      );
      expect(header.json().errors).toEqual({ file: [csvControlCharacterMessage(0, '2', 7)] });
      expect(await storedFiles()).toEqual(before);
    });

    it('refuses the bank statement with a 422 naming the row and column, and stores nothing', async () => {
      const before = await storedFiles();
      const statement = [
        'date,description,reference,amount,balance',
        '2026-05-03,DEPOSIT,,100.00,100.00',
        '2026-05-04,CHECK\u0000 1001,1001,-20.00,80.00',
        '',
      ].join('\n');
      const response = await upload(ctx, '/reconciliation/2026-05/bank-statement', finance.token, statement);
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().errors).toEqual({ file: [csvControlCharacterMessage(2, '"description"', 0)] });
      expect(await storedFiles()).toEqual(before);
      // Tabs and Windows line ends are text: the same lines without the NUL are imported.
      const clean = statement.replace('\u0000', '\t').replaceAll('\n', '\r\n');
      expect((await upload(ctx, '/reconciliation/2026-05/bank-statement', finance.token, clean)).statusCode).toBe(200);
    });
  });

  describe('who may use the ledger', () => {
    it('answers finance, refuses caseworkers and admins without finance (403) and clients (401)', async () => {
      const caseworker = await staffWithToken(ctx, ['caseworker']);
      const client = await ctx.app.authTokens.issue({ subjectType: 'client', subjectId: ana, ttlMs: 60_000 });
      for (const url of ['/overview', `/clients/${ana}/ledger`, '/disbursements', '/reconciliation/2026-05']) {
        expect((await call(ctx, 'GET', url, finance.token)).statusCode, url).toBe(200);
        expect((await call(ctx, 'GET', url, caseworker.token)).statusCode, url).toBe(403);
        expect((await call(ctx, 'GET', url, admin.token)).statusCode, url).toBe(403);
        expect((await call(ctx, 'GET', url, client.token)).statusCode, url).toBe(401);
      }
      expect(
        (await post('/deposits', { client_id: ana, source: 'ssi', amount: '1.00', received_on: '2026-06-03' }, caseworker.token))
          .statusCode,
      ).toBe(403);
      expect((await call(ctx, 'GET', `${API_PREFIX}/admin/settings/approval-limit`, admin.token)).json().data.amount).toBe('500.00');
    });
  });

  it("keeps every account's posted total equal to the sum of its lines, after all of the above", async () => {
    expect(await accountsOffTheirLines(ctx)).toEqual([]);
    expect(await keptFiguresOffTheirLines(ctx)).toEqual([]);
  });
});
