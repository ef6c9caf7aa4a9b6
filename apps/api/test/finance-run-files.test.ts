import { API_PATHS, API_PREFIX } from '@payee/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, paymentRunPayments } from '../src/db/schema/index';
import { TEST_DATABASES, useTestApp } from './helpers/app';
import { accountSum, cents, createLedgerClient, postDeposit, staffWithToken, totalsByAccountKind } from './helpers/finance';
import { readNachaFile } from './helpers/nacha-reader';
import { pdfPages } from './helpers/pdf';
import { bearer, testClock } from './helpers/staff';

/** The app's "today": Monday 15 June 2026, noon in Michigan; the transfers settle the next banking day. */
const PAID_AT = new Date('2026-06-15T16:00:00Z');
const path = (route: string) => `${API_PREFIX}${route}`;

/** Clearly fake bank identifiers (091000019 passes the ABA check digit). */
const ACH_ENV = {
  ACH_DESTINATION_ROUTING: '091000019',
  ACH_DESTINATION_NAME: 'DEMO BANK',
  ACH_ORIGIN: '1000000000',
  ACH_ORIGIN_NAME: 'PAYEE PORTAL DEMO',
  ACH_COMPANY_NAME: 'PAYEE PORTAL',
  ACH_COMPANY_ID: '1000000000',
  POSITIVE_PAY_ACCOUNT: '000123456789',
};
let runCount = 0;

type Ctx = ReturnType<typeof useTestApp>;
type Member = Awaited<ReturnType<typeof staffWithToken>>;

/**
 * The demo's kind of run: Ana's rent to a landlord who is a person, paid by transfer to a savings account (PPD), and
 * Bo's pharmacy bill by check; drafted by Fiona, approved by Sam, paid by Fiona. Answers the run and what it moved.
 */
async function paidRun(ctx: Ctx, fiona: Member, sam: Member) {
  const post = (route: string, body: unknown, member: Member) =>
    ctx.app.inject({ method: 'POST', url: path(route), headers: bearer(member.token), payload: body as object });
  runCount += 1;
  const ssns = { ana: `98765${String(runCount).padStart(2, '0')}11`, bo: `98765${String(runCount).padStart(2, '0')}22` };
  const ana = await createLedgerClient(ctx, 'Ana', ssns.ana);
  const bo = await createLedgerClient(ctx, 'Bo', ssns.bo);
  for (const client of [ana, bo]) {
    const deposit = await postDeposit(ctx, fiona.token, { client_id: client, source: 'ssi', amount: '1500.00', received_on: '2026-06-01' });
    expect(deposit.statusCode, deposit.body).toBe(201);
  }
  const vendor = await post(
    API_PATHS.financeVendors,
    {
      name: 'Rosa Landlord',
      kind: 'landlord',
      payment_method: 'transfer',
      routing_number: '072000326',
      account_number: '4455667788',
      account_type: 'savings',
      ach_entry_class: 'PPD',
    },
    fiona,
  );
  expect(vendor.statusCode, vendor.body).toBe(201);
  expect(vendor.json().data).toMatchObject({ account_type: 'savings', ach_entry_class: 'PPD' });
  const draft = async (body: Record<string, unknown>) => {
    const answer = await post(
      API_PATHS.financeDisbursements,
      { description: 'Bill', category: 'housing', due_on: '2026-06-20', ...body },
      fiona,
    );
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json().data.id as number;
  };
  const rent = await draft({ client_id: ana, vendor_id: vendor.json().data.id, payee_name: '', amount: '650.25' });
  const pharmacy = await draft({ client_id: bo, payee_name: 'Corner Pharmacy', amount: '1234.56', category: 'medical' });
  const run = await post(API_PATHS.financePaymentRuns, { disbursement_ids: [rent, pharmacy] }, fiona);
  expect(run.statusCode, run.body).toBe(201);
  const id = run.json().data.id as number;
  expect((await post(API_PATHS.financePaymentRunApprove(id), {}, sam)).statusCode).toBe(200);
  const before = { ana: await accountSum(ctx, ana), bo: await accountSum(ctx, bo), bank: (await totalsByAccountKind(ctx))('bank') };
  const paid = await post(API_PATHS.financePaymentRunPay(id), {}, fiona);
  expect(paid.statusCode, paid.body).toBe(200);
  const moved = {
    ana: (await accountSum(ctx, ana)) - before.ana,
    bo: (await accountSum(ctx, bo)) - before.bo,
    bank: (await totalsByAccountKind(ctx))('bank') - before.bank,
  };
  return { id, number: run.json().data.number as string, rent, pharmacy, ana, bo, ssns, moved, paid: paid.json().data };
}

describe.each(TEST_DATABASES)("A paid run's bank files (%s)", (driver) => {
  const clock = testClock(PAID_AT);
  const ctx = useTestApp(driver, { now: clock.now, env: ACH_ENV });
  let fiona: Member;
  let sam: Member;
  let run: Awaited<ReturnType<typeof paidRun>>;
  const download = (id: number, kind: 'checks' | 'positive-pay' | 'nacha', member: Member = fiona) =>
    ctx.app.inject({ method: 'GET', url: path(API_PATHS.financePaymentRunFile(id, kind)), headers: bearer(member.token) });

  beforeAll(async () => {
    fiona = await staffWithToken(ctx, ['finance'], 'Fiona Finance');
    sam = await staffWithToken(ctx, ['finance'], 'Sam Second');
    run = await paidRun(ctx, fiona, sam);
  });

  it("writes the run's NACHA file, read back by an independent reader, its totals the ledger's postings, the same bytes each time", async () => {
    const first = await download(run.id, 'nacha');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['content-disposition']).toBe(`attachment; filename="${run.number}-nacha.txt"`);
    const read = await readNachaFile(first.body);
    // Created when the run was paid (noon in Michigan), modifier A, settling the next banking day.
    expect(read.file).toMatchObject({ destination: ' 091000019', creationDate: '260615', creationTime: '1200', idModifier: 'A' });
    expect(read.batches).toHaveLength(1);
    const [batch] = read.batches;
    expect(batch).toMatchObject({ entryClassCode: 'PPD', effectiveDate: '260616', serviceClassCode: 220 });
    expect(batch!.entries).toHaveLength(1);
    const [entry] = batch!.entries;
    expect(entry).toMatchObject({ transactionCode: '32', receivingDFIIdentification: 7200032, checkDigit: 6, amount: 65025 });
    expect(entry!.dfiAccount.trim()).toBe('4455667788');
    expect(entry!.identificationNumber.trim()).toBe(`C-${String(run.ana).padStart(6, '0')}`);
    // Totals worked out again from the entries read, and equal to what the run posted to the client's account.
    const credits = batch!.entries.reduce((sum, one) => sum + one.amount, 0);
    expect(batch!.footer.totalCredit).toBe(credits);
    expect(read.file.footer.totalCredit).toBe(credits);
    expect(read.file.footer.totalDebit).toBe(0);
    expect(credits).toBe(-run.moved.ana);
    // The pooled account's lines (credits positive): the run's two payments went out of it.
    expect(credits + cents('1234.56')).toBe(run.moved.bank);
    // The trace number recorded on the run's payment when it was paid is the file's.
    const [recorded] = await ctx.database.db
      .select({ trace: paymentRunPayments.traceNumber })
      .from(paymentRunPayments)
      .where(and(eq(paymentRunPayments.runId, run.id), eq(paymentRunPayments.disbursementId, run.rent)));
    expect(recorded!.trace).toBe(String(entry!.traceNumber).padStart(15, '0'));
    expect(recorded!.trace).toBe('091000010000001');
    // The run's page and the payment's own page show it.
    expect(run.paid.payments.find((payment: { id: number }) => payment.id === run.rent).trace_number).toBe('091000010000001');
    const own = await ctx.app.inject({
      method: 'GET',
      url: path(`${API_PATHS.financeDisbursements}/${run.rent}`),
      headers: bearer(fiona.token),
    });
    expect(own.json().data).toMatchObject({ payment_method: 'transfer', trace_number: '091000010000001' });
    const [check] = await ctx.database.db
      .select({ trace: paymentRunPayments.traceNumber })
      .from(paymentRunPayments)
      .where(eq(paymentRunPayments.disbursementId, run.pharmacy));
    expect(check!.trace).toBeNull();
    // Five minutes later the same file, byte for byte (a file made now would say 1205).
    clock.advance(5 * 60 * 1000);
    const second = await download(run.id, 'nacha');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(first.body).not.toContain(run.ssns.ana);
    expect(first.body).not.toContain(run.ssns.bo);
  });

  it("prints the run's checks, one a page: payee, amount in words, check number, never an SSN", async () => {
    const answer = await download(run.id, 'checks');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    const pages = await pdfPages(answer.rawPayload);
    expect(pages).toHaveLength(1);
    const checkNumber = run.paid.payments.find((payment: { id: number }) => payment.id === run.pharmacy).check_number as number;
    expect(pages[0]).toContain('Corner Pharmacy');
    expect(pages[0]).toContain('One thousand two hundred thirty-four and 56/100 dollars');
    expect(pages[0]).toContain(`Check no. ${checkNumber}`);
    expect(pages[0]).toContain(`For client C-${String(run.bo).padStart(6, '0')}`);
    for (const ssn of [run.ssns.bo, run.ssns.ana]) {
      expect(pages[0]!.replace(/\D/g, '')).not.toContain(ssn);
    }
  });

  it('lists the issued check in the positive-pay file, and a voided one marked V', async () => {
    const answer = await download(run.id, 'positive-pay');
    expect(answer.statusCode, answer.body).toBe(200);
    const checkNumber = run.paid.payments.find((payment: { id: number }) => payment.id === run.pharmacy).check_number as number;
    expect(answer.body).toBe(
      'Account Number,Check Number,Amount,Issue Date,Payee Name,Void Indicator\r\n' +
        `000123456789,${checkNumber},1234.56,06/15/2026,Corner Pharmacy,\r\n`,
    );
    const audits = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'finance.payment_run_file_download'), eq(auditEvents.recordId, String(run.id))));
    expect(audits.map((row) => (row.details as { file: string }).file)).toEqual(
      expect.arrayContaining(['nacha', 'checks', 'positive-pay']),
    );

    // A second run, its check voided after: positive pay says V; no check left to print (409).
    const other = await paidRun(ctx, fiona, sam);
    const check = (
      await ctx.app.inject({ method: 'GET', url: path(`${API_PATHS.financeChecks}?status=issued`), headers: bearer(fiona.token) })
    )
      .json()
      .data.find((row: { disbursement_id: number }) => row.disbursement_id === other.pharmacy);
    const voided = await ctx.app.inject({
      method: 'POST',
      url: path(API_PATHS.financeCheckVoid(check.id)),
      headers: bearer(fiona.token),
      payload: { reason: 'Torn in the printer' },
    });
    expect(voided.statusCode, voided.body).toBe(200);
    const again = await download(other.id, 'positive-pay');
    expect(again.body.split('\r\n')[1]).toBe(`000123456789,${check.number},1234.56,06/15/2026,Corner Pharmacy,V`);
    const printed = await download(other.id, 'checks');
    expect(printed.statusCode).toBe(409);
  });

  it("puts the run's check number or trace number and the run's number in the payments register", async () => {
    const answer = await ctx.app.inject({
      method: 'GET',
      url: path(`${API_PATHS.financeReportPaymentsRegister}?from=2026-06-15&to=2026-06-15&format=csv`),
      headers: bearer(fiona.token),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const lines = answer.body.trim().split(/\r?\n/);
    expect(lines[0]).toBe('Date,Payee,Client,Category,Method,Check or trace no.,Run,Amount');
    const checkNumber = run.paid.payments.find((payment: { id: number }) => payment.id === run.pharmacy).check_number as number;
    expect(lines).toContain(`06/15/2026,Rosa Landlord,Ana Ledger,Housing,Bank transfer,091000010000001,${run.number},650.25`);
    expect(lines).toContain(`06/15/2026,Corner Pharmacy,Bo Ledger,Medical,Check,${checkNumber},${run.number},1234.56`);
  });

  it('answers 409 when the run is not paid or has no file of that kind, 404 for no run', async () => {
    const ana = await createLedgerClient(ctx, 'Cy');
    await postDeposit(ctx, fiona.token, { client_id: ana, source: 'ssi', amount: '100.00', received_on: '2026-06-01' });
    const payment = await ctx.app.inject({
      method: 'POST',
      url: path(API_PATHS.financeDisbursements),
      headers: bearer(fiona.token),
      payload: {
        client_id: ana,
        payee_name: 'Shoe Shop',
        description: 'Shoes',
        category: 'clothing',
        amount: '40.00',
        due_on: '2026-06-20',
      },
    });
    const draft = await ctx.app.inject({
      method: 'POST',
      url: path(API_PATHS.financePaymentRuns),
      headers: bearer(fiona.token),
      payload: { disbursement_ids: [payment.json().data.id] },
    });
    const notPaid = await download(draft.json().data.id, 'checks');
    expect(notPaid.statusCode).toBe(409);
    expect(notPaid.json().message).toBe('This run is not paid yet: its bank files are written once it is paid.');
    const approve = await ctx.app.inject({
      method: 'POST',
      url: path(API_PATHS.financePaymentRunApprove(draft.json().data.id)),
      headers: bearer(sam.token),
      payload: {},
    });
    expect(approve.statusCode, approve.body).toBe(200);
    const pay = await ctx.app.inject({
      method: 'POST',
      url: path(API_PATHS.financePaymentRunPay(draft.json().data.id)),
      headers: bearer(fiona.token),
      payload: {},
    });
    expect(pay.statusCode, pay.body).toBe(200);
    const noTransfers = await download(draft.json().data.id, 'nacha');
    expect(noTransfers.statusCode).toBe(409);
    expect(noTransfers.json().message).toBe('This run paid no payment by transfer, so it has no NACHA file.');
    expect((await download(2_000_000, 'nacha')).statusCode).toBe(404);
  });
});

describe.each(TEST_DATABASES)("A paid run's bank files without the bank's settings (%s)", (driver) => {
  const ctx = useTestApp(driver, { now: testClock(PAID_AT).now });

  it('answers 409 naming the variables to set, and records no trace number', async () => {
    const fiona = await staffWithToken(ctx, ['finance'], 'Fiona Finance');
    const sam = await staffWithToken(ctx, ['finance'], 'Sam Second');
    const run = await paidRun(ctx, fiona, sam);
    const download = (kind: 'checks' | 'positive-pay' | 'nacha') =>
      ctx.app.inject({ method: 'GET', url: path(API_PATHS.financePaymentRunFile(run.id, kind)), headers: bearer(fiona.token) });
    const nacha = await download('nacha');
    expect(nacha.statusCode).toBe(409);
    expect(nacha.json().message).toBe(
      "The NACHA file needs the bank's ACH settings: set ACH_DESTINATION_ROUTING, ACH_DESTINATION_NAME, ACH_ORIGIN, ACH_ORIGIN_NAME, ACH_COMPANY_NAME, ACH_COMPANY_ID on the server.",
    );
    const positivePay = await download('positive-pay');
    expect(positivePay.statusCode).toBe(409);
    expect(positivePay.json().message).toContain('POSITIVE_PAY_ACCOUNT');
    // The checks need no setting.
    expect((await download('checks')).statusCode).toBe(200);
    const [row] = await ctx.database.db
      .select({ trace: paymentRunPayments.traceNumber })
      .from(paymentRunPayments)
      .where(eq(paymentRunPayments.disbursementId, run.rent));
    expect(row!.trace).toBeNull();
  });
});
