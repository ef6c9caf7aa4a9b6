import { centsToDecimal, decimalToCents, type TJournalEntry } from '@payee/contract';
import type { InAndOut } from './money-in-out';

/** The clients an entry touches, by name, once each. */
export const entryClients = (entry: TJournalEntry): string =>
  [...new Set(entry.lines.filter((line) => line.account.kind === 'client').map((line) => line.account.name))].join(', ');

/**
 * What an entry did to the clients' money, in exact cents: what came into their ledgers and what went out of them
 * (a deposit is money in, a payment, card load or fee money out; a transfer between two programs both).
 */
export function entryInAndOut(entry: TJournalEntry): InAndOut {
  let moneyIn = 0;
  let moneyOut = 0;
  for (const line of entry.lines) {
    if (line.account.kind !== 'client') continue;
    const cents = decimalToCents(line.amount) ?? 0;
    if (cents > 0) moneyIn += cents;
    else moneyOut -= cents;
  }
  return { moneyIn: moneyIn > 0 ? centsToDecimal(moneyIn) : null, moneyOut: moneyOut > 0 ? centsToDecimal(moneyOut) : null };
}
