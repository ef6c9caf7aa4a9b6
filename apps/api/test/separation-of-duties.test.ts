import { API_PREFIX } from '@payee/contract';
import { API_FINANCE_MESSAGES } from '@payee/content/api-finance';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, journalEntries } from '../src/db/schema/index';
import { TEST_DATABASES, useTestApp } from './helpers/app';
import { accountSum, call, createLedgerClient, staffWithToken, upload } from './helpers/finance';
import { pdfPages } from './helpers/pdf';
import { testClock } from './helpers/staff';

/** The app's "today": 15 June 2026 (noon in Michigan, in any zone); May is over. */
const clock = testClock(new Date('2026-06-15T16:00:00Z'));
const SETTINGS = `${API_PREFIX}/admin/settings`;
const M = API_FINANCE_MESSAGES;

/** Separation of duties (issue 24, rough edge 7; docs/decisions/money.md, "Separation of duties"). */
describe.each(TEST_DATABASES)('separation of duties (%s)', (driver) => {
  const ctx = useTestApp(driver, { now: clock.now });
  let adminFinance: Awaited<ReturnType<typeof staffWithToken>>;
  let admin: Awaited<ReturnType<typeof staffWithToken>>;
  let fiona: Awaited<ReturnType<typeof staffWithToken>>;
  let frank: Awaited<ReturnType<typeof staffWithToken>>;
  let ana: number;

  beforeAll(async () => {
    adminFinance = await staffWithToken(ctx, ['admin', 'finance'], 'Alex Both');
    admin = await staffWithToken(ctx, ['admin'], 'Ada Admin');
    fiona = await staffWithToken(ctx, ['finance'], 'Fiona Finance');
    frank = await staffWithToken(ctx, ['finance'], 'Frank Finance');
    ana = await createLedgerClient(ctx, 'Ana', '987650301');
  });

  const auditRows = (action: Parameters<typeof eq>[1]) =>
    ctx.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, action as string))
      .orderBy(desc(auditEvents.id));

  describe('the approval limit', () => {
    it('changed by an admin who holds finance too only waits for another admin: its proposer cannot confirm it', async () => {
      const proposed = await call(ctx, 'PUT', `${SETTINGS}/approval-limit`, adminFinance.token, { amount: '5000.00' });
      expect(proposed.statusCode, proposed.body).toBe(200);
      expect(proposed.json().message).toBe(M.approvalLimit.proposed('$5,000.00'));
      expect(proposed.json().data).toMatchObject({ amount: '500.00', pending: { amount: '5000.00', proposed_by: { name: 'Alex Both' } } });
      const [proposal] = await auditRows('settings.approval_limit_propose');
      expect(proposal).toMatchObject({ staffUserId: adminFinance.id, details: { before_cents: 50_000, proposed_cents: 500_000 } });

      // The limit is what it was: a payment of theirs above $500 still needs a second person.
      const own = await call(ctx, 'POST', `${SETTINGS}/approval-limit/confirm`, adminFinance.token);
      expect(own.statusCode).toBe(409);
      expect(own.json()).toEqual({ message: M.approvalLimit.ownProposal });
      expect((await call(ctx, 'GET', `${SETTINGS}/approval-limit`, admin.token)).json().data.amount).toBe('500.00');
      expect(await auditRows('settings.approval_limit')).toHaveLength(0);

      const confirmed = await call(ctx, 'POST', `${SETTINGS}/approval-limit/confirm`, admin.token);
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(confirmed.json()).toMatchObject({
        message: M.approvalLimit.confirmed,
        data: { amount: '5000.00', updated_by: { name: 'Ada Admin' }, pending: null },
      });
      const [change] = await auditRows('settings.approval_limit');
      expect(change).toMatchObject({
        staffUserId: admin.id,
        details: { before_cents: 50_000, after_cents: 500_000, proposed_by: adminFinance.id },
      });
      expect((await call(ctx, 'POST', `${SETTINGS}/approval-limit/confirm`, admin.token)).json()).toEqual({
        message: M.approvalLimit.nothingToConfirm,
      });
    });

    it('changed by an admin who does not hold finance takes effect at once, ending any change waiting', async () => {
      await call(ctx, 'PUT', `${SETTINGS}/approval-limit`, adminFinance.token, { amount: '9000.00' });
      const changed = await call(ctx, 'PUT', `${SETTINGS}/approval-limit`, admin.token, { amount: '500.00' });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json()).toMatchObject({ message: M.approvalLimit.saved, data: { amount: '500.00', pending: null } });
      expect((await call(ctx, 'POST', `${SETTINGS}/approval-limit/confirm`, adminFinance.token)).statusCode).toBe(409);
    });
  });

  describe('a deposit by hand above the approval limit', () => {
    const deposit = { client_id: 0, source: 'social_security', amount: '943.00', received_on: '2026-06-03', reference: 'SSA-0603' };

    it('waits, unposted, for a second finance member; the one who entered it cannot approve it; it posts once', async () => {
      const before = await accountSum(ctx, ana);
      const entered = await call(ctx, 'POST', '/deposits', fiona.token, { ...deposit, client_id: ana });
      expect(entered.statusCode, entered.body).toBe(202);
      expect(entered.json().message).toBe(M.entries.depositWaiting('$500.00'));
      const waiting = entered.json().data;
      expect(waiting).toMatchObject({ amount: '943.00', client: { id: ana }, drafted_by: { name: 'Fiona Finance' }, drafted_by_me: true });
      expect(await accountSum(ctx, ana)).toBe(before);
      expect((await auditRows('finance.deposit_draft'))[0]).toMatchObject({ staffUserId: fiona.id, clientId: ana });

      const list = (await call(ctx, 'GET', '/deposit-approvals', frank.token)).json().data;
      expect(list).toEqual([expect.objectContaining({ id: waiting.id, drafted_by_me: false })]);

      const own = await call(ctx, 'POST', `/deposit-approvals/${waiting.id}/approve`, fiona.token);
      expect(own.statusCode).toBe(409);
      expect(own.json()).toEqual({ message: M.entries.ownDeposit('$500.00') });
      expect(await accountSum(ctx, ana)).toBe(before);

      const approved = await call(ctx, 'POST', `/deposit-approvals/${waiting.id}/approve`, frank.token);
      expect(approved.statusCode, approved.body).toBe(201);
      expect(approved.json()).toMatchObject({ message: M.entries.depositApproved, data: { kind: 'deposit', reference: 'SSA-0603' } });
      expect(await accountSum(ctx, ana)).toBe(before + 94_300);
      const [audit] = await auditRows('finance.deposit_approve');
      expect(audit).toMatchObject({ staffUserId: frank.id, clientId: ana, recordId: String(approved.json().data.id) });

      // Again, by anyone: refused, posted once.
      const again = await call(ctx, 'POST', `/deposit-approvals/${waiting.id}/approve`, adminFinance.token);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: M.entries.depositPostedAlready });
      expect(await accountSum(ctx, ana)).toBe(before + 94_300);
      expect((await call(ctx, 'GET', '/deposit-approvals', frank.token)).json().data).toEqual([]);
    });

    it('answers a retry of the approval with the same Idempotency-Key from the first answer, posting once', async () => {
      const waiting = (await call(ctx, 'POST', '/deposits', fiona.token, { ...deposit, client_id: ana, reference: 'SSA-0604' })).json()
        .data;
      const before = await accountSum(ctx, ana);
      const approve = () =>
        ctx.app.inject({
          method: 'POST',
          url: `${API_PREFIX}/admin/finance/deposit-approvals/${waiting.id}/approve`,
          headers: { authorization: `Bearer ${frank.token}`, 'idempotency-key': `approve-${waiting.id}-${driver}` },
        });
      const first = await approve();
      const second = await approve();
      expect(first.statusCode, first.body).toBe(201);
      expect(second.statusCode).toBe(201);
      expect(second.json().data.id).toBe(first.json().data.id);
      expect(await accountSum(ctx, ana)).toBe(before + 94_300);
      const posted = await ctx.database.db
        .select()
        .from(journalEntries)
        .where(and(eq(journalEntries.kind, 'deposit'), eq(journalEntries.reference, 'SSA-0604')));
      expect(posted).toHaveLength(1);
    });

    it('at or under the limit posts at once, as before', async () => {
      const posted = await call(ctx, 'POST', '/deposits', fiona.token, {
        ...deposit,
        client_id: ana,
        amount: '500.00',
        reference: 'SMALL',
      });
      expect(posted.statusCode, posted.body).toBe(201);
      expect(posted.json().message).toBe(M.entries.depositPosted);
    });
  });

  describe("closing a month's reconciliation", () => {
    // April and May: a deposit each in the book, matched by the bank's line, and the bank 25 cents over the book from
    // April on (a difference no line explains).
    const april = 'date,description,reference,amount,balance\n2026-04-10,DEPOSIT,APR-1,100.00,100.25\n';
    const may = 'date,description,reference,amount,balance\n2026-05-10,DEPOSIT,MAY-1,50.00,150.25\n';

    beforeAll(async () => {
      for (const [day, amount, reference] of [
        ['2026-04-10', '100.00', 'APR-1'],
        ['2026-05-10', '50.00', 'MAY-1'],
      ] as const) {
        const posted = await call(ctx, 'POST', '/deposits', fiona.token, {
          client_id: ana,
          source: 'other',
          amount,
          received_on: day,
          reference,
        });
        expect(posted.statusCode, posted.body).toBe(201);
      }
      expect((await upload(ctx, '/reconciliation/2026-04/bank-statement', fiona.token, april, {}, 'april.csv')).statusCode).toBe(200);
      expect((await upload(ctx, '/reconciliation/2026-05/bank-statement', fiona.token, may, {}, 'may.csv')).statusCode).toBe(200);
    });

    it('with a difference above the sign-off limit ($0.00 by default) records its preparer and waits for a second finance member', async () => {
      const month = (await call(ctx, 'GET', '/reconciliation/2026-04', fiona.token)).json().data;
      expect(month).toMatchObject({ difference: '0.25', can_close: true, sign_off_above: '0.00', unmatched_lines: 0 });

      const prepared = await call(ctx, 'POST', '/reconciliation/2026-04/close', fiona.token);
      expect(prepared.statusCode, prepared.body).toBe(200);
      expect(prepared.json().message).toBe(M.reconciliation.preparedForSignOff('$0.25'));
      expect(prepared.json().data).toMatchObject({
        status: 'open',
        can_close: false,
        close_problem: M.reconciliation.awaitingSignOff,
        awaiting_sign_off: { prepared_by: { name: 'Fiona Finance' }, difference: '0.25' },
      });
      expect((await auditRows('finance.month_close_prepare'))[0]).toMatchObject({ staffUserId: fiona.id, recordId: '2026-04' });
      expect((await call(ctx, 'POST', '/reconciliation/2026-04/close', frank.token)).json()).toEqual({
        message: M.reconciliation.awaitingSignOff,
      });

      const own = await call(ctx, 'POST', '/reconciliation/2026-04/sign-off', fiona.token);
      expect(own.statusCode).toBe(409);
      expect(own.json()).toEqual({ message: M.reconciliation.ownClose });
      expect((await call(ctx, 'GET', '/reconciliation/2026-04', fiona.token)).json().data.status).toBe('open');

      const signed = await call(ctx, 'POST', '/reconciliation/2026-04/sign-off', frank.token);
      expect(signed.statusCode, signed.body).toBe(200);
      expect(signed.json()).toMatchObject({
        message: M.reconciliation.signedOff,
        data: { status: 'closed', closed_by: { name: 'Fiona Finance' }, signed_off_by: { name: 'Frank Finance' }, awaiting_sign_off: null },
      });
      expect((await auditRows('finance.month_sign_off'))[0]).toMatchObject({
        staffUserId: frank.id,
        recordId: '2026-04',
        details: { prepared_by: fiona.id, difference_cents: 25 },
      });
      // The month's report names both: who prepared and closed it, and who signed it off.
      const report = await call(ctx, 'GET', '/reconciliation/2026-04/report', fiona.token);
      expect(report.statusCode).toBe(200);
      expect((await pdfPages(report.rawPayload)).join(' ')).toContain(
        'Prepared and closed by Fiona Finance; signed off on 06/15/2026 by Frank Finance. Closed on 06/15/2026.',
      );
      // Closed: nothing posts with a date in it, and there is nothing left to sign off.
      const late = await call(ctx, 'POST', '/deposits', fiona.token, {
        client_id: ana,
        source: 'other',
        amount: '1.00',
        received_on: '2026-04-20',
      });
      expect(late.statusCode).toBe(422);
      expect((await call(ctx, 'POST', '/reconciliation/2026-04/sign-off', adminFinance.token)).statusCode).toBe(409);
    });

    it('withdraws a close whose figures changed before its sign-off, to be closed again', async () => {
      // May, prepared; then a line unmatched: the second member's sign-off finds other figures than the preparer's.
      expect((await call(ctx, 'POST', '/reconciliation/2026-05/close', fiona.token)).json().data.awaiting_sign_off).not.toBeNull();
      const [line] = (await call(ctx, 'GET', '/reconciliation/2026-05/lines', fiona.token)).json().data;
      expect((await call(ctx, 'DELETE', `/reconciliation/2026-05/matches/${line.id}`, fiona.token)).statusCode).toBe(200);
      const refused = await call(ctx, 'POST', '/reconciliation/2026-05/sign-off', frank.token);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ message: M.reconciliation.figuresChanged });
      const month = (await call(ctx, 'GET', '/reconciliation/2026-05', fiona.token)).json().data;
      expect(month).toMatchObject({ status: 'open', awaiting_sign_off: null, unmatched_lines: 1 });
      expect((await auditRows('finance.month_close_withdraw'))[0]).toMatchObject({ staffUserId: frank.id, recordId: '2026-05' });
      // Matched again, it closes again (below, within the limit).
      const rematch = await call(ctx, 'POST', '/reconciliation/2026-05/matches', fiona.token, {
        line_id: line.id,
        entry_id: line.match.entry.entry_id,
      });
      expect(rematch.statusCode, rematch.body).toBe(200);
    });

    it("with a difference within the sign-off limit (an admin's audited setting) closes by its preparer alone", async () => {
      expect((await call(ctx, 'PUT', `${SETTINGS}/reconciliation-sign-off`, fiona.token, { amount: '1.00' })).statusCode).toBe(403);
      const set = await call(ctx, 'PUT', `${SETTINGS}/reconciliation-sign-off`, admin.token, { amount: '1.00' });
      expect(set.statusCode, set.body).toBe(200);
      expect(set.json().data).toMatchObject({ amount: '1.00', updated_by: { name: 'Ada Admin' } });
      expect((await auditRows('settings.reconciliation_sign_off'))[0]).toMatchObject({ details: { before_cents: 0, after_cents: 100 } });

      expect((await call(ctx, 'GET', '/reconciliation/2026-05', fiona.token)).json().data).toMatchObject({
        difference: '0.25',
        sign_off_above: '1.00',
        can_close: true,
      });
      const closed = await call(ctx, 'POST', '/reconciliation/2026-05/close', fiona.token);
      expect(closed.statusCode, closed.body).toBe(200);
      expect(closed.json()).toMatchObject({
        message: M.reconciliation.closed,
        data: { status: 'closed', closed_by: { name: 'Fiona Finance' }, signed_off_by: null },
      });
      expect((await auditRows('finance.month_close'))[0]).toMatchObject({
        staffUserId: fiona.id,
        details: { difference_cents: 25, sign_off_above_cents: 100 },
      });
    });
  });
});
