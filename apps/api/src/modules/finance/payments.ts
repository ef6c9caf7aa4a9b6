import {
  type AuditAction,
  centsToDecimal,
  decimalToCents,
  DISBURSEMENT_KIND_LABELS,
  DISBURSEMENT_STATUS_LABELS,
  formatMoney,
  pageMeta,
  pageOffset,
  PAYMENT_FREQUENCY_LABELS,
  type PaymentFrequency,
  overBudgetMessage,
  POSSIBLE_DUPLICATE_MESSAGE,
  DUPLICATE_REASON_REQUIRED_MESSAGE,
  possibleDuplicateWarning,
  secondApproverMessage,
  type SpendingCategory,
  type TBudgetRemaining,
  type TDisbursement,
  type TDisbursementCheck,
  type TDisbursementCheckQuery,
  type TDisbursementDraftRequest,
  type TDisbursementPayRequest,
  type TDisbursementQuery,
  type TDueItem,
  type TPossibleDuplicate,
  TRANSACTION_CATEGORY_LABELS,
  type TScheduledPayment,
  type TScheduledPaymentRequest,
} from '@payee/contract';
import { and, asc, count, eq, gte, inArray, isNotNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  clientBudgets,
  clientPrograms,
  disbursements,
  onboardingBills,
  onboardingProfiles,
  paymentVendors,
  reportingAccounts,
  scheduledPayments,
} from '../../db/schema/index';
import { isUniqueViolation } from '../../db/unique-violation';
import { ApiError, notFound, validationFailed } from '../../lib/api-error';
import type { StaffActor } from '../audit/actor';
import { createAuditRepository } from '../audit/repository';
import { OverdraftError, clientAndBankLines, createJournal, monthLabel } from '../ledger/journal';
import { toCents } from '../ledger/money';
import { budgetMonthOf, categoryFigures, type CategoryFigures, weeklyFromMonthly } from './budgets';
import { readEntries } from './book';
import { cardLoadDays } from './card-loads';
import { clientRefs, dayPlus, dayPlusMonths, enrolledClient, fridayOfWeek, monthBounds, officeToday, refOf, staffRefs } from './common';
import { approvalLimitCents } from './vendors';

export const SCHEDULE_NOT_FOUND_MESSAGE = 'We could not find that scheduled payment.';
export const DISBURSEMENT_NOT_FOUND_MESSAGE = 'We could not find that payment.';

/**
 * An onboarding bill's type (a reporting account, migration 0001) as the SSA-623 category it is paid from:
 * rent is housing, the phone a utility, a service fee the service's fee.
 */
const BILL_TYPE_CATEGORY: Record<number, SpendingCategory> = {
  7: 'housing',
  8: 'utilities',
  9: 'food',
  10: 'personal',
  11: 'personal',
  12: 'medical',
  13: 'other',
  14: 'utilities',
  15: 'fees',
  16: 'other',
};
/** Onboarding's bill frequencies (migration 0001) as a schedule's. */
const FREQUENCY_OF_BILL: Record<number, PaymentFrequency> = {
  1: 'weekly',
  2: 'every_two_weeks',
  3: 'monthly',
  4: 'quarterly',
  5: 'yearly',
};

/** The day after `day` by one period of `frequency` (null for a payment made once); yyyy-MM-dd in and out. */
export function nextOccurrence(day: string, frequency: PaymentFrequency): string | null {
  return frequency === 'weekly'
    ? dayPlus(day, 7)
    : frequency === 'every_two_weeks'
      ? dayPlus(day, 14)
      : frequency === 'monthly'
        ? dayPlusMonths(day, 1)
        : frequency === 'quarterly'
          ? dayPlusMonths(day, 3)
          : frequency === 'yearly'
            ? dayPlusMonths(day, 12)
            : null;
}

/** A schedule's columns from the request (the client and program are set once, when it is made). */
const scheduleColumns = (input: TScheduledPaymentRequest) => ({
  vendorId: input.vendor_id ?? null,
  description: input.description,
  category: input.category,
  amountCents: input.amount,
  frequency: input.frequency,
  nextDueOn: input.next_due_on,
  remainingCount: input.frequency === 'once' ? 1 : (input.remaining_count ?? null),
  isActive: input.is_active,
});

type ScheduleRow = typeof scheduledPayments.$inferSelect & { vendorName: string | null; billTypeName: string | null };
type DisbursementRow = typeof disbursements.$inferSelect;

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
 * A payment's budget block: the category's figures in its budget month and, while it is not paid yet, by how much
 * it would take the category over (`amount` null: not known yet).
 */
function budgetBlock(
  category: SpendingCategory,
  month: string,
  figures: CategoryFigures,
  amount: number | null,
  isUnpaid: boolean,
): TBudgetRemaining {
  const { budgeted, spent, committed, remaining } = figures;
  const overBy = isUnpaid && amount !== null && remaining !== null && amount > remaining ? amount - Math.max(remaining, 0) : null;
  return {
    month,
    category,
    category_label: TRANSACTION_CATEGORY_LABELS[category],
    budgeted: budgeted === null ? null : centsToDecimal(budgeted),
    spent: centsToDecimal(spent),
    committed: centsToDecimal(committed),
    remaining: remaining === null ? null : centsToDecimal(remaining),
    over_by: overBy === null ? null : centsToDecimal(overBy),
  };
}

/** The budget block's warning in words, when the payment takes its category over the month's budget. */
export const overBudgetWarning = (budget: TBudgetRemaining) =>
  budget.over_by === null ? undefined : overBudgetMessage(budget.category_label, monthLabel(budget.month), formatMoney(budget.over_by));

/**
 * Scheduled payments from a client's onboarding bills, first due on the 1st of next month; each bill once. */
export async function generateForClient(
  tx: Database,
  clientId: number,
  programId: number,
  actorId: number | null,
  today: string,
): Promise<number> {
  const bills = await tx
    .select({ bill: onboardingBills, typeName: reportingAccounts.name })
    .from(onboardingBills)
    .innerJoin(onboardingProfiles, eq(onboardingProfiles.id, onboardingBills.profileId))
    .innerJoin(reportingAccounts, eq(reportingAccounts.id, onboardingBills.reportingAccountId))
    .where(eq(onboardingProfiles.clientUserId, clientId))
    .orderBy(asc(onboardingBills.position));
  const firstDue = dayPlusMonths(`${today.slice(0, 7)}-01`, 1);
  let created = 0;
  for (const { bill, typeName } of bills) {
    if (bill.amountCents <= 0) continue;
    const frequency: PaymentFrequency =
      bill.isRecursive === 1 && bill.billRepeatFrequencyId ? (FREQUENCY_OF_BILL[bill.billRepeatFrequencyId] ?? 'monthly') : 'once';
    const inserted = await tx
      .insert(scheduledPayments)
      .values({
        clientId,
        programId,
        reportingAccountId: bill.reportingAccountId,
        onboardingBillId: bill.id,
        description: typeName,
        category: BILL_TYPE_CATEGORY[bill.reportingAccountId] ?? 'other',
        amountCents: bill.amountCents,
        frequency,
        nextDueOn: firstDue,
        remainingCount: frequency === 'once' ? 1 : (bill.repeatIntervals ?? null),
        createdBy: actorId,
      })
      .onConflictDoNothing()
      .returning({ id: scheduledPayments.id });
    created += inserted.length;
  }
  return created;
}

/**
 * Money out: scheduled payments (made from onboarding bills when a client is activated, or by hand), the due list,
 * disbursements (draft → approved → paid or voided, a second approver above the limit, posted when paid) and the
 * weekly card loads made from each client's budget. Every action writes its audit row in its transaction.
 */
export function createPaymentService(db: Database, now: () => Date) {
  const today = () => officeToday(now());

  const scheduleSelect = (database: Database) =>
    database
      .select({
        row: scheduledPayments,
        vendorName: paymentVendors.name,
        billTypeName: reportingAccounts.name,
      })
      .from(scheduledPayments)
      .leftJoin(paymentVendors, eq(paymentVendors.id, scheduledPayments.vendorId))
      .leftJoin(reportingAccounts, eq(reportingAccounts.id, scheduledPayments.reportingAccountId));

  async function toSchedules(rows: ScheduleRow[]): Promise<TScheduledPayment[]> {
    const clients = await clientRefs(
      db,
      rows.map((row) => row.clientId),
    );
    return rows.map((row) => ({
      id: row.id,
      client: clients.get(row.clientId)!,
      program_id: row.programId,
      vendor: row.vendorId && row.vendorName ? { id: row.vendorId, name: row.vendorName } : null,
      payee: row.vendorName ?? row.billTypeName ?? row.description,
      bill_type: row.reportingAccountId && row.billTypeName ? { id: row.reportingAccountId, name: row.billTypeName } : null,
      description: row.description,
      category: row.category,
      category_label: TRANSACTION_CATEGORY_LABELS[row.category],
      amount: centsToDecimal(Number(row.amountCents)),
      frequency: row.frequency,
      frequency_label: PAYMENT_FREQUENCY_LABELS[row.frequency],
      next_due_on: row.nextDueOn,
      remaining_count: row.remainingCount,
      is_active: row.isActive,
      onboarding_bill_id: row.onboardingBillId,
    }));
  }

  const flatten = (
    rows: { row: typeof scheduledPayments.$inferSelect; vendorName: string | null; billTypeName: string | null }[],
  ): ScheduleRow[] => rows.map(({ row, vendorName, billTypeName }) => ({ ...row, vendorName, billTypeName }));

  async function schedule(id: number, database: Database = db) {
    const [row] = flatten(await scheduleSelect(database).where(eq(scheduledPayments.id, id)).limit(1));
    if (!row) throw notFound(SCHEDULE_NOT_FOUND_MESSAGE);
    return row;
  }

  async function vendorName(vendorId: number | null | undefined, database: Database = db) {
    if (!vendorId) return null;
    const [row] = await database.select({ name: paymentVendors.name }).from(paymentVendors).where(eq(paymentVendors.id, vendorId)).limit(1);
    if (!row) throw validationFailed({ vendor_id: ['Choose a vendor from the list.'] });
    return row.name;
  }

  /** Approved, not paid: money already promised out of the client's account (this one aside). */
  async function committedCents(clientId: number, programId: number, except: number | null, filter?: SQL, database: Database = db) {
    const [row] = await database
      .select({ total: sql<string>`coalesce(sum(${disbursements.amountCents}), 0)::text` })
      .from(disbursements)
      .where(
        and(
          eq(disbursements.clientId, clientId),
          eq(disbursements.programId, programId),
          eq(disbursements.status, 'approved'),
          except === null ? undefined : ne(disbursements.id, except),
          filter,
        ),
      );
    return toCents(row?.total);
  }

  /**
   * The payments as the screens read them, for `asker` (whether they may approve). `paidOn`: a day the pay form
   * names, for the budget block of a payment not paid yet (else today's).
   */
  async function toDisbursements(rows: DisbursementRow[], asker: number | null, paidOn?: string): Promise<TDisbursement[]> {
    if (rows.length === 0) return [];
    const limit = await approvalLimitCents(db);
    const clients = await clientRefs(
      db,
      rows.map((row) => row.clientId),
    );
    const staff = await staffRefs(
      db,
      rows.flatMap((row) => [row.draftedBy, row.approvedBy, row.paidBy, row.voidedBy]),
    );
    const vendorIds = [...new Set(rows.map((row) => row.vendorId).filter((id): id is number => id !== null))];
    const vendors = vendorIds.length
      ? new Map(
          (
            await db
              .select({ id: paymentVendors.id, name: paymentVendors.name })
              .from(paymentVendors)
              .where(inArray(paymentVendors.id, vendorIds))
          ).map((v) => [v.id, v]),
        )
      : new Map<number, { id: number; name: string }>();
    const journal = createJournal(db);
    const out: TDisbursement[] = [];
    for (const row of rows) {
      const amount = Number(row.amountCents);
      const account = await journal.clientAccount(row.clientId, row.programId);
      const balance = account === undefined ? 0 : await journal.sumOf(account);
      const committed = await committedCents(row.clientId, row.programId, row.id);
      const isUnpaid = row.status === 'draft' || row.status === 'approved';
      const asOf = isUnpaid && paidOn ? paidOn : today();
      const month = budgetMonthOf(row, asOf);
      const figures = (await categoryFigures(db, row.clientId, row.programId, month, today(), row.id)).get(row.category)!;
      const needsSecond = amount > limit;
      let cannot: string | null = null;
      if (row.status !== 'draft')
        cannot = row.status === 'approved' ? 'It is approved already.' : `It is ${DISBURSEMENT_STATUS_LABELS[row.status].toLowerCase()}.`;
      else if (needsSecond && asker !== null && row.draftedBy === asker) cannot = secondApproverMessage(formatMoney(centsToDecimal(limit)));
      out.push({
        id: row.id,
        kind: row.kind,
        kind_label: DISBURSEMENT_KIND_LABELS[row.kind],
        status: row.status,
        status_label: DISBURSEMENT_STATUS_LABELS[row.status],
        client: clients.get(row.clientId)!,
        program_id: row.programId,
        vendor: row.vendorId ? (vendors.get(row.vendorId) ?? null) : null,
        payee: row.payeeName,
        description: row.description,
        category: row.category,
        category_label: TRANSACTION_CATEGORY_LABELS[row.category],
        amount: centsToDecimal(amount),
        due_on: row.dueOn,
        scheduled_payment_id: row.scheduledPaymentId,
        drafted_by: refOf(staff, row.draftedBy),
        drafted_at: row.draftedAt.toISOString(),
        approved_by: refOf(staff, row.approvedBy),
        approved_at: row.approvedAt?.toISOString() ?? null,
        paid_by: refOf(staff, row.paidBy),
        paid_at: row.paidAt?.toISOString() ?? null,
        paid_on: row.paidOn,
        payment_method: row.paymentMethod,
        payment_reference: row.paymentReference,
        entry_id: row.entryId,
        voided_by: refOf(staff, row.voidedBy),
        voided_at: row.voidedAt?.toISOString() ?? null,
        void_reason: row.voidReason,
        reversal_entry_id: row.reversalEntryId,
        override_reason: row.overrideReason,
        needs_second_approver: needsSecond,
        approval_limit: centsToDecimal(limit),
        can_approve: cannot === null,
        cannot_approve_reason: cannot,
        balance: centsToDecimal(balance),
        available: centsToDecimal(balance - committed),
        duplicate_reason: row.duplicateReason,
        budget: budgetBlock(row.category, month, figures, amount, isUnpaid),
      });
    }
    return out;
  }

  async function disbursementRow(id: number, database: Database = db, lock = false) {
    const query = database.select().from(disbursements).where(eq(disbursements.id, id)).limit(1);
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw notFound(DISBURSEMENT_NOT_FOUND_MESSAGE);
    return row;
  }

  async function read(id: number, asker: number | null, paidOn?: string) {
    return (await toDisbursements([await disbursementRow(id)], asker, paidOn))[0]!;
  }

  /**
   * Other payments to the same payee for the client in the month of `dueOn` (by its due date): drafted, approved or
   * paid (not voided), to the same vendor or under the same payee name, and the client's active schedules to that
   * payee with a payment due in the month not drafted yet. A schedule's own payments are not each other's duplicates.
   */
  async function possibleDuplicates(
    database: Database,
    draft: { clientId: number; vendorId: number | null; payeeName: string; dueOn: string; scheduleId: number | null },
  ): Promise<TPossibleDuplicate[]> {
    const { start, end } = monthBounds(draft.dueOn.slice(0, 7));
    const isSamePayee = (vendorId: number | null, payee: string) =>
      (draft.vendorId !== null && vendorId === draft.vendorId) || samePayeeName(payee, draft.payeeName);
    const payments = await database
      .select()
      .from(disbursements)
      .where(
        and(
          eq(disbursements.clientId, draft.clientId),
          inArray(disbursements.status, ['draft', 'approved', 'paid']),
          gte(disbursements.dueOn, start),
          lte(disbursements.dueOn, end),
        ),
      )
      .orderBy(asc(disbursements.dueOn), asc(disbursements.id));
    const schedules = flatten(
      await scheduleSelect(database)
        .where(
          and(
            eq(scheduledPayments.clientId, draft.clientId),
            eq(scheduledPayments.isActive, true),
            isNotNull(scheduledPayments.nextDueOn),
            lte(scheduledPayments.nextDueOn, end),
          ),
        )
        .orderBy(asc(scheduledPayments.nextDueOn), asc(scheduledPayments.id)),
    );
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
      const payee = row.vendorName ?? row.billTypeName ?? row.description;
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
        const row = await schedule(query.scheduled_payment_id);
        dueOn ??= row.nextDueOn ?? undefined;
        draft = {
          clientId: row.clientId,
          programId: row.programId,
          vendorId: row.vendorId,
          payeeName: row.vendorName ?? row.billTypeName ?? row.description,
          category: row.category,
          amount: Number(row.amountCents),
          scheduleId: row.id,
        };
      } else {
        if (query.client_id === undefined) return { budget: null, duplicates: [], duplicate_warning: null };
        await enrolledClient(db, query.client_id, query.program_id);
        draft = {
          clientId: query.client_id,
          programId: query.program_id,
          vendorId: query.vendor_id ?? null,
          payeeName: (await vendorName(query.vendor_id)) ?? query.payee_name ?? null,
          category: query.category,
          amount: query.amount,
          scheduleId: null,
        };
      }
      let budget: TBudgetRemaining | null = null;
      if (draft.category !== undefined) {
        const month = budgetMonthOf({ paidOn: null }, today());
        const figures = (await categoryFigures(db, draft.clientId, draft.programId, month, today())).get(draft.category)!;
        budget = budgetBlock(draft.category, month, figures, draft.amount ?? null, true);
      }
      const duplicates =
        draft.payeeName && dueOn
          ? await possibleDuplicates(db, { ...draft, payeeName: draft.payeeName, dueOn, scheduleId: draft.scheduleId })
          : [];
      return { budget, duplicates, duplicate_warning: dueOn ? duplicateWarning(duplicates, dueOn) : null };
    },

    async schedulesPage(query: { client_id?: number; is_active?: boolean; page: number; per_page: number }) {
      const where = and(
        query.client_id ? eq(scheduledPayments.clientId, query.client_id) : undefined,
        query.is_active === undefined ? undefined : eq(scheduledPayments.isActive, query.is_active),
      );
      const [rows, [{ total } = { total: 0 }]] = await Promise.all([
        scheduleSelect(db)
          .where(where)
          .orderBy(asc(scheduledPayments.nextDueOn), asc(scheduledPayments.id))
          .limit(query.per_page)
          .offset(pageOffset(query.page, query.per_page)),
        db.select({ total: count() }).from(scheduledPayments).where(where),
      ]);
      return { data: await toSchedules(flatten(rows)), meta: pageMeta(query.page, query.per_page, total) };
    },

    readSchedule: async (id: number) => (await toSchedules([await schedule(id)]))[0]!,

    async createSchedule(input: TScheduledPaymentRequest, actor: StaffActor) {
      await enrolledClient(db, input.client_id, input.program_id);
      await vendorName(input.vendor_id);
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(scheduledPayments)
          .values({ clientId: input.client_id, programId: input.program_id, ...scheduleColumns(input), createdBy: actor.staffUserId })
          .returning({ id: scheduledPayments.id });
        await createAuditRepository(tx).record({
          action: 'finance.schedule_create',
          staffUserId: actor.staffUserId,
          clientId: input.client_id,
          recordType: 'scheduled_payment',
          recordId: row!.id,
          ip: actor.ip,
          details: { amount_cents: input.amount, frequency: input.frequency },
          at: now(),
        });
        return row!.id;
      });
      return (await toSchedules([await schedule(id)]))[0]!;
    },

    async updateSchedule(id: number, input: TScheduledPaymentRequest, actor: StaffActor) {
      const current = await schedule(id);
      await vendorName(input.vendor_id);
      await db.transaction(async (tx) => {
        await tx.update(scheduledPayments).set(scheduleColumns(input)).where(eq(scheduledPayments.id, id));
        await createAuditRepository(tx).record({
          action: 'finance.schedule_update',
          staffUserId: actor.staffUserId,
          clientId: current.clientId,
          recordType: 'scheduled_payment',
          recordId: id,
          ip: actor.ip,
          details: { amount_cents: input.amount, frequency: input.frequency, is_active: input.is_active },
          at: now(),
        });
      });
      return (await toSchedules([await schedule(id)]))[0]!;
    },

    /** For one active client or every one: their onboarding bills as scheduled payments (each bill once). */
    async generateSchedules(clientId: number | undefined, actor: StaffActor) {
      return db.transaction(async (tx) => {
        const enrolments = await tx
          .select({ clientId: clientPrograms.clientId, programId: clientPrograms.programId })
          .from(clientPrograms)
          .where(and(eq(clientPrograms.status, 1), clientId ? eq(clientPrograms.clientId, clientId) : undefined))
          .orderBy(asc(clientPrograms.clientId), asc(clientPrograms.programId));
        // A client's bills are paid from one program: the first they are active in.
        const seen = new Set<number>();
        let created = 0;
        for (const enrolment of enrolments) {
          if (seen.has(enrolment.clientId)) continue;
          seen.add(enrolment.clientId);
          created += await generateForClient(tx, enrolment.clientId, enrolment.programId, actor.staffUserId, today());
        }
        await createAuditRepository(tx).record({
          action: 'finance.schedules_generate',
          staffUserId: actor.staffUserId,
          clientId: clientId ?? null,
          recordType: 'scheduled_payment',
          ip: actor.ip,
          details: { created },
          at: now(),
        });
        return { created, on: null };
      });
    },

    /** Each payment due from today to `days` ahead (and any overdue, not paid): schedules' next payments and drafts. */
    async due(days: number): Promise<TDueItem[]> {
      const end = dayPlus(today(), days);
      const schedules = flatten(
        await scheduleSelect(db)
          .where(and(eq(scheduledPayments.isActive, true), isNotNull(scheduledPayments.nextDueOn), lte(scheduledPayments.nextDueOn, end)))
          .orderBy(asc(scheduledPayments.nextDueOn)),
      );
      const pending = await db
        .select()
        .from(disbursements)
        .where(and(inArray(disbursements.status, ['draft', 'approved']), lte(disbursements.dueOn, end)))
        .orderBy(asc(disbursements.dueOn));
      const clients = await clientRefs(db, [...schedules.map((row) => row.clientId), ...pending.map((row) => row.clientId)]);
      const items: TDueItem[] = [];
      for (const row of schedules) {
        let due: string | null = row.nextDueOn;
        let left = row.remainingCount;
        while (due && due <= end && (left === null || left > 0)) {
          items.push({
            due_on: due,
            client: clients.get(row.clientId)!,
            program_id: row.programId,
            payee: row.vendorName ?? row.billTypeName ?? row.description,
            description: row.description,
            category: row.category,
            category_label: TRANSACTION_CATEGORY_LABELS[row.category],
            amount: centsToDecimal(Number(row.amountCents)),
            scheduled_payment_id: row.id,
            disbursement: null,
          });
          due = nextOccurrence(due, row.frequency);
          if (left !== null) left -= 1;
        }
      }
      for (const row of pending) {
        items.push({
          due_on: row.dueOn,
          client: clients.get(row.clientId)!,
          program_id: row.programId,
          payee: row.payeeName,
          description: row.description,
          category: row.category,
          category_label: TRANSACTION_CATEGORY_LABELS[row.category],
          amount: centsToDecimal(Number(row.amountCents)),
          scheduled_payment_id: row.scheduledPaymentId,
          disbursement: { id: row.id, status: row.status, status_label: DISBURSEMENT_STATUS_LABELS[row.status] },
        });
      }
      return items.sort((a, b) => a.due_on.localeCompare(b.due_on) || a.client.name.localeCompare(b.client.name));
    },

    async page(query: TDisbursementQuery, asker: number) {
      const where = and(
        query.status?.length ? inArray(disbursements.status, query.status) : undefined,
        query.client_id ? eq(disbursements.clientId, query.client_id) : undefined,
        query.kind ? eq(disbursements.kind, query.kind) : undefined,
        query.due_from ? gte(disbursements.dueOn, query.due_from) : undefined,
        query.due_to ? lte(disbursements.dueOn, query.due_to) : undefined,
      );
      const [rows, [{ total } = { total: 0 }]] = await Promise.all([
        db
          .select()
          .from(disbursements)
          .where(where)
          .orderBy(asc(disbursements.dueOn), asc(disbursements.id))
          .limit(query.per_page)
          .offset(pageOffset(query.page, query.per_page)),
        db.select({ total: count() }).from(disbursements).where(where),
      ]);
      return { data: await toDisbursements(rows, asker), meta: pageMeta(query.page, query.per_page, total) };
    },

    /**
     * A draft, from a schedule's next payment (which then moves on) or by hand; a possible duplicate only with a reason
     * (kept on the payment and in the audit trail). Answers the payment and, when it would take its category over the
     * month's budget, the warning in words (it is drafted all the same).
     */
    async draft(input: TDisbursementDraftRequest, actor: StaffActor) {
      const id = await db
        .transaction(async (tx) => {
          let values: typeof disbursements.$inferInsert;
          if ('scheduled_payment_id' in input) {
            const [locked] = await tx
              .select()
              .from(scheduledPayments)
              .where(eq(scheduledPayments.id, input.scheduled_payment_id))
              .for('update');
            if (!locked) throw notFound(SCHEDULE_NOT_FOUND_MESSAGE);
            const row = await schedule(locked.id, tx);
            if (!row.isActive || !row.nextDueOn) throw new ApiError(409, 'This scheduled payment has nothing left to pay.');
            if (row.nextDueOn !== input.due_on) {
              throw validationFailed({ due_on: [`The next payment of this schedule is due on ${row.nextDueOn}: draft that one first.`] });
            }
            const left = row.remainingCount === null ? null : row.remainingCount - 1;
            await tx
              .update(scheduledPayments)
              .set({ nextDueOn: left === 0 ? null : nextOccurrence(row.nextDueOn, row.frequency), remainingCount: left })
              .where(eq(scheduledPayments.id, row.id));
            values = {
              kind: 'bill',
              clientId: row.clientId,
              programId: row.programId,
              vendorId: row.vendorId,
              payeeName: row.vendorName ?? row.billTypeName ?? row.description,
              description: row.description,
              category: row.category,
              amountCents: row.amountCents,
              dueOn: input.due_on,
              scheduledPaymentId: row.id,
              generatedKey: `schedule:${row.id}:${input.due_on}`,
            };
          } else {
            await enrolledClient(tx, input.client_id, input.program_id);
            const vendor = await vendorName(input.vendor_id, tx);
            if (!vendor && !input.payee_name) throw validationFailed({ payee_name: ['Choose a vendor or enter who is paid.'] });
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
          const duplicates = await possibleDuplicates(tx, {
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
          const [row] = await tx
            .insert(disbursements)
            .values({ ...values, status: 'draft', draftedBy: actor.staffUserId, draftedAt: now(), duplicateReason })
            .returning();
          await audit(tx, 'finance.disbursement_draft', row!, actor, {
            reason: duplicateReason,
            details: {
              kind: row!.kind,
              ...(duplicates.length > 0 ? { possible_duplicate_of: duplicates.map((other) => ({ kind: other.kind, id: other.id })) } : {}),
            },
          });
          return row!.id;
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw new ApiError(409, 'A payment for that date was drafted already.');
          throw error;
        });
      const payment = await read(id, actor.staffUserId);
      return { payment, warning: overBudgetWarning(payment.budget) };
    },

    /** draft → approved. Above the limit, not by the drafter; not beyond what the client has, unless overridden. */
    async approve(id: number, overrideReason: string | undefined, actor: StaffActor) {
      await db.transaction(async (tx) => {
        const row = await disbursementRow(id, tx, true);
        if (row.status !== 'draft')
          throw new ApiError(409, `Only a draft can be approved; this payment is ${DISBURSEMENT_STATUS_LABELS[row.status].toLowerCase()}.`);
        const limit = await approvalLimitCents(tx);
        const amount = Number(row.amountCents);
        if (amount > limit && row.draftedBy === actor.staffUserId) {
          throw new ApiError(409, secondApproverMessage(formatMoney(centsToDecimal(limit))));
        }
        const journal = createJournal(tx);
        const account = await journal.clientAccount(row.clientId, row.programId);
        const balance = account === undefined ? 0 : await journal.sumOf(account);
        const committed = await committedCents(row.clientId, row.programId, row.id, undefined, tx);
        if (balance - committed - amount < 0 && !overrideReason) {
          const client = (await clientRefs(tx, [row.clientId])).get(row.clientId);
          throw new OverdraftError(client?.name ?? 'the client', balance - committed, amount);
        }
        await tx
          .update(disbursements)
          .set({
            status: 'approved',
            approvedBy: actor.staffUserId,
            approvedAt: now(),
            ...(overrideReason ? { overrideReason, overrideBy: actor.staffUserId } : {}),
          })
          .where(eq(disbursements.id, id));
        await audit(tx, 'finance.disbursement_approve', row, actor, {
          reason: overrideReason ?? null,
          details: { drafted_by: row.draftedBy, above_limit: amount > limit, ...(overrideReason ? { overdraft_override: true } : {}) },
        });
      });
      return read(id, actor.staffUserId);
    },

    /** approved → paid: posted to the journal (client → bank), with the check number or transfer reference. */
    async pay(id: number, input: TDisbursementPayRequest, actor: StaffActor) {
      await db.transaction(async (tx) => {
        const row = await disbursementRow(id, tx, true);
        if (row.status !== 'approved') {
          throw new ApiError(
            409,
            row.status === 'draft'
              ? 'This payment must be approved before it is paid.'
              : `This payment is ${DISBURSEMENT_STATUS_LABELS[row.status].toLowerCase()}.`,
          );
        }
        const journal = createJournal(tx);
        const account = await journal.clientAccount(row.clientId, row.programId);
        if (account === undefined) throw notFound('That client has no account in that program.');
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
        await tx
          .update(disbursements)
          .set({
            status: 'paid',
            paidBy: actor.staffUserId,
            paidAt: now(),
            paidOn,
            paymentMethod: input.method,
            paymentReference: input.reference ?? null,
            entryId,
            ...(input.override_reason ? { overrideReason: input.override_reason, overrideBy: actor.staffUserId } : {}),
          })
          .where(eq(disbursements.id, id));
        await audit(tx, 'finance.disbursement_pay', row, actor, {
          reason: input.override_reason ?? null,
          details: { entry_id: entryId, method: input.method, ...(input.override_reason ? { overdraft_override: true } : {}) },
        });
      });
      return read(id, actor.staffUserId);
    },

    /** → voided, with a reason; a paid payment is undone by a reversal entry (its money back to the client). */
    async void(id: number, reason: string, actor: StaffActor) {
      await db.transaction(async (tx) => {
        const row = await disbursementRow(id, tx, true);
        if (row.status === 'voided') throw new ApiError(409, 'This payment is voided already.');
        let reversalEntryId: number | null = null;
        if (row.status === 'paid' && row.entryId !== null) {
          const [original] = await readEntries(tx, [row.entryId]);
          if (original!.reversed_by_entry_id !== null)
            throw new ApiError(409, `Its entry was reversed already, by entry ${original!.reversed_by_entry_id}.`);
          reversalEntryId = await createJournal(tx).post(
            {
              kind: 'reversal',
              postedOn: today(),
              description: `Voided payment: ${original!.description}`.slice(0, 200),
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
        await tx
          .update(disbursements)
          .set({ status: 'voided', voidedBy: actor.staffUserId, voidedAt: now(), voidReason: reason, reversalEntryId })
          .where(eq(disbursements.id, id));
        await audit(tx, 'finance.disbursement_void', row, actor, {
          reason,
          details: { was: row.status, reversal_entry_id: reversalEntryId },
        });
      });
      return read(id, actor.staffUserId);
    },

    /**
     * The week's card loads (drafts, due Friday): 7/30 of the on-card budget line of every active enrolment, one per
     * client and week (Monday to Sunday): none for a client whose card was loaded that week already, whether drafted
     * before, paid, or posted without a draft (cardLoadDays), and the draft's key is the client's week, so two runs
     * at once draft it once.
     */
    async generateCardLoads(weekOf: string | undefined, actor: StaffActor) {
      const friday = fridayOfWeek(weekOf ?? today());
      return db.transaction(async (tx) => {
        const loaded = new Set((await cardLoadDays(tx, dayPlus(friday, -4), dayPlus(friday, 2))).map((load) => load.clientId));
        const lines = await tx
          .select({ budget: clientBudgets })
          .from(clientBudgets)
          .innerJoin(
            clientPrograms,
            and(
              eq(clientPrograms.clientId, clientBudgets.clientId),
              eq(clientPrograms.programId, clientBudgets.programId),
              eq(clientPrograms.status, 1),
            ),
          )
          .where(and(eq(clientBudgets.onCard, true), sql`${clientBudgets.monthlyCents} > 0`))
          .orderBy(asc(clientBudgets.clientId), asc(clientBudgets.category));
        let created = 0;
        for (const { budget } of lines) {
          const amount = weeklyFromMonthly(Number(budget.monthlyCents));
          if (amount <= 0 || loaded.has(budget.clientId)) continue;
          loaded.add(budget.clientId);
          const inserted = await tx
            .insert(disbursements)
            .values({
              kind: 'card_load',
              status: 'draft',
              clientId: budget.clientId,
              programId: budget.programId,
              payeeName: 'Client debit card',
              description: `Weekly debit card load: ${TRANSACTION_CATEGORY_LABELS[budget.category].toLowerCase()}`,
              category: budget.category,
              amountCents: amount,
              dueOn: friday,
              generatedKey: `card:${budget.clientId}:${friday}`,
              draftedBy: actor.staffUserId,
              draftedAt: now(),
            })
            .onConflictDoNothing()
            .returning({ id: disbursements.id });
          created += inserted.length;
        }
        await createAuditRepository(tx).record({
          action: 'finance.card_loads_generate',
          staffUserId: actor.staffUserId,
          recordType: 'disbursement',
          ip: actor.ip,
          details: { created, load_date: friday },
          at: now(),
        });
        return { created, on: friday };
      });
    },
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
