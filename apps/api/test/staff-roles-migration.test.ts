import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { PGLITE_EXTENSIONS } from '../src/db/client';
import { MIGRATIONS_DIR } from '../src/file-paths';
import { migrationsUpTo } from './helpers/migrations';

describe('migrating staff from one role to a set of roles', () => {
  const folders: string[] = [];
  afterAll(() => {
    for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
  });

  it('turns admin into {admin} and staff into {caseworker}, then drops the old column', async () => {
    const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    try {
      const db = drizzle({ client });
      const before = migrationsUpTo('0006_onboarding');
      folders.push(before);
      await migrate(db, { migrationsFolder: before });
      await client.query(
        `insert into staff_users (email, name, password_hash, role) values ('boss@example.org', 'Boss', 'x', 'admin'), ('case@example.org', 'Case', 'x', 'staff')`,
      );

      await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
      const { rows } = await client.query<{ email: string; roles: string[] }>('select email, roles from staff_users order by email');
      expect(rows).toEqual([
        { email: 'boss@example.org', roles: ['admin'] },
        { email: 'case@example.org', roles: ['caseworker'] },
      ]);
      const { rows: columns } = await client.query(
        `select 1 from information_schema.columns where table_name = 'staff_users' and column_name = 'role'`,
      );
      expect(columns).toEqual([]);
      await expect(client.query(`update staff_users set roles = array['owner']`)).rejects.toThrow(/staff_users_roles_check/);
    } finally {
      await client.close();
    }
  }, 60_000);
});
