import type { PaymentMethod, TCheckCsvQuery, TPaymentRunCandidatesQuery } from '@payee/contract';
import { and, asc, count, desc, eq, gte, inArray, lte, notExists, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { checks, disbursements, paymentRunPayments, paymentRuns, paymentVendors, settings } from '../../../db/schema/index';

export type PaymentRunRow = typeof paymentRuns.$inferSelect;
export type CheckRow = typeof checks.$inferSelect;
export type NewCheck = typeof checks.$inferInsert;

/** The setting that holds the check stock's next number. */
export const NEXT_CHECK_NUMBER_KEY = 'next_check_number';
/** The check stock's first number before finance sets one. */
export const FIRST_CHECK_NUMBER = 1001;

/**
 * How a payment is paid, as SQL: a card load onto the client's card, a vendor by the vendor's method, any other payee
 * by check. The candidates' filter and every run's figures read this one expression.
 */
export const paymentMethodSql = sql<PaymentMethod>`(case when ${disbursements.kind} = 'card_load' then 'card' else coalesce(${paymentVendors.paymentMethod}, 'check') end)`;

/** A payment of a run (or a candidate) with its vendor, its method and, once paid, its check. */
const paymentColumns = {
  payment: disbursements,
  vendorName: paymentVendors.name,
  method: paymentMethodSql,
  checkNumber: checks.number,
  traceNumber: paymentRunPayments.traceNumber,
};
export type RunPaymentRow = {
  payment: typeof disbursements.$inferSelect;
  vendorName: string | null;
  method: PaymentMethod;
  checkNumber: number | null;
  /** A transfer's NACHA trace number, recorded when its run was paid with the ACH settings set. */
  traceNumber: string | null;
};

/** Payment runs' and checks' SQL (modules/finance/runs). Made on the database, or on a transaction for its work. */
export function createRunRepository(db: Database) {
  const paymentSelect = () =>
    db
      .select(paymentColumns)
      .from(disbursements)
      .leftJoin(paymentVendors, eq(paymentVendors.id, disbursements.vendorId))
      .leftJoin(checks, eq(checks.disbursementId, disbursements.id))
      .leftJoin(paymentRunPayments, eq(paymentRunPayments.disbursementId, disbursements.id));

  return {
    /** Payments not paid or voided and in no run, by the filters, oldest due first (at most `limit`). */
    async candidates(query: TPaymentRunCandidatesQuery, limit: number): Promise<RunPaymentRow[]> {
      const filters: (SQL | undefined)[] = [
        inArray(disbursements.status, ['draft', 'approved']),
        notExists(
          db
            .select({ one: sql`1` })
            .from(paymentRunPayments)
            .where(eq(paymentRunPayments.disbursementId, disbursements.id)),
        ),
        query.due_from ? gte(disbursements.dueOn, query.due_from) : undefined,
        query.due_to ? lte(disbursements.dueOn, query.due_to) : undefined,
        query.vendor_id ? eq(disbursements.vendorId, query.vendor_id) : undefined,
        query.category ? eq(disbursements.category, query.category) : undefined,
        query.method ? sql`${paymentMethodSql} = ${query.method}` : undefined,
      ];
      return paymentSelect()
        .where(and(...filters))
        .orderBy(asc(disbursements.dueOn), asc(disbursements.id))
        .limit(limit) as Promise<RunPaymentRow[]>;
    },

    /** Of these payments, the ids that may go in a run now, locked (not paid or voided, in no run). */
    async lockFreePayments(ids: readonly number[]): Promise<Set<number>> {
      const rows = await db
        .select({ id: disbursements.id })
        .from(disbursements)
        .where(
          and(
            inArray(disbursements.id, [...ids]),
            inArray(disbursements.status, ['draft', 'approved']),
            notExists(
              db
                .select({ one: sql`1` })
                .from(paymentRunPayments)
                .where(eq(paymentRunPayments.disbursementId, disbursements.id)),
            ),
          ),
        )
        .for('update', { of: disbursements });
      return new Set(rows.map((row) => row.id));
    },

    async existingPayments(ids: readonly number[]): Promise<Set<number>> {
      const rows = await db
        .select({ id: disbursements.id })
        .from(disbursements)
        .where(inArray(disbursements.id, [...ids]));
      return new Set(rows.map((row) => row.id));
    },

    async insertRun(values: typeof paymentRuns.$inferInsert, paymentIds: readonly number[]): Promise<PaymentRunRow> {
      const [row] = await db.insert(paymentRuns).values(values).returning();
      await db.insert(paymentRunPayments).values(paymentIds.map((disbursementId) => ({ runId: row!.id, disbursementId })));
      return row!;
    },

    async run(id: number, lock = false): Promise<PaymentRunRow | undefined> {
      const query = db.select().from(paymentRuns).where(eq(paymentRuns.id, id)).limit(1);
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    /** Records the transfers' NACHA trace numbers (disbursement id → trace number) on the run's payments. */
    async setTraceNumbers(runId: number, traces: ReadonlyMap<number, string>) {
      for (const [disbursementId, traceNumber] of traces) {
        await db
          .update(paymentRunPayments)
          .set({ traceNumber })
          .where(and(eq(paymentRunPayments.runId, runId), eq(paymentRunPayments.disbursementId, disbursementId)));
      }
    },

    async updateRun(id: number, columns: Partial<typeof paymentRuns.$inferInsert>) {
      await db.update(paymentRuns).set(columns).where(eq(paymentRuns.id, id));
    },

    /** A run's payments, oldest due first (then by id): the order they are approved, paid and numbered in. */
    async runPayments(runId: number): Promise<RunPaymentRow[]> {
      return paymentSelect().where(eq(paymentRunPayments.runId, runId)).orderBy(asc(disbursements.dueOn), asc(disbursements.id)) as Promise<
        RunPaymentRow[]
      >;
    },

    /** A page of runs, newest first, with each one's count and total of payments not voided. */
    async runsPage(limit: number, offset: number) {
      const [total] = await db.select({ total: count() }).from(paymentRuns);
      const rows = await db
        .select({
          run: paymentRuns,
          paymentCount: sql<number>`count(${disbursements.id}) filter (where ${disbursements.status} <> 'voided')`.mapWith(Number),
          totalCents:
            sql<number>`coalesce(sum(${disbursements.amountCents}) filter (where ${disbursements.status} <> 'voided'), 0)`.mapWith(Number),
        })
        .from(paymentRuns)
        .leftJoin(paymentRunPayments, eq(paymentRunPayments.runId, paymentRuns.id))
        .leftJoin(disbursements, eq(disbursements.id, paymentRunPayments.disbursementId))
        .groupBy(paymentRuns.id)
        .orderBy(desc(paymentRuns.id))
        .limit(limit)
        .offset(offset);
      return { rows, total: total?.total ?? 0 };
    },

    // The check stock and the register.

    /** The check stock's next number, locked for the transaction (its row made at the first number when missing). */
    async lockNextCheckNumber(): Promise<number> {
      await db.insert(settings).values({ key: NEXT_CHECK_NUMBER_KEY, value: FIRST_CHECK_NUMBER }).onConflictDoNothing();
      const [row] = await db.select().from(settings).where(eq(settings.key, NEXT_CHECK_NUMBER_KEY)).for('update').limit(1);
      return Number(row!.value);
    },

    async checkStock() {
      const [row] = await db.select().from(settings).where(eq(settings.key, NEXT_CHECK_NUMBER_KEY)).limit(1);
      return row;
    },

    async setNextCheckNumber(next: number, at: Date, staffUserId: number | null) {
      await db
        .insert(settings)
        .values({ key: NEXT_CHECK_NUMBER_KEY, value: next, updatedAt: at, updatedBy: staffUserId })
        .onConflictDoUpdate({ target: settings.key, set: { value: next, updatedAt: at, updatedBy: staffUserId } });
    },

    /** The highest check number given (null before the first). */
    async highestCheckNumber(): Promise<number | null> {
      const [row] = await db.select({ highest: sql<string | null>`max(${checks.number})::text` }).from(checks);
      return row?.highest == null ? null : Number(row.highest);
    },

    async insertChecks(values: (typeof checks.$inferInsert)[]) {
      if (values.length > 0) await db.insert(checks).values(values);
    },

    async check(id: number, lock = false): Promise<CheckRow | undefined> {
      const query = db.select().from(checks).where(eq(checks.id, id)).limit(1);
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    /** The issued check of a payment, voided with the payment (the register keeps its number and why). */
    async voidCheckOf(disbursementId: number, reason: string, at: Date, staffUserId: number) {
      return db
        .update(checks)
        .set({ status: 'voided', voidReason: reason, voidedAt: at, voidedBy: staffUserId })
        .where(and(eq(checks.disbursementId, disbursementId), eq(checks.status, 'issued')))
        .returning({ id: checks.id, number: checks.number });
    },

    /** Checks by number, by issue days and status; `limit` null for every one (the CSV). */
    async checksPage(query: TCheckCsvQuery, limit: number | null, offset = 0) {
      const where = and(
        query.from ? gte(checks.issuedOn, query.from) : undefined,
        query.to ? lte(checks.issuedOn, query.to) : undefined,
        query.status ? eq(checks.status, query.status) : undefined,
      );
      const [total] = await db.select({ total: count() }).from(checks).where(where);
      const base = db.select().from(checks).where(where).orderBy(asc(checks.number));
      const rows = limit === null ? await base : await base.limit(limit).offset(offset);
      return { rows, total: total?.total ?? 0 };
    },

    /** A run's paid payments' vendors, bank details as stored (the account number still encrypted). */
    async vendorsOf(ids: readonly number[]) {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(paymentVendors)
        .where(inArray(paymentVendors.id, [...ids]));
    },
  };
}

export type RunRepository = ReturnType<typeof createRunRepository>;
