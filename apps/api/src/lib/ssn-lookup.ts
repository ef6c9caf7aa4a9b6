import { lookupHash, lookupHashes, type KeyRing } from './crypto';

/** The keyed hash a client's SSN is found by (nine digits, no dashes). */
export const ssnLookupHash = (ssnDigits: string, key: KeyRing) => lookupHash('client-ssn', ssnDigits, key);

/** The SSN's hashes under every key of the ring, current first: what a row is found by, before or after a rotation. */
export const ssnLookupHashes = (ssnDigits: string, key: KeyRing) => lookupHashes('client-ssn', ssnDigits, key);
