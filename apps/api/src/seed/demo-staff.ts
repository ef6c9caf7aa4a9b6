import type { KeyRing } from '../lib/crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { staffUsers } from '../db/schema/index';
import { hashPassword } from '../lib/passwords';
import { createStaffRepository } from '../modules/staff/repository';
import { encryptTotpSecret } from '../modules/staff/totp';

/**
 * The demo back-office account (README). Never created in production. Its TOTP secret is fixed and public
 * (the README's demo table), so anyone trying the demo can add it to an authenticator app and sign in.
 */
export const DEMO_STAFF = {
  email: 'staff@example.org',
  password: 'Staff@Demo2026',
  name: 'Demo Staff',
  roles: ['admin', 'caseworker'],
  totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
} as const;

/**
 * Adds the demo member of staff, enrolled in TOTP with the fixed secret, unless that address exists; true
 * when it was added. A demo account from before TOTP (no secret) gets the secret, so the seed stays idempotent.
 */
export async function seedDemoStaff(db: Database, key: KeyRing): Promise<boolean> {
  const repository = createStaffRepository(db);
  if (await repository.existsByEmail(DEMO_STAFF.email)) {
    await db
      .update(staffUsers)
      .set({ totpSecretEncrypted: encryptTotpSecret(DEMO_STAFF.totpSecret, key), totpEnrolledAt: new Date() })
      .where(and(eq(staffUsers.email, DEMO_STAFF.email), isNull(staffUsers.totpSecretEncrypted)));
    return false;
  }
  const id = await repository.insertIfAbsent({
    email: DEMO_STAFF.email,
    name: DEMO_STAFF.name,
    roles: [...DEMO_STAFF.roles],
    passwordHash: await hashPassword(DEMO_STAFF.password),
    totpSecretEncrypted: encryptTotpSecret(DEMO_STAFF.totpSecret, key),
    totpEnrolledAt: new Date(),
  });
  return id !== undefined;
}
