import type { Config } from '../config';
import type { FileStorage } from '../lib/storage/file-storage';
import type { Database } from '../db/client';
import { seedDemoData } from './index';

/** Why demo data never goes into a production database. */
export const DEMO_DATA_NEVER_IN_PRODUCTION = 'Demo accounts have published passwords, so they are never added when NODE_ENV=production.';

/**
 * Adds the demo accounts and applications of the README that are missing (the server at every start
 * outside production, and `npm run db:seed`). Answers one line per kind added; none when all were there.
 */
export async function addDemoData(
  db: Database,
  config: Pick<Config, 'NODE_ENV' | 'APP_ENCRYPTION_KEY'>,
  storage: FileStorage,
): Promise<string[]> {
  if (config.NODE_ENV === 'production') throw new Error(DEMO_DATA_NEVER_IN_PRODUCTION);
  const seeded = await seedDemoData(db, config.APP_ENCRYPTION_KEY, { storage });
  return [
    ...(seeded.staff ? ['Added the demo staff account (see the README).'] : []),
    ...(seeded.clients ? [`Added ${seeded.clients} demo client accounts (see the README).`] : []),
    ...(seeded.enquiries ? [`Added ${seeded.enquiries} demo Contact Us enquiries.`] : []),
    ...(seeded.finance ? [`Added ${seeded.finance} demo finance accounts, with the demo vendors, rent and budgets (see the README).`] : []),
    ...(seeded.intake ? [`Added ${seeded.intake} demo intake applications (see the README).`] : []),
    ...(seeded.onboarding ? [`Added the onboarding answers of ${seeded.onboarding} demo onboarding clients (see the README).`] : []),
  ];
}
