import {
  type AuditAction,
  centsToDecimal,
  decimalToCents,
  DUPLICATE_REASON_REQUIRED_MESSAGE,
  formatMoney,
  monthBounds,
  pageMeta,
  pageOffset,
  POSSIBLE_DUPLICATE_MESSAGE,
  possibleDuplicateWarning,
  secondApproverMessage,
  type SpendingCategory,
  type TBudgetRemaining,
  type TDisbursementCheck,
  type TDisbursementCheckQuery,
  type TDisbursementDraftRequest,
  type TDisbursementPayRequest,
  type TDisbursementQuery,
  type TPossibleDuplicate,
  monthLabel,
} from '@payee/contract';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/unique-violation';
import { ApiError, notFound, validationFailed } from '../../lib/api-error';
import { createAuditRepository, type StaffActor } from '../audit';
import { clientAndBankLines, createJournal, OverdraftError } from '../ledger';
import { readEntries } from './book';
import { budgetMonthOf, categoryFigures } from './budgets';
import { enrolledClient, officeToday } from './common';
import { moveTo } from './payment-status';
import { createRunRepository } from './runs/repository';
import { budgetBlock, overBudgetWarning, readPayments } from './payment-view';
import { createFinanceRepository, type FinanceRepository } from './repository/index';
import type { DisbursementRow, NewDisbursement, ScheduleRow } from './repository/payments';
import { nextOccurrence, SCHEDULE_NOT_FOUND_MESSAGE, scheduleOf, schedulePayee, vendorNameOf } from './schedules';
import { API_FINANCE_MESSAGES } from '@payee/content/api-finance';

const MESSAGES = API_FINANCE_MESSAGES.payments;

export const DISBURSEMENT_NOT_FOUND_MESSAGE = MESSAGES.notFound;

/** A payee's name as two drafts are compared: case, spaces at the ends and runs of spaces aside. */
const samePayeeName = (a: string, b: string) => a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/** How many of a schedule's payments are looked through for one in a month (beyond: years ahead, not warned of). */
const OCCURRENCES_LOOKED_AT = 600;

/** The first payment of a schedule due in [start, end] and not drafted yet (from its next one on), if any. */
function occurrenceIn(row: ScheduleRow, start: string, end: string): string | null {
  let due = row.nextDueOn;
  let left = row.remainingCount;
  for (let step = 0; due && due <= end && (left === null || left > 0) && step < OCCURRENCES_LOOKED_AT; step += 1) {
    if (due >= start) return due;
    due = nextOccurrence(due, row.frequency);
    if (left !== null) left -= 1;
  }
  return null;
}

/**
 * Other payments to the same payee for the client in the month of `dueOn` (by its due date): drafted, approved or
 * paid (not voided), to the same vendor or under the same payee name, and the client's active schedules to that
 * payee with a payment due in the month not drafted yet. A schedule's own payments are not each other's duplicates.
 */
async function possibleDuplicates(
  repository: FinanceRepository,
  draft: { clientId: number; vendorId: number | null; payeeName: string; dueOn: string; scheduleId: number | null },
): Promise<TPossibleDuplicate[]> {
  const { start, end } = monthBounds(draft.dueOn.slice(0, 7));
  const isSamePayee = (vendorId: number | null, payee: string) =>
    (draft.vendorId !== null && vendorId === draft.vendorId) || samePayeeName(payee, draft.payeeName);
  const payments = await repository.payments.clientPaymentsDueIn(draft.clientId, start, end);
  const schedules = await repository.payments.activeSchedulesDueBy(end, draft.clientId);
  const found: TPossibleDuplicate[] = [];
  for (const row of payments) {
    if (draft.scheduleId !== null && row.scheduledPaymentId === draft.scheduleId) continue;
    if (!isSamePayee(row.vendorId, row.payeeName)) continue;
    found.push({
      kind: 'payment',
      id: row.id,
      payee: row.payeeName,
      description: row.description,
      amount: centsToDecimal(Number(row.amountCents)),
      due_on: row.dueOn,
      status: row.status,
    });
  }
  for (const row of schedules) {
    const payee = schedulePayee(row);
    if (row.id === draft.scheduleId || !isSamePayee(row.vendorId, payee)) continue;
    const due = occurrenceIn(row, start, end);
    if (due === null) continue;
    found.push({
      kind: 'scheduled',
      id: row.id,
      payee,
      description: row.description,
      amount: centsToDecimal(Number(row.amountCents)),
      due_on: due,
      status: null,
    });
  }
  return found;
}

const duplicateWarning = (duplicates: TPossibleDuplicate[], dueOn: string) =>
  duplicates.length === 0 ? null : possibleDuplicateWarning(duplicates, monthLabel(dueOn.slice(0, 7)));

/**
 * Disbursements: draft → approved → paid, or voided (the moves of payment-status.ts), a second approver above the
 * limit, posted to the journal when paid, reversed when a paid one is voided. Every action writes its audit row in
 * its transaction.
 */
export function createDisbursementService(db: Database, now: () => Date) {
  const repository = createFinanceRepository(db);
  const today = () => officeToday(now());

  async function disbursementRow(inRepository: FinanceRepository, id: number, lock = false) {
    const row = await inRepository.payments.disbursement(id, lock);
    if (!row) throw notFound(DISBURSEMENT_NOT_FOUND_MESSAGE);
    return row;
  }

  async function read(id: number, asker: number | null, paidOn?: string) {
    return (await readPayments(repository, [await disbursementRow(repository, id)], asker, today(), paidOn))[0]!;
  }

  function audit(
    tx: Database,
    action: AuditAction,
    row: DisbursementRow,
    actor: StaffActor,
    extra: { reason?: string | null; details?: Record<string, unknown> } = {},
  ) {
    return createAuditRepository(tx).record({
      action,
      staffUserId: actor.staffUserId,
      clientId: row.clientId,
      recordType: 'disbursement',
      recordId: row.id,
      ip: actor.ip,
      reason: extra.reason ?? null,
      details: { amount_cents: Number(row.amountCents), ...extra.details },
      at: now(),
    });
  }

  return {
    read,

    /** What a draft would meet (nothing written): its category's budget in the month it counts in, possible duplicates. */
    async check(query: TDisbursementCheckQuery): Promise<TDisbursementCheck> {
      let draft: {
        clientId: number;
        programId: number;
        vendorId: number | null;
        payeeName: string | null;
        category: SpendingCategory | undefined;
        amount: number | undefined;
        scheduleId: number | null;
      };
      let dueOn = query.due_on;
      if (query.scheduled_payment_id !== undefined) {
        const row = await scheduleOf(repository, query.scheduled_payment_id);
        dueOn ??= row.nextDueOn ?? undefined;
        draft = {
          clientId: row.clientId,
          programId: row.programId,
          vendorId: row.vendorId,
          payeeName: schedulePayee(row),
          category: row.category,
          amount: Number(row.amountCents),
          scheduleId: row.id,
        };
      } else {
        if (query.client_id === undefined) return { budget: null, duplicates: [], duplicate_warning: null };
        await enrolledClient(repository.refs, query.client_id, query.program_id);
        draft = {
          clientId: query.client_id,
          programId: query.program_id,
          vendorId: query.vendor_id ?? null,
          payeeName: (await vendorNameOf(repository, query.vendor_id)) ?? query.payee_name ?? null,
          category: query.category,
          amount: query.amount,
          scheduleId: null,
        };
      }
      let budget: TBudgetRemaining | null = null;
      if (draft.category !== undefined) {
        const month = budgetMonthOf({ paidOn: null }, today());
        const figures = (await categoryFigures(repository, draft.clientId, draft.programId, month, today())).get(draft.category)!;
        budget = budgetBlock(draft.category, month, figures, draft.amount ?? null, true);
      }
      const duplicates =
        draft.payeeName && dueOn
          ? await possibleDuplicates(repository, { ...draft, payeeName: draft.payeeName, dueOn, scheduleId: draft.scheduleId })
          : [];
      return { budget, duplicates, duplicate_warning: dueOn ? duplicateWarning(duplicates, dueOn) : null };
    },

    async page(query: TDisbursementQuery, asker: number) {
      const { rows, total } = await repository.payments.disbursementsPage(query, query.per_page, pageOffset(query.page, query.per_page));
      return { data: await readPayments(repository, rows, asker, today()), meta: pageMeta(query.page, query.per_page, total) };
    },

    /**
     * A draft, from a schedule's next payment (which then moves on) or by hand; a possible duplicate only with a reason
     * (kept on the payment and in the audit trail). Answers the payment and, when it would take its category over the
     * month's budget, the warning in words (it is drafted all the same).
     */
    async draft(input: TDisbursementDraftRequest, actor: StaffActor) {
      const id = await db
        .transaction(async (tx) => {
          const inTx = createFinanceRepository(tx);
          let values: NewDisbursement;
          if ('scheduled_payment_id' in input) {
            const locked = await inTx.payments.lockSchedule(input.scheduled_payment_id);
            if (!locked) throw notFound(SCHEDULE_NOT_FOUND_MESSAGE);
            const row = await scheduleOf(inTx, locked.id);
            if (!row.isActive || !row.nextDueOn) throw new ApiError(409, MESSAGES.scheduleFinished);
            if (row.nextDueOn !== input.due_on) {
              throw validationFailed({ due_on: [MESSAGES.notTheNextDue(row.nextDueOn)] });
            }
            const left = row.remainingCount === null ? null : row.remainingCount - 1;
            await inTx.payments.updateSchedule(row.id, {
              nextDueOn: left === 0 ? null : nextOccurrence(row.nextDueOn, row.frequency),
              remainingCount: left,
            });
            values = {
              kind: 'bill',
              clientId: row.clientId,
              programId: row.programId,
              vendorId: row.vendorId,
              payeeName: schedulePayee(row),
              description: row.description,
              category: row.category,
              amountCents: row.amountCents,
              dueOn: input.due_on,
              scheduledPaymentId: row.id,
              generatedKey: `schedule:${row.id}:${input.due_on}`,
            };
          } else {
            await enrolledClient(inTx.refs, input.client_id, input.program_id);
            const vendor = await vendorNameOf(inTx, input.vendor_id);
            if (!vendor && !input.payee_name) throw validationFailed({ payee_name: [MESSAGES.chooseAPayee] });
            values = {
              kind: 'one_off',
              clientId: input.client_id,
              programId: input.program_id,
              vendorId: input.vendor_id ?? null,
              payeeName: vendor ?? input.payee_name!,
              description: input.description,
              category: input.category,
              amountCents: input.amount,
              dueOn: input.due_on,
            };
          }
          const duplicates = await possibleDuplicates(inTx, {
            clientId: values.clientId,
            vendorId: values.vendorId ?? null,
            payeeName: values.payeeName,
            dueOn: values.dueOn,
            scheduleId: values.scheduledPaymentId ?? null,
          });
          const duplicateReason = duplicates.length > 0 ? (input.duplicate_reason ?? null) : null;
          if (duplicates.length > 0 && duplicateReason === null) {
            throw new ApiError(
              409,
              POSSIBLE_DUPLICATE_MESSAGE,
              { duplicate_reason: [DUPLICATE_REASON_REQUIRED_MESSAGE] },
              duplicateWarning(duplicates, values.dueOn) ?? undefined,
            );
          }
          const row = await inTx.payments.insertDisbursement({
            ...values,
            status: 'draft',
            draftedBy: actor.staffUserId,
            draftedAt: now(),
            duplicateReason,
          });
          await audit(tx, 'finance.disbursement_draft', row, actor, {
            reason: duplicateReason,
            details: {
              kind: row.kind,
              ...(duplicates.length > 0 ? { possible_duplicate_of: duplicates.map((other) => ({ kind: other.kind, id: other.id })) } : {}),
            },
          });
          return row.id;
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw new ApiError(409, MESSAGES.draftedAlready);
          throw error;
        });
      const payment = await read(id, actor.staffUserId);
      return { payment, warning: overBudgetWarning(payment.budget) };
    },

    /** draft → approved. Above the limit, not by the drafter; not beyond what the client has, unless overridden. */
    async approve(id: number, overrideReason: string | undefined, actor: StaffActor) {
      await db.transaction((tx) => approveIn(tx, id, overrideReason, actor));
      return read(id, actor.staffUserId);
    },

    /** approved → paid: posted to the journal (client → bank), with the check number or transfer reference. */
    async pay(id: number, input: TDisbursementPayRequest, actor: StaffActor) {
      await db.transaction((tx) => payIn(tx, id, input, actor));
      return read(id, actor.staffUserId);
    },

    /** → voided, with a reason; a paid payment is undone by a reversal entry (its money back to the client). */
    async void(id: number, reason: string, actor: StaffActor) {
      await db.transaction((tx) => voidIn(tx, id, reason, actor));
      return read(id, actor.staffUserId);
    },

    /** The moves inside a caller's transaction (a payment run approves, pays and voids its payments by them). */
    approveIn,
    payIn,
    voidIn,
  };

  /** draft → approved in `tx`. Above the limit, not by the drafter; not beyond what the client has, unless overridden. */
  async function approveIn(tx: Database, id: number, overrideReason: string | undefined, actor: StaffActor) {
    const inTx = createFinanceRepository(tx);
    const row = await disbursementRow(inTx, id, true);
    const status = moveTo('approve', row.status);
    const limit = await inTx.refs.approvalLimitCents();
    const amount = Number(row.amountCents);
    if (amount > limit && row.draftedBy === actor.staffUserId) {
      throw new ApiError(409, secondApproverMessage(formatMoney(centsToDecimal(limit))));
    }
    const journal = createJournal(tx);
    const account = await journal.clientAccount(row.clientId, row.programId);
    const balance = account === undefined ? 0 : await journal.sumOf(account);
    const committed = await inTx.payments.committedCents(row.clientId, row.programId, row.id);
    if (balance - committed - amount < 0 && !overrideReason) {
      const client = (await inTx.refs.clientRefs([row.clientId])).get(row.clientId);
      throw new OverdraftError(client?.name ?? 'the client', balance - committed, amount);
    }
    await inTx.payments.updateDisbursement(id, {
      status,
      approvedBy: actor.staffUserId,
      approvedAt: now(),
      ...(overrideReason ? { overrideReason, overrideBy: actor.staffUserId } : {}),
    });
    await audit(tx, 'finance.disbursement_approve', row, actor, {
      reason: overrideReason ?? null,
      details: { drafted_by: row.draftedBy, above_limit: amount > limit, ...(overrideReason ? { overdraft_override: true } : {}) },
    });
  }

  /** approved → paid in `tx`: posted to the journal (client → bank), with the check number or transfer reference. */
  async function payIn(tx: Database, id: number, input: TDisbursementPayRequest, actor: StaffActor) {
    const inTx = createFinanceRepository(tx);
    const row = await disbursementRow(inTx, id, true);
    const status = moveTo('pay', row.status);
    const journal = createJournal(tx);
    const account = await journal.clientAccount(row.clientId, row.programId);
    if (account === undefined) throw notFound(API_FINANCE_MESSAGES.clients.noAccount);
    const paidOn = input.paid_on ?? today();
    const overrideReason = input.override_reason ?? row.overrideReason ?? null;
    const entryId = await journal.post(
      {
        kind: row.kind === 'card_load' ? 'card_load' : 'disbursement',
        postedOn: paidOn,
        description: row.kind === 'card_load' ? row.description : `${row.payeeName}: ${row.description}`.slice(0, 200),
        reference: input.reference ?? null,
        overrideReason,
        sourceKey: `disbursement:${row.id}`,
        createdBy: actor.staffUserId,
        lines: clientAndBankLines(account, await journal.bankAccount(), -Number(row.amountCents), row.category),
      },
      { dateField: 'paid_on' },
    );
    await inTx.payments.updateDisbursement(id, {
      status,
      paidBy: actor.staffUserId,
      paidAt: now(),
      paidOn,
      paymentMethod: input.method,
      paymentReference: input.reference ?? null,
      entryId,
      ...(input.override_reason ? { overrideReason: input.override_reason, overrideBy: actor.staffUserId } : {}),
    });
    await audit(tx, 'finance.disbursement_pay', row, actor, {
      reason: input.override_reason ?? null,
      details: { entry_id: entryId, method: input.method, ...(input.override_reason ? { overdraft_override: true } : {}) },
    });
  }

  /**
   * → voided in `tx`, with a reason; a paid payment is undone by a reversal entry (its money back to the client), and
   * its check, if a payment run gave it one, is voided in the register with the same reason.
   */
  async function voidIn(tx: Database, id: number, reason: string, actor: StaffActor) {
    const inTx = createFinanceRepository(tx);
    const row = await disbursementRow(inTx, id, true);
    const status = moveTo('void', row.status);
    let reversalEntryId: number | null = null;
    if (row.status === 'paid' && row.entryId !== null) {
      const [original] = await readEntries(inTx, [row.entryId]);
      if (original!.reversed_by_entry_id !== null) throw new ApiError(409, MESSAGES.entryReversedAlready(original!.reversed_by_entry_id));
      reversalEntryId = await createJournal(tx).post(
        {
          kind: 'reversal',
          postedOn: today(),
          description: MESSAGES.voidedDescription(original!.description).slice(0, 200),
          reference: original!.reference,
          reversesEntryId: original!.id,
          createdBy: actor.staffUserId,
          lines: original!.lines.map((line) => ({
            accountId: line.account.id,
            amountCents: -decimalToCents(line.amount)!,
            category: line.category,
          })),
        },
        { dateField: 'posted_on' },
      );
    }
    await inTx.payments.updateDisbursement(id, {
      status,
      voidedBy: actor.staffUserId,
      voidedAt: now(),
      voidReason: reason,
      reversalEntryId,
    });
    const [check] = await createRunRepository(tx).voidCheckOf(id, reason, now(), actor.staffUserId);
    await audit(tx, 'finance.disbursement_void', row, actor, {
      reason,
      details: { was: row.status, reversal_entry_id: reversalEntryId, ...(check ? { check_number: check.number } : {}) },
    });
  }
}
