/**
 * What the bank files are written from: a run's paid payments, as plain data. The caller (the payment run) reads
 * them from the database, decrypts the vendor's account number and passes them here; the writers touch no
 * database, no clock and no configuration of their own, so the same payments always give the same bytes.
 */

/** Checking or savings: the NACHA transaction code of a credit (22 or 32) follows from it. */
export type BankAccountType = 'checking' | 'savings';

/**
 * The NACHA entry class of a transfer: PPD to a person's account (a landlord who is a person), CCD to a
 * company's (a utility, a property company). Entries of each class go in a batch of their own.
 */
export type AchEntryClass = 'PPD' | 'CCD';

/** One paid payment of a run. Amounts are whole cents; days are the office's (America/Detroit), `yyyy-MM-dd`. */
export interface PaidPayment {
  /** The payee as the check or the bank shows it: the vendor's name. */
  payee: string;
  /** The vendor's postal address (a check's window envelope shows it), lines separated by "\n"; optional. */
  payeeAddress?: string | null;
  amountCents: number;
  method: 'check' | 'transfer';
  /** The check's number from the check stock (checks only). */
  checkNumber?: number | null;
  /** The vendor's account number, decrypted by the caller (transfers; 4 to 17 digits). */
  accountNumber?: string | null;
  /** The vendor's bank's 9-digit routing number (transfers), which passes the ABA check digit. */
  routingNumber?: string | null;
  /** Transfers: checking unless said. */
  accountType?: BankAccountType;
  /** Transfers: CCD (a company) unless said. */
  entryClass?: AchEntryClass;
  /** The day the check is dated or the transfer was paid. */
  issueDay: string;
  /**
   * The client's reference the memo and the entry carry (the client's account reference, such as "C-000123"):
   * never an SSN. A text that holds nine digits in an SSN's shape is refused by every writer.
   */
  clientReference: string;
}

/** A check of the stock as the positive-pay file lists it: issued, or voided (a spoiled or cancelled check). */
export interface IssuedCheck {
  checkNumber: number;
  amountCents: number;
  issueDay: string;
  payee: string;
  voided: boolean;
}
