import type { Config } from '../../../config';
import type { NachaSettings } from './nacha';

/**
 * The bank files' settings, read from the configuration (the ACH_* and POSITIVE_PAY_ACCOUNT variables, checked at
 * start-up by config.ts and listed in .env.example), not from a table: they are the bank's identifiers for the
 * organisation, set once when the bank account is opened, and a deployment's secrets file is where the bank's
 * other details already live. Null when they are not set: no NACHA file (or positive-pay file) can be written then.
 */
export type BankFileConfig = Pick<
  Config,
  | 'ACH_DESTINATION_ROUTING'
  | 'ACH_DESTINATION_NAME'
  | 'ACH_ORIGIN'
  | 'ACH_ORIGIN_NAME'
  | 'ACH_COMPANY_NAME'
  | 'ACH_COMPANY_ID'
  | 'ACH_ENTRY_DESCRIPTION'
  | 'POSITIVE_PAY_ACCOUNT'
>;

export function nachaSettings(config: BankFileConfig): NachaSettings | null {
  const {
    ACH_DESTINATION_ROUTING,
    ACH_DESTINATION_NAME,
    ACH_ORIGIN,
    ACH_ORIGIN_NAME,
    ACH_COMPANY_NAME,
    ACH_COMPANY_ID,
    ACH_ENTRY_DESCRIPTION,
  } = config;
  if (!ACH_DESTINATION_ROUTING || !ACH_DESTINATION_NAME || !ACH_ORIGIN || !ACH_ORIGIN_NAME || !ACH_COMPANY_NAME || !ACH_COMPANY_ID) {
    return null;
  }
  return {
    immediateDestination: ACH_DESTINATION_ROUTING,
    immediateDestinationName: ACH_DESTINATION_NAME,
    immediateOrigin: ACH_ORIGIN,
    immediateOriginName: ACH_ORIGIN_NAME,
    companyName: ACH_COMPANY_NAME,
    companyId: ACH_COMPANY_ID,
    entryDescription: ACH_ENTRY_DESCRIPTION,
  };
}

/** The pooled account number the positive-pay file names, or null when POSITIVE_PAY_ACCOUNT is not set. */
export const positivePayAccount = (config: BankFileConfig): string | null => config.POSITIVE_PAY_ACCOUNT ?? null;
