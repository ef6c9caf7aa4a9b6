import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { staffUsers, type StaffRole } from '../../db/schema/index';

export interface NewStaffUser {
  email: string;
  name: string;
  passwordHash: string;
  role: StaffRole;
}

const PUBLIC_COLUMNS = { id: staffUsers.id, email: staffUsers.email, name: staffUsers.name, role: staffUsers.role };

export function createStaffRepository(db: Database) {
  return {
    /** `email` must already be lowercase. */
    findForLogin: async (email: string) => {
      const [row] = await db
        .select({ ...PUBLIC_COLUMNS, passwordHash: staffUsers.passwordHash })
        .from(staffUsers)
        .where(eq(staffUsers.email, email))
        .limit(1);
      return row;
    },

    findById: async (id: number) => {
      const [row] = await db.select(PUBLIC_COLUMNS).from(staffUsers).where(eq(staffUsers.id, id)).limit(1);
      return row;
    },

    existsByEmail: async (email: string) => {
      const [row] = await db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.email, email)).limit(1);
      return row !== undefined;
    },

    /** Inserts unless the e-mail address is taken; true when a row was added. */
    insertIfAbsent: async (user: NewStaffUser) => {
      const rows = await db
        .insert(staffUsers)
        .values(user)
        .onConflictDoNothing({ target: staffUsers.email })
        .returning({ id: staffUsers.id });
      return rows.length > 0;
    },
  };
}

export type StaffRepository = ReturnType<typeof createStaffRepository>;
