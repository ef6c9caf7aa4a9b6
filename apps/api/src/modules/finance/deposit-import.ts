import {
  DEPOSIT_SOURCE_CATEGORY,
  SSA_DEPOSIT_FILE_COLUMNS,
  assignmentReasonMessage,
  centsToDecimal,
  decimalToCents,
  formatOfficeDay,
  formatMoney,
  maskSsn,
  onlyDigits,
  pageMeta,
  pageOffset,
  zQueryDay,
  type DepositSource,
  type FieldErrors,
  type TDepositImportCommitFields,
  type TDepositImportResult,
  type TDepositImportRow,
  type TDepositImportSummary,
  type TFinanceClientRef,
} from '@payee/contract';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/unique-violation';
import { validationFailed } from '../../lib/api-error';
import { inBatches, LOOKUP_BATCH, yieldToServer } from '../../lib/batches';
import { createAuditRepository, type StaffActor } from '../audit';
import type { KeyRing } from '../../lib/crypto';
import { ssnLookupHashes } from '../../lib/ssn-lookup';
import { clientAndBankLines, createJournal } from '../ledger';
import { enrolledClient, refOf, toClientRef } from './common';
import { createFinanceRepository } from './repository/index';
import { readCsvUpload, type CsvFile } from './csv-file';
import { API_FINANCE_MESSAGES } from '@payee/content/api-finance';

const BENEFIT_TYPES: Record<string, DepositSource> = { ssa: 'social_security', ss: 'social_security', ssi: 'ssi' };
const MESSAGES = API_FINANCE_MESSAGES.depositImport;
const DESCRIPTIONS: Partial<Record<DepositSource, string>> = MESSAGES.descriptions;

/** A row read and checked, before or after the client is known. */
interface ReadRow extends TDepositImportRow {
  amountCents: number | null;
  sourceKey: string | null;
  programId: number | null;
  /** The look-up hashes of the row's SSN under every key of the ring: whose SSN it is. */
  ssnHashes: string[];
  /** Why it goes to a client whose SSN is not the row's (an assignment by hand). */
  assignmentReason: string | null;
}

/** Why a row of a commit was not posted, in plain words. */
function skipReason(row: TDepositImportRow, importedBefore: TDepositImportSummary['already_imported']): string {
  if (row.status === 'already_posted') return MESSAGES.postedBefore(row.entry_id ? { id: row.entry_id, client: row.client?.name } : null);
  if (importedBefore) return MESSAGES.fileImportedOn(formatOfficeDay(importedBefore.at));
  return MESSAGES.notPosted;
}

/** "Posted 3 deposits from the file, $1,018.00 in all: Ana Ledger $993.00 (rows 1, 3); Ben Ledger $25.00 (row 2). 1 row skipped, posted before." */
function postedMessage(result: Pick<TDepositImportResult, 'posted' | 'skipped' | 'amount_posted' | 'posted_to'>) {
  const postedTo = result.posted_to.map((entry) => ({ client: entry.client.name, amount: formatMoney(entry.amount), rows: entry.rows }));
  return MESSAGES.posted(result.posted, formatMoney(result.amount_posted), postedTo, result.skipped);
}

/**
 * The month's SSA deposit file (docs/decisions.md; columns in the contract's SSA_DEPOSIT_FILE_COLUMNS): each row is
 * matched to a client by the SSN's look-up hash (the clients module's helper, never a hash of our own), the
 * unmatched listed for finance to assign by hand, then every row posted as a deposit in one transaction. Posting
 * is idempotent twice over: the file (its SHA-256) and each payment (`ssa:<payment_reference>` on the entry).
 * The SSN is read and dropped: only its last four digits are shown, nothing of it is stored but in the row key's hash.
 */
export function createDepositImportService(db: Database, key: KeyRing, now: () => Date) {
  const repository = createFinanceRepository(db);

  /** A row of the file checked on its own, before any look-up: what is wrong with it, its key and its SSN's hashes. */
  function checkRow(raw: Record<string, string>, index: number, seen: Set<string>): ReadRow {
    const problems: FieldErrors = {};
    const date = raw.payment_date ?? '';
    if (!zQueryDay.safeParse(date).success) problems.payment_date = [MESSAGES.rows.paymentDate];
    const ssn = onlyDigits(raw.ssn ?? '');
    if (ssn.length !== 9) problems.ssn = [MESSAGES.rows.ssn];
    const source = BENEFIT_TYPES[(raw.benefit_type ?? '').toLowerCase()] ?? null;
    if (!source) problems.benefit_type = [MESSAGES.rows.benefitType];
    const amountCents = decimalToCents(raw.amount ?? '');
    if (amountCents === null || amountCents <= 0) problems.amount = [MESSAGES.rows.amount];
    const ssnHashes = ssn.length === 9 ? ssnLookupHashes(ssn, key) : [];
    const hash = ssnHashes[0] ?? null; // the current key's, first of the ring's
    const reference = (raw.payment_reference ?? '').trim();
    // The payment's own reference is its key; without one, what the payment is (whose, when, how much, which benefit).
    const sourceKey = reference
      ? `ssa:${reference}`
      : hash && amountCents
        ? `ssa:${hash.slice(0, 32)}:${date}:${amountCents}:${source}`
        : null;
    if (sourceKey && seen.has(sourceKey)) problems.payment_reference = [MESSAGES.rows.twice];
    if (sourceKey) seen.add(sourceKey);
    const invalid = Object.keys(problems).length > 0;
    return {
      row: index + 1,
      payment_date: date || null,
      ssn_masked: ssn.length === 9 ? maskSsn(ssn.slice(-4)) : null,
      beneficiary_name: (raw.beneficiary_name ?? '').slice(0, 150),
      source,
      amount: amountCents !== null && amountCents > 0 ? centsToDecimal(amountCents) : null,
      reference: reference || `row ${index + 1}`,
      status: invalid ? 'invalid' : 'unmatched',
      client: null,
      problems,
      entry_id: null,
      amountCents,
      sourceKey,
      programId: null,
      ssnHashes,
      assignmentReason: null,
    };
  }

  /**
   * The client each SSN look-up hash finds, when they are a client enrolled in the program (others are assigned by
   * hand): a query per batch of distinct hashes, however long the file.
   */
  async function enrolledClientsBySsn(hashes: string[], programId: number): Promise<Map<string, TFinanceClientRef>> {
    const found = await inBatches(hashes, (batch) => repository.refs.clientsBySsnLookup(batch, programId));
    return new Map(
      found
        .filter((client) => client.processType === 'client' && client.programName !== null && client.enrolledOn !== null)
        .map((client) => [client.ssnLookup, toClientRef(client)]),
    );
  }

  /**
   * The file's rows checked, matched to clients by their SSN and marked when posted before. The look-ups go by
   * batches (LOOKUP_BATCH) with a turn of the event loop between them, so a long file neither costs a query a row
   * nor holds the server while it is read.
   */
  async function readRows(file: CsvFile, programId: number): Promise<ReadRow[]> {
    const seen = new Set<string>();
    const rows: ReadRow[] = [];
    for (const [index, raw] of file.rows.entries()) {
      if (index > 0 && index % LOOKUP_BATCH === 0) await yieldToServer();
      rows.push(checkRow(raw, index, seen));
    }
    const checked = rows.filter((row) => row.status !== 'invalid');
    const clientsBySsn = await enrolledClientsBySsn(
      checked.flatMap((row) => row.ssnHashes),
      programId,
    );
    for (const row of checked) {
      const match = row.ssnHashes.map((hash) => clientsBySsn.get(hash)).find((client) => client !== undefined) ?? null;
      if (!match) continue;
      row.status = 'matched';
      row.client = match;
      row.programId = programId;
    }
    // Payments posted before (this file, or another that held them): nothing posts twice.
    const keys = rows.map((row) => row.sourceKey).filter((value): value is string => value !== null);
    const posted = await inBatches(keys, (batch) => repository.book.entriesBySourceKey(batch));
    if (posted.length > 0) {
      const postedByKey = new Map(posted.map((row) => [row.key, row.id]));
      const postedTo = await clientsOfEntries(posted.map((row) => row.id));
      for (const row of rows) {
        if (row.status !== 'invalid' && row.sourceKey && postedByKey.has(row.sourceKey)) {
          row.status = 'already_posted';
          row.entry_id = postedByKey.get(row.sourceKey)!;
          // Whoever it went to (by the SSN, or by hand to another client), not whom the SSN finds today.
          row.client = postedTo.get(row.entry_id) ?? row.client;
        }
      }
    }
    return rows;
  }

  /** The client whose sub-ledger each entry credited. */
  async function clientsOfEntries(entryIds: number[]): Promise<Map<number, TFinanceClientRef>> {
    const lines = await inBatches(entryIds, (batch) => repository.book.clientLinesOfEntries(batch));
    const refs = new Map(
      await inBatches(
        lines.map((line) => line.clientId!),
        async (batch) => [...(await repository.refs.clientRefs(batch))],
      ),
    );
    return new Map(lines.map((line) => [line.entryId, refs.get(line.clientId!)!]));
  }

  /** Whether `clientId`'s SSN is the row's (its look-up hash, under any key of the ring). */
  async function hasRowSsn(clientId: number, row: ReadRow): Promise<boolean> {
    return repository.book.clientHasSsnLookup(clientId, row.ssnHashes);
  }

  /** What a commit posted, client by client, and what it skipped and why. */
  function outcome(rows: ReadRow[], posted: ReadRow[], importedBefore: TDepositImportSummary['already_imported']) {
    const byClient = new Map<number, { client: TFinanceClientRef; rows: number[]; cents: number }>();
    for (const row of posted) {
      const entry = byClient.get(row.client!.id) ?? { client: row.client!, rows: [], cents: 0 };
      entry.rows.push(row.row);
      entry.cents += row.amountCents!;
      byClient.set(row.client!.id, entry);
    }
    const postedRows = new Set(posted.map((row) => row.row));
    const skippedRows = rows
      .filter((row) => !postedRows.has(row.row))
      .map((row) => ({ row: row.row, reference: row.reference, reason: skipReason(row, importedBefore) }));
    const amountCents = posted.reduce((sum, row) => sum + row.amountCents!, 0);
    return {
      posted: posted.length,
      skipped: skippedRows.length,
      amount_posted: centsToDecimal(amountCents),
      posted_to: [...byClient.values()].map((entry) => ({ client: entry.client, rows: entry.rows, amount: centsToDecimal(entry.cents) })),
      skipped_rows: skippedRows,
      amountCents,
    };
  }

  async function summarise(file: CsvFile, rows: ReadRow[]): Promise<TDepositImportSummary> {
    const previous = await repository.book.depositImportOfFile(file.hash);
    const staff = await repository.refs.staffRefs([previous?.importedBy]);
    const toPost = rows.filter((row) => row.status === 'matched' || row.status === 'assigned');
    return {
      file_name: file.fileName,
      file_hash: file.hash,
      already_imported: previous
        ? { at: previous.importedAt.toISOString(), by: refOf(staff, previous.importedBy), import_id: previous.id }
        : null,
      rows: rows.map(
        ({ amountCents: _amount, sourceKey: _key, programId: _program, ssnHashes: _hashes, assignmentReason: _reason, ...row }) => row,
      ),
      totals: {
        rows: rows.length,
        matched: rows.filter((row) => row.status === 'matched' || row.status === 'assigned').length,
        unmatched: rows.filter((row) => row.status === 'unmatched').length,
        already_posted: rows.filter((row) => row.status === 'already_posted').length,
        invalid: rows.filter((row) => row.status === 'invalid').length,
        amount_to_post: centsToDecimal(previous ? 0 : toPost.reduce((sum, row) => sum + (row.amountCents ?? 0), 0)),
      },
    };
  }

  return {
    /** What the file would post: nothing is written. */
    async preview(upload: { filename: string; path: string }, programId = 1) {
      const file = await readCsvUpload(upload, SSA_DEPOSIT_FILE_COLUMNS);
      return summarise(file, await readRows(file, programId));
    },

    /** Posts every row of the file in one transaction (unmatched rows assigned by hand), once. */
    async commit(upload: { filename: string; path: string }, fields: TDepositImportCommitFields, actor: StaffActor) {
      const file = await readCsvUpload(upload, SSA_DEPOSIT_FILE_COLUMNS);
      const rows = await readRows(file, fields.program_id);
      const errors: FieldErrors = {};
      for (const row of rows.filter((candidate) => candidate.status === 'invalid')) {
        for (const [column, messages] of Object.entries(row.problems)) errors[`rows.${row.row}.${column}`] = messages;
      }
      const assigned = new Map<number, TFinanceClientRef>();
      const assignedIds = await repository.refs.clientRefs(fields.assignments.map((assignment) => assignment.client_id));
      const reasons = new Map<number, string>();
      for (const [index, assignment] of fields.assignments.entries()) {
        const row = rows.find((candidate) => candidate.row === assignment.row);
        if (!row) errors[`assignments.${index}.row`] = [MESSAGES.assignments.noSuchRow(assignment.row)];
        else if (row.status === 'matched' && row.client?.id !== assignment.client_id) {
          errors[`assignments.${index}.row`] = [MESSAGES.assignments.matchedElsewhere(assignment.row, row.client?.name)];
        } else if (!assignedIds.has(assignment.client_id)) errors[`assignments.${index}.client_id`] = [MESSAGES.assignments.chooseAClient];
        else {
          try {
            await enrolledClient(repository.refs, assignment.client_id, fields.program_id);
          } catch {
            errors[`assignments.${index}.client_id`] = [MESSAGES.assignments.notEnrolled];
            continue;
          }
          const client = assignedIds.get(assignment.client_id)!;
          // Another client's SSN: the money may be someone else's, so finance says why it is this client's.
          if (row.status === 'unmatched' && !(await hasRowSsn(assignment.client_id, row))) {
            if (!assignment.reason) {
              errors[`assignments.${index}.reason`] = [assignmentReasonMessage(row.row, client.name)];
              continue;
            }
            reasons.set(row.row, assignment.reason);
          }
          assigned.set(assignment.row, client);
        }
      }
      const answered = new Set(fields.assignments.map((assignment) => assignment.row));
      for (const row of rows) {
        if (row.status !== 'unmatched') continue;
        const client = assigned.get(row.row);
        if (client)
          Object.assign(row, { status: 'assigned', client, programId: fields.program_id, assignmentReason: reasons.get(row.row) ?? null });
        // An assignment refused above has its own error; a row without any is named here.
        else if (!answered.has(row.row))
          errors.assignments = [...(errors.assignments ?? []), MESSAGES.assignments.unassigned(row.row, row.ssn_masked, row.amount)];
      }
      if (Object.keys(errors).length > 0) throw validationFailed(errors, MESSAGES.cannotPost);

      const summary = await summarise(file, rows);
      if (summary.already_imported) {
        const { amountCents: _none, ...nothing } = outcome(rows, [], summary.already_imported);
        return {
          message: MESSAGES.importedOnNothingPosted(formatOfficeDay(summary.already_imported.at)),
          data: { ...summary, import_id: summary.already_imported.import_id, ...nothing },
        };
      }
      const toPost = rows.filter((row) => row.status === 'matched' || row.status === 'assigned');
      const { amountCents: amountPosted, ...posted } = outcome(rows, toPost, null);
      try {
        const importId = await db.transaction(async (tx) => {
          const journal = createJournal(tx);
          const bank = await journal.bankAccount();
          const accounts = await journal.clientAccounts(
            toPost.map((row) => row.client!.id),
            fields.program_id,
          );
          const missing = toPost.find((row) => !accounts.has(row.client!.id));
          if (missing) throw new Error(`Client ${missing.client!.id} is enrolled in program ${fields.program_id} without its account.`);
          // Every row in a few statements (one pair per 500 rows), not several each: a month's file for a whole
          // office commits in seconds.
          const entryIds = await journal.postMany(
            toPost.map((row) => ({
              kind: 'deposit' as const,
              postedOn: row.payment_date!,
              description: DESCRIPTIONS[row.source!] ?? MESSAGES.otherDescription,
              reference: row.reference,
              depositSource: row.source,
              sourceKey: row.sourceKey,
              assignmentReason: row.assignmentReason,
              createdBy: actor.staffUserId,
              lines: clientAndBankLines(accounts.get(row.client!.id)!, bank, row.amountCents!, DEPOSIT_SOURCE_CATEGORY[row.source!]),
            })),
            { dateField: (index) => `rows.${toPost[index]!.row}.payment_date` },
          );
          toPost.forEach((row, index) => {
            row.entry_id = entryIds[index]!;
          });
          const savedId = await createFinanceRepository(tx).book.insertDepositImport({
            fileName: file.fileName,
            fileHash: file.hash,
            rowCount: rows.length,
            postedCount: toPost.length,
            amountPostedCents: amountPosted,
            importedAt: now(),
            importedBy: actor.staffUserId,
          });
          const audit = createAuditRepository(tx);
          await audit.record({
            action: 'finance.deposit_import',
            staffUserId: actor.staffUserId,
            recordType: 'deposit_import',
            recordId: savedId,
            ip: actor.ip,
            details: {
              rows: rows.length,
              posted: toPost.length,
              assigned_by_hand: toPost
                .filter((row) => row.status === 'assigned')
                .map((row) => ({
                  row: row.row,
                  client_id: row.client!.id,
                  entry_id: row.entry_id,
                  ssn_matches: row.assignmentReason === null,
                })),
              amount_posted_cents: amountPosted,
            },
            at: now(),
          });
          // Each row posted to a client with another SSN: its own row, with the reason, in the client's history.
          for (const row of toPost.filter((candidate) => candidate.assignmentReason !== null)) {
            await audit.record({
              action: 'finance.deposit_assign',
              staffUserId: actor.staffUserId,
              clientId: row.client!.id,
              recordType: 'journal_entry',
              recordId: row.entry_id!,
              ip: actor.ip,
              reason: row.assignmentReason,
              details: { deposit_import_id: savedId, row: row.row, reference: row.reference, amount_cents: row.amountCents },
              at: now(),
            });
          }
          return savedId;
        });
        const result = await summarise(file, rows);
        return {
          message: postedMessage(posted),
          data: { ...result, import_id: importId, ...posted },
        };
      } catch (error) {
        // The same file committed twice at once: the second finds it imported.
        if (!isUniqueViolation(error)) throw error;
        const readAgain = await readRows(file, fields.program_id);
        const again = await summarise(file, readAgain);
        const { amountCents: _none, ...nothing } = outcome(readAgain, [], again.already_imported);
        return {
          message: MESSAGES.importedAlready,
          data: { ...again, import_id: again.already_imported?.import_id ?? null, ...nothing },
        };
      }
    },

    async page(query: { page: number; per_page: number }) {
      const { rows, total } = await repository.book.depositImportsPage(query.per_page, pageOffset(query.page, query.per_page));
      const staff = await repository.refs.staffRefs(rows.map((row) => row.importedBy));
      return {
        data: rows.map((row) => ({
          id: row.id,
          file_name: row.fileName,
          file_hash: row.fileHash,
          rows: row.rowCount,
          posted: row.postedCount,
          amount_posted: centsToDecimal(Number(row.amountPostedCents)),
          imported_at: row.importedAt.toISOString(),
          imported_by: refOf(staff, row.importedBy),
        })),
        meta: pageMeta(query.page, query.per_page, total),
      };
    },
  };
}
