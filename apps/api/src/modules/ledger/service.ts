import { TRANSACTION_CATEGORIES, TRANSACTION_CATEGORY_LABELS, type TProgram, type TTransaction } from '@payee/contract';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/api-error';
import { centsToDecimal } from './money';
import { createLedgerRepository, type NewLedgerTransaction } from './repository';
import { API_LEDGER_MESSAGES } from '@payee/content/api-ledger';

/** Said for a program the client is not enrolled in, which includes every other client's programs. */
export const PROGRAM_NOT_FOUND_MESSAGE = API_LEDGER_MESSAGES.programNotFound;

/** What staff enter when posting: amounts in whole cents, positive for money in, negative for money out. */
export type PostTransactionInput = NewLedgerTransaction;

/**
 * Posts one transaction inside a database transaction: the client must be enrolled in the program (the
 * foreign key says so too), the amount a non-zero whole number of cents. Answers the new id and balance.
 */
export async function postTransaction(db: Database, input: PostTransactionInput): Promise<{ id: number; balanceCents: number }> {
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents === 0) {
    throw new Error('A transaction is a non-zero whole number of cents.');
  }
  if (!TRANSACTION_CATEGORIES.includes(input.category)) throw new Error(`Unknown ledger category: ${input.category}`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(input.postedOn)) throw new Error('postedOn must be yyyy-MM-dd.');
  return db.transaction(async (tx) => {
    const ledger = createLedgerRepository(tx);
    if (!(await ledger.enrolment(input.clientId, input.programId))) throw notFound(PROGRAM_NOT_FOUND_MESSAGE);
    const transaction: NewLedgerTransaction = { ...input, description: input.description.trim() };
    const id = await ledger.insert(transaction);
    return { id, balanceCents: await ledger.balanceCents(input.clientId, input.programId) };
  });
}

const asStatus = (status: number): 0 | 1 => (status === 1 ? 1 : 0);

export function createLedgerService(db: Database) {
  const ledger = createLedgerRepository(db);

  /** The program when the client is enrolled in it; otherwise 404, whoever owns it. */
  async function ownProgram(clientId: number, programId: number) {
    const program = await ledger.enrolment(clientId, programId);
    if (!program) throw notFound(PROGRAM_NOT_FOUND_MESSAGE);
    return program;
  }

  return {
    ownProgram,

    async programs(clientId: number): Promise<TProgram[]> {
      const rows = await ledger.programsOf(clientId);
      return rows.map((row) => ({ id: row.id, name: row.name, status: asStatus(row.status), short_name: row.shortName }));
    },

    async balance(clientId: number, programId: number) {
      const cents = await ledger.enrolledBalanceCents(clientId, programId);
      if (cents === undefined) throw notFound(PROGRAM_NOT_FOUND_MESSAGE);
      return [{ value: centsToDecimal(cents), value_cents: cents }];
    },

    async transactions(clientId: number, programId: number, page: number, perPage: number) {
      await ownProgram(clientId, programId);
      const [rows, total] = await Promise.all([
        ledger.pageWithBalance(clientId, programId, perPage, (page - 1) * perPage),
        ledger.countAll(clientId, programId),
      ]);
      const data: TTransaction[] = rows.map((row) => ({
        id: row.id,
        posted_on: row.postedOn,
        description: row.description,
        category: row.category,
        category_label: TRANSACTION_CATEGORY_LABELS[row.category],
        money_in: row.amountCents > 0 ? centsToDecimal(row.amountCents) : null,
        money_out: row.amountCents < 0 ? centsToDecimal(-row.amountCents) : null,
        balance_after: centsToDecimal(row.balanceAfterCents),
      }));
      return { data, meta: { page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) } };
    },
  };
}

export type LedgerService = ReturnType<typeof createLedgerService>;
