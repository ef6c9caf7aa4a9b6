/** What the ledger module offers the other modules and the plugins: they import it from here, never from its files. */
export { clientAndBankLines, createJournal, feeLines, OverdraftError, transferLines } from './journal';
export type { NewEntry } from './journal';
export { centsToDecimal, formatDollars, toCents } from './money';
export { createLedgerRepository } from './repository';
export type { LedgerRow } from './repository';
export { default as ledgerRoutes } from './routes';
export { createLedgerService } from './service';
