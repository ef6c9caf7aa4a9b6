import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptString, encryptString, generateToken, hashToken, hashesEqual, lookupHash } from './crypto';

const KEY = randomBytes(32);
const OTHER_KEY = randomBytes(32);

describe('encryptString / decryptString', () => {
  it('round-trips text, including non-ASCII', () => {
    for (const text of ['123-45-6789', '', 'Zoë Ångström – 東京']) {
      expect(decryptString(encryptString(text, KEY), KEY)).toBe(text);
    }
  });

  it('writes a versioned v1:iv:tag:ciphertext value that differs on every call', () => {
    const first = encryptString('123456789', KEY);
    const second = encryptString('123456789', KEY);
    expect(first).toMatch(/^v1:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain('123456789');
  });

  it('refuses a value encrypted with another key', () => {
    expect(() => decryptString(encryptString('secret', OTHER_KEY), KEY)).toThrow();
  });

  it('refuses a tampered ciphertext', () => {
    const [version, iv, tag, ciphertext] = encryptString('secret value', KEY).split(':');
    const bytes = Buffer.from(ciphertext!, 'base64');
    bytes[0] = bytes[0]! ^ 1;
    expect(() => decryptString([version, iv, tag, bytes.toString('base64')].join(':'), KEY)).toThrow();
  });

  it('refuses values that are not in its format', () => {
    expect(() => decryptString('plain text', KEY)).toThrow('Not a value this server encrypted.');
    expect(() => decryptString('v2:a:b:c', KEY)).toThrow('Not a value this server encrypted.');
  });

  it('refuses a key of the wrong length', () => {
    expect(() => encryptString('x', randomBytes(16))).toThrow(/32 bytes/);
  });
});

describe('lookupHash', () => {
  it('is stable for one key and purpose, and differs by key and by purpose', () => {
    const hash = lookupHash('ssn', '123456789', KEY);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(lookupHash('ssn', '123456789', KEY)).toBe(hash);
    expect(lookupHash('ssn', '123456789', OTHER_KEY)).not.toBe(hash);
    expect(lookupHash('username', '123456789', KEY)).not.toBe(hash);
    expect(lookupHash('ssn', '123456780', KEY)).not.toBe(hash);
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
