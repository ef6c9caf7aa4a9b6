/**
 * The data `npm run bench` measures: the demo data, a bulk client with 10,000 transactions (the long statement) and
 * the SSA-623 batch's clients (issue 14: 1,000 clients, each with 12 months of postings, all reporting for one month).
 */
import path from 'node:path';
import { monthPlus, officeMonth, officeToday, toApiDate } from '@payee/contract';
import { loadConfig } from '../../apps/api/src/config';
import { openDatabase, type Database } from '../../apps/api/src/db/client';
import { manyTransactions } from '../../apps/api/src/seed/demo-ledger';
import { seedDemoData } from '../../apps/api/src/seed/index';
import type { KeyRing } from '../../apps/api/src/lib/crypto';
import { createClientUser } from '../../apps/api/src/modules/clients/service';
import { createLedgerRepository, type LedgerRepository, type NewLedgerTransaction } from '../../apps/api/src/modules/ledger/repository';

/**
 * The client with the long statement. Its SSN (and SIGN_IN's) is nobody else's: `ssn_lookup` is unique, and the demo
 * clients are 987-65-4320 to 987-65-4327 (the demo's 987-65-4327 once broke the run).
 */
export const BULK = { username: 'bench.bulk', password: 'Bench@Bulk2026', ssn: '987654390', count: 10_000, days: 730 };

/**
 * The sign-in run's own client: each of its sign-ins is a new session, and beyond a client's cap (10, SESSION_CAPS)
 * the oldest end, so signing in as a client whose token another run uses would end that token (401s).
 */
export const SIGN_IN = { username: 'bench.sign-in', password: 'Bench@SignIn2026', ssn: '987654391' };

/**
 * The SSA-623 batch: this many clients (BENCH_BATCH_CLIENTS), downloaded whole this many times (BENCH_BATCH_RUNS).
 * Their SSNs are 900-00-0000 onward, a range the demo data does not use (its SSNs all begin 987).
 */
export const BATCH = {
  clients: Number(process.env.BENCH_BATCH_CLIENTS ?? 1_000),
  runs: Number(process.env.BENCH_BATCH_RUNS ?? 2),
  ssnPrefix: '9',
};

/** Where a run keeps its data: PGlite in DATA_DIR, or a throw-away database on the TEST_DATABASE_URL server. */
export interface BenchDatabase {
  label: 'PGlite' | 'PostgreSQL';
  /** PostgreSQL only. */
  url?: string;
}

/** What the seed made, for the measurements and for the table to say what was measured. */
export interface Seeded {
  /** The bulk client's first transaction day: its statement from then holds all of them. */
  firstDate: string;
  bulkClientId: number;
  /** yyyy-MM: last month, the month the batch's clients' report periods end. */
  batchMonth: string;
  batchEntries: number;
}

/** A posting of the batch's clients in each month, on this day of the month. */
type MonthlyPosting = Pick<NewLedgerTransaction, 'description' | 'category' | 'amountCents' | 'cardCategory'> & { dayOfMonth: number };

/** The postings of one of the batch's clients in a month: a fee, the benefit, the rent and four card loads. */
const BATCH_MONTH_OF_POSTINGS: readonly MonthlyPosting[] = [
  { dayOfMonth: 1, description: 'Money management service fee', category: 'fees', amountCents: -2_500 },
  { dayOfMonth: 3, description: 'Social Security benefit deposit (SSA)', category: 'benefit_deposit', amountCents: 94_300 },
  { dayOfMonth: 5, description: 'Rent', category: 'housing', amountCents: -60_000 },
  ...[7, 14, 21, 28].map((dayOfMonth): MonthlyPosting => ({
    dayOfMonth,
    description: 'Weekly debit card load',
    category: 'debit_card_load',
    cardCategory: 'food',
    amountCents: -4_000,
  })),
];

/** About a thousand entries a transaction (the journal writes them 500 at a time). */
const CLIENTS_PER_POSTING = Math.floor(1_000 / (12 * BATCH_MONTH_OF_POSTINGS.length)) || 1;

/**
 * The batch's clients, enrolled in the month after `batchMonth` two years before, so that their report period (the
 * 12 months from an enrolment anniversary) ends in it, each with a month of postings in each of those 12 months.
 */
async function seedBatch(db: Database, ledger: LedgerRepository, key: KeyRing, batchMonth: string) {
  const [year, month] = batchMonth.split('-').map(Number) as [number, number];
  const enrolledOn = toApiDate(new Date(year - 2, month, 1));
  let pending: NewLedgerTransaction[] = [];
  let entries = 0;
  for (let index = 0; index < BATCH.clients; index += 1) {
    const clientId = await createClientUser(db, key, {
      ssn: `${BATCH.ssnPrefix}${String(index).padStart(8, '0')}`,
      dateOfBirth: '1960-01-01',
      firstName: 'Batch',
      lastName: `Client ${index + 1}`,
      processType: 'client',
      currentProcess: 'approved',
    });
    await ledger.enrol({ clientId, programId: 1, status: 1, enrolledOn });
    for (let monthsBefore = 11; monthsBefore >= 0; monthsBefore -= 1) {
      for (const { dayOfMonth, ...posting } of BATCH_MONTH_OF_POSTINGS) {
        pending.push({ ...posting, clientId, programId: 1, postedOn: toApiDate(new Date(year, month - 1 - monthsBefore, dayOfMonth)) });
      }
    }
    if ((index + 1) % CLIENTS_PER_POSTING === 0 || index === BATCH.clients - 1) {
      await ledger.insertMany(pending);
      entries += pending.length;
      pending = [];
    }
  }
  return entries;
}

/** Migrates and seeds a fresh database: the demo data, the bulk client, the sign-in run's client and the batch's clients. */
export async function seed(dataDir: string, database: BenchDatabase, repoRoot: string): Promise<Seeded> {
  const config = loadConfig(
    { DATA_DIR: dataDir, NODE_ENV: 'development', LOG_LEVEL: 'silent', ...(database.url ? { DATABASE_URL: database.url } : {}) },
    { baseDir: repoRoot },
  );
  const opened = database.url
    ? await openDatabase({ driver: 'postgres', connectionString: database.url })
    : await openDatabase({ driver: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  try {
    await opened.migrate();
    await seedDemoData(opened.db, config.APP_ENCRYPTION_KEY);
    const bulkClientId = await createClientUser(opened.db, config.APP_ENCRYPTION_KEY, {
      username: BULK.username,
      password: BULK.password,
      ssn: BULK.ssn,
      dateOfBirth: '1975-04-04',
      firstName: 'Bulk',
      lastName: 'Ledger',
      email: 'bench.bulk@example.org',
      processType: 'client',
      currentProcess: 'approved',
    });
    await createClientUser(opened.db, config.APP_ENCRYPTION_KEY, {
      username: SIGN_IN.username,
      password: SIGN_IN.password,
      ssn: SIGN_IN.ssn,
      dateOfBirth: '1980-08-08',
      firstName: 'Sign-in',
      lastName: 'Bench',
      processType: 'client',
      currentProcess: 'approved',
    });
    const ledger = createLedgerRepository(opened.db);
    const today = new Date();
    await ledger.enrol({
      clientId: bulkClientId,
      programId: 1,
      status: 1,
      enrolledOn: `${Number(officeToday(today).slice(0, 4)) - 3}-01-01`,
    });
    const rows = manyTransactions(today, BULK.count, BULK.days);
    for (let i = 0; i < rows.length; i += 1000) {
      await ledger.insertMany(rows.slice(i, i + 1000).map((row) => ({ ...row, clientId: bulkClientId, programId: 1 })));
    }
    const batchMonth = monthPlus(officeMonth(today), -1);
    const batchEntries = await seedBatch(opened.db, ledger, config.APP_ENCRYPTION_KEY, batchMonth);
    return { firstDate: rows[0]!.postedOn, bulkClientId, batchMonth, batchEntries };
  } finally {
    await opened.close();
  }
}
