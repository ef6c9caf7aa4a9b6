import {
  centsToDecimal,
  pageMeta,
  pageOffset,
  PAYMENT_FREQUENCY_LABELS,
  type PaymentFrequency,
  type TDueItem,
  type TScheduledPayment,
  type TScheduledPaymentRequest,
  TRANSACTION_CATEGORY_LABELS,
  DISBURSEMENT_STATUS_LABELS,
} from '@payee/contract';
import type { Database } from '../../db/client';
import { notFound, validationFailed } from '../../lib/api-error';
import { createAuditRepository, type StaffActor } from '../audit';
import { dayPlus, dayPlusMonths, enrolledClient, officeToday } from './common';
import { createFinanceRepository, type FinanceRepository } from './repository/index';
import type { ScheduleRow } from './repository/payments';
import { API_FINANCE_MESSAGES } from '@payee/content/api-finance';

export const SCHEDULE_NOT_FOUND_MESSAGE = API_FINANCE_MESSAGES.schedules.notFound;

export { nextOccurrence } from './frequency';

/** Who a schedule pays, as its payments name them: the vendor, else the bill type, else its description. */
export const schedulePayee = (row: Pick<ScheduleRow, 'vendorName' | 'billTypeName' | 'description'>) =>
  row.vendorName ?? row.billTypeName ?? row.description;

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

/** The schedule, or 404. */
export async function scheduleOf(repository: FinanceRepository, id: number) {
  const row = await repository.payments.schedule(id);
  if (!row) throw notFound(SCHEDULE_NOT_FOUND_MESSAGE);
  return row;
}

/** The vendor's name (null without one), or 422 at `vendor_id` when there is no such vendor. */
export async function vendorNameOf(repository: FinanceRepository, vendorId: number | null | undefined) {
  if (!vendorId) return null;
  const row = await repository.refs.vendor(vendorId);
  if (!row) throw validationFailed({ vendor_id: [API_FINANCE_MESSAGES.schedules.chooseAVendor] });
  return row.name;
}

/**
 * Scheduled payments from a client's onboarding bills, first due on the 1st of the month after `today`; each bill
 * once. Inside the caller's transaction (the client's activation, or the command for active clients).
 */
export async function generateForClient(
  tx: Database,
  clientId: number,
  programId: number,
  actorId: number | null,
  today: string,
): Promise<number> {
  const repository = createFinanceRepository(tx);
  const bills = await repository.payments.onboardingBillsOf(clientId);
  const firstDue = dayPlusMonths(`${today.slice(0, 7)}-01`, 1);
  let created = 0;
  for (const { bill, typeName, category, frequency: repeats } of bills) {
    if (bill.amountCents <= 0) continue;
    // How often it repeats and what it is paid from are columns of the reference rows (bill frequencies, bill types).
    const frequency: PaymentFrequency = bill.isRecursive === 1 && bill.billRepeatFrequencyId ? (repeats ?? 'monthly') : 'once';
    created += await repository.payments.insertScheduleOnce({
      clientId,
      programId,
      reportingAccountId: bill.reportingAccountId,
      onboardingBillId: bill.id,
      description: typeName,
      category: category ?? 'other',
      amountCents: bill.amountCents,
      frequency,
      nextDueOn: firstDue,
      remainingCount: frequency === 'once' ? 1 : (bill.repeatIntervals ?? null),
      createdBy: actorId,
    });
  }
  return created;
}

/**
 * Scheduled payments (made from onboarding bills when a client is activated, or by hand) and the due list: each
 * schedule's payments to come, and the payments drafted not paid yet. Every change writes its audit row.
 */
export function createScheduleService(db: Database, now: () => Date) {
  const repository = createFinanceRepository(db);
  const today = () => officeToday(now());

  async function toSchedules(rows: ScheduleRow[]): Promise<TScheduledPayment[]> {
    const clients = await repository.refs.clientRefs(rows.map((row) => row.clientId));
    return rows.map((row) => ({
      id: row.id,
      client: clients.get(row.clientId)!,
      program_id: row.programId,
      vendor: row.vendorId && row.vendorName ? { id: row.vendorId, name: row.vendorName } : null,
      payee: schedulePayee(row),
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

  const readSchedule = async (id: number) => (await toSchedules([await scheduleOf(repository, id)]))[0]!;

  return {
    async schedulesPage(query: { client_id?: number; is_active?: boolean; page: number; per_page: number }) {
      const { rows, total } = await repository.payments.schedulesPage(query, query.per_page, pageOffset(query.page, query.per_page));
      return { data: await toSchedules(rows), meta: pageMeta(query.page, query.per_page, total) };
    },

    readSchedule,

    async createSchedule(input: TScheduledPaymentRequest, actor: StaffActor) {
      await enrolledClient(repository.refs, input.client_id, input.program_id);
      await vendorNameOf(repository, input.vendor_id);
      const id = await db.transaction(async (tx) => {
        const scheduleId = await createFinanceRepository(tx).payments.insertSchedule({
          clientId: input.client_id,
          programId: input.program_id,
          ...scheduleColumns(input),
          createdBy: actor.staffUserId,
        });
        await createAuditRepository(tx).record({
          action: 'finance.schedule_create',
          staffUserId: actor.staffUserId,
          clientId: input.client_id,
          recordType: 'scheduled_payment',
          recordId: scheduleId,
          ip: actor.ip,
          details: { amount_cents: input.amount, frequency: input.frequency },
          at: now(),
        });
        return scheduleId;
      });
      return readSchedule(id);
    },

    async updateSchedule(id: number, input: TScheduledPaymentRequest, actor: StaffActor) {
      const current = await scheduleOf(repository, id);
      await vendorNameOf(repository, input.vendor_id);
      await db.transaction(async (tx) => {
        await createFinanceRepository(tx).payments.updateSchedule(id, scheduleColumns(input));
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
      return readSchedule(id);
    },

    /** For one active client or every one: their onboarding bills as scheduled payments (each bill once). */
    async generateSchedules(clientId: number | undefined, actor: StaffActor) {
      return db.transaction(async (tx) => {
        const enrolments = await createFinanceRepository(tx).refs.activeEnrolments(clientId);
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

    /**
     * A page of the payments due from today to `days` ahead (and any overdue, not paid): each schedule's payments to
     * come and the payments drafted not paid yet, by due date; paged in the database, so a page costs the same
     * statements (the page, its total, its clients) whatever the office's size.
     */
    async duePage(query: { days: number; page: number; per_page: number }) {
      const end = dayPlus(today(), query.days);
      const { rows, total } = await repository.payments.duePage(end, query.per_page, pageOffset(query.page, query.per_page));
      const clients = await repository.refs.clientRefs(rows.map((row) => row.clientId));
      const data: TDueItem[] = rows.map((row) => ({
        due_on: row.dueOn,
        client: clients.get(row.clientId)!,
        program_id: row.programId,
        payee: row.payeeName ?? schedulePayee(row),
        description: row.description,
        category: row.category,
        category_label: TRANSACTION_CATEGORY_LABELS[row.category],
        amount: centsToDecimal(row.amountCents),
        scheduled_payment_id: row.scheduledPaymentId,
        disbursement:
          row.disbursementId === null || row.status === null
            ? null
            : { id: row.disbursementId, status: row.status, status_label: DISBURSEMENT_STATUS_LABELS[row.status] },
      }));
      return { data, meta: pageMeta(query.page, query.per_page, total) };
    },
  };
}
