import { maskSsn, personName, type TFinanceClientRef } from '@payee/contract';
import { notFound } from '../../lib/api-error';
import type { RefsRepository } from './repository/refs';
import { API_FINANCE_MESSAGES } from '@payee/content/api-finance';

// Every day the ledger decides is the office's (Michigan's) day, and its calendar arithmetic is on yyyy-MM-dd text,
// whatever the zone of the server: the contract's helpers, in one place for the finance services.
export { dayPlus, dayPlusMonths, fridayOfWeek, monthBounds, officeMonth, officeToday } from '@payee/contract';

export const CLIENT_NOT_FOUND_MESSAGE = API_FINANCE_MESSAGES.clients.notFound;
export const PROGRAM_NOT_ENROLLED_MESSAGE = API_FINANCE_MESSAGES.clients.notEnrolled;

type ClientRefRow = { id: number; firstName: string; lastName: string; applicationCode: string | null; ssnLast4: string };

export const toClientRef = (row: ClientRefRow): TFinanceClientRef => ({
  id: row.id,
  name: personName({ firstName: row.firstName, lastName: row.lastName }),
  application_code: row.applicationCode,
  ssn_masked: maskSsn(row.ssnLast4),
});

export const refOf = <T>(map: Map<number, T>, id: number | null | undefined): T | null =>
  id === null || id === undefined ? null : (map.get(id) ?? null);

/** The client and their enrolment in the program (404 in plain words otherwise), with the program's name. */
export async function enrolledClient(refs: Pick<RefsRepository, 'clientWithEnrolment'>, clientId: number, programId: number) {
  const row = await refs.clientWithEnrolment(clientId, programId);
  if (!row) throw notFound(CLIENT_NOT_FOUND_MESSAGE);
  if (!row.programName || !row.enrolledOn) throw notFound(PROGRAM_NOT_ENROLLED_MESSAGE);
  return { client: toClientRef(row), program: { id: programId, name: row.programName }, enrolledOn: row.enrolledOn, status: row.status };
}
