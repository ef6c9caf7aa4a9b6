import type { CurrentProcess } from '@payee/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../client';
import { clientUsers, programs } from '../schema/index';
import { createClientUser } from '../../modules/clients/service';
import { createLedgerRepository } from '../../modules/ledger/repository';
import { demoYearOfTransactions } from './demo-ledger';

/** The second program of the demo (program 1, the product, comes with the migrations). */
export const DEMO_SECOND_PROGRAM = { id: 2, name: 'Money Management Program', shortName: 'MMP', status: 1 } as const;

/**
 * The demo client (README): a year of transactions in program 1 (active), and a short, older history in
 * program 2, where her enrolment is inactive. SSNs 987-65-4320 to 4329 are reserved for advertising and are
 * never issued to anyone.
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

/** One onboarding user per status, each able to sign in both ways. */
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
      { message: 'The SSA-1696 form is not signed. Please sign it and upload it again.' },
      { message: 'The proof of income is older than 60 days. Please upload a recent benefit letter.' },
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

const iso = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

async function exists(db: Database, applicationCode: string) {
  const [row] = await db.select({ id: clientUsers.id }).from(clientUsers).where(eq(clientUsers.applicationCode, applicationCode)).limit(1);
  return row !== undefined;
}

/**
 * Adds the demo client users that are absent (by application code), the client's programs and a year of
 * transactions ending `today`. Answers how many users were added.
 */
export async function seedDemoClients(db: Database, key: Buffer, today: Date = new Date()): Promise<number> {
  let added = 0;
  await db.insert(programs).values(DEMO_SECOND_PROGRAM).onConflictDoNothing();

  if (!(await exists(db, DEMO_CLIENT.applicationCode))) {
    await db.transaction(async (tx) => {
      const clientId = await createClientUser(tx, key, { ...DEMO_CLIENT, processType: 'client', currentProcess: 'approved' });
      const ledger = createLedgerRepository(tx);
      const yearAgo = new Date(today.getFullYear() - 1, today.getMonth(), today.getDate());
      const twoYearsAgo = new Date(today.getFullYear() - 2, today.getMonth(), today.getDate());
      await ledger.enrol({ clientId, programId: 1, status: 1, enrolledOn: iso(twoYearsAgo) });
      await ledger.enrol({ clientId, programId: DEMO_SECOND_PROGRAM.id, status: 0, enrolledOn: iso(twoYearsAgo) });
      const year = demoYearOfTransactions(today);
      for (let i = 0; i < year.length; i += 200) {
        await ledger.insertMany(year.slice(i, i + 200).map((row) => ({ ...row, clientId, programId: 1 })));
      }
      // Program 2 ended a year ago: a few lines, then the money was moved to program 1.
      const old = (monthsBefore: number) => iso(new Date(yearAgo.getFullYear(), yearAgo.getMonth() - monthsBefore, 10));
      await ledger.insertMany([
        { clientId, programId: 2, postedOn: old(3), description: 'Wages from Goodwill of Greater Lansing', category: 'wages', amountCents: 24_000, reference: 'DEMO-MMP-1' },
        { clientId, programId: 2, postedOn: old(2), description: 'Wages from Goodwill of Greater Lansing', category: 'wages', amountCents: 23_150, reference: 'DEMO-MMP-2' },
        { clientId, programId: 2, postedOn: old(1), description: 'Money management service fee', category: 'fee', amountCents: -1_500, reference: 'DEMO-MMP-3' },
        { clientId, programId: 2, postedOn: old(0), description: 'Balance moved to the Representative Payee Program', category: 'other', amountCents: -45_000, reference: 'DEMO-MMP-4' },
      ]);
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
