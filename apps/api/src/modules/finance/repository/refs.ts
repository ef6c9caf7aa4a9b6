import {
  DEFAULT_APPROVAL_LIMIT_CENTS,
  DEFAULT_RECONCILIATION_SIGN_OFF_CENTS,
  DEFAULT_SSI_RESOURCE_LIMIT_CENTS,
  SSI_BENEFIT_ACCOUNT_ID,
  type StaffRole,
  type TFinanceClientRef,
  type TStaffRef,
} from '@payee/contract';
import { and, asc, count, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import {
  clientPrograms,
  clientUsers,
  onboardingBenefits,
  onboardingProfiles,
  paymentVendors,
  programs,
  settings,
  staffUsers,
} from '../../../db/schema/index';
import { toClientRef } from '../common';
import { containing } from '../../../lib/list-order';

export const APPROVAL_LIMIT_KEY = 'approval_limit_cents';
/** The SSI resource limit's setting (the alerts read it, modules/alerts). */
export const SSI_LIMIT_KEY = 'ssi_resource_limit_cents';
/** The difference a month's reconciliation may close with, alone; above it a second finance member signs off. */
export const SIGN_OFF_LIMIT_KEY = 'reconciliation_sign_off_cents';
/** A change of the approval limit waiting for another admin's confirmation: its row names the proposer and when. */
export const PENDING_APPROVAL_LIMIT_KEY = 'approval_limit_cents_pending';
/** Each limit an admin sets, in cents, and its figure until one is set. */
export const LIMIT_DEFAULTS = {
  [APPROVAL_LIMIT_KEY]: DEFAULT_APPROVAL_LIMIT_CENTS,
  [SSI_LIMIT_KEY]: DEFAULT_SSI_RESOURCE_LIMIT_CENTS,
  [SIGN_OFF_LIMIT_KEY]: DEFAULT_RECONCILIATION_SIGN_OFF_CENTS,
} as const;
export type LimitKey = keyof typeof LIMIT_DEFAULTS;
/** The SSI resource limit in cents as SQL (a scalar subquery), for a query that compares balances with it. */
export const ssiLimitOf = () =>
  sql<number>`coalesce((select (${settings.value} #>> '{}')::bigint from ${settings} where ${settings.key} = ${SSI_LIMIT_KEY}), ${DEFAULT_SSI_RESOURCE_LIMIT_CENTS})`;

/**
 * The clients with an SSI benefit from onboarding in effect on `day` (SQL, a date): SSI recipients, as a query of their
 * ids (`client_user_id`). The alerts and the client balances report read it.
 */
export const ssiRecipientsOn = (day: SQL) =>
  sql`select distinct p.client_user_id from ${onboardingBenefits} b join ${onboardingProfiles} p on p.id = b.profile_id
    where b.reporting_account_id = ${SSI_BENEFIT_ACCOUNT_ID} and b.effective_from <= ${day} and b.effective_till >= ${day}`;

const CLIENT_REF_COLUMNS = {
  id: clientUsers.id,
  firstName: clientUsers.firstName,
  lastName: clientUsers.lastName,
  applicationCode: clientUsers.applicationCode,
  ssnLast4: clientUsers.ssnLast4,
};

export type VendorRow = typeof paymentVendors.$inferSelect;
export type VendorColumns = Omit<typeof paymentVendors.$inferInsert, 'id'>;

/** Who and what finance's screens name: clients, staff, enrolments, vendors, and the approval limit's setting. */
export function createRefsRepository(db: Database) {
  /** A limit in cents: the setting, or its default until an admin sets one. */
  async function limitCents(key: LimitKey): Promise<number> {
    const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).limit(1);
    return typeof row?.value === 'number' ? row.value : LIMIT_DEFAULTS[key];
  }
  return {
    /** Clients by id, as finance screens name them. */
    async clientRefs(ids: readonly number[]): Promise<Map<number, TFinanceClientRef>> {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return new Map();
      const rows = await db.select(CLIENT_REF_COLUMNS).from(clientUsers).where(inArray(clientUsers.id, unique));
      return new Map(rows.map((row) => [row.id, toClientRef(row)]));
    },

    /** Members of staff by id, their names as they are now. */
    async staffRefs(ids: readonly (number | null | undefined)[]): Promise<Map<number, TStaffRef>> {
      const unique = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
      if (unique.length === 0) return new Map();
      const rows = await db.select({ id: staffUsers.id, name: staffUsers.name }).from(staffUsers).where(inArray(staffUsers.id, unique));
      return new Map(rows.map((row) => [row.id, row]));
    },

    /** The client (undefined when there is none) with their enrolment in the program (nulls when not enrolled). */
    async clientWithEnrolment(clientId: number, programId: number) {
      const [row] = await db
        .select({ ...CLIENT_REF_COLUMNS, programName: programs.name, enrolledOn: clientPrograms.enrolledOn, status: clientPrograms.status })
        .from(clientUsers)
        .leftJoin(clientPrograms, and(eq(clientPrograms.clientId, clientUsers.id), eq(clientPrograms.programId, programId)))
        .leftJoin(programs, eq(programs.id, clientPrograms.programId))
        .where(eq(clientUsers.id, clientId))
        .limit(1);
      return row;
    },

    /**
     * The clients whose SSN look-up hash is one of `hashes` (a batch of a deposit file's rows), each with its hash,
     * whether they are a client yet, and their enrolment in the program (nulls when not enrolled).
     */
    clientsBySsnLookup: (hashes: readonly string[], programId: number) =>
      db
        .select({
          ...CLIENT_REF_COLUMNS,
          ssnLookup: clientUsers.ssnLookup,
          processType: clientUsers.processType,
          programName: programs.name,
          enrolledOn: clientPrograms.enrolledOn,
        })
        .from(clientUsers)
        .leftJoin(clientPrograms, and(eq(clientPrograms.clientId, clientUsers.id), eq(clientPrograms.programId, programId)))
        .leftJoin(programs, eq(programs.id, clientPrograms.programId))
        .where(inArray(clientUsers.ssnLookup, [...hashes])),

    /** Active enrolments (one client's, or everyone's), by client then program. */
    activeEnrolments: (clientId?: number) =>
      db
        .select({ clientId: clientPrograms.clientId, programId: clientPrograms.programId })
        .from(clientPrograms)
        .where(and(eq(clientPrograms.status, 1), clientId ? eq(clientPrograms.clientId, clientId) : undefined))
        .orderBy(asc(clientPrograms.clientId), asc(clientPrograms.programId)),

    /** Enrolments in a program begun in a month of the year (`MM`), on or before `end`, by client. */
    enrolledInMonthOfYear: (programId: number, month: string, end: string) =>
      db
        .select({ clientId: clientPrograms.clientId })
        .from(clientPrograms)
        .where(
          and(
            eq(clientPrograms.programId, programId),
            sql`to_char(${clientPrograms.enrolledOn}, 'MM') = ${month}`,
            sql`${clientPrograms.enrolledOn} <= ${end}`,
          ),
        )
        .orderBy(asc(clientPrograms.clientId)),

    /** A member's roles as they are now (undefined when there is no such member). */
    async staffRoles(id: number): Promise<StaffRole[] | undefined> {
      const [row] = await db.select({ roles: staffUsers.roles }).from(staffUsers).where(eq(staffUsers.id, id)).limit(1);
      return row?.roles as StaffRole[] | undefined;
    },

    /** A setting's row, if there is one, locked for the transaction. */
    async lockSetting(key: string) {
      const [row] = await db.select().from(settings).where(eq(settings.key, key)).for('update').limit(1);
      return row;
    },

    async deleteSetting(key: string) {
      await db.delete(settings).where(eq(settings.key, key));
    },

    /** A limit's setting row (`approval_limit_cents`, `ssi_resource_limit_cents`, …, or the pending change), if there is one. */
    async limitSetting(key: LimitKey | typeof PENDING_APPROVAL_LIMIT_KEY) {
      const [row] = await db.select().from(settings).where(eq(settings.key, key)).limit(1);
      return row;
    },

    limitCents,

    /** The approval limit in cents: the setting, or $500.00 until an admin sets one. */
    approvalLimitCents: () => limitCents(APPROVAL_LIMIT_KEY),

    async setLimit(key: LimitKey | typeof PENDING_APPROVAL_LIMIT_KEY, amountCents: number, at: Date, staffUserId: number) {
      await db
        .insert(settings)
        .values({ key, value: amountCents, updatedAt: at, updatedBy: staffUserId })
        .onConflictDoUpdate({ target: settings.key, set: { value: amountCents, updatedAt: at, updatedBy: staffUserId } });
    },

    async vendor(id: number): Promise<VendorRow | undefined> {
      const [row] = await db.select().from(paymentVendors).where(eq(paymentVendors.id, id)).limit(1);
      return row;
    },

    /** Vendors by id, with their names. */
    async vendorNames(ids: readonly number[]): Promise<Map<number, { id: number; name: string }>> {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return new Map();
      const rows = await db
        .select({ id: paymentVendors.id, name: paymentVendors.name })
        .from(paymentVendors)
        .where(inArray(paymentVendors.id, unique));
      return new Map(rows.map((row) => [row.id, row]));
    },

    async vendorsPage(query: { q?: string; kind?: VendorRow['kind'] }, limit: number, offset: number) {
      const where: SQL | undefined = and(
        query.q ? ilike(paymentVendors.name, containing(query.q)) : undefined,
        query.kind ? eq(paymentVendors.kind, query.kind) : undefined,
      );
      const [rows, [{ total } = { total: 0 }]] = await Promise.all([
        db.select().from(paymentVendors).where(where).orderBy(asc(paymentVendors.name), asc(paymentVendors.id)).limit(limit).offset(offset),
        db.select({ total: count() }).from(paymentVendors).where(where),
      ]);
      return { rows, total };
    },

    async insertVendor(columns: VendorColumns): Promise<number> {
      const [row] = await db.insert(paymentVendors).values(columns).returning({ id: paymentVendors.id });
      return row!.id;
    },

    async updateVendor(id: number, columns: Partial<VendorColumns>) {
      await db.update(paymentVendors).set(columns).where(eq(paymentVendors.id, id));
    },
  };
}

export type RefsRepository = ReturnType<typeof createRefsRepository>;
