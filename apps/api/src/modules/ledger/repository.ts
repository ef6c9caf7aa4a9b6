import { and, asc, count, desc, eq, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { SpendingCategory, TransactionCategory } from '@payee/contract';
import { clientPrograms, journalLines, ledgerAccounts, ledgerTransactions, programs } from '../../db/schema/index';
import { clientAndBankLines, createJournal, entryShapeOf, feeLines, transferLines, type NewEntry, type OverdraftRule } from './journal';
import { toCents } from './money';

/** A movement of a client's money as the client sees it (signed for them), posted as a balanced entry against the bank. */
export interface NewLedgerTransaction {
  clientId: number;
  programId: number;
  postedOn: string;
  description: string;
  category: TransactionCategory;
  amountCents: number;
  reference?: string | null;
  createdBy?: number | null;
  overrideReason?: string | null;
  /** A debit card load's category: the card's budget line (the on-card line) it counts under. */
  cardCategory?: SpendingCategory | null;
}

/** A transaction as statements and the transaction list read it: a line of the client's sub-ledger. */
export interface LedgerRow {
  id: number;
  postedOn: string;
  description: string;
  category: TransactionCategory;
  amountCents: number;
}

/** The entry of a movement as the client sees it: against the bank, a fee through the fee income account. */
function simpleEntry(transaction: NewLedgerTransaction, account: number, bank: number, fees: number): NewEntry {
  const shape = entryShapeOf(transaction.category, transaction.amountCents, transaction.cardCategory);
  return {
    kind: shape.kind,
    postedOn: transaction.postedOn,
    description: transaction.description,
    reference: transaction.reference ?? null,
    depositSource: shape.depositSource,
    overrideReason: transaction.overrideReason ?? null,
    createdBy: transaction.createdBy ?? null,
    lines:
      shape.kind === 'fee' && transaction.amountCents < 0
        ? feeLines(account, fees, bank, -transaction.amountCents)
        : clientAndBankLines(account, bank, transaction.amountCents, shape.category),
  };
}

const ofAccount = (clientId: number, programId: number) =>
  and(eq(ledgerTransactions.clientId, clientId), eq(ledgerTransactions.programId, programId));

const ROW_COLUMNS = {
  id: ledgerTransactions.id,
  postedOn: ledgerTransactions.postedOn,
  description: ledgerTransactions.description,
  category: ledgerTransactions.category,
  amountCents: ledgerTransactions.amountCents,
};

export function createLedgerRepository(db: Database) {
  return {
    /** The client's programs with the enrolment's status and date, by program id. */
    programsOf: (clientId: number) =>
      db
        .select({
          id: programs.id,
          name: programs.name,
          shortName: programs.shortName,
          status: clientPrograms.status,
          enrolledOn: clientPrograms.enrolledOn,
        })
        .from(clientPrograms)
        .innerJoin(programs, eq(programs.id, clientPrograms.programId))
        .where(eq(clientPrograms.clientId, clientId))
        .orderBy(asc(programs.id)),

    /** The client's enrolment in one program, or undefined: the ownership check of every money route. */
    enrolment: async (clientId: number, programId: number) => {
      const [row] = await db
        .select({ id: programs.id, name: programs.name, shortName: programs.shortName, status: clientPrograms.status })
        .from(clientPrograms)
        .innerJoin(programs, eq(programs.id, clientPrograms.programId))
        .where(and(eq(clientPrograms.clientId, clientId), eq(clientPrograms.programId, programId)))
        .limit(1);
      return row;
    },

    /** Enrols the client and opens their sub-ledger in the program (both idempotent). */
    enrol: async (enrolment: { clientId: number; programId: number; status: 0 | 1; enrolledOn: string }) => {
      await db.insert(clientPrograms).values(enrolment).onConflictDoNothing();
      await createJournal(db).openClientAccount(enrolment.clientId, enrolment.programId);
    },

    /**
     * Posts a movement as the client sees it (demo data, tests, benchmarks): one balanced entry against the pooled
     * bank account (a fee through the fee income account), its kind read from the category. Answers the client's
     * line id. Overdrafts are allowed here ('allow'): this is not a payment path.
     */
    insert: async (transaction: NewLedgerTransaction, overdraft: OverdraftRule = 'allow') =>
      db.transaction(async (tx) => {
        const journal = createJournal(tx);
        const account = await journal.clientAccount(transaction.clientId, transaction.programId);
        if (account === undefined) throw new Error(`Client ${transaction.clientId} has no account in program ${transaction.programId}.`);
        const entryId = await journal.post(simpleEntry(transaction, account, await journal.bankAccount(), await journal.feeAccount()), {
          overdraft,
        });
        const [line] = await tx
          .select({ id: ledgerTransactions.id })
          .from(ledgerTransactions)
          .where(and(eq(ledgerTransactions.entryId, entryId), eq(ledgerTransactions.accountId, account)))
          .limit(1);
        return line!.id;
      }),

    /**
     * Posts each, in order, one entry each, in bulk (demo data, benchmarks). A transfer between two of a client's
     * programs is given as its two rows (`transfer_out` in one program, `transfer_in` in the other, same day and
     * reference): they post as one entry, where the first of them stands.
     */
    insertMany: async (transactions: NewLedgerTransaction[]) =>
      db.transaction(async (tx) => {
        const journal = createJournal(tx);
        const bank = await journal.bankAccount();
        const fees = await journal.feeAccount();
        const accounts = new Map<string, number>();
        const accountOf = async (transaction: NewLedgerTransaction) => {
          const key = `${transaction.clientId}:${transaction.programId}`;
          if (!accounts.has(key)) {
            const account = await journal.clientAccount(transaction.clientId, transaction.programId);
            if (account === undefined)
              throw new Error(`Client ${transaction.clientId} has no account in program ${transaction.programId}.`);
            accounts.set(key, account);
          }
          return accounts.get(key)!;
        };
        const isTransfer = (row: NewLedgerTransaction) => row.category === 'transfer_in' || row.category === 'transfer_out';
        const paired = new Set<NewLedgerTransaction>();
        const entries: NewEntry[] = [];
        for (const transaction of transactions) {
          if (paired.has(transaction)) continue;
          if (!isTransfer(transaction)) {
            entries.push(simpleEntry(transaction, await accountOf(transaction), bank, fees));
            continue;
          }
          const other = transactions.find(
            (row) =>
              row !== transaction &&
              isTransfer(row) &&
              !paired.has(row) &&
              row.category !== transaction.category &&
              row.clientId === transaction.clientId &&
              row.postedOn === transaction.postedOn &&
              row.reference === transaction.reference,
          );
          if (!other) throw new Error(`The transfer "${transaction.description}" needs its other row (same day and reference).`);
          paired.add(other);
          const [out, into] = transaction.category === 'transfer_out' ? [transaction, other] : [other, transaction];
          if (out.amountCents !== -into.amountCents)
            throw new Error(`The transfer "${transaction.description}" moves one amount out and another in.`);
          entries.push({
            kind: 'transfer',
            postedOn: transaction.postedOn,
            description: transaction.description,
            reference: transaction.reference ?? null,
            overrideReason: out.overrideReason ?? null,
            createdBy: transaction.createdBy ?? null,
            lines: transferLines(await accountOf(out), await accountOf(into), into.amountCents),
          });
        }
        await journal.postMany(entries, { overdraft: 'allow' });
      }),

    /** The account's posted total (kept on it by the journal), or the sum of the transactions before `beforeDate` (yyyy-MM-dd). */
    balanceCents: async (clientId: number, programId: number, beforeDate?: string) => {
      if (beforeDate === undefined) {
        const [account] = await db
          .select({ cents: ledgerAccounts.balanceCents })
          .from(ledgerAccounts)
          .where(and(eq(ledgerAccounts.clientId, clientId), eq(ledgerAccounts.programId, programId)));
        return Number(account?.cents ?? 0);
      }
      const [row] = await db
        .select({ total: sql<string>`coalesce(sum(${ledgerTransactions.amountCents}), 0)::text` })
        .from(ledgerTransactions)
        .where(and(ofAccount(clientId, programId), beforeDate ? lt(ledgerTransactions.postedOn, beforeDate) : undefined));
      return toCents(row?.total);
    },

    /**
     * The balance of an account the client is enrolled in, or undefined when not enrolled: the ownership
     * check and the sum in one round trip (the balance route's whole work).
     */
    enrolledBalanceCents: async (clientId: number, programId: number) => {
      const [row] = await db
        .select({ cents: ledgerAccounts.balanceCents })
        .from(clientPrograms)
        .leftJoin(
          ledgerAccounts,
          and(eq(ledgerAccounts.clientId, clientPrograms.clientId), eq(ledgerAccounts.programId, clientPrograms.programId)),
        )
        .where(and(eq(clientPrograms.clientId, clientId), eq(clientPrograms.programId, programId)))
        .limit(1);
      return row ? Number(row.cents ?? 0) : undefined;
    },

    /** The client's sub-ledger account in the program (undefined when not enrolled): what a statement reads by. */
    accountOf: (clientId: number, programId: number) => createJournal(db).clientAccount(clientId, programId),

    /*
     * A statement reads by the account's id, not by client and program: the lines' index (account, date, id) then
     * yields them in statement order and a batch stops after its rows. Through the account's client and program
     * the planner joined every line of the account, then sorted, for each batch (10,000 rows: 20 batches × all).
     * The sums read the lines alone: a client account's lines are its rows of `client_ledger_lines`, same amounts.
     */

    /** Sum of the account's lines dated before `beforeDate` (yyyy-MM-dd): a statement's opening balance. */
    accountBalanceBefore: async (accountId: number, beforeDate: string) => {
      const [row] = await db
        .select({ total: sql<string>`coalesce(sum(${journalLines.amountCents}), 0)::text` })
        .from(journalLines)
        .where(and(eq(journalLines.accountId, accountId), lt(journalLines.postedOn, beforeDate)));
      return toCents(row?.total);
    },

    /** Count, money in and money out (negative) of the account's lines from `start` to `end`, and the last id. */
    rangeSummary: async (accountId: number, start: string, end: string) => {
      const [row] = await db
        .select({
          count: count(),
          moneyIn: sql<string>`coalesce(sum(${journalLines.amountCents}) filter (where ${journalLines.amountCents} > 0), 0)::text`,
          moneyOut: sql<string>`coalesce(sum(${journalLines.amountCents}) filter (where ${journalLines.amountCents} < 0), 0)::text`,
          maxId: sql<string | null>`max(${journalLines.id})::text`,
        })
        .from(journalLines)
        .where(and(eq(journalLines.accountId, accountId), sql`${journalLines.postedOn} between ${start} and ${end}`));
      return {
        count: row?.count ?? 0,
        moneyInCents: toCents(row?.moneyIn),
        moneyOutCents: toCents(row?.moneyOut),
        maxId: row?.maxId === null || row?.maxId === undefined ? 0 : Number(row.maxId),
      };
    },

    /**
     * The account's next `limit` transactions from `start` to `end` after the keyset position (date, id), oldest
     * first, none newer than `maxId`: the statement reads its rows in batches with flat memory.
     */
    rangeBatch: (
      accountId: number,
      range: { start: string; end: string; maxId: number },
      after: { postedOn: string; id: number } | null,
      limit: number,
    ): Promise<LedgerRow[]> =>
      db
        .select(ROW_COLUMNS)
        .from(ledgerTransactions)
        .where(
          and(
            eq(ledgerTransactions.accountId, accountId),
            sql`${ledgerTransactions.postedOn} between ${range.start} and ${range.end}`,
            lte(ledgerTransactions.id, range.maxId),
            after
              ? sql`(${ledgerTransactions.postedOn}, ${ledgerTransactions.id}) > (${after.postedOn}::date, ${after.id}::bigint)`
              : undefined,
          ),
        )
        .orderBy(asc(ledgerTransactions.postedOn), asc(ledgerTransactions.id))
        .limit(limit),

    countAll: async (clientId: number, programId: number) => {
      const [row] = await db.select({ total: count() }).from(ledgerTransactions).where(ofAccount(clientId, programId));
      return row?.total ?? 0;
    },

    /**
     * A page of transactions, newest first, each with the balance after it: a running sum in posting order
     * (date, then id), a window every supported PostgreSQL accepts.
     */
    pageWithBalance: async (clientId: number, programId: number, limit: number, offset: number) => {
      const running = db
        .select({
          ...ROW_COLUMNS,
          balanceAfter:
            sql<string>`(sum(${ledgerTransactions.amountCents}) over (order by ${ledgerTransactions.postedOn}, ${ledgerTransactions.id} rows between unbounded preceding and current row))::text`.as(
              'balance_after',
            ),
        })
        .from(ledgerTransactions)
        .where(ofAccount(clientId, programId))
        .as('running');
      const rows = await db.select().from(running).orderBy(desc(running.postedOn), desc(running.id)).limit(limit).offset(offset);
      return rows.map((row) => ({ ...row, amountCents: Number(row.amountCents), balanceAfterCents: toCents(row.balanceAfter) }));
    },
  };
}

export type LedgerRepository = ReturnType<typeof createLedgerRepository>;
