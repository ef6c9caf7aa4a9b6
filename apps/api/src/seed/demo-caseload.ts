import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { clientCaseworkers, clientUsers, staffUsers } from '../db/schema/index';
import { DEMO_STAFF } from './demo-staff';

/**
 * The demo caseload (issue 24): every enrolled demo client (process `client`) without a caseworker yet is assigned
 * to the demo caseworker (Demo Staff, who holds the caseworker role), so "My clients" is not empty. Clients an admin
 * assigned otherwise keep their caseworker. Answers how many were assigned.
 */
export async function seedDemoCaseload(db: Database, at: Date = new Date()): Promise<number> {
  const [staff] = await db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.email, DEMO_STAFF.email));
  if (!staff) return 0;
  const unassigned = await db
    .select({ id: clientUsers.id })
    .from(clientUsers)
    .leftJoin(clientCaseworkers, eq(clientCaseworkers.clientId, clientUsers.id))
    .where(and(eq(clientUsers.processType, 'client'), isNull(clientCaseworkers.clientId)));
  if (unassigned.length === 0) return 0;
  await db
    .insert(clientCaseworkers)
    .values(unassigned.map((client) => ({ clientId: client.id, staffUserId: staff.id, assignedBy: staff.id, assignedAt: at })))
    .onConflictDoNothing();
  return unassigned.length;
}
