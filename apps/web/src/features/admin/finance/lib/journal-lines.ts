import { centsToDecimal, decimalToCents, type TJournalEntry } from '@payee/contract';

/** The clients an entry touches, by name, once each. */
export const entryClients = (entry: TJournalEntry): string =>
  [...new Set(entry.lines.filter((line) => line.account.kind === 'client').map((line) => line.account.name))].join(', ');

/** How much an entry moved: the sum of its credits (its lines sum to zero, so the debits are the same), in cents. */
export function entryAmount(entry: TJournalEntry): string {
  const cents = entry.lines.map((line) => decimalToCents(line.amount) ?? 0).reduce((sum, amount) => sum + Math.max(amount, 0), 0);
  return centsToDecimal(cents);
}
