import { createCipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  decryptString,
  encryptString,
  generateToken,
  hashToken,
  hashesEqual,
  keyIdOf,
  keyRing,
  lookupHash,
  lookupHashes,
  matchesLookupHash,
  UnknownKeyError,
  unwrapFileKey,
  wrapFileKey,
} from './crypto';

const KEY = randomBytes(32);
const OTHER_KEY = randomBytes(32);
const RING = keyRing({ id: '1', key: KEY });
const OTHER_RING = keyRing({ id: '1', key: OTHER_KEY });
/** After a rotation: key 2 writes, key 1 still reads. */
const ROTATED = keyRing({ id: '2', key: OTHER_KEY }, [{ id: '1', key: KEY }]);
/** The old key removed. */
const ONLY_NEW = keyRing({ id: '2', key: OTHER_KEY });

/** What the server wrote before key versions: `v1:<iv>:<tag>:<ciphertext>` under the one key. */
function legacyEncrypt(plaintext: string, key: Buffer): string {
  const iv = randomBytes(12);
  const subKey = Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), 'payee:encrypt', 32));
  const cipher = createCipheriv('aes-256-gcm', subKey, iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64'), cipher.getAuthTag().toString('base64'), ciphertext.toString('base64')].join(':');
}

describe('keyRing', () => {
  it('refuses a key of the wrong length, a bad id and an id used twice', () => {
    expect(() => keyRing({ id: '1', key: randomBytes(16) })).toThrow(/32 bytes/);
    expect(() => keyRing({ id: 'a:b', key: KEY })).toThrow(/key id/);
    expect(() => keyRing({ id: '1', key: KEY }, [{ id: '1', key: OTHER_KEY }])).toThrow(/used twice/);
  });
});

describe('encryptString / decryptString', () => {
  it('round-trips text, including non-ASCII', () => {
    for (const text of ['123-45-6789', '', 'Zoë Ångström – 東京']) {
      expect(decryptString(encryptString(text, RING), RING)).toBe(text);
    }
  });

  it('writes a v2:<key id>:iv:tag:ciphertext value that differs on every call', () => {
    const first = encryptString('123456789', ROTATED);
    const second = encryptString('123456789', ROTATED);
    expect(first).toMatch(/^v2:2:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+$/);
    expect(keyIdOf(first)).toBe('2');
    expect(first).not.toBe(second);
    expect(first).not.toContain('123456789');
  });

  it('reads a value with the key it names: an old key of the ring, until that key is removed', () => {
    const underOld = encryptString('1970-01-31', RING);
    expect(decryptString(underOld, ROTATED)).toBe('1970-01-31');
    expect(() => decryptString(underOld, ONLY_NEW)).toThrow(UnknownKeyError);
    expect(() => decryptString(underOld, ONLY_NEW)).toThrow(/key "1"/);
  });

  it('reads the legacy v1 values with whichever key of the ring made them', () => {
    const legacy = legacyEncrypt('secret', KEY);
    expect(keyIdOf(legacy)).toBeNull();
    expect(decryptString(legacy, RING)).toBe('secret');
    expect(decryptString(legacy, ROTATED)).toBe('secret');
    expect(() => decryptString(legacy, ONLY_NEW)).toThrow('Not a value this server encrypted.');
  });

  it('refuses a value encrypted with another key under the same id', () => {
    expect(() => decryptString(encryptString('secret', OTHER_RING), RING)).toThrow();
  });

  it('refuses a tampered ciphertext', () => {
    const [version, id, iv, tag, ciphertext] = encryptString('secret value', RING).split(':');
    const bytes = Buffer.from(ciphertext!, 'base64');
    bytes[0] = bytes[0]! ^ 1;
    expect(() => decryptString([version, id, iv, tag, bytes.toString('base64')].join(':'), RING)).toThrow();
  });

  it('refuses values that are not in its format', () => {
    expect(() => decryptString('plain text', RING)).toThrow('Not a value this server encrypted.');
    expect(() => decryptString('plain:1970-01-31', RING)).toThrow('Not a value this server encrypted.');
    expect(() => decryptString('v3:1:a:b:c', RING)).toThrow('Not a value this server encrypted.');
  });
});

describe('wrapFileKey / unwrapFileKey', () => {
  it('wraps a file key under the current key id and unwraps it with the ring', () => {
    const fileKey = randomBytes(32);
    const wrapped = wrapFileKey(fileKey, ROTATED);
    expect(keyIdOf(wrapped)).toBe('2');
    expect(unwrapFileKey(wrapped, ROTATED).equals(fileKey)).toBe(true);
    expect(unwrapFileKey(wrapFileKey(fileKey, RING), ROTATED).equals(fileKey)).toBe(true);
  });

  it('keeps wrapped keys and field values apart (each its own sub-key)', () => {
    const wrapped = wrapFileKey(randomBytes(32), RING);
    expect(() => decryptString(wrapped, RING)).toThrow();
    expect(() => unwrapFileKey(encryptString('x'.repeat(32), RING), RING)).toThrow();
  });
});

describe('lookupHash', () => {
  it('names its key, is stable for one key and purpose, and differs by key and by purpose', () => {
    const hash = lookupHash('ssn', '123456789', RING);
    expect(hash).toMatch(/^1:[0-9a-f]{64}$/);
    expect(keyIdOf(hash)).toBe('1');
    expect(lookupHash('ssn', '123456789', RING)).toBe(hash);
    expect(lookupHash('ssn', '123456789', OTHER_RING)).not.toBe(hash);
    expect(lookupHash('username', '123456789', RING)).not.toBe(hash);
    expect(lookupHash('ssn', '123456780', RING)).not.toBe(hash);
  });

  it('answers the hash under every key of the ring, current first, so rows hashed before a rotation are found', () => {
    const before = lookupHash('ssn', '123456789', RING);
    const hashes = lookupHashes('ssn', '123456789', ROTATED);
    expect(hashes).toEqual([lookupHash('ssn', '123456789', ROTATED), before]);
  });

  it('matches a stored hash with its own key, or a legacy bare one with any key of the ring', () => {
    const stored = lookupHash('code', 'abcd', RING);
    expect(matchesLookupHash(stored, 'code', 'abcd', ROTATED)).toBe(true);
    expect(matchesLookupHash(stored, 'code', 'abce', ROTATED)).toBe(false);
    expect(matchesLookupHash(stored, 'code', 'abcd', ONLY_NEW)).toBe(false);
    const legacy = stored.slice('1:'.length);
    expect(matchesLookupHash(legacy, 'code', 'abcd', ROTATED)).toBe(true);
    expect(matchesLookupHash(legacy, 'code', 'abcd', ONLY_NEW)).toBe(false);
  });
});

describe('tokens', () => {
  it('are 32 random bytes in base64url', () => {
    const token = generateToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(generateToken()).not.toBe(token);
  });

  it('are stored as a SHA-256 hash that matches only the same token', () => {
    const token = generateToken();
    const stored = hashToken(token);
    expect(stored).toMatch(/^[0-9a-f]{64}$/);
    expect(hashesEqual(hashToken(token), stored)).toBe(true);
    expect(hashesEqual(hashToken(generateToken()), stored)).toBe(false);
    expect(hashesEqual('short', stored)).toBe(false);
  });
});
