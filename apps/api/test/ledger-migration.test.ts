import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { PGLITE_EXTENSIONS, type DatabaseDriver } from '../src/db/client';
import { MIGRATIONS_DIR } from '../src/file-paths';
import { migrationsUpTo } from './helpers/migrations';
import { TEST_DATABASES } from './helpers/app';
import { scratchDatabaseUrl } from './helpers/scratch-database';

/** A bare database of that kind, migrated by hand: SQL in, rows out. */
async function bareDatabase(driver: DatabaseDriver) {
  if (driver === 'pglite') {
    const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    const db = drizzle({ client });
    return {
      migrateTo: (folder: string) => migrate(db, { migrationsFolder: folder }),
      exec: async (statements: string) => void (await client.exec(statements)),
      rows: async <T>(statement: string) => (await client.query<T>(statement)).rows,
      close: () => client.close(),
    };
  }
  const scratch = (await scratchDatabaseUrl(driver))!;
  const pool = new pg.Pool({ connectionString: scratch.url, max: 2 });
  const db = drizzleNodePostgres({ client: pool });
  return {
    migrateTo: (folder: string) => migrateNodePostgres(db, { migrationsFolder: folder }),
    exec: async (statements: string) => void (await pool.query(statements)),
    rows: async <T>(statement: string) => (await pool.query(statement)).rows as T[],
    close: async () => {
      await pool.end();
      await scratch.drop();
    },
  };
}

describe.each(TEST_DATABASES)('moving the client ledger rows of before into the double-entry book (%s)', (driver) => {
  const folders: string[] = [];
  afterAll(() => {
    for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
  });

  it('makes each row a balanced entry against the pooled bank account, the client seeing the same balance, rows and order', async () => {
    const client = await bareDatabase(driver);
    try {
      const before = migrationsUpTo('0010_casework');
      folders.push(before);
      await client.migrateTo(before);
      await client.exec(`
        insert into client_users (username, password_hash, ssn_encrypted, ssn_lookup, ssn_last4, date_of_birth, first_name, last_name, process_type, current_process, application_code)
          values ('old.client', 'x', 'x', 'lookup-1', '1234', '1960-01-01', 'Olga', 'Old', 'client', 'approved', 'APP-OLD001');
        insert into client_programs (client_id, program_id, status, enrolled_on) values (1, 1, 1, '2024-01-01');
        insert into ledger_transactions (client_id, program_id, posted_on, description, category, amount_cents, reference) values
          (1, 1, '2024-02-03', 'Social Security benefit deposit (SSA)', 'benefit_deposit', 115000, 'R1'),
          (1, 1, '2024-02-01', 'Money management service fee', 'fee', -2500, 'R2'),
          (1, 1, '2024-02-05', 'Rent', 'rent', -65000, 'R3'),
          (1, 1, '2024-02-09', 'Weekly debit card load', 'debit_card_load', -5000, 'R4'),
          (1, 1, '2024-02-20', 'Refund', 'other', 1500, 'R5'),
          (1, 1, '2024-02-24', 'Pharmacy', 'other', -700, 'R6');
      `);
      const old = await client.rows<{ description: string; category: string; amount_cents: string }>(
        'select description, category, amount_cents from ledger_transactions order by posted_on, id',
      );

      await client.migrateTo(MIGRATIONS_DIR);
      const seen = await client.rows<{ description: string; category: string; amount_cents: string }>(
        'select description, category, amount_cents from client_ledger_lines where client_id = 1 and program_id = 1 order by posted_on, id',
      );
      expect(seen.map((row) => [row.description, Number(row.amount_cents)])).toEqual(
        old.map((row) => [row.description, Number(row.amount_cents)]),
      );
      // Rent is housing now, a fee the service's, a refund money in; a card load still shows as one.
      expect(seen.map((row) => row.category)).toEqual(['fees', 'benefit_deposit', 'housing', 'debit_card_load', 'other_income', 'other']);
      const sums = await client.rows<{ kind: string; total: string }>(
        'select a.kind, sum(l.amount_cents)::text as total from journal_lines l join ledger_accounts a on a.id = l.account_id group by a.kind order by a.kind',
      );
      expect(sums).toEqual([
        { kind: 'bank', total: '-43300' },
        { kind: 'client', total: '43300' },
        { kind: 'fee_income', total: '0' },
      ]);
      const unbalanced = await client.rows('select entry_id from journal_lines group by entry_id having sum(amount_cents) <> 0');
      expect(unbalanced).toEqual([]);
      const kinds = await client.rows<{ kind: string; deposit_source: string | null }>(
        'select kind, deposit_source from journal_entries order by posted_on, id',
      );
      expect(kinds).toEqual([
        { kind: 'fee', deposit_source: null },
        { kind: 'deposit', deposit_source: 'social_security' },
        { kind: 'disbursement', deposit_source: null },
        { kind: 'card_load', deposit_source: null },
        { kind: 'adjustment', deposit_source: null },
        { kind: 'adjustment', deposit_source: null },
      ]);
      await expect(client.rows('select 1 from ledger_transactions')).rejects.toThrow();
    } finally {
      await client.close();
    }
  });
});

describe.each(TEST_DATABASES)('one on-card budget line per client, for the budgets of before (%s)', (driver) => {
  const folders: string[] = [];
  afterAll(() => {
    for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
  });

  it('folds a client’s several on-card lines into the largest, so the weekly load stays the same, and leaves the rest alone', async () => {
    const client = await bareDatabase(driver);
    try {
      const before = migrationsUpTo('0019_client_reads_changed_notify');
      folders.push(before);
      await client.migrateTo(before);
      await client.exec(`
        insert into programs (id, name, short_name, status) values (2, 'Money Management Program', 'MMP', 1);
        insert into client_users (username, password_hash, ssn_encrypted, ssn_lookup, ssn_last4, date_of_birth_encrypted, first_name, last_name, process_type, current_process, application_code)
          values ('two.cards', 'x', 'x', 'lookup-1', '1234', '1960-01-01', 'Tess', 'Two', 'client', 'approved', 'APP-TWO001'),
                 ('one.card', 'x', 'x', 'lookup-2', '5678', '1960-01-01', 'Otto', 'One', 'client', 'approved', 'APP-ONE001');
        insert into client_programs (client_id, program_id, status, enrolled_on) values (1, 1, 1, '2024-01-01'), (1, 2, 1, '2024-01-01'), (2, 1, 1, '2024-01-01');
        insert into client_budgets (client_id, program_id, category, monthly_cents, on_card) values
          (1, 1, 'food', 21429, true), (1, 1, 'personal', 4000, true), (1, 1, 'housing', 65000, false), (1, 2, 'clothing', 3000, true),
          (2, 1, 'food', 17143, true), (2, 1, 'medical', 2000, false);
      `);
      await client.migrateTo(MIGRATIONS_DIR);
      const lines = await client.rows<{ client_id: number; program_id: number; category: string; monthly_cents: string; on_card: boolean }>(
        'select client_id, program_id, category, monthly_cents::text, on_card from client_budgets order by client_id, program_id, category',
      );
      expect(lines.map((line) => [line.client_id, line.program_id, line.category, Number(line.monthly_cents), line.on_card])).toEqual([
        [1, 1, 'food', 21429 + 4000 + 3000, true],
        [1, 1, 'housing', 65000, false],
        [2, 1, 'food', 17143, true],
        [2, 1, 'medical', 2000, false],
      ]);
      await expect(client.exec(`update client_budgets set on_card = true where client_id = 2 and category = 'medical'`)).rejects.toThrow();
    } finally {
      await client.close();
    }
  });
});
