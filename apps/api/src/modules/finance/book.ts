import {
  type AuditAction,
  centsToDecimal,
  decimalToCents,
  DEPOSIT_IN_FUTURE_MESSAGE,
  DEPOSIT_SOURCE_CATEGORY,
  DEPOSIT_SOURCE_LABELS,
  duplicateReferenceMessage,
  ENTRY_KIND_LABELS,
  formatDisplayDate,
  cursorPlace,
  pageCursorOf,
  pageMeta,
  pageOffset,
  type TAdjustmentRequest,
  type TClientLedgerPage,
  type TDepositApproval,
  type TDepositRequest,
  type TFeeRequest,
  type TFinanceClientProgram,
  type TFinanceClientRow,
  type TJournalEntry,
  type TJournalPage,
  type TJournalQuery,
  TRANSACTION_CATEGORY_LABELS,
  type TReverseEntryRequest,
  type TTransferRequest,
} from '@payee/contract';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/unique-violation';
import { ApiError, notFound, validationFailed } from '../../lib/api-error';
import { createAuditRepository, type StaffActor } from '../audit';
import { createClientAdminRepository } from '../clients';
import { clientAndBankLines, createJournal, feeLines, formatDollars, type NewEntry, toCents, transferLines } from '../ledger';
import { enrolledClient, officeToday, refOf, toClientRef } from './common';
import { type JournalPlace } from './repository/book';
import type { DepositApprovalRow } from './repository/deposit-approvals';
import { createFinanceRepository, type FinanceRepository } from './repository/index';
import { API_FINANCE_MESSAGES } from '@payee/content/api-finance';

const MESSAGES = API_FINANCE_MESSAGES.entries;

export const ENTRY_NOT_FOUND_MESSAGE = MESSAGES.notFound;

/** Entries with their lines, accounts, creators and reversals, in the order of `ids`. */
export async function readEntries(repository: FinanceRepository, ids: readonly number[]): Promise<TJournalEntry[]> {
  if (ids.length === 0) return [];
  const { entries, lines, reversals } = await repository.book.entriesWithLines(ids);
  const reversedBy = new Map(reversals.map((row) => [row.reverses!, row.id]));
  const staff = await repository.refs.staffRefs(entries.map((entry) => entry.createdBy));
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  return ids
    .map((id) => byId.get(id))
    .filter((entry) => entry !== undefined)
    .map((entry) => ({
      id: entry.id,
      kind: entry.kind,
      kind_label: ENTRY_KIND_LABELS[entry.kind],
      posted_on: entry.postedOn,
      description: entry.description,
      reference: entry.reference,
      deposit_source: entry.depositSource,
      reverses_entry_id: entry.reversesEntryId,
      reversed_by_entry_id: reversedBy.get(entry.id) ?? null,
      override_reason: entry.overrideReason,
      assignment_reason: entry.assignmentReason,
      created_at: entry.createdAt.toISOString(),
      created_by: refOf(staff, entry.createdBy),
      lines: lines
        .filter((line) => line.entryId === entry.id)
        .map((line) => ({
          id: line.id,
          account: { id: line.accountId, kind: line.kind, name: line.name, client_id: line.clientId, program_id: line.programId },
          amount: centsToDecimal(Number(line.amountCents)),
          category: line.category,
          category_label: line.category ? TRANSACTION_CATEGORY_LABELS[line.category] : null,
        })),
    }));
}

/** A deposit by hand: posted, or (above the approval limit) waiting for a second finance member. */
export type DepositAnswer = { entry: TJournalEntry } | { waiting: TDepositApproval; message: string };

/** A deposit's journal entry: the client's money up, the bank's too. */
const depositEntry = (
  input: Pick<TDepositRequest, 'source' | 'amount' | 'received_on' | 'reference' | 'description'>,
  account: number,
  bank: number,
): NewEntry => ({
  kind: 'deposit',
  postedOn: input.received_on,
  description: input.description ?? `${DEPOSIT_SOURCE_LABELS[input.source]} deposit`,
  reference: input.reference ?? null,
  depositSource: input.source,
  lines: clientAndBankLines(account, bank, input.amount, DEPOSIT_SOURCE_CATEGORY[input.source]),
});

/**
 * The book's side of finance: totals, clients with their balances, a client's sub-ledger, the journal, and the
 * postings made by hand (deposits, fees, adjustments, reversals). Each posting writes its audit row in its transaction.
 */
export function createBookService(db: Database, now: () => Date) {
  const journal = createJournal(db);
  const repository = createFinanceRepository(db);

  /** Posts in a transaction with its audit row. */
  async function postAudited(
    entry: NewEntry,
    actor: StaffActor,
    audit: { action: AuditAction; clientId: number; reason?: string | null; details?: Record<string, unknown> },
    dateField?: string,
  ) {
    const id = await db.transaction(async (tx) => {
      const entryId = await createJournal(tx).post({ ...entry, createdBy: actor.staffUserId }, { dateField });
      await createAuditRepository(tx).record({
        action: audit.action,
        staffUserId: actor.staffUserId,
        clientId: audit.clientId,
        recordType: 'journal_entry',
        recordId: entryId,
        ip: actor.ip,
        reason: audit.reason ?? entry.overrideReason ?? null,
        details: { ...audit.details, ...(entry.overrideReason ? { overdraft_override: true } : {}) },
        at: now(),
      });
      return entryId;
    });
    return (await readEntries(repository, [id]))[0]!;
  }

  /** Each client's enrolments, with the balance of each. */
  async function enrolmentsOf(clientIds: number[]): Promise<Map<number, TFinanceClientProgram[]>> {
    const programsByClient = await createClientAdminRepository(db).programsOf(clientIds);
    if (clientIds.length === 0) return new Map();
    const accounts = await repository.book.clientAccounts(clientIds);
    const balances = await repository.book.balancesByAccount(accounts.map((account) => account.id));
    return new Map(
      [...programsByClient].map(([clientId, enrolments]) => [
        clientId,
        enrolments.map((program) => {
          const account = accounts.find((candidate) => candidate.clientId === clientId && candidate.programId === program.id);
          return {
            id: program.id,
            name: program.name,
            short_name: program.shortName,
            status: program.status === 1 ? 1 : 0,
            balance: centsToDecimal(account ? (balances.get(account.id) ?? 0) : 0),
          };
        }),
      ]),
    );
  }

  /** Deposits waiting, as the page shows them, each saying whether `viewerId` entered it. */
  async function depositApprovalsOf(rows: DepositApprovalRow[], viewerId: number): Promise<TDepositApproval[]> {
    const clients = await repository.refs.clientRefs(rows.map((row) => row.clientId));
    const staff = await repository.refs.staffRefs(rows.map((row) => row.draftedBy));
    return rows.map((row) => ({
      id: row.id,
      client: clients.get(row.clientId)!,
      program_id: row.programId,
      source: row.source,
      source_label: DEPOSIT_SOURCE_LABELS[row.source],
      amount: centsToDecimal(Number(row.amountCents)),
      received_on: row.receivedOn,
      reference: row.reference,
      description: row.description,
      drafted_at: row.draftedAt.toISOString(),
      drafted_by: refOf(staff, row.draftedBy),
      drafted_by_me: row.draftedBy === viewerId,
    }));
  }

  async function accountOf(clientId: number, programId: number) {
    const enrolment = await enrolledClient(repository.refs, clientId, programId);
    const account = await journal.clientAccount(clientId, programId);
    if (account === undefined) throw notFound(API_FINANCE_MESSAGES.clients.noAccount);
    return { ...enrolment, account };
  }

  return {
    /** The bank's book balance and the sum of the clients, now or at the end of a day. */
    totals: (through?: string) => repository.book.totals(through),
    feeIncomeCents: () => repository.book.feeIncomeCents(),

    /**
     * The clients finance keeps money for: those enrolled in a program (active or not), found by the caseworkers'
     * search words. An applicant not yet enrolled has no sub-ledger, so nothing finance could open or post to.
     */
    async clientsPage(query: { q?: string; page: number; per_page: number }) {
      const { rows, total } = await createClientAdminRepository(db).search(
        query.q,
        query.per_page,
        pageOffset(query.page, query.per_page),
        {
          enrolledOnly: true,
        },
      );
      const programsByClient = await enrolmentsOf(rows.map((row) => row.id));
      const data: TFinanceClientRow[] = rows.map((row) => ({ ...toClientRef(row), programs: programsByClient.get(row.id) ?? [] }));
      return { data, meta: pageMeta(query.page, query.per_page, total) };
    },

    async clientLedger(clientId: number, query: { program_id: number; page: number; per_page: number }): Promise<TClientLedgerPage> {
      const { client, program, account } = await accountOf(clientId, query.program_id);
      const { rows, total } = await repository.book.ledgerPage(account, query.per_page, pageOffset(query.page, query.per_page));
      const links = await repository.book.reversalLinks(rows.map((row) => row.entryId));
      const reversesOf = new Map(links.map((row) => [row.id, row.reverses]));
      const reversedBy = new Map(links.filter((row) => row.reverses !== null).map((row) => [row.reverses!, row.id]));
      const balance = await journal.sumOf(account);
      return {
        client,
        program,
        balance: centsToDecimal(balance),
        programs: (await enrolmentsOf([clientId])).get(clientId) ?? [],
        data: rows.map((row) => {
          const cents = Number(row.amountCents);
          return {
            line_id: row.id,
            entry_id: row.entryId,
            kind: row.kind,
            kind_label: ENTRY_KIND_LABELS[row.kind],
            posted_on: row.postedOn,
            description: row.description,
            reference: row.reference,
            category: row.category,
            category_label: TRANSACTION_CATEGORY_LABELS[row.category],
            money_in: cents > 0 ? centsToDecimal(cents) : null,
            money_out: cents < 0 ? centsToDecimal(-cents) : null,
            balance_after: centsToDecimal(toCents(row.balanceAfter)),
            reverses_entry_id: reversesOf.get(row.entryId) ?? null,
            reversed_by_entry_id: reversedBy.get(row.entryId) ?? null,
          };
        }),
        meta: pageMeta(query.page, query.per_page, total),
      };
    },

    /**
     * A page of the journal, newest first: by `page` (past its offset), or next to a place a page gave (`after` for
     * Next, `before` for Previous: read from the (posted_on, id) index, as cheap at page 6,000 as at page 1; `page`
     * then only labels it). `cursors` are the places of this page's last and first entries, null where nothing lies
     * beyond. The total is the kept count when unfiltered (repository `entryCount`).
     */
    async entriesPage(query: TJournalQuery): Promise<TJournalPage> {
      const place: JournalPlace = query.after
        ? { after: cursorPlace(query.after) }
        : query.before
          ? { before: cursorPlace(query.before) }
          : { offset: pageOffset(query.page, query.per_page) };
      const [{ rows, more }, total] = await Promise.all([
        repository.book.entryPlacesPage(query, query.per_page, place),
        repository.book.entryCount(query),
      ]);
      const first = rows[0];
      const last = rows.at(-1);
      // Read backwards (`before`), `more` says a previous page is there, and the row the cursor named comes next.
      const hasNext = 'before' in place || more;
      const hasPrevious = 'after' in place || ('before' in place ? more : place.offset > 0);
      return {
        data: await readEntries(
          repository,
          rows.map((row) => row.id),
        ),
        meta: pageMeta(query.page, query.per_page, total),
        cursors: {
          next: last && hasNext ? pageCursorOf(last.postedOn, last.id) : null,
          previous: first && hasPrevious ? pageCursorOf(first.postedOn, first.id) : null,
        },
      };
    },

    async entry(id: number) {
      const [entry] = await readEntries(repository, [id]);
      if (!entry) throw notFound(ENTRY_NOT_FOUND_MESSAGE);
      return entry;
    },

    async deposit(input: TDepositRequest, actor: StaffActor): Promise<DepositAnswer> {
      // Money is recorded once it has arrived: a day after the office's today is a typing mistake.
      if (input.received_on > officeToday(now())) throw validationFailed({ received_on: [DEPOSIT_IN_FUTURE_MESSAGE] });
      const { client, account } = await accountOf(input.client_id, input.program_id);
      if (input.reference && !input.confirm_duplicate_reference) {
        const earlier = await repository.book.latestDepositWithReference(input.client_id, input.reference);
        if (earlier) {
          const message = duplicateReferenceMessage({
            client: client.name,
            reference: earlier.reference,
            entryId: earlier.id,
            amount: formatDollars(earlier.amountCents),
            day: formatDisplayDate(earlier.postedOn),
          });
          throw new ApiError(409, message, { confirm_duplicate_reference: [message] });
        }
      }
      // Above the approval limit, money in by hand waits for a second finance member, as a payment does.
      const limit = await repository.refs.approvalLimitCents();
      if (input.amount > limit) {
        const waiting = await db.transaction(async (tx) => {
          const row = await createFinanceRepository(tx).depositApprovals.insert({
            clientId: input.client_id,
            programId: input.program_id,
            source: input.source,
            amountCents: input.amount,
            receivedOn: input.received_on,
            reference: input.reference ?? null,
            description: input.description ?? null,
            draftedBy: actor.staffUserId,
            draftedAt: now(),
          });
          await createAuditRepository(tx).record({
            action: 'finance.deposit_draft',
            staffUserId: actor.staffUserId,
            clientId: input.client_id,
            recordType: 'deposit_approval',
            recordId: row.id,
            ip: actor.ip,
            details: { source: input.source, amount_cents: input.amount, approval_limit_cents: limit },
            at: now(),
          });
          return row;
        });
        const approval: TDepositApproval = (await depositApprovalsOf([waiting], actor.staffUserId))[0]!;
        return { waiting: approval, message: MESSAGES.depositWaiting(formatDollars(limit)) };
      }
      const bank = await journal.bankAccount();
      const entry = await postAudited(
        depositEntry(input, account, bank),
        actor,
        { action: 'finance.deposit', clientId: input.client_id, details: { source: input.source, amount_cents: input.amount } },
        'received_on',
      );
      return { entry };
    },

    /** Deposits by hand waiting for a second finance member, oldest first. */
    depositApprovals: async (viewerId: number) => depositApprovalsOf(await repository.depositApprovals.waiting(), viewerId),

    /**
     * A second finance member approves a deposit waiting: it posts then, once (the row is locked and names its entry),
     * and never by the member who entered it.
     */
    async approveDeposit(id: number, actor: StaffActor) {
      const entryId = await db.transaction(async (tx) => {
        const inTx = createFinanceRepository(tx);
        const row = await inTx.depositApprovals.find(id, true);
        if (!row) throw notFound(MESSAGES.depositNotFound);
        if (row.entryId !== null) throw new ApiError(409, MESSAGES.depositPostedAlready);
        if (row.draftedBy === actor.staffUserId) {
          throw new ApiError(409, MESSAGES.ownDeposit(formatDollars(await inTx.refs.approvalLimitCents())));
        }
        const txJournal = createJournal(tx);
        const account = await txJournal.clientAccount(row.clientId, row.programId);
        if (account === undefined) throw notFound(API_FINANCE_MESSAGES.clients.noAccount);
        const request = {
          source: row.source,
          amount: Number(row.amountCents),
          received_on: row.receivedOn,
          reference: row.reference ?? undefined,
          description: row.description ?? undefined,
        };
        const posted = await txJournal.post(
          { ...depositEntry(request, account, await txJournal.bankAccount()), createdBy: actor.staffUserId },
          { dateField: 'received_on' },
        );
        await inTx.depositApprovals.markPosted(row.id, { approvedBy: actor.staffUserId, approvedAt: now(), entryId: posted });
        await createAuditRepository(tx).record({
          action: 'finance.deposit_approve',
          staffUserId: actor.staffUserId,
          clientId: row.clientId,
          recordType: 'journal_entry',
          recordId: posted,
          ip: actor.ip,
          details: { deposit_approval_id: row.id, drafted_by: row.draftedBy, source: row.source, amount_cents: request.amount },
          at: now(),
        });
        return posted;
      });
      return (await readEntries(repository, [entryId]))[0]!;
    },

    async fee(input: TFeeRequest, actor: StaffActor) {
      const { account } = await accountOf(input.client_id, input.program_id);
      return postAudited(
        {
          kind: 'fee',
          postedOn: input.posted_on,
          description: input.description ?? MESSAGES.feeDescription,
          overrideReason: input.override_reason ?? null,
          lines: feeLines(account, await journal.feeAccount(), await journal.bankAccount(), input.amount),
        },
        actor,
        { action: 'finance.fee', clientId: input.client_id, details: { amount_cents: input.amount } },
      );
    },

    async adjustment(input: TAdjustmentRequest, actor: StaffActor) {
      const { account } = await accountOf(input.client_id, input.program_id);
      const cents = input.direction === 'in' ? input.amount : -input.amount;
      return postAudited(
        {
          kind: 'adjustment',
          postedOn: input.posted_on,
          description: input.description,
          overrideReason: input.override_reason ?? null,
          lines: clientAndBankLines(account, await journal.bankAccount(), cents, input.category),
        },
        actor,
        {
          action: 'finance.adjustment',
          clientId: input.client_id,
          reason: input.reason,
          details: {
            amount_cents: cents,
            category: input.category,
            ...(input.override_reason ? { override_reason: input.override_reason } : {}),
          },
        },
      );
    },

    /**
     * Money moved between two of a client's programs: one `transfer` entry, out of one sub-ledger and into the other
     * (the bank does not move), neither money in nor spending on the SSA-623. Never into an inactive enrolment (422
     * at `to_program_id`); beyond the balance only with a reason (409 otherwise, as every posting).
     */
    async transfer(input: TTransferRequest, actor: StaffActor) {
      const from = await accountOf(input.client_id, input.from_program_id);
      const to = await accountOf(input.client_id, input.to_program_id);
      if (to.status !== 1) {
        throw validationFailed({
          to_program_id: [`${to.client.name}’s enrolment in the ${to.program.name} is inactive: money cannot move into it.`],
        });
      }
      return postAudited(
        {
          kind: 'transfer',
          postedOn: input.posted_on,
          description: input.description ?? MESSAGES.transferDescription(from.program.name, to.program.name),
          overrideReason: input.override_reason ?? null,
          lines: transferLines(from.account, to.account, input.amount),
        },
        actor,
        {
          action: 'finance.transfer',
          clientId: input.client_id,
          reason: input.reason,
          details: {
            amount_cents: input.amount,
            from_program_id: input.from_program_id,
            to_program_id: input.to_program_id,
            ...(input.override_reason ? { override_reason: input.override_reason } : {}),
          },
        },
      );
    },

    /** A new entry with every line of the first negated, naming it; an entry is reversed once, a reversal never. */
    async reverse(entryId: number, input: TReverseEntryRequest, actor: StaffActor) {
      const original = await this.entry(entryId);
      if (original.kind === 'reversal') throw new ApiError(409, MESSAGES.reversalOfReversal);
      if (original.reversed_by_entry_id !== null) {
        throw new ApiError(409, MESSAGES.reversedAlreadyBy(original.reversed_by_entry_id));
      }
      const clientId = original.lines.find((line) => line.account.client_id !== null)?.account.client_id ?? null;
      const id = await db
        .transaction(async (tx) => {
          const reversalId = await createJournal(tx).post(
            {
              kind: 'reversal',
              postedOn: input.posted_on ?? officeToday(now()),
              description: MESSAGES.reversalDescription(original.id, original.description).slice(0, 200),
              reference: original.reference,
              // A reversed deposit keeps its source, so the SSA-623's "benefits received" nets it out.
              depositSource: original.deposit_source,
              reversesEntryId: original.id,
              overrideReason: input.override_reason ?? null,
              createdBy: actor.staffUserId,
              lines: original.lines.map((line) => ({
                accountId: line.account.id,
                amountCents: -decimalToCents(line.amount)!,
                category: line.category,
              })),
            },
            { dateField: 'posted_on' },
          );
          await createAuditRepository(tx).record({
            action: 'finance.reverse',
            staffUserId: actor.staffUserId,
            clientId,
            recordType: 'journal_entry',
            recordId: original.id,
            ip: actor.ip,
            reason: input.reason,
            details: { reversal_entry_id: reversalId, ...(input.override_reason ? { override_reason: input.override_reason } : {}) },
            at: now(),
          });
          return reversalId;
        })
        .catch((error: unknown) => {
          // Two reversals of one entry at once: the unique index keeps the second out.
          if (isUniqueViolation(error)) throw new ApiError(409, MESSAGES.reversedAlready);
          throw error;
        });
      return (await readEntries(repository, [id]))[0]!;
    },
  };
}

export type BookService = ReturnType<typeof createBookService>;
