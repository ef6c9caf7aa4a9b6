import { lookupHash } from '../../lib/crypto';

/** The keyed hash a client's SSN is found by (nine digits, no dashes). */
export const ssnLookupHash = (ssnDigits: string, key: Buffer) => lookupHash('client-ssn', ssnDigits, key);
