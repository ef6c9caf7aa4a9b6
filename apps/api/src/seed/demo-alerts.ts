import { officeToday } from '@payee/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  bankStatementLines,
  bankStatements,
  clientUsers,
  ledgerAccounts,
  onboardingBenefits,
  onboardingProfiles,
} from '../db/schema/index';
import { DEMO_CLIENT } from './demo-clients';
import { daysBefore } from './demo-ledger';

/** The demo's statement so far of this month: one bank line the book does not hold. */
export const DEMO_INTEREST_LINE = { description: 'INTEREST PAID', amountCents: 127, daysAgo: 6 } as const;

/**
 * What makes the home page's alerts show one of each kind among the demo clients (README):
 * - Maria receives Social Security ($1,182.00) and SSI ($50.00), her benefits as onboarding records them: an SSI
 *   recipient over the $2,000.00 limit (her year of savings), and her SSI deposit of last month did not arrive (her
 *   history holds the Social Security ones; this month's deposit file brings the SSI);
 * - Darnell is below zero, and his rent in two days is more than he has (demo-clients.ts, demo-finance.ts);
 * - this month's bank statement so far has an interest line, six days old, that nobody has matched.
 * Each is added once: Maria's benefits with her profile, the statement only into an office with no statement.
 */
export async function seedDemoAlerts(db: Database, today: Date = new Date()): Promise<number> {
  let added = 0;
  const [maria] = await db
    .select({ id: clientUsers.id })
    .from(clientUsers)
    .where(eq(clientUsers.applicationCode, DEMO_CLIENT.applicationCode));
  if (maria) {
    const [profile] = await db
      .insert(onboardingProfiles)
      .values({ clientUserId: maria.id })
      .onConflictDoNothing({ target: onboardingProfiles.clientUserId })
      .returning({ id: onboardingProfiles.id });
    if (profile) {
      const year = Number(officeToday(today).slice(0, 4));
      const dates = { effectiveFrom: `${year - 1}-01-01`, effectiveTill: `${year + 1}-12-31` };
      await db.insert(onboardingBenefits).values([
        { profileId: profile.id, reportingAccountId: 1, amountCents: 118_200, ...dates }, // Social Security (SSA), migration 0001
        { profileId: profile.id, reportingAccountId: 2, amountCents: 5_000, ...dates }, // Supplemental Security Income (SSI)
      ]);
      added += 1;
    }
  }
  const [anyStatement] = await db.select({ id: bankStatements.id }).from(bankStatements).limit(1);
  if (!anyStatement) {
    const [book] = await db
      .select({ cents: sql<string>`coalesce(sum(${ledgerAccounts.balanceCents}), 0)::text` })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.kind, 'client'));
    const balance = Number(book?.cents ?? 0) + DEMO_INTEREST_LINE.amountCents;
    const [statement] = await db
      .insert(bankStatements)
      .values({
        month: officeToday(today).slice(0, 7),
        fileName: 'statement-so-far.csv',
        fileHash: '0'.repeat(64),
        closingBalanceCents: balance,
      })
      .returning({ id: bankStatements.id });
    await db.insert(bankStatementLines).values({
      statementId: statement!.id,
      lineNo: 1,
      date: daysBefore(today, DEMO_INTEREST_LINE.daysAgo),
      description: DEMO_INTEREST_LINE.description,
      amountCents: DEMO_INTEREST_LINE.amountCents,
      balanceCents: balance,
    });
    added += 1;
  }
  return added;
}
