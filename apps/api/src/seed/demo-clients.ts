import type { KeyRing } from '../lib/crypto';
import type { CurrentProcess } from '@payee/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { clientUsers, programs } from '../db/schema/index';
import { createClientUser } from '../modules/clients/service';
import { createLedgerRepository } from '../modules/ledger/repository';
import {
  DEMO_CARD_CATEGORY,
  dayOfMonthBefore,
  daysBefore,
  demoYear,
  demoYearOfTransactions,
  inPostingOrder,
  sumCents,
  type DemoAccount,
  type DemoTransaction,
} from './demo-ledger';

/** Program 1, the product, comes with the migrations. */
export const DEMO_MAIN_PROGRAM_ID = 1;
/** The second program of the demo. */
export const DEMO_SECOND_PROGRAM = { id: 2, name: 'Money Management Program', shortName: 'MMP', status: 1 } as const;

/**
 * The demo client (README): a year of transactions in program 1 (active), and a short, older history in
 * program 2, where her enrolment is inactive since its balance moved to program 1. SSNs 987-65-4320 to 4329
 * are reserved for advertising and are never issued to anyone.
 */
export const DEMO_CLIENT = {
  username: 'maria.lopez',
  password: 'Demo@Client2026',
  ssn: '987654320',
  dateOfBirth: '1956-03-14',
  firstName: 'Maria',
  lastName: 'Lopez',
  title: 'Ms.',
  email: 'maria.lopez@example.org',
  phone: '5175550110',
  applicationCode: 'APP-MRA226',
} as const;

/** A client whose balance is below zero (README), so the account page's red amount can be seen. */
export const DEMO_OVERDRAWN_CLIENT = {
  username: 'darnell.price',
  password: 'Demo@Client2026',
  ssn: '987654326',
  dateOfBirth: '1961-08-19',
  firstName: 'Darnell',
  lastName: 'Price',
  title: 'Mr.',
  email: 'darnell.price@example.org',
  phone: '5175550112',
  applicationCode: 'APP-DPR226',
} as const;

/**
 * One onboarding user per status, each able to sign in both ways, and a second pending one part way through the
 * wizard (their wizard answers: demo-onboarding.ts). New users go at the end: tests pick them by index.
 */
export const DEMO_ONBOARDING_USERS = [
  {
    currentProcess: 'pending',
    username: 'james.carter',
    ssn: '987654321',
    dateOfBirth: '1962-07-09',
    firstName: 'James',
    lastName: 'Carter',
    email: 'james.carter@example.org',
    applicationCode: 'APP-PND226',
    rejectionReasons: [],
  },
  {
    currentProcess: 'inProgress',
    username: 'linda.nguyen',
    ssn: '987654322',
    dateOfBirth: '1970-11-23',
    firstName: 'Linda',
    lastName: 'Nguyen',
    email: 'linda.nguyen@example.org',
    applicationCode: 'APP-PRG226',
    rejectionReasons: [],
  },
  {
    currentProcess: 'rejected',
    username: 'robert.johnson',
    ssn: '987654323',
    dateOfBirth: '1958-01-30',
    firstName: 'Robert',
    lastName: 'Johnson',
    email: 'robert.johnson@example.org',
    applicationCode: 'APP-RJT226',
    rejectionReasons: [
      { message: 'The rent statement is not readable. Please upload a clearer copy of the bill.' },
      { message: 'The Social Security Disability benefit amount does not match your award letter. Please check the amount.' },
    ],
  },
  {
    currentProcess: 'approved',
    username: 'patricia.williams',
    ssn: '987654324',
    dateOfBirth: '1965-05-05',
    firstName: 'Patricia',
    lastName: 'Williams',
    email: 'patricia.williams@example.org',
    applicationCode: 'APP-APR226',
    rejectionReasons: [],
  },
  // Invited, with steps 1 to 4 of the wizard saved (demo-onboarding.ts): resuming opens Client Contact Details.
  {
    currentProcess: 'pending',
    username: 'susan.park',
    ssn: '987654327',
    dateOfBirth: '1968-10-14',
    firstName: 'Susan',
    lastName: 'Park',
    email: 'susan.park@example.org',
    applicationCode: 'APP-SPK226',
    rejectionReasons: [],
  },
] as const satisfies readonly {
  currentProcess: CurrentProcess;
  username: string;
  ssn: string;
  dateOfBirth: string;
  firstName: string;
  lastName: string;
  email: string;
  applicationCode: string;
  rejectionReasons: readonly { message: string }[];
}[];

export const DEMO_ONBOARDING_PASSWORD = 'Demo@Onboard2026';

/** Why the demo ledger lets Darnell go below zero (a finance user's override, as any payment beyond the balance needs). */
export const DEMO_OVERDRAFT_REASON = 'Emergency furnace repair: the office advanced the money until the next benefit deposit.';

/**
 * The one transfer between programs: one entry of two lines (out of the Money Management Program, into the
 * Representative Payee Program), listed in both accounts with the same reference and words.
 */
export const DEMO_TRANSFER_REFERENCE = 'DEMO-TRANSFER-1';
export const DEMO_TRANSFER_DESCRIPTION = `Balance moved from the ${DEMO_SECOND_PROGRAM.name} to the Representative Payee Program`;

/**
 * Maria's money. The Money Management Program held her wages until a year ago; on the first day of the
 * Representative Payee Program's year its whole balance moved there (a transfer: neither money in nor spending),
 * so that program starts with money in hand before the first benefit deposit, and the Money Management Program
 * (inactive since) ends at zero.
 */
function mariaAccounts(today: Date): DemoAccount[] {
  const { start } = demoYear(today);
  const wages = (months: number, amountCents: number): DemoTransaction => ({
    postedOn: dayOfMonthBefore(start, months, 10),
    description: 'Wages from Goodwill of Greater Lansing',
    category: 'wages',
    amountCents,
    reference: `DEMO-MMP-W${months}`,
  });
  const fee = (months: number): DemoTransaction => ({
    postedOn: dayOfMonthBefore(start, months, 28),
    description: 'Money management service fee',
    category: 'fees',
    amountCents: -1_500,
    reference: `DEMO-MMP-F${months}`,
  });
  const moneyManagement = [wages(3, 48_000), fee(3), wages(2, 46_350), fee(2), wages(1, 47_200), fee(1)];
  const moved = sumCents(moneyManagement);
  const transfer = { postedOn: start, description: DEMO_TRANSFER_DESCRIPTION, reference: DEMO_TRANSFER_REFERENCE } as const;
  const enrolledOn = dayOfMonthBefore(start, 12, 1);
  return [
    {
      programId: DEMO_MAIN_PROGRAM_ID,
      status: 1,
      enrolledOn,
      transactions: [{ ...transfer, category: 'transfer_in', amountCents: moved }, ...demoYearOfTransactions(today)],
    },
    {
      programId: DEMO_SECOND_PROGRAM.id,
      status: 0,
      enrolledOn,
      transactions: [...moneyManagement, { ...transfer, category: 'transfer_out', amountCents: -moved }],
    },
  ];
}

/**
 * Darnell's money: three months in the Representative Payee Program, each starting with the benefit deposit.
 * An emergency furnace repair was paid three weeks ago, and the weekly debit card loads that followed took the
 * balance below zero until the next deposit.
 */
function overdrawnAccounts(today: Date): DemoAccount[] {
  const lines: DemoTransaction[] = [];
  const add = (days: number, description: string, category: DemoTransaction['category'], amountCents: number) =>
    lines.push({ postedOn: daysBefore(today, days), description, category, amountCents, reference: `DEMO-DP-${lines.length + 1}` });
  for (const deposited of [84, 56, 28]) {
    add(deposited, 'Social Security benefit deposit (SSA)', 'benefit_deposit', 94_300);
    add(deposited - 2, 'Rent to Eastside Rooms, Lansing', 'housing', -60_000);
    for (const load of [4, 11, 18, 25]) add(deposited - load, 'Weekly debit card load', 'debit_card_load', -4_000);
  }
  for (const line of lines) if (line.category === 'debit_card_load') line.cardCategory = DEMO_CARD_CATEGORY;
  add(20, 'Emergency furnace repair, Lansing Heating & Cooling', 'housing', -61_240);
  return [{ programId: DEMO_MAIN_PROGRAM_ID, status: 1, enrolledOn: daysBefore(today, 90), transactions: inPostingOrder(lines) }];
}

/** Every demo client with money (process type client) and their accounts, for a history ending `today`. */
export function demoClientLedgers(today: Date) {
  return [
    { client: DEMO_CLIENT, accounts: mariaAccounts(today) },
    { client: DEMO_OVERDRAWN_CLIENT, accounts: overdrawnAccounts(today) },
  ];
}

async function exists(db: Database, applicationCode: string) {
  const [row] = await db.select({ id: clientUsers.id }).from(clientUsers).where(eq(clientUsers.applicationCode, applicationCode)).limit(1);
  return row !== undefined;
}

/**
 * Adds the demo client users that are absent (by application code), the clients' programs and their
 * transactions ending `today`. Answers how many users were added.
 */
export async function seedDemoClients(db: Database, key: KeyRing, today: Date = new Date()): Promise<number> {
  let added = 0;
  await db.insert(programs).values(DEMO_SECOND_PROGRAM).onConflictDoNothing();

  for (const { client, accounts } of demoClientLedgers(today)) {
    if (await exists(db, client.applicationCode)) continue;
    await db.transaction(async (tx) => {
      const clientId = await createClientUser(tx, key, { ...client, processType: 'client', currentProcess: 'approved' });
      const ledger = createLedgerRepository(tx);
      for (const { programId, status, enrolledOn } of accounts) await ledger.enrol({ clientId, programId, status, enrolledOn });
      // Every account's lines in posting order, so a transfer's two rows (one in each program) post as one entry.
      const rows = inPostingOrder(
        accounts.flatMap(({ programId, transactions }) => {
          // Below zero only as a finance user's override: the office advanced the money until the next deposit.
          let balance = 0;
          return transactions.map((row) => {
            balance += row.amountCents;
            return { ...row, clientId, programId, overrideReason: row.amountCents < 0 && balance < 0 ? DEMO_OVERDRAFT_REASON : null };
          });
        }),
      );
      for (let start = 0; start < rows.length;) {
        // Batches of about 200, never cutting a day in two (a transfer's rows share theirs).
        let end = Math.min(start + 200, rows.length);
        while (end < rows.length && rows[end]!.postedOn === rows[end - 1]!.postedOn) end += 1;
        await ledger.insertMany(rows.slice(start, end));
        start = end;
      }
    });
    added += 1;
  }

  for (const user of DEMO_ONBOARDING_USERS) {
    if (await exists(db, user.applicationCode)) continue;
    await createClientUser(db, key, {
      ...user,
      rejectionReasons: [...user.rejectionReasons],
      password: DEMO_ONBOARDING_PASSWORD,
      processType: 'onboarding',
    });
    added += 1;
  }
  return added;
}
