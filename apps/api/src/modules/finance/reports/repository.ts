import type { DepositSource, PaymentMethod, SpendingCategory } from '@payee/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import {
  checks,
  clientUsers,
  disbursements,
  journalEntries,
  journalLines,
  ledgerAccounts,
  ledgerDailyTotals,
  paymentRunPayments,
  paymentVendors,
  programs,
} from '../../../db/schema/index';
import { ssiLimitOf, ssiRecipientsOn } from '../repository/refs';

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export interface AccountBalanceRow {
  accountId: number;
  kind: 'bank' | 'fee_income' | 'client';
  clientId: number | null;
  firstName: string | null;
  lastName: string | null;
  applicationCode: string | null;
  programName: string | null;
  balanceCents: string;
}

export interface ClientBalanceRow {
  clientId: number;
  firstName: string;
  lastName: string;
  applicationCode: string | null;
  balanceCents: string;
  ssiRecipient: boolean;
  limitCents: string;
}

export interface PaymentRow {
  entryId: number;
  lineId: number;
  postedOn: string;
  payee: string;
  firstName: string;
  lastName: string;
  applicationCode: string | null;
  category: SpendingCategory | null;
  method: PaymentMethod | null;
  /** Paid in a run: its check's number, or its transfer's NACHA trace number; and the run. */
  checkNumber: string | null;
  traceNumber: string | null;
  runId: number | null;
  amountCents: string;
}

export interface MonthRow {
  month: string;
  count: number;
  amountCents: string;
}

export interface SourceRow {
  source: DepositSource;
  count: number;
  amountCents: string;
}

/**
 * What each account moved after `asOf`, by account: the clients' lines from the entries dated after it (read by the
 * journal's date index, so an as-of near today reads few), and the bank's and fee income's from their kept day totals
 * (ledger_daily_totals, migration 0039: a row a day, not a line a posting).
 */
const movedAfter = (asOf: string) => sql`
  select l.account_id, sum(l.amount_cents) as cents
  from ${journalEntries} e join ${journalLines} l on l.entry_id = e.id
  join ${ledgerAccounts} client on client.id = l.account_id and client.kind = 'client'
  where e.posted_on > ${asOf}::date
  group by l.account_id
  union all
  select daily.account_id, sum(daily.amount_cents) from ${ledgerDailyTotals} daily where daily.day > ${asOf}::date
  group by daily.account_id`;

/**
 * The entries of a period that are `kinds`, and the reversals (voids) of such entries dated in the period: a reversal
 * takes its first entry's kind and source, so a period's figure is net of what was undone in it.
 */
const entriesOfKinds = (kinds: SQL, from: string, to: string, after: SQL = sql`true`) => {
  // The first entry looked up by its key for a reversal only (a join was planned as a scan of the whole journal).
  const first = (column: SQL) => sql`(select ${column} from ${journalEntries} f where f.id = e.reverses_entry_id)`;
  return sql`
  select e.id, e.posted_on, e.kind, e.description, e.reverses_entry_id,
    coalesce(e.deposit_source, ${first(sql`f.deposit_source`)}) as deposit_source, e.reverses_entry_id is not null as reversed
  from ${journalEntries} e
  where e.posted_on between ${from}::date and ${to}::date
    and (e.kind in (${kinds}) or (e.kind = 'reversal' and ${first(sql`f.kind`)} in (${kinds})))
    and ${after}`;
};

/** Where a batch of the payments register ends: its last row's key (day, entry, line), the order the rows are read in. */
export interface PaymentKey {
  postedOn: string;
  entryId: number;
  lineId: number;
}

/**
 * The auditor's reports' SQL: each report is one statement whatever the number of clients (set-based; never a query
 * per client), every figure as of a day counting only the lines dated up to it.
 */
export function createFinanceReportsRepository(db: Database) {
  return {
    /**
     * Every account's balance at the end of `asOf`: its kept balance (`balance_cents`, every line, a future-dated one
     * too) less what it moved after that day. The bank first, the fee income, then each client's sub-ledgers by name.
     */
    accountBalances: (asOf: string) =>
      rows<AccountBalanceRow>(
        db,
        sql`with after (account_id, cents) as (${movedAfter(asOf)})
        select a.id as "accountId", a.kind, a.client_id as "clientId", c.first_name as "firstName", c.last_name as "lastName",
          c.application_code as "applicationCode", p.name as "programName",
          (a.balance_cents - coalesce(moved.cents, 0))::text as "balanceCents"
        from ${ledgerAccounts} a
        left join (select account_id, sum(cents) as cents from after group by account_id) moved on moved.account_id = a.id
        left join ${clientUsers} c on c.id = a.client_id
        left join ${programs} p on p.id = a.program_id
        order by case a.kind when 'bank' then 0 when 'fee_income' then 1 else 2 end, c.last_name, c.first_name, a.client_id, a.program_id`,
      ),

    /**
     * Each client's balance at the end of `asOf` (every program's sub-ledger summed, as the SSI limit counts a person's
     * resources), whether they were an SSI recipient that day (an SSI benefit from onboarding in effect), and the
     * SSI resource limit (the admins' setting).
     */
    clientBalances: (asOf: string) =>
      rows<ClientBalanceRow>(
        db,
        sql`with after (account_id, cents) as (${movedAfter(asOf)}),
        ssi (client_id) as (${ssiRecipientsOn(sql`${asOf}::date`)})
        select a.client_id as "clientId", c.first_name as "firstName", c.last_name as "lastName",
          c.application_code as "applicationCode",
          sum(a.balance_cents - coalesce(moved.cents, 0))::text as "balanceCents",
          (a.client_id in (select client_id from ssi)) as "ssiRecipient",
          ${ssiLimitOf()}::text as "limitCents"
        from ${ledgerAccounts} a
        join ${clientUsers} c on c.id = a.client_id
        left join (select account_id, sum(cents) as cents from after group by account_id) moved on moved.account_id = a.id
        where a.kind = 'client'
        group by a.client_id, c.first_name, c.last_name, c.application_code
        order by c.last_name, c.first_name, a.client_id`,
      ),

    /**
     * The payments posted in the period (paid disbursements and card loads, each a client's line out) and the voids
     * of payments dated in it (negative), by date; one vendor's only when `vendorId` is given. Payee, category and
     * method come from the payment (`disbursements`), else from the entry. Read in keyset batches: at most `limit`
     * rows after `after` (day, entry, line: a unique key, the rows' order), never an OFFSET, so each batch reads only
     * its own rows and memory holds one batch (a month's register at 10,000 clients is ~150,000 rows). The same SQL
     * on PGlite and PostgreSQL: no server-side cursor (PGlite has none).
     */
    payments: (from: string, to: string, options: { limit: number; after?: PaymentKey; vendorId?: number }) => {
      const { after, vendorId, limit } = options;
      // The entries from the last batch's (day, entry) on, by the journal's (posted_on, id) index, so a batch reads its
      // own rows and not the rest of the period; then the lines after the last one.
      const fromEntry = after === undefined ? sql`true` : sql`(e.posted_on, e.id) >= (${after.postedOn}::date, ${after.entryId})`;
      return rows<PaymentRow>(
        db,
        sql`with entries as (${entriesOfKinds(sql`'disbursement', 'card_load'`, from, to, fromEntry)})
        select e.id as "entryId", l.id as "lineId", e.posted_on::text as "postedOn", coalesce(d.payee_name, e.description) as payee,
          c.first_name as "firstName", c.last_name as "lastName", c.application_code as "applicationCode",
          coalesce(d.category, l.category) as category,
          coalesce(d.payment_method, case when e.kind = 'card_load' then 'card' end) as method,
          ck.number::text as "checkNumber", rp.trace_number as "traceNumber", rp.run_id as "runId",
          (-l.amount_cents)::text as "amountCents"
        from entries e
        join ${journalLines} l on l.entry_id = e.id
        join ${ledgerAccounts} a on a.id = l.account_id and a.kind = 'client'
        join ${clientUsers} c on c.id = a.client_id
        left join ${disbursements} d on d.entry_id = coalesce(e.reverses_entry_id, e.id)
        left join ${checks} ck on ck.disbursement_id = d.id
        left join ${paymentRunPayments} rp on rp.disbursement_id = d.id
        where ${vendorId === undefined ? sql`true` : sql`d.vendor_id = ${vendorId}`}
          and ${after === undefined ? sql`true` : sql`(e.posted_on, e.id, l.id) > (${after.postedOn}::date, ${after.entryId}, ${after.lineId})`}
        order by e.posted_on, e.id, l.id
        limit ${limit}`,
      );
    },

    /** A vendor's name (undefined when there is none). */
    async vendorName(id: number): Promise<string | undefined> {
      const [row] = await rows<{ name: string }>(db, sql`select name from ${paymentVendors} where id = ${id}`);
      return row?.name;
    },

    /**
     * Fees taken each month of the period (every month, none too): what clients' sub-ledgers paid in fee entries, less
     * fees reversed in the month; and how many fees were posted.
     */
    feeIncomeByMonth: (from: string, to: string) =>
      rows<MonthRow>(
        db,
        sql`with entries as (${entriesOfKinds(sql`'fee'`, from, to)}),
        months (month) as (
          select to_char(m, 'YYYY-MM') from generate_series(date_trunc('month', ${from}::date), ${to}::date, interval '1 month') m
        ),
        by_month as (
          select to_char(e.posted_on, 'YYYY-MM') as month, count(*) filter (where not e.reversed)::int as fees,
            -sum(l.amount_cents) as cents
          from entries e join ${journalLines} l on l.entry_id = e.id
          join ${ledgerAccounts} a on a.id = l.account_id and a.kind = 'client'
          group by 1
        )
        select m.month, coalesce(b.fees, 0)::int as count, coalesce(b.cents, 0)::text as "amountCents"
        from months m left join by_month b on b.month = m.month order by m.month`,
      ),

    /** Deposits posted in the period by source (a deposit without one is "other"), less deposits reversed in it. */
    depositsBySource: (from: string, to: string) =>
      rows<SourceRow>(
        db,
        sql`with entries as (${entriesOfKinds(sql`'deposit'`, from, to)})
        select coalesce(e.deposit_source, 'other') as source, count(distinct e.id) filter (where not e.reversed)::int as count,
          sum(l.amount_cents)::text as "amountCents"
        from entries e join ${journalLines} l on l.entry_id = e.id
        join ${ledgerAccounts} a on a.id = l.account_id and a.kind = 'client'
        group by 1`,
      ),
  };
}

export type FinanceReportsRepository = ReturnType<typeof createFinanceReportsRepository>;
