import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Field encryption and look-up hashes for personal data (SSN, account numbers) kept in the database.
 * One master key (APP_ENCRYPTION_KEY) feeds both; each use gets its own sub-key via HKDF so a leaked
 * look-up hash says nothing about the encryption key.
 */

const VERSION = 'v1';
const IV_BYTES = 12; // GCM's recommended nonce size
const TAG_BYTES = 16;
const KEY_BYTES = 32;

function subKey(masterKey: Buffer, purpose: string): Buffer {
  if (masterKey.length !== KEY_BYTES) throw new Error(`The encryption key must be ${KEY_BYTES} bytes.`);
  return Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), `payee:${purpose}`, KEY_BYTES));
}

/** Encrypts with AES-256-GCM; the output is `v1:<iv>:<tag>:<ciphertext>`, each part base64. */
export function encryptString(plaintext: string, masterKey: Buffer): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', subKey(masterKey, 'encrypt'), iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, iv.toString('base64'), tag.toString('base64'), ciphertext.toString('base64')].join(':');
}

/** Decrypts what encryptString produced; throws when the value was altered or the key is wrong. */
export function decryptString(encrypted: string, masterKey: Buffer): string {
  const [version, iv, tag, ciphertext, ...rest] = encrypted.split(':');
  if (version !== VERSION || iv === undefined || tag === undefined || ciphertext === undefined || rest.length > 0) {
    throw new Error('Not a value this server encrypted.');
  }
  const ivBytes = Buffer.from(iv, 'base64');
  const tagBytes = Buffer.from(tag, 'base64');
  if (ivBytes.length !== IV_BYTES || tagBytes.length !== TAG_BYTES) throw new Error('Not a value this server encrypted.');
  const decipher = createDecipheriv('aes-256-gcm', subKey(masterKey, 'encrypt'), ivBytes);
  decipher.setAuthTag(tagBytes);
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64')), decipher.final()]).toString('utf8');
}

/**
 * Keyed HMAC-SHA256 (hex) for finding a row by a secret value without storing it in the clear,
 * e.g. `lookupHash('ssn', '123456789', key)`. The purpose keeps equal values of different kinds apart.
 */
export function lookupHash(purpose: string, value: string, masterKey: Buffer): string {
  return createHmac('sha256', subKey(masterKey, `lookup:${purpose}`))
    .update(value, 'utf8')
    .digest('hex');
}

/** A random bearer or reset token: 32 bytes, base64url. Give it to the user; store only its hash. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 (hex) of a token, for storage: a stolen table does not yield usable tokens. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Compares two hashes in constant time. */
export function hashesEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}
