import type { Database } from '../client';
import { seedDemoStaff } from './demo-staff';

/**
 * Demo data for development and the browser journeys, one function per kind (staff now; demo clients
 * with the sign-in issue). Each inserts only what is absent, so it runs at every start. Reference data is
 * not here: migrations seed it, in production too.
 */
export async function seedDemoData(db: Database): Promise<{ staff: boolean }> {
  return { staff: await seedDemoStaff(db) };
}
