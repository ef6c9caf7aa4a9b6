import { SPENDING_CATEGORIES, type SpendingCategory, type TJournalQuery } from '@payee/contract';
import { and, asc, count, desc, eq, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client';
import {
  clientUsers,
  depositImports,
  journalEntries,
  journalEntryCount,
  journalLines,
  ledgerAccounts,
  ledgerDailyTotals,
  ledgerTransactions,
} from '../../../db/schema/index';
import { toCents } from '../../ledger';
import { monthBounds } from '@payee/contract';
import { enrolmentKey, type Enrolment } from './payments';

export type DepositImportColumns = Omit<typeof depositImports.$inferInsert, 'id'>;

/** The journal's filters. */
type JournalFilter = Pick<TJournalQuery, 'kind' | 'from' | 'to' | 'client_id'>;

/** Where a page of the journal starts: past `offset` entries, or next to an entry (its day and id) either way. */
export type JournalPlace = { offset: number } | { after: { day: string; id: number } } | { before: { day: string; id: number } };

/** The journal's filters as one condition; undefined when there is none. */
function journalConditions(query: JournalFilter): SQL | undefined {
  return and(
    query.kind ? eq(journalEntries.kind, query.kind) : undefined,
    query.from ? gte(journalEntries.postedOn, query.from) : undefined,
    query.to ? lte(journalEntries.postedOn, query.to) : undefined,
    query.client_id
      ? sql`exists (select 1 from ${journalLines} join ${ledgerAccounts} on ${ledgerAccounts.id} = ${journalLines.accountId} where ${journalLines.entryId} = ${journalEntries.id} and ${ledgerAccounts.clientId} = ${query.client_id})`
      : undefined,
  );
}

/**
 * What finance reads of the book (the ledger's journal writes it): totals, balances, entries with their lines, a
 * client's sub-ledger with its running balance, the journal's pages, the SSA-623's sums, and the deposit files.
 */
export function createBookRepository(db: Database) {
  return {
    /**
     * The bank's book balance (its lines negated) and the sum of the clients, in one statement: an aggregate of each
     * account's posted total (`balance_cents`, kept by the journal, every line in it, one dated after today too), not of
     * the journal's lines. Up to and including `through` when given: less what moved after that day, read only for the
     * accounts that are not a client's (the bank, the fee income) from their kept day totals (ledger_daily_totals, a row
     * a day, not a line a posting); the clients' lines after it are those negated, as every entry sums to zero (the
     * journal_entries_balanced trigger).
     */
    async totals(through?: string) {
      const after = through
        ? sql`case when ${ledgerAccounts}.kind = 'client' then 0 else (select sum(daily.amount_cents) from ${ledgerDailyTotals} daily
            where daily.account_id = ${ledgerAccounts}.id and daily.day > ${through}) end`
        : sql`0`;
      const rows = await db
        .select({
          kind: ledgerAccounts.kind,
          total: sql<string>`coalesce(sum(${ledgerAccounts.balanceCents}), 0)::text`,
          after: sql<string>`coalesce(sum(${after}), 0)::text`,
        })
        .from(ledgerAccounts)
        .groupBy(ledgerAccounts.kind);
      const of = (kind: string) => rows.find((row) => row.kind === kind);
      const afterOthers = rows.reduce((sum, row) => sum + toCents(row.after), 0);
      return {
        bankCents: -(toCents(of('bank')?.total) - toCents(of('bank')?.after)),
        clientsCents: toCents(of('client')?.total) + afterOthers,
      };
    },

    /** Fees ever taken: what the fee income account was credited (its balance nets to nothing, each fee paid out). */
    async feeIncomeCents() {
      const [row] = await db
        .select({
          credits: sql<string>`coalesce(sum(${journalLines.amountCents}) filter (where ${journalLines.amountCents} > 0), 0)::text`,
        })
        .from(journalLines)
        .where(
          eq(journalLines.accountId, sql`(select ${ledgerAccounts.id} from ${ledgerAccounts} where ${ledgerAccounts.kind} = 'fee_income')`),
        );
      return toCents(row?.credits);
    },

    /** The balance of each account: its posted total, kept on the account by the journal (one query for them all). */
    async balancesByAccount(accountIds: readonly number[]): Promise<Map<number, number>> {
      if (accountIds.length === 0) return new Map();
      const rows = await db
        .select({ accountId: ledgerAccounts.id, cents: ledgerAccounts.balanceCents })
        .from(ledgerAccounts)
        .where(inArray(ledgerAccounts.id, [...new Set(accountIds)]));
      return new Map(rows.map((row) => [row.accountId, Number(row.cents)]));
    },

    /** Clients' sub-ledgers: their account ids by client and program. */
    clientAccounts: (clientIds: readonly number[]) =>
      clientIds.length === 0
        ? Promise.resolve([])
        : db
            .select({ id: ledgerAccounts.id, clientId: ledgerAccounts.clientId, programId: ledgerAccounts.programId })
            .from(ledgerAccounts)
            .where(inArray(ledgerAccounts.clientId, [...new Set(clientIds)])),

    /** Each enrolment's sub-ledger (absent: none opened), in one query. */
    async accountsOfEnrolments(enrolments: readonly Enrolment[]): Promise<Map<string, number>> {
      if (enrolments.length === 0) return new Map();
      const rows = await db
        .select({ id: ledgerAccounts.id, clientId: ledgerAccounts.clientId, programId: ledgerAccounts.programId })
        .from(ledgerAccounts)
        .where(
          or(
            ...enrolments.map((enrolment) =>
              and(eq(ledgerAccounts.clientId, enrolment.clientId), eq(ledgerAccounts.programId, enrolment.programId)),
            ),
          ),
        );
      return new Map(rows.map((row) => [enrolmentKey(row.clientId!, row.programId!), row.id]));
    },

    /**
     * What sub-ledgers spent per category in months (money out less refunds), in cents, keyed by account and month
     * (`${accountId}:${yyyy-MM}`): one grouped query for every account and month asked.
     */
    async spendingByMonth(accountIds: readonly number[], months: readonly string[]) {
      const out = new Map<string, Map<SpendingCategory, number>>();
      if (accountIds.length === 0 || months.length === 0) return out;
      const sorted = [...new Set(months)].sort();
      const month = sql<string>`to_char(${journalLines.postedOn}, 'YYYY-MM')`;
      const rows = await db
        .select({
          accountId: journalLines.accountId,
          month,
          category: journalLines.category,
          total: sql<string>`sum(${journalLines.amountCents})::text`,
        })
        .from(journalLines)
        .where(
          and(
            inArray(journalLines.accountId, [...new Set(accountIds)]),
            sql`${journalLines.postedOn} between ${monthBounds(sorted[0]!).start} and ${monthBounds(sorted.at(-1)!).end}`,
            inArray(journalLines.category, [...SPENDING_CATEGORIES]),
          ),
        )
        .groupBy(journalLines.accountId, month, journalLines.category);
      for (const row of rows) {
        const key = `${row.accountId}:${row.month}`;
        const of = out.get(key) ?? new Map<SpendingCategory, number>();
        of.set(row.category as SpendingCategory, -toCents(row.total));
        out.set(key, of);
      }
      return out;
    },

    /** The entries of `ids` with their lines (and accounts) and the entries that reverse them. */
    async entriesWithLines(ids: readonly number[]) {
      const entries = await db
        .select()
        .from(journalEntries)
        .where(inArray(journalEntries.id, [...ids]));
      const lines = await db
        .select({
          id: journalLines.id,
          entryId: journalLines.entryId,
          amountCents: journalLines.amountCents,
          category: journalLines.category,
          accountId: ledgerAccounts.id,
          kind: ledgerAccounts.kind,
          name: ledgerAccounts.name,
          clientId: ledgerAccounts.clientId,
          programId: ledgerAccounts.programId,
        })
        .from(journalLines)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, journalLines.accountId))
        .where(inArray(journalLines.entryId, [...ids]))
        .orderBy(journalLines.id);
      const reversals = await db
        .select({ id: journalEntries.id, reverses: journalEntries.reversesEntryId })
        .from(journalEntries)
        .where(inArray(journalEntries.reversesEntryId, [...ids]));
      return { entries, lines, reversals };
    },

    /**
     * The client's latest deposit (any program, not reversed) whose reference is `reference`, ignoring case and
     * spaces around it.
     */
    async latestDepositWithReference(clientId: number, reference: string) {
      const reversal = alias(journalEntries, 'reversal');
      const [row] = await db
        .select({
          id: journalEntries.id,
          reference: journalEntries.reference,
          postedOn: journalEntries.postedOn,
          amount: sql<string>`${journalLines.amountCents}::text`,
        })
        .from(journalEntries)
        .innerJoin(journalLines, eq(journalLines.entryId, journalEntries.id))
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, journalLines.accountId))
        .leftJoin(reversal, eq(reversal.reversesEntryId, journalEntries.id))
        .where(
          and(
            eq(journalEntries.kind, 'deposit'),
            eq(ledgerAccounts.clientId, clientId),
            sql`lower(trim(${journalEntries.reference})) = lower(trim(${reference}))`,
            isNull(reversal.id),
          ),
        )
        .orderBy(desc(journalEntries.postedOn), desc(journalEntries.id))
        .limit(1);
      return row
        ? { id: row.id, reference: row.reference ?? reference, postedOn: row.postedOn, amountCents: toCents(row.amount) }
        : undefined;
    },

    /** A page of a sub-ledger's lines, newest first, each with the balance after it; and how many lines it has. */
    async ledgerPage(accountId: number, limit: number, offset: number) {
      const running = db
        .select({
          id: ledgerTransactions.id,
          entryId: ledgerTransactions.entryId,
          kind: ledgerTransactions.kind,
          postedOn: ledgerTransactions.postedOn,
          description: ledgerTransactions.description,
          reference: ledgerTransactions.reference,
          category: ledgerTransactions.category,
          amountCents: ledgerTransactions.amountCents,
          balanceAfter:
            sql<string>`(sum(${ledgerTransactions.amountCents}) over (order by ${ledgerTransactions.postedOn}, ${ledgerTransactions.id} rows between unbounded preceding and current row))::text`.as(
              'balance_after',
            ),
        })
        .from(ledgerTransactions)
        .where(eq(ledgerTransactions.accountId, accountId))
        .as('running');
      const [rows, [{ total } = { total: 0 }]] = await Promise.all([
        db.select().from(running).orderBy(desc(running.postedOn), desc(running.id)).limit(limit).offset(offset),
        db.select({ total: count() }).from(ledgerTransactions).where(eq(ledgerTransactions.accountId, accountId)),
      ]);
      return { rows, total };
    },

    /** The entries of `entryIds` and those that reverse them, each with the entry it reverses. */
    reversalLinks: (entryIds: readonly number[]) =>
      entryIds.length === 0
        ? Promise.resolve([])
        : db
            .select({ id: journalEntries.id, reverses: journalEntries.reversesEntryId })
            .from(journalEntries)
            .where(sql`${journalEntries.id} in ${entryIds} or ${journalEntries.reversesEntryId} in ${entryIds}`),

    /**
     * A page of the journal's entries (id and day), newest first: `limit` of them from a place in the order (posted_on,
     * id), read from that order's index however deep (a keyset: `after` a row, or `before` one, read the other way and
     * turned round), or past `offset` rows; and whether more lie beyond the page in the direction read.
     */
    async entryPlacesPage(query: JournalFilter, limit: number, place: JournalPlace) {
      const key = sql`(${journalEntries.postedOn}, ${journalEntries.id})`;
      const at = 'offset' in place ? undefined : 'after' in place ? place.after : place.before;
      const beyond = at && ('after' in place ? sql`${key} < (${at.day}::date, ${at.id})` : sql`${key} > (${at.day}::date, ${at.id})`);
      const order =
        'before' in place
          ? [asc(journalEntries.postedOn), asc(journalEntries.id)]
          : [desc(journalEntries.postedOn), desc(journalEntries.id)];
      const rows = await db
        .select({ id: journalEntries.id, postedOn: journalEntries.postedOn })
        .from(journalEntries)
        .where(and(journalConditions(query), beyond))
        .orderBy(...order)
        .limit(limit + 1)
        .offset('offset' in place ? place.offset : 0);
      const page = rows.slice(0, limit);
      return { rows: 'before' in place ? page.reverse() : page, more: rows.length > limit };
    },

    /**
     * How many entries the journal's filter finds. Unfiltered: the kept count (journal_entry_count, one row, added to
     * by a trigger on each insert; exact, as entries are append-only), not a count of every entry. Filtered: counted
     * through the filter's own index (a client's lines, the (kind, day) or the day index), so it grows with what
     * the filter finds, not with the book.
     */
    async entryCount(query: JournalFilter) {
      const condition = journalConditions(query);
      if (condition === undefined) {
        const [row] = await db.select({ entries: journalEntryCount.entries }).from(journalEntryCount).where(eq(journalEntryCount.id, 1));
        return Number(row?.entries ?? 0);
      }
      const [row] = await db.select({ total: count() }).from(journalEntries).where(condition);
      return row?.total ?? 0;
    },

    /** Entries posted with one of these source keys (a deposit file's payments). */
    entriesBySourceKey: (keys: readonly string[]) =>
      keys.length === 0
        ? Promise.resolve([])
        : db
            .select({ id: journalEntries.id, key: journalEntries.sourceKey })
            .from(journalEntries)
            .where(inArray(journalEntries.sourceKey, [...keys])),

    /** The client whose sub-ledger each entry moved. */
    clientLinesOfEntries: (entryIds: readonly number[]) =>
      entryIds.length === 0
        ? Promise.resolve([])
        : db
            .select({ entryId: journalLines.entryId, clientId: ledgerAccounts.clientId })
            .from(journalLines)
            .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, journalLines.accountId))
            .where(and(inArray(journalLines.entryId, [...entryIds]), eq(ledgerAccounts.kind, 'client'))),

    /** Whether `clientId`'s SSN look-up is one of `hashes`. */
    async clientHasSsnLookup(clientId: number, hashes: readonly string[]) {
      if (hashes.length === 0) return false;
      const [client] = await db
        .select({ id: clientUsers.id })
        .from(clientUsers)
        .where(and(eq(clientUsers.id, clientId), inArray(clientUsers.ssnLookup, [...hashes])))
        .limit(1);
      return client !== undefined;
    },

    async depositImportOfFile(fileHash: string) {
      const [row] = await db.select().from(depositImports).where(eq(depositImports.fileHash, fileHash)).limit(1);
      return row;
    },

    async insertDepositImport(values: DepositImportColumns) {
      const [row] = await db.insert(depositImports).values(values).returning({ id: depositImports.id });
      return row!.id;
    },

    async depositImportsPage(limit: number, offset: number) {
      const [rows, [{ total } = { total: 0 }]] = await Promise.all([
        db.select().from(depositImports).orderBy(desc(depositImports.importedAt), desc(depositImports.id)).limit(limit).offset(offset),
        db.select({ total: count() }).from(depositImports),
      ]);
      return { rows, total };
    },
  };
}

export type BookRepository = ReturnType<typeof createBookRepository>;
