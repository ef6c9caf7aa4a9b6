import type { Database } from '../client';
import { hashPassword } from '../../lib/passwords';
import { createStaffRepository } from '../../modules/staff/repository';

/** The demo back-office account (README). Never created in production. */
export const DEMO_STAFF = {
  email: 'staff@example.org',
  password: 'Staff@Demo2026',
  name: 'Demo Staff',
  role: 'staff',
} as const;

/** Adds the demo member of staff unless that address exists; true when it was added. */
export async function seedDemoStaff(db: Database): Promise<boolean> {
  const repository = createStaffRepository(db);
  if (await repository.existsByEmail(DEMO_STAFF.email)) return false;
  return repository.insertIfAbsent({
    email: DEMO_STAFF.email,
    name: DEMO_STAFF.name,
    role: DEMO_STAFF.role,
    passwordHash: await hashPassword(DEMO_STAFF.password),
  });
}
