import { maskSsn, type TFinanceClientRef, type TStaffRef } from '@payee/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { clientPrograms, clientUsers, programs, staffUsers } from '../../db/schema/index';
import { notFound } from '../../lib/api-error';

// Every day the ledger decides is the office's (Michigan's) day, and its calendar arithmetic is on yyyy-MM-dd text,
// whatever the zone of the server: the contract's helpers, in one place for the finance services.
export { dayPlus, dayPlusMonths, fridayOfWeek, monthBounds, officeMonth, officeToday } from '@payee/contract';

export const CLIENT_NOT_FOUND_MESSAGE = 'We could not find that client.';
export const PROGRAM_NOT_ENROLLED_MESSAGE = 'That client is not enrolled in that program.';

const CLIENT_REF_COLUMNS = {
  id: clientUsers.id,
  firstName: clientUsers.firstName,
  lastName: clientUsers.lastName,
  applicationCode: clientUsers.applicationCode,
  ssnLast4: clientUsers.ssnLast4,
};

type ClientRefRow = { id: number; firstName: string; lastName: string; applicationCode: string | null; ssnLast4: string };

export const toClientRef = (row: ClientRefRow): TFinanceClientRef => ({
  id: row.id,
  name: `${row.firstName} ${row.lastName}`,
  application_code: row.applicationCode,
  ssn_masked: maskSsn(row.ssnLast4),
});

/** Clients by id, as finance screens name them. */
export async function clientRefs(db: Database, ids: readonly number[]): Promise<Map<number, TFinanceClientRef>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select(CLIENT_REF_COLUMNS).from(clientUsers).where(inArray(clientUsers.id, unique));
  return new Map(rows.map((row) => [row.id, toClientRef(row)]));
}

/** Members of staff by id, their names as they are now. */
export async function staffRefs(db: Database, ids: readonly (number | null | undefined)[]): Promise<Map<number, TStaffRef>> {
  const unique = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
  if (unique.length === 0) return new Map();
  const rows = await db.select({ id: staffUsers.id, name: staffUsers.name }).from(staffUsers).where(inArray(staffUsers.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}

export const refOf = <T>(map: Map<number, T>, id: number | null | undefined): T | null =>
  id === null || id === undefined ? null : (map.get(id) ?? null);

/** The client and their enrolment in the program (404 in plain words otherwise), with the program's name. */
export async function enrolledClient(db: Database, clientId: number, programId: number) {
  const [row] = await db
    .select({ ...CLIENT_REF_COLUMNS, programName: programs.name, enrolledOn: clientPrograms.enrolledOn, status: clientPrograms.status })
    .from(clientUsers)
    .leftJoin(clientPrograms, and(eq(clientPrograms.clientId, clientUsers.id), eq(clientPrograms.programId, programId)))
    .leftJoin(programs, eq(programs.id, clientPrograms.programId))
    .where(eq(clientUsers.id, clientId))
    .limit(1);
  if (!row) throw notFound(CLIENT_NOT_FOUND_MESSAGE);
  if (!row.programName || !row.enrolledOn) throw notFound(PROGRAM_NOT_ENROLLED_MESSAGE);
  return { client: toClientRef(row), program: { id: programId, name: row.programName }, enrolledOn: row.enrolledOn, status: row.status };
}
