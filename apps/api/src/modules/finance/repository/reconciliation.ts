import { and, asc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import {
  bankOutstandingEntries,
  bankStatementLines,
  bankStatements,
  closedMonths,
  journalEntries,
  journalLines,
  ledgerAccounts,
  monthCloseSignOffs,
} from '../../../db/schema/index';
import { toCents } from '../../ledger';
import { HAND_MATCH_DAYS_BEFORE, MATCH_WINDOW_DAYS, matchWindow, sameReferenceSql } from '../match-rule';

export type StatementLineColumns = Omit<typeof bankStatementLines.$inferInsert, 'id' | 'statementId'>;
export type StatementColumns = Omit<typeof bankStatements.$inferInsert, 'id'>;
export type ClosedMonthColumns = typeof closedMonths.$inferInsert;
export type PendingCloseColumns = typeof monthCloseSignOffs.$inferInsert;
export type StatementLineMatch = Pick<typeof bankStatementLines.$inferInsert, 'matchedEntryId' | 'matchedHow' | 'matchedBy' | 'matchedAt'>;

/** Statement lines written per statement (8 columns: 8,000 parameters, well under PostgreSQL's 65,535). */
const WRITE_BATCH = 1_000;

/** What the reconciliation shows of an entry, beside its amount. */
const entryColumns = {
  entryId: journalEntries.id,
  kind: journalEntries.kind,
  postedOn: journalEntries.postedOn,
  description: journalEntries.description,
  reference: journalEntries.reference,
};

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Which of a statement's lines a page lists. */
export type StatementLineFilter = 'all' | 'matched' | 'unmatched';
const lineFilterWhere = (filter: StatementLineFilter) =>
  filter === 'matched'
    ? isNotNull(bankStatementLines.matchedEntryId)
    : filter === 'unmatched'
      ? isNull(bankStatementLines.matchedEntryId)
      : undefined;

/**
 * The entries that moved the bank account between two days and are on no statement line, each with what it did to the
 * account (`amount`, money in positive) and its day: read from bank_outstanding_entries (kept by triggers, migration
 * 0039: what is outstanding now, not every bank line since). `amount` narrows them to one amount in cents.
 */
const unmatchedMoves = (from: string, to: string, amount?: number) => sql`
  select moves.entry_id, moves.posted_on, moves.amount_cents as amount
  from ${bankOutstandingEntries} moves
  where moves.posted_on >= ${from}::date and moves.posted_on <= ${to}::date and moves.amount_cents <> 0
    ${amount === undefined ? sql`` : sql`and moves.amount_cents = ${amount}`}`;

interface EntryRow {
  entry_id: string;
  kind: (typeof journalEntries.$inferSelect)['kind'];
  posted_on: string;
  description: string;
  reference: string | null;
  amount: string;
}
const toEntryRow = (row: EntryRow) => ({
  entryId: Number(row.entry_id),
  kind: row.kind,
  postedOn: row.posted_on,
  description: row.description,
  reference: row.reference,
  amountCents: toCents(row.amount),
});

/** The bank statements, their lines and matches, the closed months, and the book's side: entries that moved the bank. */
export function createReconciliationRepository(db: Database) {
  return {
    /** The entries outstanding between two days (on no statement line), with what each did to the bank, in date order. */
    async bankEntries(from: string, to: string) {
      const found = await rows<EntryRow>(
        db,
        sql`select moves.entry_id::text as entry_id, entry.kind, moves.posted_on::text as posted_on, entry.description, entry.reference,
              moves.amount::text as amount
            from (${unmatchedMoves(from, to)}) moves join ${journalEntries} entry on entry.id = moves.entry_id
            order by moves.posted_on, moves.entry_id`,
      );
      return found.map(toEntryRow);
    },

    /**
     * Entries by id, those touching the bank account, with what each did to it (money in positive), in date order: each
     * entry's lines read through the entry's index, not the bank's whole history.
     */
    async bankEntriesById(entryIds: readonly number[]) {
      if (entryIds.length === 0) return [];
      const rows = await db
        .select({
          ...entryColumns,
          amount: sql<string | null>`(select (-sum(line.amount_cents))::text from ${journalLines} line
            join ${ledgerAccounts} account on account.id = line.account_id
            where line.entry_id = ${journalEntries}.id and account.kind = 'bank')`,
        })
        .from(journalEntries)
        .where(inArray(journalEntries.id, [...new Set(entryIds)]))
        .orderBy(asc(journalEntries.postedOn), asc(journalEntries.id));
      return rows.map((row) => ({ ...row, amountCents: toCents(row.amount) })).filter((row) => row.amountCents !== 0);
    },

    /** How many entries are outstanding between two days, and their money in and out (both positive): one statement. */
    async outstandingTotals(from: string, to: string) {
      const [row] = await rows<{ count: number; money_in: string; money_out: string }>(
        db,
        sql`select count(*)::int as count, coalesce(sum(amount) filter (where amount > 0), 0)::text as money_in,
              coalesce(-sum(amount) filter (where amount < 0), 0)::text as money_out
            from (${unmatchedMoves(from, to)}) moves`,
      );
      return { count: row?.count ?? 0, moneyInCents: toCents(row?.money_in), moneyOutCents: toCents(row?.money_out) };
    },

    /** A page of the entries outstanding between two days, newest first (what was just posted is what the bank has not shown yet). */
    async outstandingPage(from: string, to: string, limit: number, offset: number) {
      const found = await rows<EntryRow>(
        db,
        sql`select moves.entry_id::text as entry_id, entry.kind, moves.posted_on::text as posted_on, entry.description, entry.reference,
              moves.amount::text as amount
            from (${unmatchedMoves(from, to)} order by moves.posted_on desc, moves.entry_id desc limit ${limit} offset ${offset}) moves
            join ${journalEntries} entry on entry.id = moves.entry_id
            order by moves.posted_on desc, moves.entry_id desc`,
      );
      return found.map(toEntryRow);
    },

    /**
     * The entries on no statement line that a line (its day, amount and reference) could be matched to, by the match
     * rule (match-rule.ts): how many, and a page of them, the line's reference first, then the nearest day.
     */
    async candidates(line: { date: string; amountCents: number; reference: string | null }, limit: number, offset: number) {
      const { from, to } = matchWindow(line.date, HAND_MATCH_DAYS_BEFORE, MATCH_WINDOW_DAYS);
      const moves = unmatchedMoves(from, to, line.amountCents);
      const [total] = await rows<{ count: number }>(db, sql`select count(*)::int as count from (${moves}) moves`);
      const found = await rows<EntryRow>(
        db,
        sql`select moves.entry_id::text as entry_id, entry.kind, moves.posted_on::text as posted_on, entry.description, entry.reference,
              moves.amount::text as amount
            from (${moves}) moves join ${journalEntries} entry on entry.id = moves.entry_id
            order by ${sameReferenceSql(sql`entry.reference`, line.reference)} desc, abs(moves.posted_on - ${line.date}::date),
              moves.entry_id
            limit ${limit} offset ${offset}`,
      );
      return { total: total?.count ?? 0, entries: found.map(toEntryRow) };
    },

    /** A statement's lines counted and summed, all, matched and not: the statement's kept figures (migration 0039). */
    async lineTotals(statementId: number) {
      const [row] = await db
        .select({
          count: bankStatements.lineCount,
          total: bankStatements.totalCents,
          matched: bankStatements.matchedCount,
          matchedCents: bankStatements.matchedCents,
        })
        .from(bankStatements)
        .where(eq(bankStatements.id, statementId));
      const lines = { count: row?.count ?? 0, totalCents: Number(row?.total ?? 0), matched: row?.matched ?? 0 };
      const matchedCents = Number(row?.matchedCents ?? 0);
      return {
        ...lines,
        matchedCents,
        unmatched: lines.count - lines.matched,
        unmatchedCents: lines.totalCents - matchedCents,
      };
    },

    /** A page of a statement's lines in order, all, matched or not. */
    linesPage: (statementId: number, filter: StatementLineFilter, limit: number, offset: number) =>
      db
        .select()
        .from(bankStatementLines)
        .where(and(eq(bankStatementLines.statementId, statementId), lineFilterWhere(filter)))
        .orderBy(asc(bankStatementLines.lineNo), asc(bankStatementLines.id))
        .limit(limit)
        .offset(offset),

    /** A line of the statement, not locked. */
    async lineOf(statementId: number, lineId: number) {
      const [line] = await db
        .select()
        .from(bankStatementLines)
        .where(and(eq(bankStatementLines.id, lineId), eq(bankStatementLines.statementId, statementId)));
      return line;
    },

    async statementOf(month: string) {
      const [row] = await db.select().from(bankStatements).where(eq(bankStatements.month, month)).limit(1);
      return row;
    },

    async closedMonth(month: string) {
      const [row] = await db.select().from(closedMonths).where(eq(closedMonths.month, month)).limit(1);
      return row;
    },

    async lastClosedMonth() {
      const [row] = await db.select({ month: sql<string | null>`max(${closedMonths.month})` }).from(closedMonths);
      return row?.month ?? undefined;
    },

    /** The first month with a statement. */
    async firstStatementMonth() {
      const [row] = await db.select({ month: bankStatements.month }).from(bankStatements).orderBy(asc(bankStatements.month)).limit(1);
      return row?.month;
    },

    /** A statement's lines in order (only those not matched yet when `unmatchedOnly`). */
    statementLines: (statementId: number, unmatchedOnly = false) =>
      db
        .select()
        .from(bankStatementLines)
        .where(
          and(
            eq(bankStatementLines.statementId, statementId),
            unmatchedOnly ? sql`${bankStatementLines.matchedEntryId} is null` : undefined,
          ),
        )
        .orderBy(asc(bankStatementLines.lineNo)),

    /** A line of the statement, locked for the transaction. */
    async lockLine(statementId: number, lineId: number) {
      const [line] = await db
        .select()
        .from(bankStatementLines)
        .where(and(eq(bankStatementLines.id, lineId), eq(bankStatementLines.statementId, statementId)))
        .for('update');
      return line;
    },

    /** The line an entry is matched to, if any. */
    async lineMatchedTo(entryId: number) {
      const [row] = await db
        .select({ id: bankStatementLines.id })
        .from(bankStatementLines)
        .where(eq(bankStatementLines.matchedEntryId, entryId))
        .limit(1);
      return row;
    },

    async setMatch(lineId: number, match: StatementLineMatch) {
      await db.update(bankStatementLines).set(match).where(eq(bankStatementLines.id, lineId));
    },

    /** Lines matched automatically, each to its entry: one statement per WRITE_BATCH lines, not one each. */
    async setAutoMatches(matches: readonly { lineId: number; entryId: number }[], at: Date) {
      for (let start = 0; start < matches.length; start += WRITE_BATCH) {
        const values = sql.join(
          matches.slice(start, start + WRITE_BATCH).map(({ lineId, entryId }) => sql`(${lineId}::integer, ${entryId}::integer)`),
          sql`, `,
        );
        await db.execute(
          sql`update ${bankStatementLines} set matched_entry_id = found.entry_id, matched_how = 'auto', matched_by = null, matched_at = ${at}
              from (values ${values}) as found(line_id, entry_id) where ${bankStatementLines.id} = found.line_id`,
        );
      }
    },

    /** Every month with a statement or closed, and each statement's lines not matched yet (its kept counts). */
    async monthsSummary() {
      const statements = await db
        .select({
          month: bankStatements.month,
          unmatched: sql<number>`(${bankStatements.lineCount} - ${bankStatements.matchedCount})::int`,
        })
        .from(bankStatements);
      const closedRows = await db.select({ month: closedMonths.month }).from(closedMonths);
      return { statements, closedRows };
    },

    /** Writes a month's statement with its lines, in place of the one before (`replacing`), and answers its id. */
    async replaceStatement(replacing: number | undefined, statement: StatementColumns, lines: StatementLineColumns[]) {
      if (replacing !== undefined) await db.delete(bankStatements).where(eq(bankStatements.id, replacing));
      const [row] = await db.insert(bankStatements).values(statement).returning({ id: bankStatements.id });
      // In batches: a 20,000-line statement in one INSERT would pass PostgreSQL's 65,535 parameters.
      for (let start = 0; start < lines.length; start += WRITE_BATCH) {
        await db
          .insert(bankStatementLines)
          .values(lines.slice(start, start + WRITE_BATCH).map((line) => ({ ...line, statementId: row!.id })));
      }
      return row!.id;
    },

    async closeMonth(values: ClosedMonthColumns) {
      await db.insert(closedMonths).values(values);
    },

    /** The month's close waiting for a second finance member's sign-off, if any (locked for the transaction with `lock`). */
    async pendingClose(month: string, lock = false) {
      const query = db.select().from(monthCloseSignOffs).where(eq(monthCloseSignOffs.month, month)).limit(1);
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    /** A close waiting for sign-off; false when one waits already (the month is the key). */
    async addPendingClose(values: PendingCloseColumns) {
      const rows = await db.insert(monthCloseSignOffs).values(values).onConflictDoNothing().returning({ month: monthCloseSignOffs.month });
      return rows.length === 1;
    },

    async deletePendingClose(month: string) {
      await db.delete(monthCloseSignOffs).where(eq(monthCloseSignOffs.month, month));
    },
  };
}

export type ReconciliationRepository = ReturnType<typeof createReconciliationRepository>;
