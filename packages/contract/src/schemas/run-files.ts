/**
 * The bank files of a paid payment run (issue 25, wire): the check PDF, the positive-pay CSV and the NACHA file are
 * downloads (no JSON payload); what the contract holds is the vendor's bank details the NACHA file needs.
 */

/** A vendor's account: checking (NACHA credit code 22) or savings (32). Checking unless said. */
export const BANK_ACCOUNT_TYPES = ['checking', 'savings'] as const;
export type BankAccountType = (typeof BANK_ACCOUNT_TYPES)[number];

/** The NACHA entry class of a transfer: PPD to a person's account, CCD to a company's. CCD unless said. */
export const ACH_ENTRY_CLASSES = ['PPD', 'CCD'] as const;
export type AchEntryClass = (typeof ACH_ENTRY_CLASSES)[number];

/** The files of a paid run, as their download paths name them. */
export const RUN_FILE_KINDS = ['checks', 'positive-pay', 'nacha'] as const;
export type RunFileKind = (typeof RUN_FILE_KINDS)[number];
