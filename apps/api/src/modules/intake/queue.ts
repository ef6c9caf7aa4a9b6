import {
  OFFICE_TIME_ZONE,
  maskSsn,
  pageMeta,
  pageOffset,
  type ApplicationListSort,
  type TAdminApplicationListQuery,
  type TAdminApplicationListResponse,
} from '@payee/contract';
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { applicationStatuses, clientUsers, intakeApplicationPrograms, intakeApplications, programs } from '../../db/schema/index';
import { APPLICATION_CODE_PATTERN, normaliseApplicationCode } from '../clients';
import { likeLiteral } from '../../lib/list-order';

/** Words of a name search at most; more say nothing a caseworker needs. */
const SEARCH_WORDS_MAX = 5;

/** The moment the date filter reads: when the application was sent in (the latest time), or started if never. */
const sentInOrStarted = sql`coalesce(${intakeApplications.submittedAt}, ${intakeApplications.createdAt})`;
/** The first moment of a day of the office (Michigan time), as a timestamp. */
const officeMidnight = (day: string, daysLater = 0) =>
  sql`((${day})::date + ${daysLater}::integer)::timestamp at time zone ${OFFICE_TIME_ZONE}::text`;

/**
 * What `q` finds, by its shape: four digits the last four of the SSN (client_users.ssn_last4, indexed), an
 * application code that code exactly (any case), anything else the applicant's names: every word must be in
 * the first or the last name, in any case ("grace mil" finds Grace Miller).
 */
export function searchCondition(q: string): SQL | undefined {
  if (/^\d{4}$/.test(q)) return eq(clientUsers.ssnLast4, q);
  const code = normaliseApplicationCode(q);
  if (APPLICATION_CODE_PATTERN.test(code)) return eq(clientUsers.applicationCode, code);
  const words = q.split(/\s+/).filter(Boolean).slice(0, SEARCH_WORDS_MAX);
  return and(
    ...words.map((word) => {
      const pattern = `%${likeLiteral(word)}%`;
      return or(ilike(clientUsers.firstName, pattern), ilike(clientUsers.lastName, pattern));
    }),
  );
}

function filterCondition(query: TAdminApplicationListQuery): SQL | undefined {
  return and(
    query.status ? inArray(intakeApplications.applicationStatusId, query.status) : undefined,
    query.representative_type ? eq(intakeApplications.representativeType, query.representative_type) : undefined,
    query.from ? gte(sentInOrStarted, officeMidnight(query.from)) : undefined,
    query.to ? lt(sentInOrStarted, officeMidnight(query.to, 1)) : undefined,
    query.q ? searchCondition(query.q) : undefined,
  );
}

/** The ORDER BY of a sort; the application's id ends every one, so rows of equal value keep one order across pages. */
function ordering(sort: ApplicationListSort, direction: 'asc' | 'desc'): SQL[] {
  const by = direction === 'asc' ? asc : desc;
  const columns: Record<ApplicationListSort, SQL[]> = {
    // Never sent in comes last either way.
    submitted_at: [sql`${intakeApplications.submittedAt} ${sql.raw(direction)} nulls last`],
    updated_at: [by(intakeApplications.updatedAt)],
    created_at: [by(intakeApplications.createdAt)],
    name: [by(sql`lower(${clientUsers.lastName})`), by(sql`lower(${clientUsers.firstName})`)],
    status: [by(applicationStatuses.sortOrder)],
    application_code: [by(clientUsers.applicationCode)],
  };
  return [...columns[sort], by(intakeApplications.id)];
}

/** The names of the application's programs, in one array per row (a subquery, not a query per row). */
const programNames = sql<string[]>`array(
  select ${programs.name} from ${intakeApplicationPrograms}
  inner join ${programs} on ${programs.id} = ${intakeApplicationPrograms.programId}
  where ${intakeApplicationPrograms.applicationId} = ${intakeApplications.id}
  order by ${programs.id})`;

/**
 * `GET /admin/intake`: one page of the applications, the queue of the back office. Two queries: the rows
 * (the page's ids in the queue's order, then the applicant, the status and the program names of those joined in)
 * and the count.
 */
export async function listApplications(db: Database, query: TAdminApplicationListQuery): Promise<TAdminApplicationListResponse> {
  const where = filterCondition(query);
  const [counted] = await db
    .select({ total: count() })
    .from(intakeApplications)
    .innerJoin(clientUsers, eq(clientUsers.id, intakeApplications.clientUserId))
    .where(where);
  // The page's ids first, then only their rows with the program names (rows skipped by the offset are not read whole).
  const order = ordering(query.sort, query.direction);
  const page = db
    .select({ id: intakeApplications.id })
    .from(intakeApplications)
    .innerJoin(clientUsers, eq(clientUsers.id, intakeApplications.clientUserId))
    .innerJoin(applicationStatuses, eq(applicationStatuses.id, intakeApplications.applicationStatusId))
    .where(where)
    .orderBy(...order)
    .limit(query.per_page)
    .offset(pageOffset(query.page, query.per_page))
    .as('page');
  const rows = await db
    .select({
      id: intakeApplications.id,
      applicationCode: clientUsers.applicationCode,
      firstName: clientUsers.firstName,
      lastName: clientUsers.lastName,
      representativeType: intakeApplications.representativeType,
      statusId: applicationStatuses.id,
      statusName: applicationStatuses.name,
      programNames,
      ssnLast4: clientUsers.ssnLast4,
      createdAt: intakeApplications.createdAt,
      updatedAt: intakeApplications.updatedAt,
      submittedAt: intakeApplications.submittedAt,
    })
    .from(intakeApplications)
    .innerJoin(clientUsers, eq(clientUsers.id, intakeApplications.clientUserId))
    .innerJoin(applicationStatuses, eq(applicationStatuses.id, intakeApplications.applicationStatusId))
    .innerJoin(page, eq(page.id, intakeApplications.id))
    .orderBy(...order);

  return {
    data: rows.map((row) => ({
      id: row.id,
      application_code: row.applicationCode,
      first_name: row.firstName,
      last_name: row.lastName,
      representative_type: row.representativeType,
      status: { id: row.statusId, name: row.statusName },
      program_names: row.programNames,
      ssn_masked: maskSsn(row.ssnLast4),
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
      submitted_at: row.submittedAt?.toISOString() ?? null,
    })),
    meta: pageMeta(query.page, query.per_page, counted?.total ?? 0),
  };
}
