/**
 * The bank files of a payment run (issue 25), pure writers over plain data: no database, no clock, no configuration
 * of their own. The payment run reads its paid payments (`PaidPayment`), decrypts the vendors' account numbers and
 * passes them in with the settings (`settings.ts`) and the office's day.
 */
export { amountInWords, CHECK_AMOUNT_CAP_CENTS } from './amount-words';
export { federalReserveHolidays, isBankingDay, nextBankingDay } from './banking-days';
export { writeCheckPdf } from './check-pdf';
export { NACHA_BLOCKING_FACTOR, NACHA_RECORD_LENGTH, writeNachaFile } from './nacha';
export type { NachaEntry, NachaFile, NachaFileInput, NachaSettings } from './nacha';
export { COMMON_POSITIVE_PAY_LAYOUT, writePositivePayFile } from './positive-pay';
export type { PositivePayColumn, PositivePayInput, PositivePayLayout } from './positive-pay';
export { nachaSettings, positivePayAccount } from './settings';
export type { BankFileConfig } from './settings';
export type { AchEntryClass, BankAccountType, IssuedCheck, PaidPayment } from './types';
