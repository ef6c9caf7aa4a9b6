import {
  type AuditAction,
  centsToDecimal,
  pageMeta,
  pageOffset,
  type TVendor,
  type TVendorRequest,
  VENDOR_KIND_LABELS,
} from '@payee/contract';
import type { Database } from '../../db/client';
import { encryptString, type KeyRing } from '../../lib/crypto';
import { notFound } from '../../lib/api-error';
import { createAuditRepository, type StaffActor } from '../audit';
import { refOf } from './common';
import { APPROVAL_LIMIT_KEY, createRefsRepository, LIMIT_DEFAULTS, type LimitKey, SSI_LIMIT_KEY, type VendorRow } from './repository/refs';
import { API_FINANCE_MESSAGES } from '@payee/content/api-finance';

export const VENDOR_NOT_FOUND_MESSAGE = API_FINANCE_MESSAGES.vendors.notFound;

/** Which audit action records a change of each limit. */
const LIMIT_ACTIONS: Record<LimitKey, AuditAction> = {
  [APPROVAL_LIMIT_KEY]: 'settings.approval_limit',
  [SSI_LIMIT_KEY]: 'settings.ssi_limit',
};

/**
 * The limits admins change: the approval limit (finance reads it in every disbursement) and the SSI resource limit
 * (the alerts compare SSI recipients' balances with it). Each is one settings row in cents, its change audited.
 */
export function createSettingsService(db: Database, now: () => Date) {
  const refs = createRefsRepository(db);
  async function read(key: LimitKey = APPROVAL_LIMIT_KEY) {
    const row = await refs.limitSetting(key);
    const staff = await refs.staffRefs([row?.updatedBy]);
    return {
      amount: centsToDecimal(typeof row?.value === 'number' ? row.value : LIMIT_DEFAULTS[key]),
      updated_at: row ? row.updatedAt.toISOString() : null,
      updated_by: refOf(staff, row?.updatedBy),
    };
  }
  async function setLimit(key: LimitKey, amountCents: number, actor: StaffActor) {
    await db.transaction(async (tx) => {
      const inTx = createRefsRepository(tx);
      const before = await inTx.limitCents(key);
      await inTx.setLimit(key, amountCents, now(), actor.staffUserId);
      await createAuditRepository(tx).record({
        action: LIMIT_ACTIONS[key],
        staffUserId: actor.staffUserId,
        recordType: 'setting',
        recordId: key,
        ip: actor.ip,
        details: { before_cents: before, after_cents: amountCents },
        at: now(),
      });
    });
    return read(key);
  }
  return {
    read: () => read(APPROVAL_LIMIT_KEY),
    setApprovalLimit: (amountCents: number, actor: StaffActor) => setLimit(APPROVAL_LIMIT_KEY, amountCents, actor),
    readSsiLimit: () => read(SSI_LIMIT_KEY),
    setSsiLimit: (amountCents: number, actor: StaffActor) => setLimit(SSI_LIMIT_KEY, amountCents, actor),
  };
}

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

/** Vendors the office pays. Account numbers are encrypted (lib/crypto, as SSNs) and only ever shown masked. */
export function createVendorService(db: Database, key: KeyRing, now: () => Date) {
  const refs = createRefsRepository(db);

  async function find(id: number) {
    const row = await refs.vendor(id);
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
      const { rows, total } = await refs.vendorsPage(query, query.per_page, pageOffset(query.page, query.per_page));
      return { data: rows.map(toVendor), meta: pageMeta(query.page, query.per_page, total) };
    },
    read: async (id: number) => toVendor(await find(id)),
    async create(input: TVendorRequest, actor: StaffActor) {
      const id = await db.transaction(async (tx) => {
        const vendorId = await createRefsRepository(tx).insertVendor(columns(input));
        await audited('finance.vendor_create', vendorId, actor, tx);
        return vendorId;
      });
      return toVendor(await find(id));
    },
    async update(id: number, input: TVendorRequest, actor: StaffActor) {
      await find(id);
      await db.transaction(async (tx) => {
        await createRefsRepository(tx).updateVendor(id, columns(input));
        await audited('finance.vendor_update', id, actor, tx);
      });
      return toVendor(await find(id));
    },
  };
}
