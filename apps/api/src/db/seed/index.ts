import type { Database } from '../client';
import { seedDemoClients } from './demo-clients';
import { seedDemoStaff } from './demo-staff';

/**
 * Demo data for development and the browser journeys, one function per kind. Each inserts only what is
 * absent, so it runs at every start. Reference data is not here: migrations seed it, in production too.
 * Without an encryption key only the staff account is seeded (clients' SSNs need the key).
 */
export async function seedDemoData(db: Database, key?: Buffer): Promise<{ staff: boolean; clients?: number }> {
  const staff = await seedDemoStaff(db);
  if (!key) return { staff };
  return { staff, clients: await seedDemoClients(db, key) };
}
