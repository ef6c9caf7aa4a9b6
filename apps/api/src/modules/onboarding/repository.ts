import {
  pageOffset,
  type CurrentProcess,
  type OnboardingListSort,
  type OnboardingStepSlug,
  type TAdminOnboardingListQuery,
} from '@payee/contract';
import { and, asc, count, desc, eq, ilike, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { savedStepsAdding } from '../../db/saved-steps';
import { containing, emptyLast, sortedBy } from '../../lib/list-order';
import {
  clientSearchText,
  clientUsers,
  onboardingActions,
  onboardingBenefits,
  onboardingBills,
  onboardingContacts,
  onboardingOtherIdentifiers,
  onboardingProfiles,
  type OnboardingActionKind,
  type RejectionReason,
} from '../../db/schema/index';
import { lockClientUser } from '../clients';

/** The client user an onboarding belongs to: what the wizard and the lifecycle need (never the password or SSN). */
const CLIENT_COLUMNS = {
  id: clientUsers.id,
  applicationCode: clientUsers.applicationCode,
  title: clientUsers.title,
  firstName: clientUsers.firstName,
  middleName: clientUsers.middleName,
  lastName: clientUsers.lastName,
  suffix: clientUsers.suffix,
  dateOfBirthEncrypted: clientUsers.dateOfBirthEncrypted,
  ssnLast4: clientUsers.ssnLast4,
  email: clientUsers.email,
  processType: clientUsers.processType,
  currentProcess: clientUsers.currentProcess,
  rejectionReasons: clientUsers.rejectionReasons,
};

const selectClient = (db: Database) => db.select(CLIENT_COLUMNS).from(clientUsers);
export type OnboardingClient = Awaited<ReturnType<typeof selectClient>>[number];

export type OnboardingProfile = typeof onboardingProfiles.$inferSelect;
export type ProfileChanges = Partial<Omit<typeof onboardingProfiles.$inferInsert, 'id' | 'clientUserId' | 'createdAt'>>;
/** A saved item keeps its id (updated in place); a new one has none. */
type Item<T> = Omit<T, 'id' | 'profileId' | 'position'> & { id?: number };
export type NewOtherIdentifier = Item<typeof onboardingOtherIdentifiers.$inferInsert>;
export type NewBenefit = Omit<typeof onboardingBenefits.$inferInsert, 'id' | 'profileId'>;
export type NewContact = Item<typeof onboardingContacts.$inferInsert>;
export type NewBill = Item<typeof onboardingBills.$inferInsert>;
export type StoredBill = typeof onboardingBills.$inferSelect;

/**
 * Makes a list of a profile's rows what the form sent, in its order: rows named by id are updated, rows
 * without one inserted, and rows not sent deleted (an item removed in the form is removed here). The ids
 * sent must be the profile's own (checked by the service before the transaction). Answers the rows deleted.
 */
async function syncRows<T extends { id?: number }, R>(
  db: Database,
  table: PgTable & { id: PgColumn; profileId: PgColumn; position: PgColumn },
  profileId: number,
  items: readonly T[],
  returning: Record<string, PgColumn>,
): Promise<R[]> {
  const keptIds = items.map((item) => item.id).filter((id): id is number => id !== undefined);
  const where: SQL =
    keptIds.length > 0 ? and(eq(table.profileId, profileId), notInArray(table.id, keptIds))! : eq(table.profileId, profileId);
  const removed = (await db.delete(table).where(where).returning(returning)) as R[];
  for (const [position, { id, ...values }] of items.entries()) {
    if (id === undefined) await db.insert(table).values({ ...values, profileId, position });
    else
      await db
        .update(table)
        .set({ ...values, position })
        .where(and(eq(table.id, id), eq(table.profileId, profileId)));
  }
  return removed;
}

export function createOnboardingRepository(db: Database) {
  const first = async <T>(rows: Promise<T[]>) => (await rows)[0];
  return {
    findClient: (clientUserId: number) => first(selectClient(db).where(eq(clientUsers.id, clientUserId)).limit(1)),
    /** `code` must already be uppercase. */
    findClientByCode: (code: string) => first(selectClient(db).where(eq(clientUsers.applicationCode, code)).limit(1)),

    /** Inside a transaction: locks the client's row until commit and answers where they stand. */
    lockClient: (clientUserId: number) => lockClientUser(db, clientUserId),

    updateClient: (
      clientUserId: number,
      changes: Partial<{ processType: 'onboarding' | 'client'; currentProcess: CurrentProcess; rejectionReasons: RejectionReason[] }>,
    ) =>
      db
        .update(clientUsers)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(clientUsers.id, clientUserId)),

    profile: (clientUserId: number) =>
      first(db.select().from(onboardingProfiles).where(eq(onboardingProfiles.clientUserId, clientUserId)).limit(1)),

    /** The client's profile, made empty if there is none yet; answers its id. */
    ensureProfile: async (clientUserId: number) => {
      await db.insert(onboardingProfiles).values({ clientUserId }).onConflictDoNothing({ target: onboardingProfiles.clientUserId });
      const row = await first(
        db.select({ id: onboardingProfiles.id }).from(onboardingProfiles).where(eq(onboardingProfiles.clientUserId, clientUserId)).limit(1),
      );
      return row!.id;
    },

    updateProfile: (profileId: number, changes: ProfileChanges) =>
      db
        .update(onboardingProfiles)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(onboardingProfiles.id, profileId)),

    /** Adds steps to those saved (each once), in one statement so two saves cannot lose each other's step. */
    markStepsSaved: async (profileId: number, slugs: readonly OnboardingStepSlug[]) => {
      if (slugs.length === 0) return;
      await db
        .update(onboardingProfiles)
        .set({ savedSteps: savedStepsAdding(onboardingProfiles.savedSteps, slugs) })
        .where(eq(onboardingProfiles.id, profileId));
    },

    otherIdentifiers: (profileId: number) =>
      db
        .select()
        .from(onboardingOtherIdentifiers)
        .where(eq(onboardingOtherIdentifiers.profileId, profileId))
        .orderBy(asc(onboardingOtherIdentifiers.position)),
    benefits: (profileId: number) =>
      db.select().from(onboardingBenefits).where(eq(onboardingBenefits.profileId, profileId)).orderBy(asc(onboardingBenefits.id)),
    contacts: (profileId: number) =>
      db.select().from(onboardingContacts).where(eq(onboardingContacts.profileId, profileId)).orderBy(asc(onboardingContacts.position)),
    bills: (profileId: number) =>
      db.select().from(onboardingBills).where(eq(onboardingBills.profileId, profileId)).orderBy(asc(onboardingBills.position)),
    bill: (profileId: number, billId: number) =>
      first(
        db
          .select()
          .from(onboardingBills)
          .where(and(eq(onboardingBills.profileId, profileId), eq(onboardingBills.id, billId)))
          .limit(1),
      ),

    /** Of `ids`, those that are rows of this profile in `list`. */
    ownIds: async (list: 'other-identifiers' | 'contacts' | 'bills', profileId: number, ids: readonly number[]) => {
      if (ids.length === 0) return new Set<number>();
      const table = { 'other-identifiers': onboardingOtherIdentifiers, contacts: onboardingContacts, bills: onboardingBills }[list];
      const rows = await db
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.profileId, profileId), inArray(table.id, [...ids])));
      return new Set(rows.map((row) => row.id));
    },

    syncOtherIdentifiers: (profileId: number, items: readonly NewOtherIdentifier[]) =>
      syncRows(db, onboardingOtherIdentifiers, profileId, items, { id: onboardingOtherIdentifiers.id }),
    syncContacts: (profileId: number, items: readonly NewContact[]) =>
      syncRows(db, onboardingContacts, profileId, items, { id: onboardingContacts.id }),
    /** Answers the storage names of the files of the bills removed. */
    syncBills: async (profileId: number, items: readonly NewBill[]) =>
      (
        await syncRows<NewBill, { storageName: string }>(db, onboardingBills, profileId, items, {
          storageName: onboardingBills.fileStorageName,
        })
      ).map((row) => row.storageName),

    replaceBenefits: async (profileId: number, items: readonly NewBenefit[]) => {
      await db.delete(onboardingBenefits).where(eq(onboardingBenefits.profileId, profileId));
      if (items.length > 0) await db.insert(onboardingBenefits).values(items.map((item) => ({ ...item, profileId })));
    },

    insertAction: (action: {
      clientUserId: number;
      action: OnboardingActionKind;
      actedBy: string;
      staffUserId: number | null;
      actedAt: Date;
      reasons?: string[];
      programIds?: number[];
    }) => db.insert(onboardingActions).values(action),

    /** What happened, newest first. */
    actions: (clientUserId: number) =>
      db
        .select()
        .from(onboardingActions)
        .where(eq(onboardingActions.clientUserId, clientUserId))
        .orderBy(desc(onboardingActions.actedAt), desc(onboardingActions.id)),

    /** Onboarding clients (process type onboarding), optionally of one status; latest submitted or changed first. */
    /**
     * A page of the queue: of one status or all, what `q` finds (the client search's text and trigram index,
     * migration 0029), sorted as asked; and how many there are.
     */
    page: async (query: TAdminOnboardingListQuery) => {
      const { status, q, sort, direction, page, per_page: perPage } = query;
      const where = and(
        eq(clientUsers.processType, 'onboarding'),
        status ? eq(clientUsers.currentProcess, status) : undefined,
        q ? ilike(clientSearchText(clientUsers), containing(q)) : undefined,
      );
      const updatedAt = sql<Date>`greatest(${clientUsers.updatedAt}, coalesce(${onboardingProfiles.updatedAt}, ${clientUsers.updatedAt}))`;
      const order: Record<OnboardingListSort, SQL[]> = {
        submitted_at: [
          emptyLast(direction, onboardingProfiles.submittedAt),
          ...sortedBy(direction, [clientUsers.updatedAt], clientUsers.id),
        ],
        updated_at: sortedBy(direction, [updatedAt], clientUsers.id),
        name: sortedBy(direction, [clientUsers.lastName, clientUsers.firstName], clientUsers.id),
        application_code: sortedBy(direction, [clientUsers.applicationCode], clientUsers.id),
        status: sortedBy(direction, [clientUsers.currentProcess], clientUsers.id),
      };
      const [total] = await db.select({ total: count() }).from(clientUsers).where(where);
      const rows = await db
        .select({
          ...CLIENT_COLUMNS,
          savedSteps: onboardingProfiles.savedSteps,
          submittedAt: onboardingProfiles.submittedAt,
          updatedAt: updatedAt.mapWith((value: string | Date) => new Date(value)),
        })
        .from(clientUsers)
        .leftJoin(onboardingProfiles, eq(onboardingProfiles.clientUserId, clientUsers.id))
        .where(where)
        .orderBy(...order[sort])
        .limit(perPage)
        .offset(pageOffset(page, perPage));
      return { rows, total: total?.total ?? 0 };
    },
  };
}

export type OnboardingRepository = ReturnType<typeof createOnboardingRepository>;
