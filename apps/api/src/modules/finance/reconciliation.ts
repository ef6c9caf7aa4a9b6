import {
  BANK_STATEMENT_COLUMNS,
  ENTRY_KIND_LABELS,
  centsToDecimal,
  decimalToCents,
  formatDisplayDate,
  monthNotOverMessage,
  zQueryDay,
  type FieldErrors,
  pageMeta,
  pageOffset,
  type TOutstandingQuery,
  type TReconciliation,
  type TReconciliationEntry,
  type TReconciliationLinesQuery,
  monthLabel,
  formatOfficeDay,
} from '@payee/contract';
import { FINANCE_MESSAGES } from '@payee/content/validation-finance';
import type { Database } from '../../db/client';
import { LOOKUP_BATCH, yieldToServer } from '../../lib/batches';
import { ApiError, notFound, validationFailed } from '../../lib/api-error';
import { createAuditRepository, type StaffActor } from '../audit';
import { formatDollars } from '../ledger';
import type { BookService } from './book';
import { dayPlus, monthBounds, officeMonth, refOf } from './common';
import { daysApart, matchWindow, sameReference, MATCH_WINDOW_DAYS } from './match-rule';
import { createFinanceRepository, type FinanceRepository } from './repository/index';
import { SIGN_OFF_LIMIT_KEY } from './repository/refs';
import { readCsvUpload } from './csv-file';
import { createReportPdf, writeFacts, writeTable } from './report-pdf';
import { API_FINANCE_FILES, API_FINANCE_MESSAGES } from '@payee/content/api-finance';
import { createOfxImport } from './ofx/import';
import { isOfxUpload, uploadHead } from './ofx/read-ofx';

const MESSAGES = API_FINANCE_MESSAGES.reconciliation;
const FILE = API_FINANCE_FILES.reconciliation;

export const LINE_NOT_FOUND_MESSAGE = MESSAGES.lineNotFound;

/** A closed month's row: the report's figures as they stand. */
const closedFigures = (month: string, state: TReconciliation, differenceCents: number) => ({
  month,
  bankBalanceCents: decimalToCents(state.bank_balance!)!,
  bookBalanceCents: decimalToCents(state.book_balance)!,
  clientTotalCents: decimalToCents(state.client_balances_total)!,
  outstandingTotalCents: decimalToCents(state.outstanding_total)!,
  differenceCents,
});

/**
 * The month's bank reconciliation: the pooled account's statement (CSV) imported and matched line by line to the
 * book's entries (automatically by amount, date within a few days and reference; by hand for the rest), then the
 * month closed with its report. bank balance + outstanding entries = book balance, and book balance = sum of clients.
 * Entries dated before the first month with a statement count as cleared: the book began before the statements.
 */
export function createReconciliationService(db: Database, now: () => Date, book: BookService) {
  const repository = createFinanceRepository(db);
  const bankEntries = (inRepository: FinanceRepository, from: string, to: string) => inRepository.reconciliation.bankEntries(from, to);

  const toEntry = (row: {
    entryId: number;
    kind: TReconciliationEntry['kind'];
    postedOn: string;
    description: string;
    reference: string | null;
    amountCents: number;
  }): TReconciliationEntry => ({
    entry_id: row.entryId,
    kind: row.kind,
    posted_on: row.postedOn,
    description: row.description,
    reference: row.reference,
    amount: centsToDecimal(row.amountCents),
  });

  async function assertOpenMonth(month: string, inRepository: FinanceRepository = repository) {
    if (await inRepository.reconciliation.closedMonth(month))
      throw new ApiError(409, `${monthLabel(month)} is closed: its reconciliation cannot change.`);
  }

  /**
   * Matches each unmatched line of the month to one unmatched entry: reference first, then amount and nearest date.
   * Only entries of the line's amount are looked at (a map by amount, not every entry for every line), the event loop
   * is let go every LOOKUP_BATCH lines, and the matches are written in batches.
   */
  async function autoMatch(inTx: FinanceRepository, month: string) {
    const statement = await inTx.reconciliation.statementOf(month);
    if (!statement) return 0;
    const lines = await inTx.reconciliation.statementLines(statement.id, true);
    const { start, end } = monthBounds(month);
    const candidates = await bankEntries(inTx, matchWindow(start, MATCH_WINDOW_DAYS).from, matchWindow(end, MATCH_WINDOW_DAYS).to);
    const byAmount = new Map<number, typeof candidates>();
    for (const entry of candidates) {
      const same = byAmount.get(entry.amountCents);
      if (same) same.push(entry);
      else byAmount.set(entry.amountCents, [entry]);
    }
    const taken = new Set<number>();
    const matches: { lineId: number; entryId: number }[] = [];
    for (const pass of ['reference', 'amount'] as const) {
      for (const [index, line] of lines.entries()) {
        if (index > 0 && index % LOOKUP_BATCH === 0) await yieldToServer();
        if (line.matchedEntryId !== null) continue;
        const fits = (byAmount.get(Number(line.amountCents)) ?? []).filter(
          (entry) =>
            !taken.has(entry.entryId) &&
            daysApart(entry.postedOn, line.date) <= MATCH_WINDOW_DAYS &&
            (pass === 'amount' || sameReference(line.reference, entry.reference)),
        );
        const best = fits.sort((a, b) => daysApart(a.postedOn, line.date) - daysApart(b.postedOn, line.date) || a.entryId - b.entryId)[0];
        if (!best) continue;
        taken.add(best.entryId);
        line.matchedEntryId = best.entryId;
        matches.push({ lineId: line.id, entryId: best.entryId });
      }
    }
    await inTx.reconciliation.setAutoMatches(matches, now());
    return matches.length;
  }

  /** Where the month's outstanding entries are looked for: from the first month with a statement to the month's end. */
  async function outstandingRange(month: string) {
    const from = (await repository.reconciliation.firstStatementMonth()) ?? month;
    return from <= month ? { from: monthBounds(from).start, to: monthBounds(month).end } : null;
  }

  /** A statement line as the API shows it, with its match (`entryById`: the matched entries of the lines shown). */
  function toLine(
    line: Awaited<ReturnType<FinanceRepository['reconciliation']['linesPage']>>[number],
    entryById: Map<number, Parameters<typeof toEntry>[0]>,
    staff: Awaited<ReturnType<FinanceRepository['refs']['staffRefs']>>,
  ) {
    const entry = line.matchedEntryId === null ? undefined : entryById.get(line.matchedEntryId);
    return {
      id: line.id,
      line_no: line.lineNo,
      date: line.date,
      description: line.description,
      reference: line.reference,
      amount: centsToDecimal(Number(line.amountCents)),
      balance: centsToDecimal(Number(line.balanceCents)),
      match: entry && line.matchedHow ? { by: line.matchedHow, entry: toEntry(entry), matched_by: refOf(staff, line.matchedBy) } : null,
    };
  }

  /** The lines given, each with its match: their matched entries and matchers read once for all of them. */
  async function linesWithMatches(lines: Awaited<ReturnType<FinanceRepository['reconciliation']['linesPage']>>) {
    const matchedIds = lines.map((line) => line.matchedEntryId).filter((id): id is number => id !== null);
    const entryById = new Map((await repository.reconciliation.bankEntriesById(matchedIds)).map((entry) => [entry.entryId, entry]));
    const staff = await repository.refs.staffRefs(lines.map((line) => line.matchedBy));
    return lines.map((line) => toLine(line, entryById, staff));
  }

  /**
   * The month as the page shows it, every figure an aggregate in SQL (the statement's lines counted and summed, the
   * outstanding entries counted and summed), so its cost is a fixed number of statements whatever the month holds;
   * with what the close needs apart from a sign-off waiting (`figuresProblem`), the difference in cents and the close
   * waiting for sign-off.
   */
  async function stateOf(month: string) {
    const { end } = monthBounds(month);
    const statement = await repository.reconciliation.statementOf(month);
    const closedRow = await repository.reconciliation.closedMonth(month);
    const pending = closedRow ? undefined : await repository.reconciliation.pendingClose(month);
    const signOffAbove = await repository.refs.limitCents(SIGN_OFF_LIMIT_KEY);
    const lines = statement
      ? await repository.reconciliation.lineTotals(statement.id)
      : { count: 0, totalCents: 0, matched: 0, matchedCents: 0, unmatched: 0, unmatchedCents: 0 };
    const range = await outstandingRange(month);
    const outstanding = range
      ? await repository.reconciliation.outstandingTotals(range.from, range.to)
      : { count: 0, moneyInCents: 0, moneyOutCents: 0 };
    const totals = await book.totals(end);
    const staff = await repository.refs.staffRefs([
      statement?.importedBy,
      closedRow?.closedBy,
      closedRow?.signedOffBy,
      pending?.preparedBy,
    ]);
    const outstandingTotal = outstanding.moneyInCents - outstanding.moneyOutCents;
    const bankBalance = statement ? Number(statement.closingBalanceCents) : null;
    const difference = bankBalance === null ? null : bankBalance + outstandingTotal - totals.bankCents;
    const unmatched = lines.unmatched;
    let problem: string | null = null;
    if (closedRow) problem = MESSAGES.closedAlready(monthLabel(month));
    else if (month >= officeMonth(now())) problem = monthNotOverMessage(monthLabel(month), formatDisplayDate(dayPlus(end, 1)));
    else if (!statement) problem = MESSAGES.importStatementFirst(monthLabel(month));
    else if (unmatched > 0) problem = MESSAGES.linesNotMatched(unmatched);
    else if (totals.bankCents !== totals.clientsCents) problem = MESSAGES.bookUnbalanced;
    // A difference no longer stops the close: above the sign-off limit a second finance member signs it off.
    const figuresProblem = problem;
    if (!problem && pending) problem = MESSAGES.awaitingSignOff;
    const reconciliation: TReconciliation = {
      month,
      status: closedRow ? 'closed' : 'open',
      statement: statement
        ? {
            file_name: statement.fileName,
            imported_at: statement.importedAt.toISOString(),
            imported_by: refOf(staff, statement.importedBy),
          }
        : null,
      bank_balance: bankBalance === null ? null : centsToDecimal(bankBalance),
      book_balance: centsToDecimal(totals.bankCents),
      client_balances_total: centsToDecimal(totals.clientsCents),
      outstanding_count: outstanding.count,
      outstanding_money_in: centsToDecimal(outstanding.moneyInCents),
      outstanding_money_out: centsToDecimal(outstanding.moneyOutCents),
      outstanding_total: centsToDecimal(outstandingTotal),
      lines_count: lines.count,
      lines_total: centsToDecimal(lines.totalCents),
      matched_lines: lines.matched,
      matched_total: centsToDecimal(lines.matchedCents),
      unmatched_lines: unmatched,
      unmatched_total: centsToDecimal(lines.unmatchedCents),
      difference: difference === null ? null : centsToDecimal(difference),
      can_close: problem === null,
      close_problem: problem,
      closed_at: closedRow?.closedAt.toISOString() ?? null,
      closed_by: refOf(staff, closedRow?.closedBy),
      sign_off_above: centsToDecimal(signOffAbove),
      awaiting_sign_off: pending
        ? {
            prepared_at: pending.preparedAt.toISOString(),
            prepared_by: refOf(staff, pending.preparedBy),
            difference: centsToDecimal(Number(pending.differenceCents)),
          }
        : null,
      signed_off_at: closedRow?.signedOffAt?.toISOString() ?? null,
      signed_off_by: refOf(staff, closedRow?.signedOffBy),
    };
    return { reconciliation, figuresProblem, differenceCents: difference, signOffAbove, pending };
  }

  /** A page of the month's statement lines (all, matched or not), each with its match. */
  async function lines(month: string, query: TReconciliationLinesQuery) {
    const statement = await repository.reconciliation.statementOf(month);
    if (!statement) return { data: [], meta: pageMeta(query.page, query.per_page, 0) };
    const totals = await repository.reconciliation.lineTotals(statement.id);
    const total = query.matched === 'matched' ? totals.matched : query.matched === 'unmatched' ? totals.unmatched : totals.count;
    const page = await repository.reconciliation.linesPage(
      statement.id,
      query.matched,
      query.per_page,
      pageOffset(query.page, query.per_page),
    );
    return { data: await linesWithMatches(page), meta: pageMeta(query.page, query.per_page, total) };
  }

  /**
   * A page of the entries outstanding at the month's end, by date; or, with `candidates_for`, of the entries that line
   * of the month's statement could be matched to (match-rule.ts), the likeliest first.
   */
  async function outstandingEntries(month: string, query: TOutstandingQuery) {
    const offset = pageOffset(query.page, query.per_page);
    if (query.candidates_for !== undefined) {
      const statement = await repository.reconciliation.statementOf(month);
      const line = statement ? await repository.reconciliation.lineOf(statement.id, query.candidates_for) : undefined;
      if (!line) throw validationFailed({ candidates_for: [FINANCE_MESSAGES.candidatesFor] });
      const found = await repository.reconciliation.candidates(
        { date: line.date, amountCents: Number(line.amountCents), reference: line.reference },
        query.per_page,
        offset,
      );
      return { data: found.entries.map(toEntry), meta: pageMeta(query.page, query.per_page, found.total) };
    }
    const range = await outstandingRange(month);
    if (!range) return { data: [], meta: pageMeta(query.page, query.per_page, 0) };
    const { count } = await repository.reconciliation.outstandingTotals(range.from, range.to);
    const page = await repository.reconciliation.outstandingPage(range.from, range.to, query.per_page, offset);
    return { data: page.map(toEntry), meta: pageMeta(query.page, query.per_page, count) };
  }
  const read = async (month: string): Promise<TReconciliation> => (await stateOf(month)).reconciliation;

  async function lineOf(inTx: FinanceRepository, month: string, lineId: number) {
    const statement = await inTx.reconciliation.statementOf(month);
    const line = statement ? await inTx.reconciliation.lockLine(statement.id, lineId) : undefined;
    if (!line) throw notFound(LINE_NOT_FOUND_MESSAGE);
    return line;
  }

  const importOfx = createOfxImport({ db, now, assertOpenMonth, autoMatch, read });

  return {
    read,
    lines,
    outstandingEntries,

    async months() {
      const { statements, closedRows } = await repository.reconciliation.monthsSummary();
      const months = [...new Set([...statements.map((row) => row.month), ...closedRows.map((row) => row.month)])].sort().reverse();
      return months.map((month) => {
        const statement = statements.find((row) => row.month === month);
        return {
          month,
          status: closedRows.some((row) => row.month === month) ? ('closed' as const) : ('open' as const),
          has_statement: statement !== undefined,
          unmatched_lines: statement?.unmatched ?? 0,
        };
      });
    },

    /**
     * Imports (or replaces, while open) the month's statement and matches what it can: a CSV of our layout, or the
     * bank's OFX/QFX download (told by its name or first bytes; ofx/import.ts).
     */
    async importStatement(month: string, upload: { filename: string; path: string }, actor: StaffActor) {
      if (isOfxUpload(upload, await uploadHead(upload))) return importOfx(month, upload, actor);
      await assertOpenMonth(month);
      const file = await readCsvUpload(upload, BANK_STATEMENT_COLUMNS);
      const { start, end } = monthBounds(month);
      const errors: FieldErrors = {};
      const lines = file.rows.map((raw, index) => {
        const row = index + 1;
        const date = raw.date ?? '';
        if (!zQueryDay.safeParse(date).success) errors[`rows.${row}.date`] = [MESSAGES.rows.date];
        else if (date < start || date > end) errors[`rows.${row}.date`] = [MESSAGES.rows.dateOutsideMonth(monthLabel(month))];
        const amount = decimalToCents(raw.amount ?? '');
        if (amount === null || amount === 0) errors[`rows.${row}.amount`] = [MESSAGES.rows.amount];
        const balance = decimalToCents(raw.balance ?? '');
        if (balance === null) errors[`rows.${row}.balance`] = [MESSAGES.rows.balance];
        return {
          lineNo: row,
          date,
          description: (raw.description ?? '').slice(0, 300),
          reference: raw.reference?.trim() || null,
          amountCents: amount ?? 0,
          balanceCents: balance ?? 0,
        };
      });
      if (Object.keys(errors).length > 0) throw validationFailed(errors, MESSAGES.cannotImport);
      const existing = await repository.reconciliation.statementOf(month);
      if (existing?.fileHash === file.hash) return { message: MESSAGES.importedAlready, data: await read(month) };
      let matched = 0;
      await db.transaction(async (tx) => {
        const inTx = createFinanceRepository(tx);
        await assertOpenMonth(month, inTx);
        await inTx.reconciliation.replaceStatement(
          existing?.id,
          {
            month,
            fileName: file.fileName,
            fileHash: file.hash,
            closingBalanceCents: lines.at(-1)!.balanceCents,
            importedAt: now(),
            importedBy: actor.staffUserId,
          },
          lines,
        );
        matched = await autoMatch(inTx, month);
        await createAuditRepository(tx).record({
          action: 'finance.bank_statement_import',
          staffUserId: actor.staffUserId,
          recordType: 'bank_statement',
          recordId: month,
          ip: actor.ip,
          details: { lines: lines.length, matched_automatically: matched, replaced: existing !== undefined },
          at: now(),
        });
      });
      return {
        message: MESSAGES.imported(lines.length, matched),
        data: await read(month),
        import: { format: 'csv' as const, imported: lines.length, matched, already_imported: 0, other_months: 0 },
      };
    },

    async match(month: string, lineId: number, entryId: number, actor: StaffActor) {
      await db.transaction(async (tx) => {
        const inTx = createFinanceRepository(tx);
        await assertOpenMonth(month, inTx);
        const line = await lineOf(inTx, month, lineId);
        if (line.matchedEntryId !== null) throw new ApiError(409, MESSAGES.matchedAlready);
        const [entry] = await inTx.reconciliation.bankEntriesById([entryId]);
        if (!entry) throw validationFailed({ entry_id: [MESSAGES.chooseABankEntry] });
        const elsewhere = await inTx.reconciliation.lineMatchedTo(entryId);
        if (elsewhere) throw validationFailed({ entry_id: [MESSAGES.entryMatchedElsewhere] });
        if (entry.amountCents !== Number(line.amountCents)) {
          throw validationFailed({
            entry_id: [MESSAGES.amountsDiffer(formatDollars(Number(line.amountCents)), formatDollars(entry.amountCents))],
          });
        }
        await inTx.reconciliation.setMatch(line.id, {
          matchedEntryId: entryId,
          matchedHow: 'manual',
          matchedBy: actor.staffUserId,
          matchedAt: now(),
        });
        await createAuditRepository(tx).record({
          action: 'finance.reconciliation_match',
          staffUserId: actor.staffUserId,
          recordType: 'bank_statement_line',
          recordId: line.id,
          ip: actor.ip,
          details: { month, entry_id: entryId },
          at: now(),
        });
      });
      return read(month);
    },

    async unmatch(month: string, lineId: number, actor: StaffActor) {
      await db.transaction(async (tx) => {
        const inTx = createFinanceRepository(tx);
        await assertOpenMonth(month, inTx);
        const line = await lineOf(inTx, month, lineId);
        if (line.matchedEntryId === null) throw new ApiError(409, MESSAGES.notMatched);
        await inTx.reconciliation.setMatch(line.id, { matchedEntryId: null, matchedHow: null, matchedBy: null, matchedAt: null });
        await createAuditRepository(tx).record({
          action: 'finance.reconciliation_unmatch',
          staffUserId: actor.staffUserId,
          recordType: 'bank_statement_line',
          recordId: line.id,
          ip: actor.ip,
          details: { month, entry_id: line.matchedEntryId },
          at: now(),
        });
      });
      return read(month);
    },

    /**
     * Closes the month once it is over in the office and its lines are matched: nothing posts with a date in it
     * afterwards. The member who closes it is its preparer; with a difference above the sign-off limit the close waits
     * for another finance member's sign-off (`signOff`) instead.
     */
    async close(month: string, actor: StaffActor) {
      const { reconciliation: state, differenceCents, signOffAbove } = await stateOf(month);
      if (!state.can_close) throw new ApiError(409, state.close_problem ?? MESSAGES.cannotCloseYet);
      const difference = differenceCents ?? 0;
      const needsSignOff = Math.abs(difference) > signOffAbove;
      await db.transaction(async (tx) => {
        const inTx = createFinanceRepository(tx);
        await assertOpenMonth(month, inTx);
        if (needsSignOff) {
          const added = await inTx.reconciliation.addPendingClose({
            month,
            preparedAt: now(),
            preparedBy: actor.staffUserId,
            differenceCents: difference,
          });
          if (!added) throw new ApiError(409, MESSAGES.awaitingSignOff);
        } else {
          if (await inTx.reconciliation.pendingClose(month, true)) throw new ApiError(409, MESSAGES.awaitingSignOff);
          await inTx.reconciliation.closeMonth({
            ...closedFigures(month, state, difference),
            closedAt: now(),
            closedBy: actor.staffUserId,
          });
        }
        await createAuditRepository(tx).record({
          action: needsSignOff ? 'finance.month_close_prepare' : 'finance.month_close',
          staffUserId: actor.staffUserId,
          recordType: 'closed_month',
          recordId: month,
          ip: actor.ip,
          details: {
            bank_balance: state.bank_balance,
            book_balance: state.book_balance,
            outstanding_total: state.outstanding_total,
            difference_cents: difference,
            sign_off_above_cents: signOffAbove,
          },
          at: now(),
        });
      });
      const message = needsSignOff ? MESSAGES.preparedForSignOff(formatDollars(difference)) : MESSAGES.closed;
      return { message, data: await read(month) };
    },

    /**
     * A second finance member signs off a close waiting: never its preparer, and only on the figures it was prepared
     * with (a close whose figures changed since is withdrawn, to be closed again).
     */
    async signOff(month: string, actor: StaffActor) {
      const { reconciliation: state, figuresProblem, differenceCents, pending } = await stateOf(month);
      if (!pending)
        throw new ApiError(409, state.status === 'closed' ? MESSAGES.closedAlready(monthLabel(month)) : MESSAGES.nothingToSignOff);
      if (pending.preparedBy === actor.staffUserId) throw new ApiError(409, MESSAGES.ownClose);
      const changed = figuresProblem !== null || differenceCents !== Number(pending.differenceCents);
      await db.transaction(async (tx) => {
        const inTx = createFinanceRepository(tx);
        const locked = await inTx.reconciliation.pendingClose(month, true);
        if (!locked || locked.preparedAt.getTime() !== pending.preparedAt.getTime()) throw new ApiError(409, MESSAGES.nothingToSignOff);
        await inTx.reconciliation.deletePendingClose(month);
        if (changed) {
          await createAuditRepository(tx).record({
            action: 'finance.month_close_withdraw',
            staffUserId: actor.staffUserId,
            recordType: 'closed_month',
            recordId: month,
            ip: actor.ip,
            details: {
              prepared_by: pending.preparedBy,
              difference_cents: Number(pending.differenceCents),
              now: figuresProblem ?? differenceCents,
            },
            at: now(),
          });
          return;
        }
        await inTx.reconciliation.closeMonth({
          ...closedFigures(month, state, Number(pending.differenceCents)),
          closedAt: pending.preparedAt,
          closedBy: pending.preparedBy,
          signedOffBy: actor.staffUserId,
          signedOffAt: now(),
        });
        await createAuditRepository(tx).record({
          action: 'finance.month_sign_off',
          staffUserId: actor.staffUserId,
          recordType: 'closed_month',
          recordId: month,
          ip: actor.ip,
          details: { prepared_by: pending.preparedBy, difference_cents: Number(pending.differenceCents) },
          at: now(),
        });
      });
      if (changed) throw new ApiError(409, MESSAGES.figuresChanged);
      return read(month);
    },

    /** The reconciliation report as a PDF stream. */
    async report(month: string) {
      const state = await read(month);
      // The report is the month's whole record, a file: every line and every outstanding entry.
      const statement = await repository.reconciliation.statementOf(month);
      const statementLines = statement ? await linesWithMatches(await repository.reconciliation.statementLines(statement.id)) : [];
      const range = await outstandingRange(month);
      const outstanding = range ? (await bankEntries(repository, range.from, range.to)).map(toEntry) : [];
      const doc = createReportPdf(
        FILE.title(monthLabel(month)),
        state.status !== 'closed'
          ? FILE.open
          : state.signed_off_at
            ? FILE.closedAndSignedOff(
                formatOfficeDay(state.closed_at!),
                state.closed_by?.name,
                formatOfficeDay(state.signed_off_at),
                state.signed_off_by?.name,
              )
            : FILE.closedOn(formatOfficeDay(state.closed_at!), state.closed_by?.name),
      );
      const money = (value: string | null) => (value === null ? FILE.noStatement : formatDollars(decimalToCents(value)!));
      // A movement in two columns, money in and money out, both positive (docs/decisions.md, "Money in and out").
      const inAndOut = (value: string) => {
        const cents = decimalToCents(value)!;
        return [cents > 0 ? formatDollars(cents) : '', cents < 0 ? formatDollars(-cents) : ''];
      };
      writeFacts(doc, [
        [FILE.facts.bankBalance, money(state.bank_balance)],
        [FILE.facts.outstanding, money(state.outstanding_total)],
        [FILE.facts.bookBalance, money(state.book_balance)],
        [FILE.facts.clientsTotal, money(state.client_balances_total)],
        [FILE.facts.difference, money(state.difference)],
      ]);
      writeTable(
        doc,
        FILE.outstandingHeading,
        FILE.outstandingColumns,
        outstanding.map((entry) => [
          formatDisplayDate(entry.posted_on),
          FILE.entry(entry.entry_id, ENTRY_KIND_LABELS[entry.kind]),
          entry.description,
          entry.reference ?? '',
          ...inAndOut(entry.amount),
        ]),
        [62, 80, '*', 70, 62, 62],
        [4, 5],
      );
      writeTable(
        doc,
        FILE.linesHeading,
        FILE.linesColumns,
        statementLines.map((line) => [
          formatDisplayDate(line.date),
          line.description,
          line.reference ?? '',
          ...inAndOut(line.amount),
          line.match ? FILE.matchedTo(line.match.entry.entry_id, line.match.by) : FILE.notMatched,
        ]),
        [62, '*', 70, 62, 62, 80],
        [3, 4],
      );
      doc.end();
      return doc;
    },
  };
}
