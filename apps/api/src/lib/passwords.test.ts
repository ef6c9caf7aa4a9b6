import { describe, expect, it } from 'vitest';
import { hashPassword, isCommonPassword, verifyPassword } from './passwords';

describe('passwords', () => {
  it('hashes with argon2id and verifies only the same password', async () => {
    const stored = await hashPassword('Staff@Demo2026');
    expect(stored).toMatch(/^\$argon2id\$/);
    expect(stored).not.toContain('Staff@Demo2026');
    await expect(verifyPassword(stored, 'Staff@Demo2026')).resolves.toBe(true);
    await expect(verifyPassword(stored, 'staff@demo2026')).resolves.toBe(false);
  });

  it('refuses an unknown account and a damaged hash', async () => {
    await expect(verifyPassword(undefined, 'anything')).resolves.toBe(false);
    await expect(verifyPassword('not a hash', 'anything')).resolves.toBe(false);
  });

  it('knows the common and breached passwords of the list in any case, and not a passphrase', () => {
    for (const common of ['password1234', 'Password1234', 'QWERTYUIOP123', '000000000000']) expect(isCommonPassword(common)).toBe(true);
    for (const fine of ['Casey@Worker2026! by the lake', 'lantern orchard velvet 42']) expect(isCommonPassword(fine)).toBe(false);
  });
});
