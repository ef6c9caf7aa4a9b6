import type { KeyRing } from '../lib/crypto';
import type { FileStorage } from '../lib/storage/file-storage';
import type { Database } from '../db/client';
import { seedDemoAlerts } from './demo-alerts';
import { seedDemoCaseNotes } from './demo-case-notes';
import { seedDemoClientDocuments } from './demo-client-documents';
import { seedDemoCaseload } from './demo-caseload';
import { seedDemoClients } from './demo-clients';
import { seedDemoEnquiries } from './demo-enquiries';
import { seedDemoFinance } from './demo-finance';
import { seedDemoIntake } from './demo-intake';
import { seedDemoOnboarding } from './demo-onboarding';
import { seedDemoStaff } from './demo-staff';
import { seedDemoTasks } from './demo-tasks';

export interface SeedOptions {
  /**
   * Where the demo intake applications' documents and the onboarding photos and bills are stored (encrypted).
   * Without it neither is seeded.
   */
  storage?: FileStorage;
}

/**
 * Demo data for development and the browser journeys, one function per kind. Each inserts only what is
 * absent, so it runs at every start. Reference data is not here: migrations seed it, in production too.
 * Without an encryption key nothing is seeded (clients' SSNs and the staff account's TOTP secret need it).
 */
export async function seedDemoData(
  db: Database,
  key?: KeyRing,
  options: SeedOptions = {},
): Promise<{
  staff: boolean;
  clients?: number;
  enquiries?: number;
  caseNotes?: number;
  clientDocuments?: number;
  caseload?: number;
  finance?: number;
  alerts?: number;
  tasks?: number;
  intake?: number;
  onboarding?: number;
}> {
  if (!key) return { staff: false };
  const staff = await seedDemoStaff(db, key);
  const clients = await seedDemoClients(db, key);
  // After the staff and the clients: their notes are the demo staff's, two enquiries match demo clients.
  const enquiries = await seedDemoEnquiries(db, key);
  // After the enquiries: one note was written from Darnell's.
  const caseNotes = await seedDemoCaseNotes(db, key);
  // After the clients: their rent, budgets and the vendors they pay.
  const finance = (await seedDemoFinance(db, key)).staff;
  // After the clients and their rent: one alert of each kind on the home page.
  const alerts = await seedDemoAlerts(db);
  // After the clients and the finance: the staff's tasks, and the service's own from the enrolments and bills.
  const tasks = await seedDemoTasks(db);
  // Once every demo client is enrolled (the alerts' and the onboarding's too): each is the demo caseworker's.
  if (!options.storage) return { staff, clients, enquiries, caseNotes, finance, alerts, tasks, caseload: await seedDemoCaseload(db) };
  const intake = await seedDemoIntake(db, key, options.storage);
  const onboarding = await seedDemoOnboarding(db, key, options.storage);
  return {
    staff,
    clients,
    enquiries,
    caseNotes,
    finance,
    alerts,
    tasks,
    intake,
    onboarding,
    clientDocuments: await seedDemoClientDocuments(db, key, options.storage),
    caseload: await seedDemoCaseload(db),
  };
}
