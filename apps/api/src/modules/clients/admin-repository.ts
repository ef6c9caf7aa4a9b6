import { and, asc, count, eq, ilike, inArray, isNotNull, notExists, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pageIds } from '../../db/page-ids';
import { containing, likeLiteral } from '../../lib/list-order';
import {
  applicationStatuses,
  clientCaseworkers,
  clientPrograms,
  clientSearchText,
  clientUsers,
  programs,
  staffUsers,
} from '../../db/schema/index';

/** A client as the back office lists and reads them: never the SSN (only its last four digits) nor the password. */
const CLIENT_COLUMNS = {
  id: clientUsers.id,
  username: clientUsers.username,
  ssnLast4: clientUsers.ssnLast4,
  dateOfBirthEncrypted: clientUsers.dateOfBirthEncrypted,
  title: clientUsers.title,
  firstName: clientUsers.firstName,
  middleName: clientUsers.middleName,
  lastName: clientUsers.lastName,
  suffix: clientUsers.suffix,
  email: clientUsers.email,
  phone: clientUsers.phone,
  processType: clientUsers.processType,
  currentProcess: clientUsers.currentProcess,
  applicationCode: clientUsers.applicationCode,
  createdAt: clientUsers.createdAt,
  signInLockedAt: clientUsers.signInLockedAt,
  signInLockedBy: clientUsers.signInLockedBy,
  signInLockReason: clientUsers.signInLockReason,
  /** The name of the member of staff who locked the sign-in, if locked. */
  lockedByName: staffUsers.name,
};

const selectClients = (db: Database) =>
  db.select(CLIENT_COLUMNS).from(clientUsers).leftJoin(staffUsers, eq(staffUsers.id, clientUsers.signInLockedBy));
export type AdminClientRow = Awaited<ReturnType<typeof selectClients>>[number];

/** A search shorter than this holds no trigram: the trigram index cannot answer it. */
const TRIGRAM = 3;

/**
 * What `q` finds: exactly four digits, the SSN's last four (its own index); one or two characters, clients whose last
 * or first name starts with them (a prefix, from the names' lower-case indexes); anything else, clients whose full name
 * (with or without the middle name and suffix), username or application code contains it, in any case, runs of
 * spaces read as one: one `ILIKE` on the search text (`clientSearchText`) its trigram index answers.
 */
function searchCondition(q: string | undefined): SQL | undefined {
  if (q === undefined) return undefined;
  if (/^\d{4}$/.test(q)) return eq(clientUsers.ssnLast4, q);
  const text = q.replace(/\s+/g, ' ');
  if (text.trim().length < TRIGRAM) {
    // One or two characters: clients whose last or first name starts with them, in any case, each from its btree
    // index on lower(name) (text_pattern_ops, a prefix range; issue 23). Contained anywhere, one letter finds
    // nearly every client, and no trigram index can say which.
    const prefix = sql`lower(${`${likeLiteral(text.trim())}%`})`;
    return sql`(lower(${clientUsers.lastName}) like ${prefix} or lower(${clientUsers.firstName}) like ${prefix})`;
  }
  return ilike(clientSearchText(clientUsers), containing(text));
}

export function createClientAdminRepository(db: Database) {
  return {
    /**
     * A page of the clients `q` finds (only those enrolled in a program, with `enrolledOnly`), by last name, first
     * name and id; and how many it finds. The page's ids are
     * found first, from the order's index alone (an index-only scan, however deep the page), then only their rows read.
     */
    search: async (
      q: string | undefined,
      limit: number,
      offset: number,
      filter: { enrolledOnly?: boolean; withoutCaseworker?: boolean } = {},
    ) => {
      // The enrolled only: the kept flag, whose partial name index gives the list's order (an EXISTS on the
      // enrolments made the planner sort every client for a page).
      const enrolled = filter.enrolledOnly ? sql`${clientUsers.isEnrolled}` : undefined;
      // Only the clients with no caseworker (issue 24): none assigned, or taken off.
      const unassigned = filter.withoutCaseworker
        ? notExists(
            db
              .select({ one: sql`1` })
              .from(clientCaseworkers)
              .where(and(eq(clientCaseworkers.clientId, clientUsers.id), isNotNull(clientCaseworkers.staffUserId))),
          )
        : undefined;
      const where = and(searchCondition(q), enrolled, unassigned);
      const order = [asc(clientUsers.lastName), asc(clientUsers.firstName), asc(clientUsers.id)];
      // A search's page is sorted from the rows its index finds: the same order written as expressions (`|| ''`, the
      // same text and collation) that the name index cannot give. Else, for page 1, the planner walks that index in
      // order testing each row: most of the table when the matches sit late in the alphabet (Smith: 105 ms at 10,000
      // clients; found first, 4 ms).
      const pageOrder = where
        ? [asc(sql`${clientUsers.lastName} || ''`), asc(sql`${clientUsers.firstName} || ''`), asc(clientUsers.id)]
        : order;
      const page = pageIds(db, clientUsers.id, { where, orderBy: pageOrder, limit, offset });
      const [rows, [total]] = await Promise.all([
        selectClients(db)
          .innerJoin(page, eq(page.id, clientUsers.id))
          .orderBy(...order),
        db.select({ total: count() }).from(clientUsers).where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    find: async (id: number): Promise<AdminClientRow | undefined> => (await selectClients(db).where(eq(clientUsers.id, id)).limit(1))[0],

    /** The programs of several clients at once (the search's rows), by client id. */
    programsOf: async (clientIds: readonly number[]) => {
      const byClient = new Map<number, { id: number; name: string; shortName: string | null; status: number }[]>();
      if (clientIds.length === 0) return byClient;
      const rows = await db
        .select({
          clientId: clientPrograms.clientId,
          id: programs.id,
          name: programs.name,
          shortName: programs.shortName,
          status: clientPrograms.status,
        })
        .from(clientPrograms)
        .innerJoin(programs, eq(programs.id, clientPrograms.programId))
        .where(inArray(clientPrograms.clientId, [...clientIds]))
        .orderBy(asc(clientPrograms.clientId), asc(programs.id));
      for (const { clientId, ...program } of rows) byClient.set(clientId, [...(byClient.get(clientId) ?? []), program]);
      return byClient;
    },

    applicationStatus: async (id: number) =>
      (
        await db
          .select({ id: applicationStatuses.id, name: applicationStatuses.name })
          .from(applicationStatuses)
          .where(eq(applicationStatuses.id, id))
          .limit(1)
      )[0],

    /** Inside a transaction: locks the client's row until commit and answers whether staff have locked their sign-in. */
    lockRow: async (id: number) =>
      (
        await db
          .select({ signInLockedAt: clientUsers.signInLockedAt })
          .from(clientUsers)
          .where(eq(clientUsers.id, id))
          .limit(1)
          .for('update')
      )[0],

    /** Locks the sign-in (who, when, why) or, with null, unlocks it. */
    setSignInLock: (id: number, lock: { at: Date; staffUserId: number; reason: string } | null) =>
      db
        .update(clientUsers)
        .set({
          signInLockedAt: lock?.at ?? null,
          signInLockedBy: lock?.staffUserId ?? null,
          signInLockReason: lock?.reason ?? null,
          updatedAt: sql`now()`,
        })
        .where(eq(clientUsers.id, id)),
  };
}

export type ClientAdminRepository = ReturnType<typeof createClientAdminRepository>;
