import type { Database } from '../client';
import { seedDemoClients } from './demo-clients';
import { seedDemoEnquiries } from './demo-enquiries';
import { seedDemoFinance } from './demo-finance';
import { seedDemoIntake } from './demo-intake';
import { seedDemoOnboarding } from './demo-onboarding';
import { seedDemoStaff } from './demo-staff';

export interface SeedOptions {
  /**
   * DATA_DIR: the demo intake applications' documents and the onboarding photos and bills are stored under it.
   * Without it neither is seeded.
   */
  dataDir?: string;
}

/**
 * Demo data for development and the browser journeys, one function per kind. Each inserts only what is
 * absent, so it runs at every start. Reference data is not here: migrations seed it, in production too.
 * Without an encryption key nothing is seeded (clients' SSNs and the staff account's TOTP secret need it).
 */
export async function seedDemoData(
  db: Database,
  key?: Buffer,
  options: SeedOptions = {},
): Promise<{ staff: boolean; clients?: number; enquiries?: number; finance?: number; intake?: number; onboarding?: number }> {
  if (!key) return { staff: false };
  const staff = await seedDemoStaff(db, key);
  const clients = await seedDemoClients(db, key);
  // After the staff and the clients: their notes are the demo staff's, two enquiries match demo clients.
  const enquiries = await seedDemoEnquiries(db, key);
  // After the clients: their rent, budgets and the vendors they pay.
  const finance = (await seedDemoFinance(db, key)).staff;
  if (!options.dataDir) return { staff, clients, enquiries, finance };
  const intake = await seedDemoIntake(db, key, options.dataDir);
  return { staff, clients, enquiries, finance, intake, onboarding: await seedDemoOnboarding(db, key, options.dataDir) };
}
