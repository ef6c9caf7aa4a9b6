/**
 * How long a balance takes to read as the ledger grows (`npx tsx bench/ledger/balances.ts`): a ledger of N clients ×
 * Y years of lines (about 200 a client a year), bulk-inserted on PGlite and, when TEST_DATABASE_URL names a server,
 * on PostgreSQL (a throw-away database there); then one balance (the journal's `sumOf`) and a page of 20 balances
 * (the book repository's grouped `balancesByAccount`), read for accounts taken at random, against the index that
 * exists (`journal_lines_account_posted_idx`). BENCH_LEDGER_SCALES (default `1000,10000` clients),
 * BENCH_LEDGER_YEARS (3) and BENCH_LEDGER_LINES_PER_YEAR (200) change the size. `seedLedger` and `measureBalances`
 * are for the full-scale bench to build on.
 */
import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../apps/api/src/db/client';
import { ledgerAccounts } from '../../apps/api/src/db/schema/index';
import { createBookRepository } from '../../apps/api/src/modules/finance/repository/book';
import { createJournal } from '../../apps/api/src/modules/ledger/journal';
import { freshDatabase } from '../support/database';

export interface LedgerSize {
  clients: number;
  years: number;
  linesPerYear: number;
}

/**
 * Bulk-inserts `size` into a migrated, empty database: the clients, their enrolment in program 1 and sub-ledger, and
 * one entry a posting day (money in and out on alternate days) with a line for every client and the bank's line that
 * balances it, in the order a day's postings arrive, and each account's posted total. The rows are valid and every entry sums to zero; the triggers
 * (append-only, per-entry sums, foreign keys) are off for the load only, as checking 6 million lines one by one is not
 * what is measured. Answers the client accounts' ids.
 */
export async function seedLedger(db: Database, size: LedgerSize): Promise<number[]> {
  const days = size.years * size.linesPerYear;
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`
      insert into client_users (ssn_encrypted, ssn_lookup, ssn_last4, date_of_birth_encrypted, first_name, last_name, process_type, current_process, application_code)
      select 'bench', 'bench-' || i, lpad((i % 10000)::text, 4, '0'), 'bench', 'Bench', 'Client ' || i, 'client', 'approved', 'BENCH-' || i
      from generate_series(1, ${size.clients}) as i`);
    await tx.execute(sql`
      insert into client_programs (client_id, program_id, status, enrolled_on)
      select id, 1, 1, '2023-01-01' from client_users where ssn_lookup like 'bench-%'`);
    await tx.execute(sql`
      insert into ledger_accounts (kind, client_id, program_id, name)
      select 'client', id, 1, first_name || ' ' || last_name from client_users where ssn_lookup like 'bench-%' order by id`);
    await tx.execute(sql`
      insert into journal_entries (kind, posted_on, description)
      select 'adjustment', date '2023-01-02' + (d * 365 / ${size.linesPerYear}), 'Bench posting ' || d
      from generate_series(0, ${days - 1}) as d`);
    // A day's lines: +50.00 (benefit) on even days, -20.00 (food) on odd ones, for every client, then the bank's.
    await tx.execute(sql`
      insert into journal_lines (entry_id, account_id, posted_on, amount_cents, category)
      select e.id, a.id, e.posted_on,
        case when e.id % 2 = 0 then 5000 else -2000 end,
        case when e.id % 2 = 0 then 'benefit_deposit' else 'food' end
      from journal_entries e cross join ledger_accounts a
      where e.description like 'Bench posting %' and a.kind = 'client'
      order by e.id, a.id`);
    await tx.execute(sql`
      insert into journal_lines (entry_id, account_id, posted_on, amount_cents)
      select e.id, (select id from ledger_accounts where kind = 'bank'), e.posted_on, -sum(l.amount_cents)
      from journal_entries e join journal_lines l on l.entry_id = e.id
      where e.description like 'Bench posting %'
      group by e.id, e.posted_on`);
    // The posted totals the journal keeps on each account (docs/decisions.md, "Balances on the account").
    await tx.execute(sql`
      update ledger_accounts a set balance_cents = t.total
      from (select account_id, sum(amount_cents) as total from journal_lines group by account_id) t
      where t.account_id = a.id`);
  });
  await db.execute(sql`analyze`);
  const rows = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.kind, 'client'))
    .orderBy(ledgerAccounts.id);
  return rows.map((row) => row.id);
}

/** Median and 95th percentile of `runs` timings of `read`, in milliseconds, after `warm` untimed runs. */
async function timed(runs: number, warm: number, read: (run: number) => Promise<unknown>) {
  for (let run = 0; run < warm; run += 1) await read(run);
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now();
    await read(run + warm);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)]!, p95: times[Math.min(times.length - 1, Math.ceil(times.length * 0.95) - 1)]! };
}

/** One balance and a page of 20 balances, each of accounts taken at random (the same ones for a given seed). */
export async function measureBalances(db: Database, accountIds: readonly number[], runs = 50) {
  let seed = 20_261_127;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return accountIds[seed % accountIds.length]!;
  };
  const journal = createJournal(db);
  const book = createBookRepository(db);
  const single = await timed(runs, 5, () => journal.sumOf(random()));
  const page = await timed(runs, 5, () => book.balancesByAccount(Array.from({ length: 20 }, random)));
  return { single, page };
}

async function main() {
  const scales = (process.env.BENCH_LEDGER_SCALES ?? '1000,10000').split(',').map(Number);
  const years = Number(process.env.BENCH_LEDGER_YEARS ?? 3);
  const linesPerYear = Number(process.env.BENCH_LEDGER_LINES_PER_YEAR ?? 200);
  const drivers: ('pglite' | 'postgres')[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
  const ms = (value: number) => value.toFixed(2).padStart(8);
  console.log('database    clients   lines (client)  load s   one balance ms (median / p95)   page of 20 ms (median / p95)');
  for (const driver of drivers) {
    for (const clients of scales) {
      const { handle, drop } = await freshDatabase(driver);
      try {
        const loadStart = performance.now();
        const accounts = await seedLedger(handle.db, { clients, years, linesPerYear });
        const load = (performance.now() - loadStart) / 1000;
        const { single, page } = await measureBalances(handle.db, accounts);
        console.log(
          `${driver.padEnd(10)} ${String(clients).padStart(8)} ${String(clients * years * linesPerYear).padStart(15)} ${load.toFixed(0).padStart(7)}   ${ms(single.median)} / ${ms(single.p95)}              ${ms(page.median)} / ${ms(page.p95)}`,
        );
      } finally {
        await drop();
      }
    }
  }
}

await main();
