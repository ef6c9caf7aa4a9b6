import {
  type AuditAction,
  centsToDecimal,
  CHECK_STATUS_LABELS,
  DISBURSEMENT_STATUS_LABELS,
  pageMeta,
  pageOffset,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  PAYMENT_RUN_STATUS_LABELS,
  type PaymentMethod,
  type TCheck,
  type TCheckCsvQuery,
  type TCheckQuery,
  type TPaymentRun,
  type TPaymentRunCandidatesQuery,
  type TPaymentRunPayment,
  type TStaffRef,
  TRANSACTION_CATEGORY_LABELS,
} from '@payee/contract';
import { writeToString } from '@fast-csv/format';
import type { Database } from '../../../db/client';
import { ApiError, notFound } from '../../../lib/api-error';
import { decryptString, type KeyRing } from '../../../lib/crypto';
import { nachaSettings, type AchEntryClass, type BankAccountType, type BankFileConfig } from '../bank-files/index';
import { nachaFileOfRun } from '../run-files/paid-payments';
import { createAuditRepository, type StaffActor } from '../../audit';
import { officeToday, refOf } from '../common';
import { createDisbursementService } from '../disbursements';
import { createFinanceRepository } from '../repository/index';
import {
  createRunRepository,
  FIRST_CHECK_NUMBER,
  NEXT_CHECK_NUMBER_KEY,
  type CheckRow,
  type NewCheck,
  type PaymentRunRow,
  type RunPaymentRow,
} from './repository';
import { ADMIN_RUNS_CONTENT } from '@payee/content/admin-runs';
import { API_RUNS_MESSAGES as MESSAGES } from '@payee/content/api-runs';

/** At most this many candidates are listed for a new run (the filters narrow a larger choice). */
export const CANDIDATES_SHOWN = 1000;

export const runNumber = MESSAGES.runNumber;

/**
 * A run's paid payment as a bank file's writer needs it (the check PDF, positive pay, NACHA): the payee, amount,
 * method, check number, issue day and the vendor's bank details; the account number decrypted only when the writer
 * asks for it (`withAccountNumbers`, a NACHA file), never otherwise.
 */
export interface PaidRunPayment {
  disbursementId: number;
  clientId: number;
  payee: string;
  description: string;
  amountCents: number;
  method: PaymentMethod;
  checkNumber: number | null;
  checkStatus: CheckRow['status'] | null;
  /** The payment's status: paid, or voided after (a voided check stays on positive pay). */
  status: string;
  /** A transfer's NACHA trace number, recorded when the run was paid. */
  traceNumber: string | null;
  issuedOn: string;
  vendor: {
    id: number;
    name: string;
    address: string | null;
    routingNumber: string | null;
    accountLast4: string | null;
    accountType: BankAccountType;
    entryClass: AchEntryClass;
    /** Decrypted only with `withAccountNumbers`. */
    accountNumber: string | null;
  } | null;
}

/**
 * Payment runs and checks (issue 25; docs/decisions/money.md "Payment runs and checks"): a run gathers payments, is
 * approved payment by payment by the one approval path's rules (each in a savepoint, so one refused is reported and
 * the others stand), and is paid by the one pay path for every payment in ONE transaction: a refusal of any rolls
 * back all. Check payments take their numbers from the check stock (the `next_check_number` setting, locked for the
 * transaction, so two runs paid at once take consecutive numbers and a rolled-back run takes none).
 */
export function createPaymentRunService(db: Database, key: KeyRing, now: () => Date, bankFiles?: BankFileConfig) {
  const repository = createRunRepository(db);
  const finance = createFinanceRepository(db);
  const disbursements = createDisbursementService(db, now);
  const today = () => officeToday(now());

  const audit = (
    tx: Database,
    action: AuditAction,
    actor: StaffActor,
    record: { type: string; id: number | string },
    details: object,
    reason?: string,
  ) =>
    createAuditRepository(tx).record({
      action,
      staffUserId: actor.staffUserId,
      recordType: record.type,
      recordId: record.id,
      ip: actor.ip,
      reason: reason ?? null,
      details: details as Record<string, unknown>,
      at: now(),
    });

  async function paymentViews(rows: RunPaymentRow[]): Promise<TPaymentRunPayment[]> {
    const clients = await finance.refs.clientRefs(rows.map((row) => row.payment.clientId));
    const staff = await finance.refs.staffRefs(rows.map((row) => row.payment.draftedBy));
    return rows.map(({ payment, vendorName, method, checkNumber, traceNumber }) => ({
      id: payment.id,
      client: clients.get(payment.clientId)!,
      vendor: payment.vendorId !== null && vendorName !== null ? { id: payment.vendorId, name: vendorName } : null,
      payee: payment.payeeName,
      description: payment.description,
      category: payment.category,
      category_label: TRANSACTION_CATEGORY_LABELS[payment.category],
      method,
      method_label: PAYMENT_METHOD_LABELS[method],
      amount: centsToDecimal(Number(payment.amountCents)),
      due_on: payment.dueOn,
      status: payment.status,
      status_label: DISBURSEMENT_STATUS_LABELS[payment.status],
      drafted_by: refOf(staff, payment.draftedBy),
      check_number: checkNumber === null ? null : Number(checkNumber),
      trace_number: traceNumber,
    }));
  }

  function summaryOf(run: PaymentRunRow, staff: Map<number, TStaffRef>, paymentCount: number, totalCents: number) {
    return {
      id: run.id,
      number: runNumber(run.id),
      status: run.status,
      status_label: PAYMENT_RUN_STATUS_LABELS[run.status],
      payment_count: paymentCount,
      total: centsToDecimal(totalCents),
      drafted_by: refOf(staff, run.draftedBy),
      drafted_at: run.draftedAt.toISOString(),
      approved_by: refOf(staff, run.approvedBy),
      approved_at: run.approvedAt?.toISOString() ?? null,
      paid_by: refOf(staff, run.paidBy),
      paid_at: run.paidAt?.toISOString() ?? null,
      paid_on: run.paidOn,
    };
  }

  async function readRun(id: number): Promise<TPaymentRun> {
    const run = await repository.run(id);
    if (!run) throw notFound(MESSAGES.runNotFound);
    const rows = await repository.runPayments(id);
    const counted = rows.filter((row) => row.payment.status !== 'voided');
    const staff = await finance.refs.staffRefs([run.draftedBy, run.approvedBy, run.paidBy]);
    const byMethod = PAYMENT_METHODS.map((method) => {
      const ofMethod = counted.filter((row) => row.method === method);
      return {
        method,
        method_label: PAYMENT_METHOD_LABELS[method],
        count: ofMethod.length,
        total: centsToDecimal(ofMethod.reduce((sum, row) => sum + Number(row.payment.amountCents), 0)),
      };
    }).filter((line) => line.count > 0);
    const totalCents = counted.reduce((sum, row) => sum + Number(row.payment.amountCents), 0);
    return { ...summaryOf(run, staff, counted.length, totalCents), by_method: byMethod, payments: await paymentViews(rows) };
  }

  async function lockedRun(tx: Database, id: number) {
    const run = await createRunRepository(tx).run(id, true);
    if (!run) throw notFound(MESSAGES.runNotFound);
    return run;
  }

  async function checkView(rows: CheckRow[]): Promise<TCheck[]> {
    const staff = await finance.refs.staffRefs(rows.flatMap((row) => [row.issuedBy, row.voidedBy]));
    return rows.map((row) => ({
      id: row.id,
      number: Number(row.number),
      disbursement_id: row.disbursementId,
      run: { id: row.runId, number: runNumber(row.runId) },
      payee: row.payeeName,
      amount: centsToDecimal(Number(row.amountCents)),
      issued_on: row.issuedOn,
      status: row.status,
      status_label: CHECK_STATUS_LABELS[row.status],
      issued_by: refOf(staff, row.issuedBy),
      voided_by: refOf(staff, row.voidedBy),
      voided_at: row.voidedAt?.toISOString() ?? null,
      void_reason: row.voidReason,
    }));
  }

  /** A run's paid payments for the bank files, read through `inRepo` (the database, or the paying transaction). */
  async function paidPaymentsIn(
    inRepo: ReturnType<typeof createRunRepository>,
    id: number,
    options: { withAccountNumbers?: boolean },
  ): Promise<PaidRunPayment[]> {
    const run = await inRepo.run(id);
    if (!run) throw notFound(MESSAGES.runNotFound);
    const rows = (await inRepo.runPayments(id)).filter((row) => row.payment.status === 'paid' || row.checkNumber !== null);
    const vendors = new Map(
      (await inRepo.vendorsOf([...new Set(rows.flatMap((row) => (row.payment.vendorId === null ? [] : [row.payment.vendorId])))])).map(
        (vendor) => [vendor.id, vendor],
      ),
    );
    const checks = new Map(
      (await inRepo.checksPage({}, null)).rows.filter((row) => row.runId === id).map((row) => [row.disbursementId, row]),
    );
    return rows.map(({ payment, method, traceNumber }) => {
      const vendor = payment.vendorId === null ? undefined : vendors.get(payment.vendorId);
      const check = checks.get(payment.id);
      return {
        disbursementId: payment.id,
        clientId: payment.clientId,
        payee: payment.payeeName,
        description: payment.description,
        amountCents: Number(payment.amountCents),
        method,
        checkNumber: check ? Number(check.number) : null,
        checkStatus: check?.status ?? null,
        status: payment.status,
        traceNumber,
        issuedOn: payment.paidOn ?? run.paidOn!,
        vendor: vendor
          ? {
              id: vendor.id,
              name: vendor.name,
              address: vendor.address,
              routingNumber: vendor.routingNumber,
              accountLast4: vendor.accountLast4,
              accountType: vendor.accountType,
              entryClass: vendor.achEntryClass,
              accountNumber:
                options.withAccountNumbers && vendor.accountNumberEncrypted ? decryptString(vendor.accountNumberEncrypted, key) : null,
            }
          : null,
      };
    });
  }

  /**
   * When a run is paid with the ACH settings set: its NACHA file written once, in the paying transaction, and each
   * transfer's trace number recorded on the run's payment (the run's file, downloaded later, is the same bytes). A
   * transfer the file cannot carry (no account number) records none: the download then says why.
   */
  async function recordTraceNumbers(tx: Database, id: number) {
    const settings = bankFiles ? nachaSettings(bankFiles) : null;
    if (!settings) return;
    const inTx = createRunRepository(tx);
    const run = (await inTx.run(id))!;
    let written: ReturnType<typeof nachaFileOfRun>;
    try {
      written = nachaFileOfRun(run, await paidPaymentsIn(inTx, id, { withAccountNumbers: true }), settings);
    } catch {
      return;
    }
    if (!written) return;
    const { file, transfers } = written;
    await inTx.setTraceNumbers(id, new Map(file.entries.map((entry) => [transfers[entry.index]!.disbursementId, entry.traceNumber])));
  }

  return {
    read: readRun,

    async candidates(query: TPaymentRunCandidatesQuery) {
      return paymentViews(await repository.candidates(query, CANDIDATES_SHOWN));
    },

    async page(query: { page: number; per_page: number }) {
      const { rows, total } = await repository.runsPage(query.per_page, pageOffset(query.page, query.per_page));
      const staff = await finance.refs.staffRefs(rows.flatMap(({ run }) => [run.draftedBy, run.approvedBy, run.paidBy]));
      return {
        data: rows.map(({ run, paymentCount, totalCents }) => summaryOf(run, staff, paymentCount, totalCents)),
        meta: pageMeta(query.page, query.per_page, total),
      };
    },

    /** A run of the ticked payments: each must exist, be unpaid and not voided, and be in no run (409 naming the others). */
    async create(ids: readonly number[], actor: StaffActor) {
      const unique = [...new Set(ids)];
      const id = await db.transaction(async (tx) => {
        const inTx = createRunRepository(tx);
        const free = await inTx.lockFreePayments(unique);
        if (free.size !== unique.length) {
          const existing = await inTx.existingPayments(unique);
          const missing = unique.filter((one) => !existing.has(one));
          if (missing.length > 0) throw notFound(MESSAGES.paymentsNotFound(missing));
          throw new ApiError(409, MESSAGES.paymentsNotFree(unique.filter((one) => !free.has(one))));
        }
        const run = await inTx.insertRun({ draftedBy: actor.staffUserId, draftedAt: now() }, unique);
        await audit(tx, 'finance.payment_run_create', actor, { type: 'payment_run', id: run.id }, { disbursement_ids: unique });
        return run.id;
      });
      return readRun(id);
    },

    /**
     * Approves each draft payment of the run by the one approval path (approveIn: above the limit not by its drafter,
     * not beyond the client's money), each in a savepoint: one refused is reported with its reason and the others
     * stay approved. The run's drafter may not approve it. The run is approved once every payment not voided is.
     */
    async approve(id: number, actor: StaffActor) {
      const notApproved = await db.transaction(async (tx) => {
        const run = await lockedRun(tx, id);
        if (run.status !== 'draft') throw new ApiError(409, MESSAGES.runNotDraft);
        if (run.draftedBy === actor.staffUserId) throw new ApiError(409, MESSAGES.drafterApproves);
        const refused: { id: number; payee: string; amount: string; reason: string }[] = [];
        const approved: number[] = [];
        for (const { payment } of await createRunRepository(tx).runPayments(id)) {
          if (payment.status !== 'draft') continue;
          try {
            await tx.transaction((savepoint) => disbursements.approveIn(savepoint as unknown as Database, payment.id, undefined, actor));
            approved.push(payment.id);
          } catch (error) {
            if (!(error instanceof ApiError)) throw error;
            refused.push({
              id: payment.id,
              payee: payment.payeeName,
              amount: centsToDecimal(Number(payment.amountCents)),
              reason: error.message,
            });
          }
        }
        if (refused.length === 0)
          await createRunRepository(tx).updateRun(id, { status: 'approved', approvedBy: actor.staffUserId, approvedAt: now() });
        await audit(
          tx,
          'finance.payment_run_approve',
          actor,
          { type: 'payment_run', id },
          {
            approved,
            not_approved: refused.map((one) => ({ id: one.id, reason: one.reason })),
          },
        );
        return refused;
      });
      return { ...(await readRun(id)), not_approved: notApproved };
    },

    /**
     * Pays every payment of the approved run (voided ones aside) by the one pay path, in ONE transaction: a check
     * payment takes the check stock's next number (locked first, so concurrent runs never share or skip one), a
     * transfer or a card load the run's number as its reference. Any payment refused rolls back the whole run, with
     * its status (409, 422) and a message naming it. Paid twice: the second is a 409, nothing posted again.
     */
    async pay(id: number, paidOn: string | undefined, actor: StaffActor) {
      await db.transaction(async (tx) => {
        const inTx = createRunRepository(tx);
        const run = await lockedRun(tx, id);
        if (run.status === 'paid') throw new ApiError(409, MESSAGES.runPaidAlready);
        const rows = (await inTx.runPayments(id)).filter((row) => row.payment.status !== 'voided');
        const waiting = rows.filter((row) => row.payment.status !== 'approved');
        if (run.status !== 'approved' || waiting.length > 0) throw new ApiError(409, MESSAGES.runNotApproved(Math.max(waiting.length, 1)));
        if (rows.length === 0) throw new ApiError(409, MESSAGES.runEmpty);
        const day = paidOn ?? today();
        const hasChecks = rows.some((row) => row.method === 'check');
        let next = hasChecks ? await inTx.lockNextCheckNumber() : 0;
        const issued: NewCheck[] = [];
        for (const { payment, method } of rows) {
          const checkNumber = method === 'check' ? next : null;
          try {
            await disbursements.payIn(
              tx,
              payment.id,
              { method, reference: checkNumber === null ? runNumber(id) : String(checkNumber), paid_on: day },
              actor,
            );
          } catch (error) {
            if (!(error instanceof ApiError)) throw error;
            throw new ApiError(error.statusCode, MESSAGES.paymentRefused(payment.id, payment.payeeName, error.message), error.errors);
          }
          if (checkNumber !== null) {
            issued.push({
              number: checkNumber,
              disbursementId: payment.id,
              runId: id,
              amountCents: payment.amountCents,
              payeeName: payment.payeeName,
              issuedOn: day,
              issuedBy: actor.staffUserId,
            });
            next += 1;
          }
        }
        await inTx.insertChecks(issued);
        if (hasChecks) await inTx.setNextCheckNumber(next, now(), actor.staffUserId);
        await inTx.updateRun(id, { status: 'paid', paidBy: actor.staffUserId, paidAt: now(), paidOn: day });
        await recordTraceNumbers(tx, id);
        await audit(
          tx,
          'finance.payment_run_pay',
          actor,
          { type: 'payment_run', id },
          {
            count: rows.length,
            total_cents: rows.reduce((sum, row) => sum + Number(row.payment.amountCents), 0),
            check_numbers: issued.length === 0 ? null : { first: issued[0]!.number, last: issued.at(-1)!.number },
          },
        );
      });
      return readRun(id);
    },

    /**
     * The run's paid payments as a bank file's writer needs them (checks, positive pay, NACHA): payee, amount, method,
     * check number and status, issue day, vendor and bank details; account numbers decrypted only when asked for.
     */
    async paidPaymentsForFiles(id: number, options: { withAccountNumbers?: boolean } = {}): Promise<PaidRunPayment[]> {
      return paidPaymentsIn(repository, id, options);
    },

    // Checks.

    async checkStock() {
      const row = await repository.checkStock();
      const staff = await finance.refs.staffRefs([row?.updatedBy]);
      return {
        next_check_number: row ? Number(row.value) : FIRST_CHECK_NUMBER,
        last_issued: await repository.highestCheckNumber(),
        updated_by: refOf(staff, row?.updatedBy),
        updated_at: row ? row.updatedAt.toISOString() : null,
      };
    },

    /** The next check number (a new check stock): never at or below a number given already; audited. */
    async setCheckStock(next: number, actor: StaffActor) {
      await db.transaction(async (tx) => {
        const inTx = createRunRepository(tx);
        const was = await inTx.lockNextCheckNumber();
        const highest = await inTx.highestCheckNumber();
        if (highest !== null && next <= highest) {
          throw new ApiError(422, MESSAGES.checkNumberUsed(highest), { next_check_number: [MESSAGES.checkNumberUsed(highest)] });
        }
        await inTx.setNextCheckNumber(next, now(), actor.staffUserId);
        await audit(tx, 'settings.check_stock', actor, { type: 'setting', id: NEXT_CHECK_NUMBER_KEY }, { from: was, to: next });
      });
      return this.checkStock();
    },

    async checksPage(query: TCheckQuery) {
      const { rows, total } = await repository.checksPage(query, query.per_page, pageOffset(query.page, query.per_page));
      return { data: await checkView(rows), meta: pageMeta(query.page, query.per_page, total) };
    },

    /** The register as CSV (fast-csv), by number. */
    async checksCsv(query: TCheckCsvQuery) {
      const rows = await checkView((await repository.checksPage(query, null)).rows);
      return writeToString(
        rows.map((row) => [
          row.number,
          row.issued_on,
          row.payee,
          row.amount,
          row.status_label,
          row.run.number,
          row.disbursement_id,
          row.void_reason ?? '',
        ]),
        { headers: [...ADMIN_RUNS_CONTENT.checksCsv.columns], writeHeaders: true },
      );
    },

    checksCsvName: (query: TCheckCsvQuery) => ADMIN_RUNS_CONTENT.checksCsv.fileName(query.from ?? 'first', query.to ?? today()),

    /** Voids a check and its payment through the one void path (a paid one reversed); the register keeps the number and why. */
    async voidCheck(id: number, reason: string, actor: StaffActor) {
      await db.transaction(async (tx) => {
        const check = await createRunRepository(tx).check(id, true);
        if (!check) throw notFound(MESSAGES.checkNotFound);
        if (check.status === 'voided') throw new ApiError(409, MESSAGES.checkVoidedAlready);
        await disbursements.voidIn(tx, check.disbursementId, reason, actor);
        await audit(
          tx,
          'finance.check_void',
          actor,
          { type: 'check', id },
          { number: Number(check.number), disbursement_id: check.disbursementId },
          reason,
        );
      });
      const [row] = await checkView([(await repository.check(id))!]);
      return row!;
    },
  };
}

export type PaymentRunService = ReturnType<typeof createPaymentRunService>;
