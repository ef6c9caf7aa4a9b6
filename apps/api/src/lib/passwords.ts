import { hash, verify, type Algorithm } from '@node-rs/argon2';
import commonPasswords from 'fxa-common-password-list';

/**
 * argon2id with the library's defaults (19 MiB, 2 passes, 1 lane: OWASP's minimum for argon2id).
 * `Algorithm` is a const enum the bundler-style build cannot read at run time, hence the literal.
 */
const ARGON2ID: Algorithm.Argon2id = 2;

/** A PHC string (`$argon2id$v=19$m=…`) to store instead of the password. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

let dummyHash: Promise<string> | undefined;

/**
 * True when the password matches the stored hash. Without a hash (unknown account) it still spends the
 * time of one verification, so the answer's timing does not tell which e-mail addresses have accounts.
 */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (storedHash === undefined) {
    dummyHash ??= hashPassword('not-a-real-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false; // a damaged hash signs nobody in
  }
}

/**
 * True when the password, as typed or in lower case, is on the list of common or breached passwords kept with the
 * code (attackers try these first). Checked for new staff passwords, whose length alone is otherwise the rule.
 */
export function isCommonPassword(password: string): boolean {
  return commonPasswords.test(password) || commonPasswords.test(password.toLowerCase());
}
