import type { SpendingCategory, TDisbursementQuery } from '@payee/contract';
import { and, asc, type Column, count, eq, gte, inArray, isNotNull, isNull, lte, ne, notLike, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import {
  billRepeatFrequencies,
  clientBudgets,
  clientPrograms,
  disbursements,
  journalEntries,
  journalLines,
  ledgerAccounts,
  onboardingBills,
  onboardingProfiles,
  paymentRunPayments,
  paymentVendors,
  programs,
  reportingAccounts,
  scheduledPayments,
} from '../../../db/schema/index';
import { toCents } from '../../ledger';
import { FREQUENCY_STEPS, frequencyStepSql } from '../frequency';

export type ScheduleRow = typeof scheduledPayments.$inferSelect & { vendorName: string | null; billTypeName: string | null };
export type DisbursementRow = typeof disbursements.$inferSelect;
export type NewDisbursement = typeof disbursements.$inferInsert;
export type NewSchedule = typeof scheduledPayments.$inferInsert;
export type BudgetLineRow = typeof clientBudgets.$inferSelect;

/** A line of the due list: a schedule's payment to come (`disbursementId` null) or a payment not paid yet. */
export interface DueRow {
  dueOn: string;
  clientId: number;
  programId: number;
  /** A payment's payee; null for a schedule's, named by `schedulePayee` from the three after it. */
  payeeName: string | null;
  vendorName: string | null;
  billTypeName: string | null;
  description: string;
  category: SpendingCategory;
  amountCents: number;
  scheduledPaymentId: number | null;
  disbursementId: number | null;
  status: DisbursementRow['status'] | null;
}

/** A client's enrolment: the key of the figures read for many payments at once. */
export interface Enrolment {
  clientId: number;
  programId: number;
}
export const enrolmentKey = (clientId: number, programId: number) => `${clientId}:${programId}`;

/** Approved payments not paid yet, by enrolment (`enrolmentKey`): their total and their totals by category. */
export type ApprovedTotals = Map<string, { total: number; byCategory: Map<SpendingCategory, number> }>;

/** A card load a client had, by the day that places it in a week. */
export interface CardLoadDay {
  clientId: number;
  day: string;
}

const ofEnrolments = (enrolments: readonly Enrolment[], client: Column, program: Column) =>
  or(...enrolments.map((enrolment) => and(eq(client, enrolment.clientId), eq(program, enrolment.programId))));

/**
 * The due list to `end` as the CTE `due_key`, one narrow row a line (its due date, client, whether it is a payment,
 * and the schedule's or payment's id): each active schedule's payments from its next one to `end` (the recursive
 * `occurrence`: a step of `frequencyStepSql` at a time, while `remaining_count` allows; a payment made once has no
 * step), and the payments not paid yet (draft or approved) due by `end`.
 */
const dueKeys = (end: string, clients?: SQL) => {
  const ofClients = (column: SQL) => (clients ? sql` and ${column} in (${clients})` : sql``);
  const endDay = sql`${end}::date`;
  const step = frequencyStepSql(sql.raw('o.due_on'), sql.raw('o.frequency'));
  return sql`with recursive occurrence (schedule_id, client_id, frequency, due_on, remaining) as (
      select s.id, s.client_id, s.frequency, s.next_due_on, s.remaining_count from ${scheduledPayments} s
      where s.is_active and s.next_due_on <= ${endDay} and (s.remaining_count is null or s.remaining_count > 0)${ofClients(sql.raw('s.client_id'))}
    union all
      select o.schedule_id, o.client_id, o.frequency, ${step}, o.remaining - 1 from occurrence o
      where (o.remaining is null or o.remaining > 1) and ${step} <= ${endDay}
    ),
    due_key (due_on, client_id, is_payment, id) as (
      select due_on, client_id, false, schedule_id from occurrence
    union all
      select d.due_on, d.client_id, true, d.id from ${disbursements} d where d.status in ('draft', 'approved') and d.due_on <= ${endDay}${ofClients(sql.raw('d.client_id'))}
    )`;
};

/** A schedule with a payment due by `end` (its next one), active, with payments left: alias `s`. */
const scheduleDueBy = (endDay: SQL) =>
  sql`s.is_active and s.next_due_on <= ${endDay} and (s.remaining_count is null or s.remaining_count > 0)`;

/** The frequencies stepped in months (a month's length varies: their payments are stepped one at a time). */
const MONTH_FREQUENCIES = sql.raw(
  Object.entries(FREQUENCY_STEPS)
    .flatMap(([name, step]) => (step && 'months' in step ? [`'${name}'`] : []))
    .join(', '),
);

/**
 * How many lines the due list to `end` has, without listing them: a schedule stepped in days has
 * `(end - next) / days + 1` payments by then (fewer if fewer are left), one made once has one, and one stepped in
 * months has one unless its second is due by `end` too (an overdue one), when its payments are stepped one at a time
 * as the list does (`months`); and the payments not paid yet are counted from their index. A sum over the schedules
 * due, not a list of every line sorted and counted.
 */
const dueCountSql = (endDay: SQL) => {
  const step = (day: SQL, frequency: SQL) => frequencyStepSql(day, frequency);
  const dayCounts = Object.entries(FREQUENCY_STEPS).flatMap(([name, stepOf]) =>
    stepOf && 'days' in stepOf
      ? [
          sql`when ${sql.raw(`'${name}'`)} then least(coalesce(s.remaining_count, 2147483647), (${endDay} - s.next_due_on) / ${sql.raw(
            String(stepOf.days),
          )} + 1)`,
        ]
      : [],
  );
  const steppedInMonths = sql`s.frequency in (${MONTH_FREQUENCIES}) and ${step(sql.raw('s.next_due_on'), sql.raw('s.frequency'))} <= ${endDay}
    and (s.remaining_count is null or s.remaining_count > 1)`;
  return sql`(select count(*) from months)
    + (select coalesce(sum(case s.frequency ${sql.join(dayCounts, sql` `)} else 1 end), 0) from ${scheduledPayments} s
       where ${scheduleDueBy(endDay)} and not (${steppedInMonths}))
    + (select count(*) from ${disbursements} d where d.status in ('draft', 'approved') and d.due_on <= ${endDay})`;
};

/** The overdue schedules stepped in months with a second payment by `end`: each payment, as the CTE `months`. */
const monthsCte = (endDay: SQL) => {
  const step = frequencyStepSql(sql.raw('o.due_on'), sql.raw('o.frequency'));
  return sql`months (schedule_id, frequency, due_on, remaining) as (
      select s.id, s.frequency, s.next_due_on, s.remaining_count from ${scheduledPayments} s
      where ${scheduleDueBy(endDay)} and s.frequency in (${MONTH_FREQUENCIES})
        and ${frequencyStepSql(sql.raw('s.next_due_on'), sql.raw('s.frequency'))} <= ${endDay}
        and (s.remaining_count is null or s.remaining_count > 1)
    union all
      select o.schedule_id, o.frequency, ${step}, o.remaining - 1 from months o
      where (o.remaining is null or o.remaining > 1) and ${step} <= ${endDay}
    )`;
};

/**
 * The first `reach` lines of the due list to `end` as the CTE `due_key` (as dueKeys, in its order: due date, client,
 * schedules' before payments, id), from the first `reach` schedules by their next payment and the first `reach`
 * payments not paid yet, each read from its index in that order. Exact: a line among the first `reach` is a payment
 * among the first `reach` payments, or the payment of a schedule whose next payment comes before (or with) it, and
 * each schedule before that one brings a line before it, so it is among the first `reach` schedules.
 */
const firstDueKeys = (endDay: SQL, reach: number) => {
  const step = frequencyStepSql(sql.raw('o.due_on'), sql.raw('o.frequency'));
  return sql`first_schedules as (
      select s.id, s.client_id, s.frequency, s.next_due_on, s.remaining_count from ${scheduledPayments} s
      where ${scheduleDueBy(endDay)} order by s.next_due_on, s.client_id, s.id limit ${reach}
    ),
    occurrence (schedule_id, client_id, frequency, due_on, remaining) as (
      select id, client_id, frequency, next_due_on, remaining_count from first_schedules
    union all
      select o.schedule_id, o.client_id, o.frequency, ${step}, o.remaining - 1 from occurrence o
      where (o.remaining is null or o.remaining > 1) and ${step} <= ${endDay}
    ),
    due_key (due_on, client_id, is_payment, id) as (
      select due_on, client_id, false, schedule_id from occurrence
    union all
      (select d.due_on, d.client_id, true, d.id from ${disbursements} d where d.status in ('draft', 'approved') and d.due_on <= ${endDay}
       order by d.due_on, d.client_id, d.id limit ${reach})
    )`;
};

/**
 * The due list to `end` summed by client, as the CTE `due_by_client (client_id, cents)` after `due_key`: the list's
 * own lines (dueKeys: each schedule's payments to come and the payments not paid yet, overdue ones included), each
 * at its schedule's or payment's amount. The alerts compare balances with it (modules/alerts); `clients`, a query of
 * client ids, keeps to those clients' lines (the SSI recipients', not every client's).
 */
export const dueByClientSql = (end: string, clients?: SQL) => sql`${dueKeys(end, clients)},
    due_by_client (client_id, cents) as (
      select k.client_id, sum(coalesce(s.amount_cents, d.amount_cents))::bigint from due_key k
      left join ${scheduledPayments} s on not k.is_payment and s.id = k.id
      left join ${disbursements} d on k.is_payment and d.id = k.id
      group by k.client_id
    )`;

/** Money out's SQL: schedules, payments (disbursements), card loads and budgets. */
export function createPaymentRepository(db: Database) {
  const scheduleSelect = () =>
    db
      .select({ row: scheduledPayments, vendorName: paymentVendors.name, billTypeName: reportingAccounts.name })
      .from(scheduledPayments)
      .leftJoin(paymentVendors, eq(paymentVendors.id, scheduledPayments.vendorId))
      .leftJoin(reportingAccounts, eq(reportingAccounts.id, scheduledPayments.reportingAccountId));

  const flatten = (
    rows: { row: typeof scheduledPayments.$inferSelect; vendorName: string | null; billTypeName: string | null }[],
  ): ScheduleRow[] => rows.map(({ row, vendorName, billTypeName }) => ({ ...row, vendorName, billTypeName }));

  return {
    // Schedules.

    async schedule(id: number): Promise<ScheduleRow | undefined> {
      return flatten(await scheduleSelect().where(eq(scheduledPayments.id, id)).limit(1))[0];
    },

    /** The schedule's row locked for the transaction (its next payment is drafted once). */
    async lockSchedule(id: number) {
      const [row] = await db.select().from(scheduledPayments).where(eq(scheduledPayments.id, id)).for('update');
      return row;
    },

    async schedulesPage(query: { client_id?: number; is_active?: boolean }, limit: number, offset: number) {
      const where = and(
        query.client_id ? eq(scheduledPayments.clientId, query.client_id) : undefined,
        query.is_active === undefined ? undefined : eq(scheduledPayments.isActive, query.is_active),
      );
      const [rows, [{ total } = { total: 0 }]] = await Promise.all([
        scheduleSelect().where(where).orderBy(asc(scheduledPayments.nextDueOn), asc(scheduledPayments.id)).limit(limit).offset(offset),
        db.select({ total: count() }).from(scheduledPayments).where(where),
      ]);
      return { rows: flatten(rows), total };
    },

    /** Active schedules with a next payment due by `end` (one client's, or everyone's), by due date. */
    async activeSchedulesDueBy(end: string, clientId?: number) {
      return flatten(
        await scheduleSelect()
          .where(
            and(
              clientId === undefined ? undefined : eq(scheduledPayments.clientId, clientId),
              eq(scheduledPayments.isActive, true),
              isNotNull(scheduledPayments.nextDueOn),
              lte(scheduledPayments.nextDueOn, end),
            ),
          )
          .orderBy(asc(scheduledPayments.nextDueOn), asc(scheduledPayments.id)),
      );
    },

    /** A client's active schedules in a program with a next payment from `from` on, by due date. */
    async clientSchedulesFrom(clientId: number, programId: number, from: string) {
      return flatten(
        await scheduleSelect()
          .where(
            and(
              eq(scheduledPayments.clientId, clientId),
              eq(scheduledPayments.programId, programId),
              eq(scheduledPayments.isActive, true),
              isNotNull(scheduledPayments.nextDueOn),
              gte(scheduledPayments.nextDueOn, from),
            ),
          )
          .orderBy(asc(scheduledPayments.nextDueOn)),
      );
    },

    async insertSchedule(values: NewSchedule): Promise<number> {
      const [row] = await db.insert(scheduledPayments).values(values).returning({ id: scheduledPayments.id });
      return row!.id;
    },

    /** A schedule made from an onboarding bill, unless that bill has one already: how many were made (0 or 1). */
    async insertScheduleOnce(values: NewSchedule): Promise<number> {
      return (await db.insert(scheduledPayments).values(values).onConflictDoNothing().returning({ id: scheduledPayments.id })).length;
    },

    async updateSchedule(id: number, columns: Partial<NewSchedule>) {
      await db.update(scheduledPayments).set(columns).where(eq(scheduledPayments.id, id));
    },

    /**
     * A client's onboarding bills, in their order, with their bill type's name and spending category, and the
     * payment frequency of how often they repeat (null: not given).
     */
    onboardingBillsOf: (clientId: number) =>
      db
        .select({
          bill: onboardingBills,
          typeName: reportingAccounts.name,
          category: reportingAccounts.spendingCategory,
          frequency: billRepeatFrequencies.paymentFrequency,
        })
        .from(onboardingBills)
        .innerJoin(onboardingProfiles, eq(onboardingProfiles.id, onboardingBills.profileId))
        .innerJoin(reportingAccounts, eq(reportingAccounts.id, onboardingBills.reportingAccountId))
        .leftJoin(billRepeatFrequencies, eq(billRepeatFrequencies.id, onboardingBills.billRepeatFrequencyId))
        .where(eq(onboardingProfiles.clientUserId, clientId))
        .orderBy(asc(onboardingBills.position)),

    /**
     * One page of the due list to `end`: every payment to come of each active schedule with its next payment due by
     * then (each occurrence expanded in SQL, a step of its frequency at a time, while payments are left), and every
     * payment not paid yet (draft or approved) due by then; by due date, then client, schedules' before payments,
     * then id. Paged in the database, with the total: one statement, whatever the page's size.
     */
    async duePage(end: string, limit: number, offset: number): Promise<{ rows: DueRow[]; total: number }> {
      // One statement: the count summed over the schedules due (dueCountSql), the first lines up to the page's end
      // from the two indexes (firstDueKeys), the page's keys cut from them, and only its lines joined to their schedule
      // or payment: its cost follows how far the page is, not how long the list is.
      const endDay = sql`${end}::date`;
      const result = await db.execute(sql`with recursive ${monthsCte(endDay)}, ${firstDueKeys(endDay, offset + limit)}
        select t.total, to_char(p.due_on, 'YYYY-MM-DD') as "dueOn", p.client_id as "clientId",
          coalesce(s.program_id, d.program_id) as "programId", d.payee_name as "payeeName", v.name as "vendorName",
          r.name as "billTypeName", coalesce(s.description, d.description) as description, coalesce(s.category, d.category) as category,
          coalesce(s.amount_cents, d.amount_cents)::text as "amountCents", coalesce(s.id, d.scheduled_payment_id) as "scheduledPaymentId",
          d.id as "disbursementId", d.status
        from (select (${dueCountSql(endDay)})::int as total) t
        left join lateral (
          select * from due_key order by due_on, client_id, is_payment, id limit ${limit} offset ${offset}
        ) p on true
        left join ${scheduledPayments} s on not p.is_payment and s.id = p.id
        left join ${disbursements} d on p.is_payment and d.id = p.id
        left join ${paymentVendors} v on v.id = s.vendor_id
        left join ${reportingAccounts} r on r.id = s.reporting_account_id
        order by p.due_on, p.client_id, p.is_payment, p.id`);
      const rows = (result as unknown as { rows: ({ total: number } & Omit<DueRow, 'amountCents'> & { amountCents: string | null })[] })
        .rows;
      return {
        rows: rows.flatMap(({ total: _total, amountCents, ...row }) =>
          row.dueOn === null ? [] : [{ ...row, amountCents: toCents(amountCents) }],
        ),
        total: Number(rows[0]?.total ?? 0),
      };
    },

    // Payments.

    async disbursement(id: number, lock = false): Promise<DisbursementRow | undefined> {
      const query = db.select().from(disbursements).where(eq(disbursements.id, id)).limit(1);
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    async disbursementsPage(query: Omit<TDisbursementQuery, 'page' | 'per_page'>, limit: number, offset: number) {
      const where = and(
        query.status?.length ? inArray(disbursements.status, query.status) : undefined,
        query.client_id ? eq(disbursements.clientId, query.client_id) : undefined,
        query.kind ? eq(disbursements.kind, query.kind) : undefined,
        query.due_from ? gte(disbursements.dueOn, query.due_from) : undefined,
        query.due_to ? lte(disbursements.dueOn, query.due_to) : undefined,
      );
      const [rows, [{ total } = { total: 0 }]] = await Promise.all([
        db.select().from(disbursements).where(where).orderBy(asc(disbursements.dueOn), asc(disbursements.id)).limit(limit).offset(offset),
        db.select({ total: count() }).from(disbursements).where(where),
      ]);
      return { rows, total };
    },

    /** A client's payments due in [start, end], not voided, by due date. */
    clientPaymentsDueIn: (clientId: number, start: string, end: string) =>
      db
        .select()
        .from(disbursements)
        .where(
          and(
            eq(disbursements.clientId, clientId),
            inArray(disbursements.status, ['draft', 'approved', 'paid']),
            gte(disbursements.dueOn, start),
            lte(disbursements.dueOn, end),
          ),
        )
        .orderBy(asc(disbursements.dueOn), asc(disbursements.id)),

    /** A client's payments in a program not paid yet, due from `from` on, by due date. */
    clientUnpaidFrom: (clientId: number, programId: number, from: string) =>
      db
        .select()
        .from(disbursements)
        .where(
          and(
            eq(disbursements.clientId, clientId),
            eq(disbursements.programId, programId),
            inArray(disbursements.status, ['draft', 'approved']),
            gte(disbursements.dueOn, from),
          ),
        )
        .orderBy(asc(disbursements.dueOn), asc(disbursements.id)),

    async insertDisbursement(values: NewDisbursement): Promise<DisbursementRow> {
      const [row] = await db.insert(disbursements).values(values).returning();
      return row!;
    },

    /** A generated payment (card load), unless its key was drafted already: how many were drafted (0 or 1). */
    async insertDisbursementOnce(values: NewDisbursement): Promise<number> {
      return (await db.insert(disbursements).values(values).onConflictDoNothing().returning({ id: disbursements.id })).length;
    },

    async updateDisbursement(id: number, columns: Partial<NewDisbursement>) {
      await db.update(disbursements).set(columns).where(eq(disbursements.id, id));
    },

    /** The NACHA trace numbers recorded on these payments when their runs were paid (payment id → trace number). */
    async traceNumbers(ids: readonly number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: paymentRunPayments.disbursementId, trace: paymentRunPayments.traceNumber })
        .from(paymentRunPayments)
        .where(and(inArray(paymentRunPayments.disbursementId, [...ids]), isNotNull(paymentRunPayments.traceNumber)));
      return new Map(rows.map((row) => [row.id, row.trace!]));
    },

    /**
     * Approved, not paid: money already promised out of each enrolment's account, in all and by category, in one
     * grouped query. The caller takes out a payment's own amount where it must not count.
     */
    async approvedTotals(enrolments: readonly Enrolment[]): Promise<ApprovedTotals> {
      const out: ApprovedTotals = new Map();
      if (enrolments.length === 0) return out;
      const rows = await db
        .select({
          clientId: disbursements.clientId,
          programId: disbursements.programId,
          category: disbursements.category,
          total: sql<string>`sum(${disbursements.amountCents})::text`,
        })
        .from(disbursements)
        .where(and(eq(disbursements.status, 'approved'), ofEnrolments(enrolments, disbursements.clientId, disbursements.programId)))
        .groupBy(disbursements.clientId, disbursements.programId, disbursements.category);
      for (const row of rows) {
        const key = enrolmentKey(row.clientId, row.programId);
        const of = out.get(key) ?? { total: 0, byCategory: new Map<SpendingCategory, number>() };
        of.total += toCents(row.total);
        of.byCategory.set(row.category, toCents(row.total));
        out.set(key, of);
      }
      return out;
    },

    /** Approved, not paid, of one client's program, `except` one payment: money already promised out of the account. */
    async committedCents(clientId: number, programId: number, except: number | null) {
      const [row] = await db
        .select({ total: sql<string>`coalesce(sum(${disbursements.amountCents}), 0)::text` })
        .from(disbursements)
        .where(
          and(
            eq(disbursements.clientId, clientId),
            eq(disbursements.programId, programId),
            eq(disbursements.status, 'approved'),
            except === null ? undefined : ne(disbursements.id, except),
          ),
        );
      return toCents(row?.total);
    },

    /** How many payments are in a status. */
    async countWithStatus(status: DisbursementRow['status']) {
      const [row] = await db.select({ total: count() }).from(disbursements).where(eq(disbursements.status, status));
      return row?.total ?? 0;
    },

    /** How many payments not paid yet and schedules' next payments are due by `end`. */
    /** How many lines the due list holds to `end`: each payment to come of every schedule, and each payment not paid yet. */
    async countDueBy(end: string): Promise<number> {
      const result = await db.execute(sql`${dueKeys(end)} select count(*)::int as total from due_key`);
      return Number((result as unknown as { rows: { total: number }[] }).rows[0]?.total ?? 0);
    },

    // Card loads.

    /**
     * The card loads of clients from `from` to `to` (both included), each by the day that places it in its week: a
     * card-load payment by its due date, whatever its status, and a card-load entry posted without one by its date,
     * unless it was reversed (card-loads.ts says why).
     */
    async cardLoadDays(from: string, to: string, clientIds?: readonly number[]): Promise<CardLoadDay[]> {
      if (clientIds?.length === 0) return [];
      const drafted = await db
        .select({ clientId: disbursements.clientId, day: disbursements.dueOn })
        .from(disbursements)
        .where(
          and(
            eq(disbursements.kind, 'card_load'),
            sql`${disbursements.dueOn} between ${from} and ${to}`,
            clientIds ? inArray(disbursements.clientId, [...clientIds]) : undefined,
          ),
        );
      const reversal = sql`exists (select 1 from ${journalEntries} r where r.reverses_entry_id = ${journalEntries.id})`;
      const posted = await db
        .select({ clientId: ledgerAccounts.clientId, day: journalLines.postedOn })
        .from(journalLines)
        .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, journalLines.accountId))
        .where(
          and(
            eq(journalEntries.kind, 'card_load'),
            eq(ledgerAccounts.kind, 'client'),
            sql`${journalLines.postedOn} between ${from} and ${to}`,
            or(isNull(journalEntries.sourceKey), notLike(journalEntries.sourceKey, 'disbursement:%')),
            sql`not ${reversal}`,
            clientIds ? inArray(ledgerAccounts.clientId, [...clientIds]) : undefined,
          ),
        );
      return [...drafted, ...posted.map((row) => ({ clientId: row.clientId!, day: row.day }))];
    },

    /** The on-card budget lines above zero of active enrolments, by client and category. */
    onCardLinesOfActiveEnrolments: () =>
      db
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
        .orderBy(asc(clientBudgets.clientId), asc(clientBudgets.category)),

    // Budgets.

    /** The budget lines of each enrolment, by category (one query for them all). */
    async budgetLines(enrolments: readonly Enrolment[]): Promise<Map<string, Map<SpendingCategory, BudgetLineRow>>> {
      const out = new Map<string, Map<SpendingCategory, BudgetLineRow>>();
      if (enrolments.length === 0) return out;
      const rows = await db
        .select()
        .from(clientBudgets)
        .where(ofEnrolments(enrolments, clientBudgets.clientId, clientBudgets.programId));
      for (const row of rows) {
        const key = enrolmentKey(row.clientId, row.programId);
        const of = out.get(key) ?? new Map<SpendingCategory, BudgetLineRow>();
        of.set(row.category, row);
        out.set(key, of);
      }
      return out;
    },

    /** The program of the client's other budget that has the debit card, if any. */
    async onCardProgramOtherThan(clientId: number, programId: number) {
      const [row] = await db
        .select({ program: programs.name })
        .from(clientBudgets)
        .innerJoin(programs, eq(programs.id, clientBudgets.programId))
        .where(and(eq(clientBudgets.clientId, clientId), ne(clientBudgets.programId, programId), eq(clientBudgets.onCard, true)))
        .limit(1);
      return row?.program;
    },

    /** Replaces the budget lines of a client's program. */
    async replaceBudget(clientId: number, programId: number, lines: Omit<typeof clientBudgets.$inferInsert, 'clientId' | 'programId'>[]) {
      await db.delete(clientBudgets).where(and(eq(clientBudgets.clientId, clientId), eq(clientBudgets.programId, programId)));
      if (lines.length > 0) await db.insert(clientBudgets).values(lines.map((line) => ({ ...line, clientId, programId })));
    },
  };
}

export type PaymentRepository = ReturnType<typeof createPaymentRepository>;
