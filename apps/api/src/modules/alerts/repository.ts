import { ALERTS_PER_KIND, SSA_BENEFIT_DEPOSIT_SOURCES } from '@payee/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  bankStatementLines,
  bankStatements,
  clientPrograms,
  clientUsers,
  closedMonths,
  journalEntries,
  journalLines,
  ledgerAccounts,
  onboardingBenefits,
  onboardingProfiles,
  reportingAccounts,
} from '../../db/schema/index';
import { dueByClientSql, ssiLimitOf, ssiRecipientsOn } from '../finance';

/** A client as an alert names them, and the kind's total (every row carries it: `count(*) over ()`). */
interface ClientRow {
  clientId: number;
  firstName: string;
  lastName: string;
  applicationCode: string | null;
  total: number;
}
export type SsiRow = ClientRow & { balanceCents: string; projectedCents: string; limitCents: string };
export type NegativeRow = ClientRow & { balanceCents: string };
export type LowRow = ClientRow & { balanceCents: string; billsCents: string };
export type BankLineRow = {
  id: number;
  date: string;
  description: string;
  amountCents: string;
  month: string;
  days: number;
  total: number;
};
export type MissingDepositRow = ClientRow & { benefit: string; amountCents: string };

/** The client's name and code, and the kind's total before the cap. */
const CLIENT_COLUMNS = sql.raw(
  `c.first_name as "firstName", c.last_name as "lastName", c.application_code as "applicationCode", (count(*) over ())::int as total`,
);

/** Each client's balance: every program's sub-ledger summed (the kept `balance_cents`, not the lines). */
const balanceOf = (client: SQL) =>
  sql`(select coalesce(sum(a.balance_cents), 0) from ${ledgerAccounts} a where a.kind = 'client' and a.client_id = ${client})`;

/** The SSI recipients on `today` (finance's rule, one place). */
const ssiRecipients = (today: string) => ssiRecipientsOn(sql`${today}::date`);

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * The alerts' SQL: one statement per kind, whatever the number of clients (each a set-based query cut to
 * ALERTS_PER_KIND rows, with the kind's total). Days are the office's, given by the service.
 */
export function createAlertsRepository(db: Database) {
  return {
    /**
     * SSI recipients (an SSI benefit from onboarding in effect `today`) whose balance exceeds the SSI resource limit
     * now, or will at `end` (today + 30): the balance, plus one month of each onboarding benefit in effect in the
     * window (benefits are paid monthly, so every 30 days hold one), less the due list's lines to `end`.
     */
    ssiOverLimit: (today: string, end: string) =>
      rows<SsiRow>(
        db,
        sql`${dueByClientSql(end, ssiRecipients(today))},
        ssi (client_id) as (${ssiRecipients(today)}),
        money_in (client_id, cents) as (
          select p.client_user_id, sum(b.amount_cents)::bigint from ${onboardingBenefits} b
          join ${onboardingProfiles} p on p.id = b.profile_id
          join ${reportingAccounts} r on r.id = b.reporting_account_id and r.is_benefit
          where p.client_user_id in (select client_id from ssi) and b.effective_from <= ${end}::date and b.effective_till > ${today}::date
          group by p.client_user_id
        ),
        figures as (
          select s.client_id, ${balanceOf(sql.raw('s.client_id'))} as balance, ${ssiLimitOf()} as lim,
            coalesce(i.cents, 0) - coalesce(d.cents, 0) as change
          from ssi s left join money_in i on i.client_id = s.client_id left join due_by_client d on d.client_id = s.client_id
        )
        select f.client_id as "clientId", f.balance::text as "balanceCents", (f.balance + f.change)::text as "projectedCents",
          f.lim::text as "limitCents", ${CLIENT_COLUMNS}
        from figures f join ${clientUsers} c on c.id = f.client_id
        where f.balance > f.lim or f.balance + f.change > f.lim
        order by greatest(f.balance, f.balance + f.change) desc, f.client_id
        limit ${ALERTS_PER_KIND}`,
      ),

    /** Clients whose balance (every program summed) is below zero, lowest first. */
    negativeBalances: () =>
      rows<NegativeRow>(
        db,
        sql`select a.client_id as "clientId", sum(a.balance_cents)::text as "balanceCents", ${CLIENT_COLUMNS}
        from ${ledgerAccounts} a join ${clientUsers} c on c.id = a.client_id
        where a.kind = 'client'
        group by a.client_id, c.first_name, c.last_name, c.application_code
        having sum(a.balance_cents) < 0
        order by sum(a.balance_cents), a.client_id
        limit ${ALERTS_PER_KIND}`,
      ),

    /** Clients whose balance is less than the due list's lines to `end` (today + 14; overdue ones included). */
    lowForBills: (end: string) =>
      rows<LowRow>(
        db,
        sql`${dueByClientSql(end)},
        figures as (select d.client_id, d.cents as bills, ${balanceOf(sql.raw('d.client_id'))} as balance from due_by_client d)
        select f.client_id as "clientId", f.balance::text as "balanceCents", f.bills::text as "billsCents", ${CLIENT_COLUMNS}
        from figures f join ${clientUsers} c on c.id = f.client_id
        where f.balance < f.bills
        order by f.balance - f.bills, f.client_id
        limit ${ALERTS_PER_KIND}`,
      ),

    /** Lines of open months' bank statements not matched, dated on or before `latest` (today − 6), oldest first. */
    unmatchedBankLines: (today: string, latest: string) =>
      rows<BankLineRow>(
        db,
        sql`select l.id, to_char(l.date, 'YYYY-MM-DD') as date, l.description, l.amount_cents::text as "amountCents", s.month,
          (${today}::date - l.date)::int as days, (count(*) over ())::int as total
        from ${bankStatementLines} l join ${bankStatements} s on s.id = l.statement_id
        where l.matched_entry_id is null and l.date <= ${latest}::date
          and not exists (select 1 from ${closedMonths} m where m.month = s.month)
        order by l.date, l.id
        limit ${ALERTS_PER_KIND}`,
      ),

    /**
     * SSA benefits (onboarding's, in effect on some day of the month) of clients enrolled by the month's first day
     * whose deposit of that source (SSA_BENEFIT_DEPOSIT_SOURCES) did not reach any of the client's sub-ledgers from
     * `start` to `end`, both included.
     */
    missingSsaDeposits: (start: string, end: string) => {
      const sources = Object.entries(SSA_BENEFIT_DEPOSIT_SOURCES).map(
        ([account, source]) => sql`(${Number(account)}::int, ${source}::text)`,
      );
      return rows<MissingDepositRow>(
        db,
        sql`with source (account_id, deposit_source) as (values ${sql.join(sources, sql`, `)}),
        expected as (
          select p.client_user_id as client_id, b.reporting_account_id, r.name as benefit, b.amount_cents, s.deposit_source
          from ${onboardingBenefits} b
          join source s on s.account_id = b.reporting_account_id
          join ${onboardingProfiles} p on p.id = b.profile_id
          join ${reportingAccounts} r on r.id = b.reporting_account_id
          where b.effective_from <= ${end}::date and b.effective_till >= ${start}::date
            and exists (select 1 from ${clientPrograms} cp where cp.client_id = p.client_user_id and cp.status = 1 and cp.enrolled_on <= ${start}::date)
        )
        select e.client_id as "clientId", e.benefit, e.amount_cents::text as "amountCents", ${CLIENT_COLUMNS}
        from expected e join ${clientUsers} c on c.id = e.client_id
        where not exists (
          select 1 from ${ledgerAccounts} a
          join ${journalLines} l on l.account_id = a.id and l.posted_on between ${start}::date and ${end}::date and l.amount_cents > 0
          join ${journalEntries} j on j.id = l.entry_id and j.kind = 'deposit' and j.deposit_source = e.deposit_source
          where a.kind = 'client' and a.client_id = e.client_id
        )
        order by e.client_id, e.reporting_account_id
        limit ${ALERTS_PER_KIND}`,
      );
    },
  };
}
export type AlertsRepository = ReturnType<typeof createAlertsRepository>;
