/**
 * An SSA deposit file at an office's size (`npm run bench:deposit-file`): N clients enrolled in program 1 (bulk
 * inserted), then a file of a row for each previewed through the API, while `/api/v1/health` is asked every 10 ms
 * on the same server, then the same file posted. Prints, per database (PGlite, and PostgreSQL when TEST_DATABASE_URL names a server), the
 * preview's and the commit's time and the health checks' waits during it against their wait when the server is idle (the baseline
 * of the same run). BENCH_DEPOSIT_ROWS (default `1000,10000`) sets the sizes.
 */
import { performance } from 'node:perf_hooks';
import { SSA_DEPOSIT_FILE_COLUMNS } from '@payee/contract';
import { sql } from 'drizzle-orm';
import { ssnLookupHash } from '../../apps/api/src/lib/ssn-lookup';
import { buildTestApp, type TestApp } from '../../apps/api/test/helpers/app';
import { freshDatabase } from '../support/database';
import { staffWithToken, upload } from '../../apps/api/test/helpers/finance';

const ssnOf = (index: number) => `7${String(index).padStart(8, '0')}`;

/** `count` clients, each enrolled in program 1 with its account, with the look-up hash of their SSN as the app writes it. */
async function seedClients(ctx: TestApp, count: number) {
  const db = ctx.database.db;
  for (let start = 0; start < count; start += 1_000) {
    const values = Array.from({ length: Math.min(1_000, count - start) }, (_, offset) => {
      const index = start + offset;
      return sql`(${'bench'}, ${ssnLookupHash(ssnOf(index), ctx.config.APP_ENCRYPTION_KEY)}, ${ssnOf(index).slice(-4)}, ${'bench'}, ${'Bench'}, ${`Client ${index}`}, ${'client'}, ${'approved'}, ${`BENCH${index}`})`;
    });
    await db.execute(sql`
      insert into client_users (ssn_encrypted, ssn_lookup, ssn_last4, date_of_birth_encrypted, first_name, last_name, process_type, current_process, application_code)
      values ${sql.join(values, sql`, `)}`);
  }
  await db.execute(sql`
    insert into client_programs (client_id, program_id, status, enrolled_on)
    select id, 1, 1, '2025-01-01' from client_users where ssn_encrypted = 'bench'`);
  // Each enrolment opens the client's account in the program, as the app's enrolment does.
  await db.execute(sql`
    insert into ledger_accounts (kind, client_id, program_id, name)
    select 'client', id, 1, 'Bench ' || last_name from client_users where ssn_encrypted = 'bench'`);
  await db.execute(sql`analyze`);
}

const depositFile = (rows: number) =>
  `${[...SSA_DEPOSIT_FILE_COLUMNS].join(',')}\n${Array.from({ length: rows }, (_, index) =>
    ['2026-11-03', ssnOf(index), `Client ${index}`, 'SSA', '943.00', `BENCH-${index}`].join(','),
  ).join('\n')}\n`;

const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * share) - 1)] ?? 0;

/** The health check's waits, asked 10 ms after each answer until `work` ends, and how long `work` took. */
async function healthDuring(ctx: TestApp, work: () => Promise<unknown>) {
  const waits: number[] = [];
  let done = false;
  const ask = async () => {
    // From when the check was due (10 ms after the last answer) to its answer: a blocked event loop delays the timer too.
    let due = performance.now();
    while (!done) {
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
      await ctx.app.inject({ method: 'GET', url: '/api/v1/health' });
      const answered = performance.now();
      waits.push(answered - due);
      due = answered + 10;
    }
  };
  const asking = ask();
  const start = performance.now();
  try {
    await work();
  } finally {
    done = true;
    await asking;
  }
  const took = performance.now() - start;
  waits.sort((a, b) => a - b);
  return { took, p50: percentile(waits, 0.5), p95: percentile(waits, 0.95), max: waits.at(-1) ?? 0 };
}

async function main() {
  const sizes = (process.env.BENCH_DEPOSIT_ROWS ?? '1000,10000').split(',').map(Number);
  const drivers = process.env.TEST_DATABASE_URL ? (['pglite', 'postgres'] as const) : (['pglite'] as const);
  const ms = (value: number) => value.toFixed(0).padStart(7);
  console.log('database     rows   step       ms   health ms idle p50 / max   during p50 / p95 / max   max ÷ idle max');
  for (const driver of drivers) {
    for (const rows of sizes) {
      const { handle, drop } = await freshDatabase(driver);
      const ctx = await buildTestApp(driver, { database: handle, now: () => new Date('2026-11-27T17:00:00Z') });
      try {
        await seedClients(ctx, rows);
        const { token } = await staffWithToken(ctx, ['finance'], 'Bench Finance');
        const file = depositFile(rows);
        const idle = await healthDuring(ctx, () => new Promise((resolve) => setTimeout(resolve, 500)));
        const preview = await healthDuring(ctx, async () => {
          const response = await upload(ctx, '/deposit-imports/preview', token, file);
          if (response.statusCode !== 200) throw new Error(`preview answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
          const matched = response.json<{ data: { rows: { status: string }[] } }>().data.rows.filter((row) => row.status === 'matched');
          if (matched.length !== rows) throw new Error(`${matched.length} of ${rows} rows matched`);
        });
        // Then the same file posted: a deposit entry of two lines a row, in one transaction.
        const commit = await healthDuring(ctx, async () => {
          const response = await upload(ctx, '/deposit-imports', token, file);
          if (response.statusCode !== 201) throw new Error(`commit answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
          const posted = response.json<{ data: { posted: number } }>().data.posted;
          if (posted !== rows) throw new Error(`${posted} of ${rows} rows posted`);
        });
        for (const [step, during] of [
          ['preview', preview],
          ['commit', commit],
        ] as const) {
          console.log(
            `${driver.padEnd(10)} ${String(rows).padStart(6)}   ${step.padEnd(7)} ${ms(during.took)}      ${ms(idle.p50)} / ${ms(idle.max)}       ${ms(during.p50)} / ${ms(during.p95)} / ${ms(during.max)}   ${(during.max / Math.max(idle.max, 1)).toFixed(1).padStart(8)}`,
          );
        }
      } finally {
        await ctx.close();
        await drop();
      }
    }
  }
}

await main();
