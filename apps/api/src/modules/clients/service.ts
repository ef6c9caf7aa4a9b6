import type { CurrentProcess, ProcessType } from '@payee/contract';
import type { Database } from '../../db/client';
import type { RejectionReason } from '../../db/schema/index';
import { encryptString, type KeyRing } from '../../lib/crypto';
import { hashPassword } from '../../lib/passwords';
import { newApplicationCode, normaliseApplicationCode } from './application-code';
import { createClientRepository } from './repository';
import { ssnLookupHash } from '../../lib/ssn-lookup';

/** A new client user as staff (or the demo seed) would enter them; secrets in the clear, stored protected. */
export interface NewClientInput {
  username?: string | null;
  password?: string | null;
  /** Nine digits. */
  ssn: string;
  /** yyyy-MM-dd */
  dateOfBirth: string;
  title?: string | null;
  firstName: string;
  middleName?: string | null;
  lastName: string;
  suffix?: string | null;
  email?: string | null;
  phone?: string | null;
  processType: ProcessType;
  currentProcess: CurrentProcess | null;
  /** Generated when absent. */
  applicationCode?: string;
  rejectionReasons?: RejectionReason[];
}

/**
 * Stores a client user: the SSN encrypted with its keyed look-up hash and last four digits, the birth date
 * encrypted, the password as an argon2id hash, the username lowercase. Answers the new id.
 */
export async function createClientUser(db: Database, key: KeyRing, input: NewClientInput): Promise<number> {
  const ssn = input.ssn.replace(/\D/g, '');
  if (!/^\d{9}$/.test(ssn)) throw new Error('An SSN has nine digits.');
  return createClientRepository(db).insert({
    username: input.username ? input.username.toLowerCase() : null,
    passwordHash: input.password ? await hashPassword(input.password) : null,
    ssnEncrypted: encryptString(ssn, key),
    ssnLookup: ssnLookupHash(ssn, key),
    ssnLast4: ssn.slice(-4),
    dateOfBirthEncrypted: encryptString(input.dateOfBirth, key),
    title: input.title ?? null,
    firstName: input.firstName,
    middleName: input.middleName ?? null,
    lastName: input.lastName,
    suffix: input.suffix ?? null,
    email: input.email ?? null,
    phone: input.phone ?? null,
    processType: input.processType,
    currentProcess: input.currentProcess,
    applicationCode: normaliseApplicationCode(input.applicationCode ?? newApplicationCode()),
    rejectionReasons: input.rejectionReasons ?? [],
  });
}
