import { SITE } from '@payee/content';
import { Secret, TOTP } from 'otpauth';
import { randomInt } from 'node:crypto';
import { decryptString, encryptString, matchesLookupHash, type KeyRing } from '../../lib/crypto';
import { hashPassword, verifyPassword } from '../../lib/passwords';

/** RFC 6238 with the parameters every authenticator app reads: SHA-1, 6 digits, 30 seconds. */
const PERIOD_SECONDS = 30;
/** One step either side of now: clocks drift, and people type slowly. */
const WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;

const totpFor = (secretBase32: string, email: string) =>
  new TOTP({
    issuer: `${SITE.organisation.serviceName} back office`,
    label: email,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });

/** A new 160-bit secret (RFC 4226's recommended length), base32 as authenticator apps take it. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

export const otpauthUri = (secretBase32: string, email: string) => totpFor(secretBase32, email).toString();

export const encryptTotpSecret = (secretBase32: string, key: KeyRing) => encryptString(secretBase32, key);
export const decryptTotpSecret = (encrypted: string, key: KeyRing) => decryptString(encrypted, key);

/**
 * The 30-second step a code belongs to (within one step of `at`), or undefined when it is wrong. The caller
 * refuses a step at or before the last one accepted: a code works once.
 */
export function matchingTotpStep(secretBase32: string, code: string, at: Date): number | undefined {
  const totp = totpFor(secretBase32, '');
  const delta = totp.validate({ token: code, timestamp: at.getTime(), window: WINDOW });
  if (delta === null) return undefined;
  return totp.counter({ timestamp: at.getTime() }) + delta;
}

/** Ten codes like `7f3k-q9xm-2c`: about 49 bits each from an alphabet without look-alikes, shown once. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    // randomInt draws each character uniformly (no modulo bias).
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
    return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 10)}`;
  });
}

/** A recovery code as typed, case, spaces and dashes ignored. */
const normalisedRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

/**
 * What is stored instead of a recovery code: its argon2id hash, which needs no app key, so rotating the key
 * never invalidates a code (docs/decisions.md, "Personal data at rest"), and 49 bits behind argon2 hold out
 * against a stolen table.
 */
export const hashRecoveryCode = (code: string) => hashPassword(normalisedRecoveryCode(code));

/**
 * Whether a typed code is the stored one: an argon2id hash, or a keyed HMAC (lib/crypto `lookupHash`) made
 * before codes were key-independent, which works while its key is in the ring.
 */
export async function isRecoveryCode(stored: string, typed: string, key: KeyRing): Promise<boolean> {
  const code = normalisedRecoveryCode(typed);
  if (stored.startsWith('$argon2')) return verifyPassword(stored, code);
  return matchesLookupHash(stored, 'staff-recovery-code', code, key);
}
