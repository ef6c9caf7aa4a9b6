import { dayPlus, officeToday } from '@payee/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { clientUsers, staffUsers, tasks } from '../db/schema/index';
import { makeServiceTasks } from '../modules/tasks';
import { DEMO_CLIENT, DEMO_OVERDRAWN_CLIENT } from './demo-clients';
import { DEMO_STAFF } from './demo-staff';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The demo staff's own tasks (README): one overdue on Maria, one due this week on Darnell. */
export const DEMO_TASKS = [
  { client: DEMO_CLIENT.applicationCode, title: 'Ask Maria for her new SSI award letter', dueInDays: -3, madeDaysAgo: 10 },
  { client: DEMO_OVERDRAWN_CLIENT.applicationCode, title: "Call Darnell's landlord about this month's rent", dueInDays: 2, madeDaysAgo: 1 },
] as const;

/**
 * Adds the demo staff's tasks when the demo clients have none of theirs yet, then a pass of the service's own tasks
 * (Maria, enrolled two years ago, has her yearly review and SSA-623 due). Answers how many of the staff's it added.
 */
export async function seedDemoTasks(db: Database, now: Date = new Date()): Promise<number> {
  const clients = await db
    .select({ id: clientUsers.id, code: clientUsers.applicationCode })
    .from(clientUsers)
    .where(
      inArray(
        clientUsers.applicationCode,
        DEMO_TASKS.map((task) => task.client),
      ),
    );
  const [staff] = await db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.email, DEMO_STAFF.email));
  let added = 0;
  const ids = clients.map((client) => client.id);
  if (staff && clients.length === DEMO_TASKS.length) {
    const existing = await db.$count(tasks, and(inArray(tasks.clientId, ids), eq(tasks.kind, 'manual')));
    if (existing === 0) {
      const today = officeToday(now);
      const rows = DEMO_TASKS.map((task) => ({
        clientId: clients.find((client) => client.code === task.client)!.id,
        title: task.title,
        dueOn: dayPlus(today, task.dueInDays),
        assigneeId: staff.id,
        createdBy: staff.id,
        createdAt: new Date(now.getTime() - task.madeDaysAgo * DAY_MS),
      }));
      added = (await db.insert(tasks).values(rows).returning({ id: tasks.id })).length;
    }
  }
  await makeServiceTasks(db, now);
  return added;
}
