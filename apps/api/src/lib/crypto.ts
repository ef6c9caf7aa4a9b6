import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Field encryption, wrapped file keys and look-up hashes for personal data kept in the database
 * (docs/decisions.md, "Personal data at rest"). Every value names the key it was made with, so keys rotate:
 * the ring has the current key (new values) and old ones (read only) until `npm run keys:rotate` has moved
 * everything to the current key. Each use gets its own sub-key via HKDF, so a leaked look-up hash says
 * nothing about the encryption key.
 */

const KEY_BYTES = 32;
const IV_BYTES = 12; // GCM's recommended nonce size
const TAG_BYTES = 16;
/** Before key versions: `v1:<iv>:<tag>:<ciphertext>`, made by the one key there was. Read, never written. */
const LEGACY_VERSION = 'v1';
/** `v2:<key id>:<iv>:<tag>:<ciphertext>`. */
const VERSION = 'v2';

/** A key's name in stored values: letters, digits, `_` and `-` (no `:`, which separates the parts). */
export const KEY_ID_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

/** The keys this server holds: `current` writes, every key (current included) reads. */
export interface KeyRing {
  readonly current: { readonly id: string; readonly key: Buffer };
  readonly keys: ReadonlyMap<string, Buffer>;
}

/** A ring of the current key and read-only old ones; throws on a bad id, a bad length or an id used twice. */
export function keyRing(current: { id: string; key: Buffer }, old: readonly { id: string; key: Buffer }[] = []): KeyRing {
  const keys = new Map<string, Buffer>();
  for (const { id, key } of [current, ...old]) {
    if (!KEY_ID_PATTERN.test(id)) throw new Error(`A key id is 1 to 32 letters, digits, "_" or "-": "${id}" is not.`);
    if (key.length !== KEY_BYTES) throw new Error(`The encryption key must be ${KEY_BYTES} bytes.`);
    if (keys.has(id)) throw new Error(`The key id "${id}" is used twice.`);
    keys.set(id, key);
  }
  return { current, keys };
}

/** Thrown when a value names a key this server does not hold (removed too early, or never configured). */
export class UnknownKeyError extends Error {
  constructor(readonly keyId: string) {
    super(`This value was encrypted with key "${keyId}", which is not configured (APP_ENCRYPTION_OLD_KEYS).`);
    this.name = 'UnknownKeyError';
  }
}

/** Each key's sub-keys, derived once: a file of 10,000 SSNs hashes 10,000 values, not 10,000 derivations. */
const SUB_KEYS = new WeakMap<Buffer, Map<string, Buffer>>();

/** The key for one purpose (HKDF-SHA256 of the master key), so a key is never used for two things. */
function subKey(masterKey: Buffer, purpose: string): Buffer {
  let byPurpose = SUB_KEYS.get(masterKey);
  if (!byPurpose) SUB_KEYS.set(masterKey, (byPurpose = new Map()));
  let key = byPurpose.get(purpose);
  if (!key) byPurpose.set(purpose, (key = Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), `payee:${purpose}`, KEY_BYTES))));
  return key;
}

function keyById(ring: KeyRing, id: string): Buffer {
  const key = ring.keys.get(id);
  if (!key) throw new UnknownKeyError(id);
  return key;
}

const NOT_OURS = 'Not a value this server encrypted.';

function seal(plaintext: Buffer, ring: KeyRing, purpose: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', subKey(ring.current.key, purpose), iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return [VERSION, ring.current.id, iv.toString('base64'), cipher.getAuthTag().toString('base64'), ciphertext.toString('base64')].join(':');
}

function openWith(key: Buffer, purpose: string, iv: string, tag: string, ciphertext: string): Buffer {
  const ivBytes = Buffer.from(iv, 'base64');
  const tagBytes = Buffer.from(tag, 'base64');
  if (ivBytes.length !== IV_BYTES || tagBytes.length !== TAG_BYTES) throw new Error(NOT_OURS);
  const decipher = createDecipheriv('aes-256-gcm', subKey(key, purpose), ivBytes);
  decipher.setAuthTag(tagBytes);
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64')), decipher.final()]);
}

function unseal(sealed: string, ring: KeyRing, purpose: string): Buffer {
  const parts = sealed.split(':');
  if (parts[0] === VERSION && parts.length === 5) {
    const [, id, iv, tag, ciphertext] = parts as [string, string, string, string, string];
    return openWith(keyById(ring, id), purpose, iv, tag, ciphertext);
  }
  if (parts[0] === LEGACY_VERSION && parts.length === 4) {
    // Made by the one key there was before key versions: whichever key of the ring opens it (GCM's tag tells).
    const [, iv, tag, ciphertext] = parts as [string, string, string, string];
    for (const key of ring.keys.values()) {
      try {
        return openWith(key, purpose, iv, tag, ciphertext);
      } catch {
        // the next key
      }
    }
  }
  throw new Error(NOT_OURS);
}

/** Encrypts with AES-256-GCM under the ring's current key: `v2:<key id>:<iv>:<tag>:<ciphertext>`, each part base64. */
export function encryptString(plaintext: string, ring: KeyRing): string {
  return seal(Buffer.from(plaintext, 'utf8'), ring, 'encrypt');
}

/**
 * Decrypts what encryptString wrote (and the legacy `v1:` values) with the key it names; throws when the value
 * was altered, is not ours, or names a key the ring lacks (UnknownKeyError).
 */
export function decryptString(encrypted: string, ring: KeyRing): string {
  return unseal(encrypted, ring, 'encrypt').toString('utf8');
}

/** A stored file's own random key (lib/storage/file-encryption.ts), wrapped by the ring's current key for its row. */
export function wrapFileKey(fileKey: Buffer, ring: KeyRing): string {
  return seal(fileKey, ring, 'file-key');
}

export function unwrapFileKey(wrapped: string, ring: KeyRing): Buffer {
  const fileKey = unseal(wrapped, ring, 'file-key');
  if (fileKey.length !== KEY_BYTES) throw new Error(NOT_OURS);
  return fileKey;
}

/**
 * The key id a stored value names: a ciphertext or wrapped key (`v2:<id>:…`) or a look-up hash (`<id>:<hex>`);
 * null for values from before key versions (legacy `v1:` ciphertexts, bare hex hashes).
 */
export function keyIdOf(stored: string): string | null {
  const parts = stored.split(':');
  if (parts[0] === VERSION && parts.length === 5) return parts[1]!;
  if (parts.length === 2 && /^[0-9a-f]{64}$/.test(parts[1]!)) return parts[0]!;
  return null;
}

/**
 * A key's fingerprint: an HMAC of a fixed label under a sub-key of its own, which tells whether two servers hold
 * the same key under an id without telling anything of the key.
 */
export function keyFingerprint(key: Buffer): string {
  return createHmac('sha256', subKey(key, 'fingerprint')).update('payee key fingerprint', 'utf8').digest('hex').slice(0, 32);
}

/** SQL LIKE pattern of values made with the ring's current key (`v2:<id>:%`): what rotation leaves alone. */
export const currentCiphertextPattern = (ring: KeyRing) => ciphertextPattern(ring.current.id);
/** SQL LIKE pattern of values made with the key of this id (`v2:<id>:%`). */
export const ciphertextPattern = (keyId: string) => `${VERSION}:${keyId}:%`;
/** SQL LIKE pattern of look-up hashes made with the ring's current key (`<id>:%`). */
export const currentLookupPattern = (ring: KeyRing) => `${ring.current.id}:%`;

const hmacHex = (purpose: string, value: string, key: Buffer) =>
  createHmac('sha256', subKey(key, `lookup:${purpose}`))
    .update(value, 'utf8')
    .digest('hex');

/**
 * Keyed HMAC-SHA256 under the current key, as `<key id>:<hex>`, for finding a row by a secret value without
 * storing it in the clear, e.g. `lookupHash('client-ssn', '123456789', ring)`. The purpose keeps equal values
 * of different kinds apart.
 */
export function lookupHash(purpose: string, value: string, ring: KeyRing): string {
  return `${ring.current.id}:${hmacHex(purpose, value, ring.current.key)}`;
}

/** The value's look-up hash under every key of the ring, current first: a row hashed before a rotation is still found. */
export function lookupHashes(purpose: string, value: string, ring: KeyRing): string[] {
  return [...ring.keys].map(([id, key]) => `${id}:${hmacHex(purpose, value, key)}`);
}

/** Whether a stored look-up hash (with its key id, or a legacy bare hex one) is the value's; false for an unknown key. */
export function matchesLookupHash(stored: string, purpose: string, value: string, ring: KeyRing): boolean {
  const id = keyIdOf(stored);
  if (id !== null) {
    const key = ring.keys.get(id);
    return key !== undefined && hashesEqual(stored, `${id}:${hmacHex(purpose, value, key)}`);
  }
  return [...ring.keys.values()].some((key) => hashesEqual(stored, hmacHex(purpose, value, key)));
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
