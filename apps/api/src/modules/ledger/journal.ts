import {
  TRANSFER_CATEGORIES,
  closedMonthMessage,
  type DepositSource,
  type EntryKind,
  type LineCategory,
  type SpendingCategory,
  type TransactionCategory,
  monthLabel,
  personName,
} from '@payee/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { clientPrograms, clientUsers, closedMonths, journalEntries, journalLines, ledgerAccounts, programs } from '../../db/schema/index';
import { ApiError, validationFailed } from '../../lib/api-error';
import { inBatches } from '../../lib/batches';
import { formatDollars, toCents } from './money';
import { API_LEDGER_MESSAGES } from '@payee/content/api-ledger';

/**
 * The double-entry book (docs/decisions.md, "Trust ledger"): every posting is one journal entry whose lines sum
 * to zero, credits positive. The database checks the sum again at commit (deferred constraint trigger) and
 * refuses any change to a written entry or line.
 */

/** One line of a posting: whole cents into one account (credits positive), with the category on a client's line. */
export interface PostingLine {
  accountId: number;
  amountCents: number;
  category?: LineCategory | null;
}

export interface NewEntry {
  kind: EntryKind;
  postedOn: string;
  description: string;
  reference?: string | null;
  depositSource?: DepositSource | null;
  reversesEntryId?: number | null;
  /** A finance user's reason for taking a client below zero. */
  overrideReason?: string | null;
  /** Why a deposit file's row goes to a client whose SSN is not the row's. */
  assignmentReason?: string | null;
  sourceKey?: string | null;
  createdBy?: number | null;
  lines: PostingLine[];
}

const ACCOUNTS = API_LEDGER_MESSAGES.accounts;

/** How a posting treats a client going below zero: refused without an override reason, or allowed (demo data, tests). */
export type OverdraftRule = 'refuse' | 'allow';

/** 409: the posting would take a client below zero and no reason to override was given. */
export class OverdraftError extends ApiError {
  constructor(clientName: string, balanceCents: number, outCents: number) {
    const { overdraft } = API_LEDGER_MESSAGES;
    super(409, overdraft.message(clientName, formatDollars(balanceCents), formatDollars(outCents)), {
      override_reason: [overdraft.overrideReason],
    });
  }
}

/** The lines of a simple movement between a client's sub-ledger and the pooled bank account (+ for the client is money in). */
export function clientAndBankLines(
  clientAccountId: number,
  bankAccountId: number,
  clientCents: number,
  category: LineCategory,
): PostingLine[] {
  return [
    { accountId: clientAccountId, amountCents: clientCents, category },
    { accountId: bankAccountId, amountCents: -clientCents },
  ];
}

/**
 * A fee: earned by the service (client → fee income) and taken out of the trust account the same day (fee income →
 * bank), in one entry, so the pooled account never holds the service's own money and the bank still equals the
 * sum of the clients.
 */
export function feeLines(clientAccountId: number, feeAccountId: number, bankAccountId: number, feeCents: number): PostingLine[] {
  return [
    { accountId: clientAccountId, amountCents: -feeCents, category: 'fees' },
    { accountId: feeAccountId, amountCents: feeCents },
    { accountId: feeAccountId, amountCents: -feeCents },
    { accountId: bankAccountId, amountCents: feeCents },
  ];
}

/**
 * A transfer between two of a client's programs: out of one program's sub-ledger and the same amount into the
 * other's, in one entry. The bank does not move (the money stays in the pooled account); neither line is money in
 * or spending.
 */
export function transferLines(fromAccountId: number, toAccountId: number, cents: number): PostingLine[] {
  return [
    { accountId: fromAccountId, amountCents: -cents, category: 'transfer_out' },
    { accountId: toAccountId, amountCents: cents, category: 'transfer_in' },
  ];
}

const isTransferCategory = (category: LineCategory | null | undefined) =>
  category !== null && category !== undefined && (TRANSFER_CATEGORIES as readonly string[]).includes(category);

type AccountOfLine = { kind: string; clientId: number | null; programId: number | null };

/**
 * Why an entry may not be posted as to transfers (undefined when it may): a `transfer` is exactly one line out of
 * a client's program (`transfer_out`) and the same amount into another program of the same client (`transfer_in`);
 * no other entry carries those categories, except a reversal, which copies the lines it undoes.
 */
function transferProblem(entry: NewEntry, accounts: Map<number, AccountOfLine>): string | undefined {
  if (entry.kind === 'reversal') return undefined;
  if (entry.kind !== 'transfer') {
    return entry.lines.some((line) => isTransferCategory(line.category))
      ? API_LEDGER_MESSAGES.transfers.categoryOutsideTransfer(entry.kind)
      : undefined;
  }
  const out = entry.lines.find((line) => line.category === 'transfer_out');
  const into = entry.lines.find((line) => line.category === 'transfer_in');
  const from = out && accounts.get(out.accountId);
  const to = into && accounts.get(into.accountId);
  const isPair =
    entry.lines.length === 2 &&
    out !== undefined &&
    into !== undefined &&
    out.amountCents < 0 &&
    into.amountCents === -out.amountCents &&
    from?.kind === 'client' &&
    to?.kind === 'client' &&
    from.clientId === to.clientId &&
    from.programId !== to.programId;
  return isPair ? undefined : API_LEDGER_MESSAGES.transfers.notAPair;
}

/** How a row of the client-visible shape (seed, tests, benchmarks) is posted: its entry kind and line category. */
export function entryShapeOf(
  category: TransactionCategory,
  amountCents: number,
  /** For a debit card load: the category of the card's budget line (the on-card line), which the load counts under. */
  cardCategory?: SpendingCategory | null,
): { kind: EntryKind; category: LineCategory; depositSource: DepositSource | null } {
  if (category === 'debit_card_load') {
    if (!cardCategory) throw new Error("A debit card load counts under the card's budget line: give its category.");
    return { kind: 'card_load', category: cardCategory, depositSource: null };
  }
  if (category === 'transfer_in' || category === 'transfer_out') {
    throw new Error('A transfer between programs is one entry of two lines (transferLines), not a movement against the bank.');
  }
  if (category === 'fees') return { kind: 'fee', category: 'fees', depositSource: null };
  if (category === 'benefit_deposit' || category === 'wages' || category === 'other_income') {
    const depositSource = category === 'benefit_deposit' ? 'social_security' : category === 'wages' ? 'wages' : 'other';
    return amountCents > 0 ? { kind: 'deposit', category, depositSource } : { kind: 'adjustment', category, depositSource: null };
  }
  return { kind: amountCents < 0 ? 'disbursement' : 'adjustment', category, depositSource: null };
}

/** Entries per pair of statements in `postMany` (2 lines each: 5,000 parameters a statement, well under PostgreSQL's 65,535). */
const POST_BATCH = 500;
/** Accounts locked per statement in `postMany`. */
const LOCK_BATCH = 1_000;

/** The journal_entries row of an entry. */
const entryRow = (entry: NewEntry) => ({
  kind: entry.kind,
  postedOn: entry.postedOn,
  description: entry.description.trim(),
  reference: entry.reference ?? null,
  depositSource: entry.depositSource ?? null,
  reversesEntryId: entry.reversesEntryId ?? null,
  overrideReason: entry.overrideReason ?? null,
  assignmentReason: entry.assignmentReason ?? null,
  sourceKey: entry.sourceKey ?? null,
  createdBy: entry.createdBy ?? null,
});

/** The journal_lines rows of an entry, dated as the entry. */
const lineRows = (entryId: number, entry: NewEntry) =>
  entry.lines.map((line) => ({
    entryId,
    accountId: line.accountId,
    postedOn: entry.postedOn,
    amountCents: line.amountCents,
    category: line.category ?? null,
  }));

/** Throws unless the entry has two lines or more of non-zero whole cents summing to zero, on a yyyy-MM-dd day. */
function assertWellFormed(entry: NewEntry): void {
  if (entry.lines.length < 2) throw new Error('An entry has at least two lines.');
  let total = 0;
  for (const line of entry.lines) {
    if (!Number.isSafeInteger(line.amountCents) || line.amountCents === 0) throw new Error('A line is a non-zero whole number of cents.');
    total += line.amountCents;
  }
  if (total !== 0) throw new Error(`An entry's lines must sum to zero (they sum to ${total}).`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(entry.postedOn)) throw new Error('postedOn must be yyyy-MM-dd.');
}

export function createJournal(db: Database) {
  async function singleAccount(kind: 'bank' | 'fee_income'): Promise<number> {
    const [row] = await db.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(eq(ledgerAccounts.kind, kind)).limit(1);
    if (!row) throw new Error(`The ${kind} account is missing: run the migrations.`);
    return row.id;
  }

  async function clientAccount(clientId: number, programId: number): Promise<number | undefined> {
    const [row] = await db
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.clientId, clientId), eq(ledgerAccounts.programId, programId)))
      .limit(1);
    return row?.id;
  }

  /** The sub-ledgers of many clients in one program, by client id (`inBatches` of look-ups, not one per client). */
  async function clientAccounts(clientIds: readonly number[], programId: number): Promise<Map<number, number>> {
    const rows = await inBatches(new Set(clientIds), (batch) =>
      db
        .select({ id: ledgerAccounts.id, clientId: ledgerAccounts.clientId })
        .from(ledgerAccounts)
        .where(and(inArray(ledgerAccounts.clientId, batch), eq(ledgerAccounts.programId, programId))),
    );
    return new Map(rows.map((row) => [row.clientId!, row.id]));
  }

  /**
   * An account's balance (a client's; the bank's negated): its posted total, kept on the account; up to and including
   * `through` when given, the sum of its lines dated so far.
   */
  async function sumOf(accountId: number, through?: string): Promise<number> {
    if (through === undefined) {
      const [account] = await db
        .select({ cents: ledgerAccounts.balanceCents })
        .from(ledgerAccounts)
        .where(eq(ledgerAccounts.id, accountId));
      return Number(account?.cents ?? 0);
    }
    const [row] = await db
      .select({ total: sql<string>`coalesce(sum(${journalLines.amountCents}), 0)::text` })
      .from(journalLines)
      .where(and(eq(journalLines.accountId, accountId), through ? sql`${journalLines.postedOn} <= ${through}` : undefined));
    return toCents(row?.total);
  }

  async function closedMonthOf(postedOn: string): Promise<string | undefined> {
    const month = postedOn.slice(0, 7);
    const [row] = await db.select({ month: closedMonths.month }).from(closedMonths).where(eq(closedMonths.month, month)).limit(1);
    return row?.month;
  }

  /** Refuses entries that break the transfer rule (transferProblem), reading the accounts of the lines it needs. */
  async function assertTransfersPaired(entries: readonly NewEntry[]) {
    const concerned = entries.filter((entry) => entry.kind === 'transfer' || entry.lines.some((line) => isTransferCategory(line.category)));
    if (concerned.length === 0) return;
    const ids = [...new Set(concerned.flatMap((entry) => entry.lines.map((line) => line.accountId)))];
    const rows = await db
      .select({ id: ledgerAccounts.id, kind: ledgerAccounts.kind, clientId: ledgerAccounts.clientId, programId: ledgerAccounts.programId })
      .from(ledgerAccounts)
      .where(inArray(ledgerAccounts.id, ids));
    const accounts = new Map(rows.map((row) => [row.id, row]));
    for (const entry of concerned) {
      const problem = transferProblem(entry, accounts);
      if (problem) throw new Error(problem);
    }
  }

  /**
   * Adds each account's net of `lines` to its posted total (`balance_cents`), in the posting's transaction: one
   * statement for them all. A single posting has locked its accounts already (`post`).
   */
  async function addToBalances(lines: readonly { accountId: number; amountCents: number }[]) {
    const net = new Map<number, number>();
    for (const line of lines) net.set(line.accountId, (net.get(line.accountId) ?? 0) + line.amountCents);
    const moved = [...net].filter(([, cents]) => cents !== 0).sort(([a], [b]) => a - b);
    if (moved.length === 0) return;
    const values = sql.join(
      moved.map(([accountId, cents]) => sql`(${accountId}::integer, ${cents}::bigint)`),
      sql`, `,
    );
    await db.execute(
      sql`update ${ledgerAccounts} set balance_cents = ${ledgerAccounts}.balance_cents + moved.cents from (values ${values}) as moved(id, cents) where ${ledgerAccounts}.id = moved.id`,
    );
  }

  /** Refuses a posting dated in a closed month (422 at `field`). */
  async function assertOpen(postedOn: string, field = 'posted_on') {
    const closed = await closedMonthOf(postedOn);
    if (closed) throw validationFailed({ [field]: [closedMonthMessage(monthLabel(closed))] }, closedMonthMessage(monthLabel(closed)));
  }

  return {
    bankAccount: () => singleAccount('bank'),
    feeAccount: () => singleAccount('fee_income'),
    clientAccount,
    clientAccounts,
    sumOf,
    assertOpen,

    /**
     * Posts one entry inside the caller's transaction: balanced whole cents, not in a closed month, and, unless
     * `overdraft` is 'allow' or a reason is given, no client taken below zero (their accounts are locked first, so
     * two postings cannot both spend the same money). Answers the entry's id.
     */
    async post(entry: NewEntry, options: { overdraft?: OverdraftRule; dateField?: string } = {}): Promise<number> {
      assertWellFormed(entry);
      await assertTransfersPaired([entry]);
      await assertOpen(entry.postedOn, options.dateField);

      // Every account of the entry locked, in id order (two postings never wait on each other crosswise), as the
      // posting adds to their totals; money out of a client checked against the balance under that lock.
      const netByAccount = new Map<number, number>();
      for (const line of entry.lines) netByAccount.set(line.accountId, (netByAccount.get(line.accountId) ?? 0) + line.amountCents);
      const accounts = await db
        .select({
          id: ledgerAccounts.id,
          kind: ledgerAccounts.kind,
          balanceCents: ledgerAccounts.balanceCents,
          firstName: clientUsers.firstName,
          lastName: clientUsers.lastName,
        })
        .from(ledgerAccounts)
        .leftJoin(clientUsers, eq(clientUsers.id, ledgerAccounts.clientId))
        .where(inArray(ledgerAccounts.id, [...netByAccount.keys()]))
        .orderBy(asc(ledgerAccounts.id))
        .for('update', { of: ledgerAccounts });
      for (const account of accounts) {
        const out = -(netByAccount.get(account.id) ?? 0);
        if (out <= 0 || account.kind !== 'client' || options.overdraft === 'allow' || entry.overrideReason) continue;
        const balance = Number(account.balanceCents);
        if (balance - out < 0)
          throw new OverdraftError(personName({ firstName: account.firstName, lastName: account.lastName }), balance, out);
      }

      const [row] = await db.insert(journalEntries).values(entryRow(entry)).returning({ id: journalEntries.id });
      const entryId = row!.id;
      await db.insert(journalLines).values(lineRows(entryId, entry));
      await addToBalances(entry.lines);
      return entryId;
    },

    /**
     * Posts many entries at once, in order, in one or two statements per 500 entries instead of several per entry:
     * an SSA deposit file's rows, the demo data, benchmarks. Each entry is checked as `post` checks it, and every
     * account they touch is locked in id order first, as `post` does; `dateField(index)` names the field of a
     * closed month's error. No balance is checked, so money out of a client needs `overdraft: 'allow'`.
     */
    async postMany(
      entries: NewEntry[],
      options: { overdraft?: OverdraftRule; dateField?: (index: number) => string } = {},
    ): Promise<number[]> {
      entries.forEach(assertWellFormed);
      await assertTransfersPaired(entries);
      const firstOfMonth = new Map<string, number>();
      entries.forEach((entry, index) => {
        if (!firstOfMonth.has(entry.postedOn.slice(0, 7))) firstOfMonth.set(entry.postedOn.slice(0, 7), index);
      });
      for (const [month, index] of firstOfMonth) await assertOpen(`${month}-01`, options.dateField?.(index));

      const netByAccount = new Map<number, number>();
      for (const line of entries.flatMap((entry) => entry.lines)) {
        netByAccount.set(line.accountId, (netByAccount.get(line.accountId) ?? 0) + line.amountCents);
      }
      const locked = await inBatches(
        [...netByAccount.keys()].sort((a, b) => a - b),
        (ids) =>
          db
            .select({ id: ledgerAccounts.id, kind: ledgerAccounts.kind })
            .from(ledgerAccounts)
            .where(inArray(ledgerAccounts.id, ids))
            .orderBy(asc(ledgerAccounts.id))
            .for('update'),
        LOCK_BATCH,
      );
      if (options.overdraft !== 'allow' && locked.some((account) => account.kind === 'client' && netByAccount.get(account.id)! < 0)) {
        throw new Error("postMany takes money out of a client only with overdraft 'allow': use post, which checks the balance.");
      }

      const ids: number[] = [];
      for (let start = 0; start < entries.length; start += POST_BATCH) {
        const batch = entries.slice(start, start + POST_BATCH);
        const rows = await db.insert(journalEntries).values(batch.map(entryRow)).returning({ id: journalEntries.id });
        // Identity values are handed out in the order of the VALUES list; sorting makes that explicit.
        const batchIds = rows.map((row) => row.id).sort((a, b) => a - b);
        await db.insert(journalLines).values(batch.flatMap((entry, index) => lineRows(batchIds[index]!, entry)));
        await addToBalances(batch.flatMap((entry) => entry.lines));
        ids.push(...batchIds);
      }
      return ids;
    },

    /** Opens the client's sub-ledger in a program with the enrolment (idempotent). */
    async openClientAccount(clientId: number, programId: number): Promise<number> {
      const existing = await clientAccount(clientId, programId);
      if (existing) return existing;
      const [program] = await db.select({ name: programs.name }).from(programs).where(eq(programs.id, programId)).limit(1);
      const [client] = await db
        .select({ firstName: clientUsers.firstName, lastName: clientUsers.lastName })
        .from(clientUsers)
        .where(eq(clientUsers.id, clientId))
        .limit(1);
      const [row] = await db
        .insert(ledgerAccounts)
        .values({
          kind: 'client',
          clientId,
          programId,
          name: ACCOUNTS.clientAccount(
            client ? personName({ firstName: client.firstName, lastName: client.lastName }) : ACCOUNTS.unknownClient(clientId),
            program?.name ?? ACCOUNTS.unknownProgram(programId),
          ),
        })
        .onConflictDoNothing()
        .returning({ id: ledgerAccounts.id });
      return row?.id ?? (await clientAccount(clientId, programId))!;
    },

    /** Every enrolment with its sub-ledger (the migration opened them for the enrolments of before). */
    enrolmentAccounts: () =>
      db
        .select({ accountId: ledgerAccounts.id, clientId: clientPrograms.clientId, programId: clientPrograms.programId })
        .from(clientPrograms)
        .innerJoin(
          ledgerAccounts,
          and(eq(ledgerAccounts.clientId, clientPrograms.clientId), eq(ledgerAccounts.programId, clientPrograms.programId)),
        ),
  };
}

export type Journal = ReturnType<typeof createJournal>;
