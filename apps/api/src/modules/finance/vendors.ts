import {
  type AuditAction,
  centsToDecimal,
  DEFAULT_APPROVAL_LIMIT_CENTS,
  pageMeta,
  pageOffset,
  type TVendor,
  type TVendorRequest,
  VENDOR_KIND_LABELS,
} from '@payee/contract';
import { and, asc, count, eq, ilike } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { paymentVendors, settings } from '../../db/schema/index';
import { encryptString, type KeyRing } from '../../lib/crypto';
import { notFound } from '../../lib/api-error';
import type { StaffActor } from '../audit/actor';
import { createAuditRepository } from '../audit/repository';
import { staffRefs, refOf } from './common';

export const APPROVAL_LIMIT_KEY = 'approval_limit_cents';
export const VENDOR_NOT_FOUND_MESSAGE = 'We could not find that vendor.';

/** The approval limit in cents: the setting, or $500.00 until an admin sets one. */
export async function approvalLimitCents(db: Database): Promise<number> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, APPROVAL_LIMIT_KEY)).limit(1);
  return typeof row?.value === 'number' ? row.value : DEFAULT_APPROVAL_LIMIT_CENTS;
}

/** The approval limit (admins change it; finance reads it in every disbursement). */
export function createSettingsService(db: Database, now: () => Date) {
  async function read() {
    const [row] = await db.select().from(settings).where(eq(settings.key, APPROVAL_LIMIT_KEY)).limit(1);
    const staff = await staffRefs(db, [row?.updatedBy]);
    return {
      amount: centsToDecimal(typeof row?.value === 'number' ? row.value : DEFAULT_APPROVAL_LIMIT_CENTS),
      updated_at: row ? row.updatedAt.toISOString() : null,
      updated_by: refOf(staff, row?.updatedBy),
    };
  }
  return {
    read,
    async setApprovalLimit(amountCents: number, actor: StaffActor) {
      await db.transaction(async (tx) => {
        const before = await approvalLimitCents(tx);
        await tx
          .insert(settings)
          .values({ key: APPROVAL_LIMIT_KEY, value: amountCents, updatedAt: now(), updatedBy: actor.staffUserId })
          .onConflictDoUpdate({ target: settings.key, set: { value: amountCents, updatedAt: now(), updatedBy: actor.staffUserId } });
        await createAuditRepository(tx).record({
          action: 'settings.approval_limit',
          staffUserId: actor.staffUserId,
          recordType: 'setting',
          recordId: APPROVAL_LIMIT_KEY,
          ip: actor.ip,
          details: { before_cents: before, after_cents: amountCents },
          at: now(),
        });
      });
      return read();
    },
  };
}

type VendorRow = typeof paymentVendors.$inferSelect;

const toVendor = (row: VendorRow): TVendor => ({
  id: row.id,
  name: row.name,
  kind: row.kind,
  kind_label: VENDOR_KIND_LABELS[row.kind],
  payment_method: row.paymentMethod,
  account_number_masked: row.accountLast4 ? `****${row.accountLast4}` : null,
  routing_number: row.routingNumber,
  address: row.address,
  phone: row.phone,
  is_active: row.isActive,
});

/** `%text%` for ILIKE with the text's own wildcards matched literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** Vendors the office pays. Account numbers are encrypted (lib/crypto, as SSNs) and only ever shown masked. */
export function createVendorService(db: Database, key: KeyRing, now: () => Date) {
  async function find(id: number) {
    const [row] = await db.select().from(paymentVendors).where(eq(paymentVendors.id, id)).limit(1);
    if (!row) throw notFound(VENDOR_NOT_FOUND_MESSAGE);
    return row;
  }

  /** The row's columns from the request; the account number encrypted, and kept as it was when none is sent. */
  const columns = (input: TVendorRequest) => ({
    name: input.name,
    kind: input.kind,
    paymentMethod: input.payment_method,
    routingNumber: input.routing_number ?? null,
    address: input.address ?? null,
    phone: input.phone ?? null,
    isActive: input.is_active,
    ...(input.account_number
      ? { accountNumberEncrypted: encryptString(input.account_number, key), accountLast4: input.account_number.slice(-4) }
      : {}),
  });

  async function audited(action: AuditAction, vendorId: number, actor: StaffActor, tx: Database) {
    // Never the account number itself.
    await createAuditRepository(tx).record({
      action,
      staffUserId: actor.staffUserId,
      recordType: 'vendor',
      recordId: vendorId,
      ip: actor.ip,
      at: now(),
    });
  }

  return {
    find,
    async page(query: { q?: string; kind?: TVendor['kind']; page: number; per_page: number }) {
      const where = and(
        query.q ? ilike(paymentVendors.name, containing(query.q)) : undefined,
        query.kind ? eq(paymentVendors.kind, query.kind) : undefined,
      );
      const [rows, [{ total } = { total: 0 }]] = await Promise.all([
        db
          .select()
          .from(paymentVendors)
          .where(where)
          .orderBy(asc(paymentVendors.name), asc(paymentVendors.id))
          .limit(query.per_page)
          .offset(pageOffset(query.page, query.per_page)),
        db.select({ total: count() }).from(paymentVendors).where(where),
      ]);
      return { data: rows.map(toVendor), meta: pageMeta(query.page, query.per_page, total) };
    },
    read: async (id: number) => toVendor(await find(id)),
    async create(input: TVendorRequest, actor: StaffActor) {
      const id = await db.transaction(async (tx) => {
        const [row] = await tx.insert(paymentVendors).values(columns(input)).returning({ id: paymentVendors.id });
        await audited('finance.vendor_create', row!.id, actor, tx);
        return row!.id;
      });
      return toVendor(await find(id));
    },
    async update(id: number, input: TVendorRequest, actor: StaffActor) {
      await find(id);
      await db.transaction(async (tx) => {
        await tx.update(paymentVendors).set(columns(input)).where(eq(paymentVendors.id, id));
        await audited('finance.vendor_update', id, actor, tx);
      });
      return toVendor(await find(id));
    },
  };
}
