import type { DepositSource } from '@payee/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { journalEntries, journalLines, ledgerAccounts, programs } from '../../../db/schema/index';
import { toCents } from '../../ledger';

/** One sum of the period's lines of a client's sub-ledger: its line category and its entry's deposit source. */
export interface Ssa623Row {
  category: string | null;
  source: DepositSource | null;
  cents: number;
}

/**
 * The SSA-623 batch's reads of a page of clients (issue 23): a fixed number of set-based statements for the page,
 * whatever its size, not a few per client. What they read is what one worksheet reads (ssa-623.ts `worksheet`).
 */
export function createSsa623Repository(db: Database) {
  return {
    /** The program's name (undefined when there is none). */
    async programName(programId: number): Promise<string | undefined> {
      const [row] = await db.select({ name: programs.name }).from(programs).where(eq(programs.id, programId)).limit(1);
      return row?.name;
    },

    /** The clients' sub-ledgers in the program, by client id (a client with none is absent). */
    async accounts(clientIds: readonly number[], programId: number): Promise<Map<number, number>> {
      if (clientIds.length === 0) return new Map();
      const rows = await db
        .select({ id: ledgerAccounts.id, clientId: ledgerAccounts.clientId })
        .from(ledgerAccounts)
        .where(and(inArray(ledgerAccounts.clientId, [...clientIds]), eq(ledgerAccounts.programId, programId)));
      return new Map(rows.map((row) => [row.clientId!, row.id]));
    },

    /** Each sub-ledger's balance before `start` (opening) and through `end` (closing), by account id. */
    async balances(accountIds: readonly number[], start: string, end: string): Promise<Map<number, { opening: number; closing: number }>> {
      if (accountIds.length === 0) return new Map();
      const rows = await db
        .select({
          accountId: journalLines.accountId,
          opening: sql<string>`coalesce(sum(${journalLines.amountCents}) filter (where ${journalLines.postedOn} < ${start}), 0)::text`,
          closing: sql<string>`coalesce(sum(${journalLines.amountCents}), 0)::text`,
        })
        .from(journalLines)
        .where(and(inArray(journalLines.accountId, [...accountIds]), sql`${journalLines.postedOn} <= ${end}`))
        .groupBy(journalLines.accountId);
      return new Map(rows.map((row) => [row.accountId, { opening: toCents(row.opening), closing: toCents(row.closing) }]));
    },

    /** Each sub-ledger's lines between two days summed by category and deposit source, by account id. */
    async totalsByCategoryAndSource(accountIds: readonly number[], start: string, end: string): Promise<Map<number, Ssa623Row[]>> {
      const out = new Map<number, Ssa623Row[]>();
      if (accountIds.length === 0) return out;
      const rows = await db
        .select({
          accountId: journalLines.accountId,
          category: journalLines.category,
          source: journalEntries.depositSource,
          total: sql<string>`sum(${journalLines.amountCents})::text`,
        })
        .from(journalLines)
        .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
        .where(and(inArray(journalLines.accountId, [...accountIds]), sql`${journalLines.postedOn} between ${start} and ${end}`))
        .groupBy(journalLines.accountId, journalLines.category, journalEntries.depositSource);
      for (const row of rows) {
        const list = out.get(row.accountId) ?? [];
        list.push({ category: row.category, source: row.source, cents: toCents(row.total) });
        out.set(row.accountId, list);
      }
      return out;
    },
  };
}
