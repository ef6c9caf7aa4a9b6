import { API_PATHS, API_PREFIX, IDEMPOTENT_REPLAYED_HEADER } from '@payee/contract';
import { and, count, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, checks, journalEntries, settings } from '../src/db/schema/index';
import { createPaymentRunService } from '../src/modules/finance/runs/service';
import { TEST_DATABASES, useTestApp } from './helpers/app';
import { accountSum, call, cents, createLedgerClient, expectBookInvariants, postDeposit, staffWithToken } from './helpers/finance';
import { bearer, testClock } from './helpers/staff';

/** The app's "today": 15 June 2026 (noon in Michigan); payments are due in June. */
const clock = testClock(new Date('2026-06-15T16:00:00Z'));
const path = (route: string) => `${API_PREFIX}${route}`;

describe.each(TEST_DATABASES)('Payment runs and checks (%s)', (driver) => {
  const ctx = useTestApp(driver, { now: clock.now });
  type Member = Awaited<ReturnType<typeof staffWithToken>>;
  let fiona: Member;
  let sam: Member;
  let tess: Member;
  let payeeNumber = 0;

  beforeAll(async () => {
    fiona = await staffWithToken(ctx, ['finance'], 'Fiona Finance');
    sam = await staffWithToken(ctx, ['finance'], 'Sam Second');
    tess = await staffWithToken(ctx, ['finance'], 'Tess Third');
  });

  const post = (route: string, body: unknown, member: Member, key?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: path(route),
      headers: { ...bearer(member.token), ...(key ? { 'idempotency-key': key } : {}) },
      payload: body as object,
    });
  const get = (route: string, member: Member = fiona) => call(ctx, 'GET', path(route), member.token);

  /** A client with money, enrolled in program 1. */
  async function clientWith(name: string, amount: string) {
    const id = await createLedgerClient(ctx, name);
    const deposit = await postDeposit(ctx, fiona.token, { client_id: id, source: 'ssi', amount, received_on: '2026-06-01' });
    expect(deposit.statusCode, deposit.body).toBe(201);
    return id;
  }
  /** A payment drafted by `by` to a payee of its own (no possible duplicate), paid by check unless a vendor says otherwise. */
  async function draft(clientId: number, amount: string, by: Member, extra: Record<string, unknown> = {}) {
    payeeNumber += 1;
    const answer = await post(
      API_PATHS.financeDisbursements,
      {
        client_id: clientId,
        payee_name: `Payee ${payeeNumber}`,
        description: 'Rent',
        category: 'housing',
        amount,
        due_on: '2026-06-20',
        ...extra,
      },
      by,
    );
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json().data.id as number;
  }
  async function createRun(ids: number[], by: Member = fiona) {
    const answer = await post(API_PATHS.financePaymentRuns, { disbursement_ids: ids }, by);
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json().data;
  }
  /** How many payments were posted to the journal, straight from it. */
  const postedPayments = async () =>
    (await ctx.database.db.select({ n: count() }).from(journalEntries).where(like(journalEntries.sourceKey, 'disbursement:%')))[0]!.n;
  const nextCheck = async () => (await get(API_PATHS.financeCheckStock)).json().data.next_check_number as number;

  it('lists the payments a run may take by due date, vendor, category and method, and numbers the run it makes', async () => {
    const ana = await clientWith('Ana', '3000.00');
    const vendor = await post(
      API_PATHS.financeVendors,
      { name: 'Lansing Power', kind: 'utility', payment_method: 'transfer', routing_number: '072000326', account_number: '123456789' },
      fiona,
    );
    expect(vendor.statusCode, vendor.body).toBe(201);
    const vendorId = vendor.json().data.id;
    const rent = await draft(ana, '400.00', fiona, { due_on: '2026-06-05' });
    const power = await draft(ana, '60.00', fiona, { vendor_id: vendorId, payee_name: '', category: 'utilities', due_on: '2026-06-07' });
    const later = await draft(ana, '20.00', fiona, { due_on: '2026-07-02', category: 'clothing' });

    const june = (await get(`${API_PATHS.financePaymentRunCandidates}?due_from=2026-06-01&due_to=2026-06-30`)).json().data;
    expect(june.map((row: { id: number }) => row.id)).toEqual(expect.arrayContaining([rent, power]));
    expect(june.map((row: { id: number }) => row.id)).not.toContain(later);
    const byTransfer = (await get(`${API_PATHS.financePaymentRunCandidates}?method=transfer`)).json().data;
    expect(byTransfer.map((row: { id: number }) => row.id)).toEqual([power]);
    expect(byTransfer[0]).toMatchObject({ method: 'transfer', vendor: { id: vendorId, name: 'Lansing Power' }, amount: '60.00' });
    const byVendor = (await get(`${API_PATHS.financePaymentRunCandidates}?vendor_id=${vendorId}`)).json().data;
    expect(byVendor.map((row: { id: number }) => row.id)).toEqual([power]);
    const byCategory = (await get(`${API_PATHS.financePaymentRunCandidates}?category=clothing`)).json().data;
    expect(byCategory.map((row: { id: number }) => row.id)).toEqual([later]);

    const run = await createRun([rent, power]);
    expect(run).toMatchObject({
      number: `RUN-${String(run.id).padStart(4, '0')}`,
      status: 'draft',
      payment_count: 2,
      total: '460.00',
      drafted_by: { name: 'Fiona Finance' },
      approved_by: null,
    });
    expect(run.by_method).toEqual([
      { method: 'check', method_label: 'Check', count: 1, total: '400.00' },
      { method: 'transfer', method_label: 'Bank transfer', count: 1, total: '60.00' },
    ]);
    // In a run: no longer a candidate, and no second run takes it.
    const after = (await get(API_PATHS.financePaymentRunCandidates)).json().data.map((row: { id: number }) => row.id);
    expect(after).not.toContain(rent);
    const again = await post(API_PATHS.financePaymentRuns, { disbursement_ids: [rent, later] }, fiona);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain(String(rent));
    expect((await post(API_PATHS.financePaymentRuns, { disbursement_ids: [] }, fiona)).statusCode).toBe(422);
    expect((await post(API_PATHS.financePaymentRuns, { disbursement_ids: [2_000_000] }, fiona)).statusCode).toBe(404);
  });

  it('approves a run by the rules of one payment at a time and reports which could not be approved and why', async () => {
    const ben = await clientWith('Ben', '2000.00');
    const cat = await clientWith('Cat', '100.00');
    const small = await draft(ben, '200.00', fiona);
    const bigBySam = await draft(ben, '700.00', sam);
    const tooMuch = await draft(cat, '150.00', fiona);
    const run = await createRun([small, bigBySam, tooMuch]);

    const byDrafter = await post(API_PATHS.financePaymentRunApprove(run.id), {}, fiona);
    expect(byDrafter.statusCode).toBe(409);
    expect(byDrafter.json().message).toBe('You drafted this run: another finance member approves it.');

    const bySam = await post(API_PATHS.financePaymentRunApprove(run.id), {}, sam);
    expect(bySam.statusCode, bySam.body).toBe(200);
    const answer = bySam.json().data;
    expect(answer.status).toBe('draft');
    expect(answer.not_approved.map((one: { id: number }) => one.id)).toEqual([bigBySam, tooMuch]);
    expect(answer.not_approved[0].reason).toBe(
      "This payment is over $500.00, so it needs a second person's approval: someone other than the person who drafted it must approve it.",
    );
    expect(answer.not_approved[1].reason).toContain('Cat');
    // What one payment's approval answers alone is the same refusal.
    const alone = await post(API_PATHS.financeDisbursementApprove(bigBySam), {}, sam);
    expect(alone.json().message).toBe(answer.not_approved[0].reason);
    expect(answer.payments.find((one: { id: number }) => one.id === small).status).toBe('approved');

    // The payment the client cannot afford is voided; a third member approves Sam's; the run is approved.
    expect((await post(API_PATHS.financeDisbursementVoid(tooMuch), { reason: 'Cat moved out.' }, fiona)).statusCode).toBe(200);
    const byTess = (await post(API_PATHS.financePaymentRunApprove(run.id), {}, tess)).json().data;
    expect(byTess).toMatchObject({
      status: 'approved',
      approved_by: { name: 'Tess Third' },
      not_approved: [],
      payment_count: 2,
      total: '900.00',
    });
    const [audit] = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'finance.payment_run_approve'), eq(auditEvents.staffUserId, sam.id)));
    expect(audit?.details).toMatchObject({ approved: [small], not_approved: [{ id: bigBySam }, { id: tooMuch }] });
    expect((await post(API_PATHS.financePaymentRunApprove(run.id), {}, sam)).statusCode).toBe(409);
  });

  it('pays a run all in one transaction or none: one payment refused rolls every one back, and names it', async () => {
    const dan = await clientWith('Dan', '1000.00');
    const eve = await clientWith('Eve', '1000.00');
    const forDan = await draft(dan, '300.00', fiona);
    const forEve = await draft(eve, '400.00', fiona);
    const run = await createRun([forDan, forEve]);
    expect((await post(API_PATHS.financePaymentRunApprove(run.id), {}, sam)).json().data.status).toBe('approved');
    // Eve's money goes elsewhere before the run is paid (approved over what was committed, with a reason).
    const drain = await draft(eve, '900.00', fiona);
    expect(
      (await post(API_PATHS.financeDisbursementApprove(drain), { override_reason: 'The landlord needs it today.' }, sam)).statusCode,
    ).toBe(200);
    expect((await post(API_PATHS.financeDisbursementPay(drain), { method: 'check', reference: '555' }, fiona)).statusCode).toBe(200);

    const stock = await nextCheck();
    const entries = await postedPayments();
    const danBefore = await accountSum(ctx, dan);
    const refused = await post(API_PATHS.financePaymentRunPay(run.id), {}, fiona);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(new RegExp(`^Payment ${forEve} to Payee \\d+ could not be paid, so nothing was paid: `));
    expect(refused.json().message).toContain('Eve');
    // Nothing of it stayed: Dan's payment (paid first) is not posted, no check number was taken, the run is not paid.
    expect(await postedPayments()).toBe(entries);
    expect(await accountSum(ctx, dan)).toBe(danBefore);
    expect(await nextCheck()).toBe(stock);
    expect(await ctx.database.db.select().from(checks).where(eq(checks.runId, run.id))).toEqual([]);
    const read = (await get(API_PATHS.financePaymentRun(run.id))).json().data;
    expect(read.status).toBe('approved');
    expect(read.payments.map((one: { status: string }) => one.status)).toEqual(['approved', 'approved']);
    await expectBookInvariants(ctx, fiona.token, [dan, eve]);
  });

  it('pays a run once: checks numbered from the stock, a summary, and a retry with the same key posts nothing twice', async () => {
    const fay = await clientWith('Fay', '2000.00');
    const one = await draft(fay, '310.25', fiona);
    const two = await draft(fay, '89.75', fiona);
    const run = await createRun([one, two]);
    await post(API_PATHS.financePaymentRunApprove(run.id), {}, sam);
    const stock = await nextCheck();
    const before = await accountSum(ctx, fay);
    const entries = await postedPayments();

    const paid = await post(API_PATHS.financePaymentRunPay(run.id), {}, fiona, 'pay-run-fay');
    expect(paid.statusCode, paid.body).toBe(200);
    const data = paid.json().data;
    expect(data).toMatchObject({
      status: 'paid',
      paid_on: '2026-06-15',
      paid_by: { name: 'Fiona Finance' },
      drafted_by: { name: 'Fiona Finance' },
      approved_by: { name: 'Sam Second' },
      payment_count: 2,
      total: '400.00',
      by_method: [{ method: 'check', count: 2, total: '400.00' }],
    });
    expect(data.payments.map((payment: { check_number: number }) => payment.check_number)).toEqual([stock, stock + 1]);
    expect(await accountSum(ctx, fay)).toBe(before - cents('400.00'));
    expect(await postedPayments()).toBe(entries + 2);
    expect(await nextCheck()).toBe(stock + 2);

    const retry = await post(API_PATHS.financePaymentRunPay(run.id), {}, fiona, 'pay-run-fay');
    expect(retry.statusCode).toBe(200);
    expect(retry.headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()]).toBe('true');
    expect(retry.json()).toEqual(paid.json());
    const again = await post(API_PATHS.financePaymentRunPay(run.id), {}, fiona);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This run was paid already.');
    expect(await postedPayments()).toBe(entries + 2);
    expect(await nextCheck()).toBe(stock + 2);

    // What a bank file's writer reads: the paid payments with their check numbers and issue day.
    const files = await createPaymentRunService(ctx.database.db, ctx.config.APP_ENCRYPTION_KEY, clock.now).paidPaymentsForFiles(run.id);
    expect(
      files.map((payment) => [payment.disbursementId, payment.amountCents, payment.method, payment.checkNumber, payment.issuedOn]),
    ).toEqual([
      [one, 31025, 'check', stock, '2026-06-15'],
      [two, 8975, 'check', stock + 1, '2026-06-15'],
    ]);
  });

  it('gives no check number twice and skips none when runs are paid at once', async () => {
    const runs: number[] = [];
    for (let r = 0; r < 4; r += 1) {
      // A client of each run's own: the runs' postings wait for nobody's account but the bank's.
      const gus = await clientWith(`Gus${r}`, '5000.00');
      const ids = [];
      for (let p = 0; p < 3; p += 1) ids.push(await draft(gus, '10.00', fiona));
      const run = await createRun(ids);
      await post(API_PATHS.financePaymentRunApprove(run.id), {}, sam);
      runs.push(run.id);
    }
    const stock = await nextCheck();
    const answers = await Promise.all(runs.map((id) => post(API_PATHS.financePaymentRunPay(id), {}, fiona)));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const numbers = answers.flatMap((answer) =>
      answer.json().data.payments.map((payment: { check_number: number }) => payment.check_number),
    );
    expect([...numbers].sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, step) => stock + step));
    expect(await nextCheck()).toBe(stock + 12);
  });

  it('voids a check: the register keeps its number, why and who, and the payment is voided by the one void path', async () => {
    const hal = await clientWith('Hal', '1000.00');
    const id = await draft(hal, '120.00', fiona);
    const run = await createRun([id]);
    await post(API_PATHS.financePaymentRunApprove(run.id), {}, sam);
    const paid = (await post(API_PATHS.financePaymentRunPay(run.id), {}, fiona)).json().data;
    const number = paid.payments[0].check_number;
    const register = (await get(`${API_PATHS.financeChecks}?from=2026-06-15&to=2026-06-15&per_page=100`)).json().data;
    const check = register.find((row: { number: number }) => row.number === number);
    expect(check).toMatchObject({ status: 'issued', payee: paid.payments[0].payee, amount: '120.00', run: { number: paid.number } });
    const before = await accountSum(ctx, hal);

    expect((await post(API_PATHS.financeCheckVoid(check.id), { reason: '' }, fiona)).statusCode).toBe(422);
    const voided = await post(API_PATHS.financeCheckVoid(check.id), { reason: 'Torn in the printer.' }, sam);
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json().data).toMatchObject({
      number,
      status: 'voided',
      void_reason: 'Torn in the printer.',
      voided_by: { name: 'Sam Second' },
    });
    const payment = (await get(API_PATHS.financeDisbursement(id))).json().data;
    expect(payment).toMatchObject({ status: 'voided', void_reason: 'Torn in the printer.' });
    expect(payment.reversal_entry_id).not.toBeNull();
    expect(await accountSum(ctx, hal)).toBe(before + cents('120.00'));
    const [audit] = await ctx.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'finance.check_void'));
    expect(audit).toMatchObject({ staffUserId: sam.id, reason: 'Torn in the printer.', details: { number, disbursement_id: id } });
    expect((await post(API_PATHS.financeCheckVoid(check.id), { reason: 'Again, by mistake.' }, sam)).statusCode).toBe(409);

    const voidedOnly = (await get(`${API_PATHS.financeChecks}?status=voided`)).json().data;
    expect(voidedOnly.map((row: { number: number }) => row.number)).toContain(number);
    const csv = await get(`${API_PATHS.financeChecksCsv}?from=2026-06-15&to=2026-06-15`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toBe('Check number,Issued on,Payee,Amount,Status,Run,Payment,Void reason');
    expect(lines).toContain(`${number},2026-06-15,${paid.payments[0].payee},120.00,Voided,${paid.number},${id},Torn in the printer.`);
    // Numbers in the register run on without a gap.
    const all = (await get(`${API_PATHS.financeChecks}?per_page=100`)).json().data.map((row: { number: number }) => row.number);
    expect(all).toEqual(all.map((_: number, index: number) => all[0] + index));
  });

  it('sets the next check number forward only, audited', async () => {
    const { last_issued: last } = (await get(API_PATHS.financeCheckStock)).json().data;
    const back = await ctx.app.inject({
      method: 'PUT',
      url: path(API_PATHS.financeCheckStock),
      headers: bearer(fiona.token),
      payload: { next_check_number: last },
    });
    expect(last).not.toBeNull();
    expect(back.statusCode).toBe(422);
    expect(Object.keys(back.json().errors)).toEqual(['next_check_number']);
    const forward = await ctx.app.inject({
      method: 'PUT',
      url: path(API_PATHS.financeCheckStock),
      headers: bearer(fiona.token),
      payload: { next_check_number: '5001' },
    });
    expect(forward.statusCode, forward.body).toBe(200);
    expect(forward.json().data).toMatchObject({ next_check_number: 5001, updated_by: { name: 'Fiona Finance' } });
    const [row] = await ctx.database.db.select().from(settings).where(eq(settings.key, 'next_check_number'));
    expect(Number(row!.value)).toBe(5001);
    const [audit] = await ctx.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'settings.check_stock'));
    expect(audit?.details).toMatchObject({ to: 5001 });
    const caseworker = await staffWithToken(ctx, ['caseworker']);
    expect((await call(ctx, 'GET', path(API_PATHS.financePaymentRuns), caseworker.token)).statusCode).toBe(403);
  });
});
