import { and, eq, inArray, notLike, or, sql, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { disbursements, journalEntries, journalLines, ledgerAccounts } from '../../db/schema/index';

/** A card load a client had, by the day that places it in a week. */
export interface CardLoadDay {
  clientId: number;
  day: string;
}

/**
 * The card loads of clients from `from` to `to` (yyyy-MM-dd, both included), each by the day that places it in its
 * week (docs/decisions.md, "Card loads: one a week"): a card-load payment by its due date, whatever its status (a
 * voided one keeps its week, as the generator drafts a week once), and a card-load entry posted without one (the demo
 * history, loads of before) by its date, unless it was reversed. A paid load's entry counts through its payment, so
 * one paid late does not take the next week too.
 */
export async function cardLoadDays(db: Database, from: string, to: string, clientIds?: readonly number[]): Promise<CardLoadDay[]> {
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
}
