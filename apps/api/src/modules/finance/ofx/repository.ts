import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { bankStatementLines, bankStatements } from '../../../db/schema/index';

/** FITIDs looked up per statement (well under PostgreSQL's 65,535 parameters). */
const LOOKUP_BATCH = 1_000;

/** The OFX import's own SQL: which of a download's lines (by the bank's FITID) are on a statement already. */
export function createOfxRepository(db: Database) {
  return {
    /** The FITIDs given that some statement line holds already, each with the month of its statement. */
    async knownFitids(fitids: readonly string[]) {
      const known = new Map<string, string>();
      for (let start = 0; start < fitids.length; start += LOOKUP_BATCH) {
        const rows = await db
          .select({ fitid: bankStatementLines.fitid, month: bankStatements.month })
          .from(bankStatementLines)
          .innerJoin(bankStatements, eq(bankStatements.id, bankStatementLines.statementId))
          .where(inArray(bankStatementLines.fitid, fitids.slice(start, start + LOOKUP_BATCH)));
        for (const row of rows) known.set(row.fitid!, row.month);
      }
      return known;
    },
  };
}
