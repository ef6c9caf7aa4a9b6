import { monthLabel, type TStatementImportResponse } from '@payee/contract';
import { API_OFX_MESSAGES } from '@payee/content/api-ofx';
import type { Database } from '../../../db/client';
import { isUniqueViolation } from '../../../db/unique-violation';
import { ApiError, validationFailed } from '../../../lib/api-error';
import { createAuditRepository, type StaffActor } from '../../audit';
import { monthBounds } from '../common';
import { createFinanceRepository, type FinanceRepository } from '../repository/index';
import type { StatementLineColumns } from '../repository/reconciliation';
import { readOfxUpload, type OfxLine } from './read-ofx';
import { createOfxRepository } from './repository';

const MESSAGES = API_OFX_MESSAGES;

/**
 * Two imports at once that hold the same line (its FITID) or make the same month's statement: the second one's write
 * breaks a unique index and its transaction is undone; it is a 409 to try again (the lines written are then skipped),
 * not a 500.
 */
async function guardAgainstRace(work: () => Promise<void>) {
  try {
    await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, MESSAGES.importedMeanwhile);
    throw error;
  }
}

/** What the OFX import borrows from the reconciliation: its month guard, automatic matching and read of the month. */
export interface OfxImportDeps {
  db: Database;
  now: () => Date;
  assertOpenMonth: (month: string, inRepository?: FinanceRepository) => Promise<void>;
  autoMatch: (inTx: FinanceRepository, month: string) => Promise<number>;
  read: (month: string) => Promise<TStatementImportResponse['data']>;
}

/**
 * The balance after each of the month's lines: the month's closing balance less the lines after it, in date order
 * (the file's order within a day).
 */
function balancesAfter(lines: readonly OfxLine[], closingBalanceCents: number) {
  const inOrder = lines.map((line, index) => ({ line, index })).sort((a, b) => a.line.date.localeCompare(b.line.date) || a.index - b.index);
  let after = closingBalanceCents;
  const balances = new Map<string, number>();
  for (const { line } of inOrder.toReversed()) {
    balances.set(line.fitid, after);
    after -= line.amountCents;
  }
  return (fitid: string) => balances.get(fitid)!;
}

/**
 * Imports the month's statement downloaded as OFX/QFX (docs/decisions/money.md, "OFX/QFX statements"). A line whose
 * FITID is on a statement already (an overlapping download, the same file again) is skipped and counted; lines dated
 * outside the month are left for their month and counted; the month's new lines join the lines of its earlier
 * downloads (kept with their matches: the statement written again by replaceStatement, so the kept figures' triggers
 * see every line), and are matched automatically. A month's CSV statement is replaced, as a CSV import replaces it.
 */
export function createOfxImport({ db, now, assertOpenMonth, autoMatch, read }: OfxImportDeps) {
  return async function importOfx(
    month: string,
    upload: { filename: string; path: string },
    actor: StaffActor,
  ): Promise<TStatementImportResponse> {
    await assertOpenMonth(month);
    const file = await readOfxUpload(upload);
    const { start, end } = monthBounds(month);
    const label = monthLabel(month);
    const summary = { format: 'ofx' as const, imported: 0, matched: 0, already_imported: 0, other_months: 0 };
    await guardAgainstRace(() =>
      db.transaction(async (tx) => {
        const inTx = createFinanceRepository(tx);
        await assertOpenMonth(month, inTx);
        const known = await createOfxRepository(tx).knownFitids(file.lines.map((line) => line.fitid));
        const fresh = file.lines.filter((line) => !known.has(line.fitid));
        const inMonth = fresh.filter((line) => line.date >= start && line.date <= end);
        summary.already_imported = file.lines.length - fresh.length;
        summary.other_months = fresh.length - inMonth.length;
        const existing = await inTx.reconciliation.statementOf(month);
        if (inMonth.length === 0) {
          // A download of other months only, for a month without a statement: the wrong month was chosen.
          if (!existing && !file.lines.some((line) => line.date >= start && line.date <= end))
            throw validationFailed({ file: [MESSAGES.noneInMonth(label)] }, MESSAGES.cannotImport);
          return;
        }
        // The month's closing balance: LEDGERBAL less the file's lines dated after the month (a download that runs past
        // the month's end still gives the month's own figure).
        const closingBalanceCents =
          file.ledgerBalanceCents - file.lines.filter((line) => line.date > end).reduce((sum, line) => sum + line.amountCents, 0);
        const balanceOf = balancesAfter(
          file.lines.filter((line) => line.date >= start && line.date <= end),
          closingBalanceCents,
        );
        // The lines of the month's earlier downloads, with their matches; a CSV statement's lines (no FITID) are replaced.
        const kept: StatementLineColumns[] = existing
          ? (await inTx.reconciliation.statementLines(existing.id))
              .filter((line) => line.fitid !== null)
              .map(({ id: _id, statementId: _statement, ...line }) => line)
          : [];
        const added: StatementLineColumns[] = inMonth.map((line) => ({
          lineNo: 0,
          date: line.date,
          description: line.description,
          reference: line.reference,
          amountCents: line.amountCents,
          balanceCents: balanceOf(line.fitid),
          fitid: line.fitid,
        }));
        const lines = [...kept, ...added]
          .map((line, index) => ({ line, index }))
          .sort((a, b) => a.line.date.localeCompare(b.line.date) || a.index - b.index)
          .map(({ line }, index) => ({ ...line, lineNo: index + 1 }));
        await inTx.reconciliation.replaceStatement(
          existing?.id,
          { month, fileName: file.fileName, fileHash: file.hash, closingBalanceCents, importedAt: now(), importedBy: actor.staffUserId },
          lines,
        );
        summary.imported = added.length;
        summary.matched = await autoMatch(inTx, month);
        await createAuditRepository(tx).record({
          action: 'finance.bank_statement_import',
          staffUserId: actor.staffUserId,
          recordType: 'bank_statement',
          recordId: month,
          ip: actor.ip,
          details: {
            format: 'ofx',
            lines: added.length,
            matched_automatically: summary.matched,
            already_imported: summary.already_imported,
            other_months: summary.other_months,
            kept: kept.length,
            replaced: existing !== undefined,
          },
          at: now(),
        });
      }),
    );
    const message =
      summary.imported === 0
        ? MESSAGES.nothingNew(summary.already_imported, summary.other_months, label)
        : MESSAGES.imported(summary.imported, summary.matched, summary.already_imported, summary.other_months, label);
    return { message, data: await read(month), import: summary };
  };
}
