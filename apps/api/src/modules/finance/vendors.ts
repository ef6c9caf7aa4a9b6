import {
  type AuditAction,
  centsToDecimal,
  formatMoney,
  pageMeta,
  pageOffset,
  type TVendor,
  type TVendorRequest,
  VENDOR_KIND_LABELS,
} from '@payee/contract';
import type { Database } from '../../db/client';
import { encryptString, type KeyRing } from '../../lib/crypto';
import { ApiError, notFound } from '../../lib/api-error';
import { createAuditRepository, type StaffActor } from '../audit';
import { refOf } from './common';
import {
  APPROVAL_LIMIT_KEY,
  createRefsRepository,
  LIMIT_DEFAULTS,
  type LimitKey,
  PENDING_APPROVAL_LIMIT_KEY,
  SIGN_OFF_LIMIT_KEY,
  SSI_LIMIT_KEY,
  type VendorRow,
} from './repository/refs';
import { API_FINANCE_MESSAGES } from '@payee/content/api-finance';

export const VENDOR_NOT_FOUND_MESSAGE = API_FINANCE_MESSAGES.vendors.notFound;

/** Which audit action records a change of each limit. */
const LIMIT_ACTIONS: Record<LimitKey, AuditAction> = {
  [APPROVAL_LIMIT_KEY]: 'settings.approval_limit',
  [SSI_LIMIT_KEY]: 'settings.ssi_limit',
  [SIGN_OFF_LIMIT_KEY]: 'settings.reconciliation_sign_off',
};

const LIMIT_MESSAGES = API_FINANCE_MESSAGES.approvalLimit;

/**
 * The limits admins change: the approval limit (finance reads it in every disbursement and manual deposit), the SSI
 * resource limit (the alerts compare SSI recipients' balances with it) and the difference a month's reconciliation may
 * close with alone. Each is one settings row in cents, its change audited. An admin who also holds finance only
 * proposes a new approval limit; another admin confirms it (docs/decisions/money.md, "Separation of duties").
 */
export function createSettingsService(db: Database, now: () => Date) {
  const refs = createRefsRepository(db);
  async function read(key: LimitKey = APPROVAL_LIMIT_KEY) {
    const row = await refs.limitSetting(key);
    const pending = key === APPROVAL_LIMIT_KEY ? await refs.limitSetting(PENDING_APPROVAL_LIMIT_KEY) : undefined;
    const staff = await refs.staffRefs([row?.updatedBy, pending?.updatedBy]);
    return {
      amount: centsToDecimal(typeof row?.value === 'number' ? row.value : LIMIT_DEFAULTS[key]),
      updated_at: row ? row.updatedAt.toISOString() : null,
      updated_by: refOf(staff, row?.updatedBy),
      pending:
        pending && typeof pending.value === 'number'
          ? {
              amount: centsToDecimal(pending.value),
              proposed_at: pending.updatedAt.toISOString(),
              proposed_by: refOf(staff, pending.updatedBy),
            }
          : null,
    };
  }
  /** Writes the limit and its audit row in `tx`; a change of the approval limit also ends any change waiting. */
  async function write(tx: Database, key: LimitKey, amountCents: number, actor: StaffActor, details: Record<string, unknown> = {}) {
    const inTx = createRefsRepository(tx);
    const before = await inTx.limitCents(key);
    await inTx.setLimit(key, amountCents, now(), actor.staffUserId);
    if (key === APPROVAL_LIMIT_KEY) await inTx.deleteSetting(PENDING_APPROVAL_LIMIT_KEY);
    await createAuditRepository(tx).record({
      action: LIMIT_ACTIONS[key],
      staffUserId: actor.staffUserId,
      recordType: 'setting',
      recordId: key,
      ip: actor.ip,
      details: { before_cents: before, after_cents: amountCents, ...details },
      at: now(),
    });
  }
  async function setLimit(key: LimitKey, amountCents: number, actor: StaffActor) {
    await db.transaction((tx) => write(tx, key, amountCents, actor));
    return { message: undefined, data: await read(key) };
  }

  /**
   * The approval limit: set at once by an admin who does not hold finance; proposed, waiting for another admin, by one
   * who does (they could otherwise raise the limit and approve their own payment above the old one).
   */
  async function setApprovalLimit(amountCents: number, actor: StaffActor) {
    const proposed = await db.transaction(async (tx) => {
      const inTx = createRefsRepository(tx);
      const roles = (await inTx.staffRoles(actor.staffUserId)) ?? [];
      if (!roles.includes('finance')) {
        await write(tx, APPROVAL_LIMIT_KEY, amountCents, actor);
        return false;
      }
      await inTx.setLimit(PENDING_APPROVAL_LIMIT_KEY, amountCents, now(), actor.staffUserId);
      await createAuditRepository(tx).record({
        action: 'settings.approval_limit_propose',
        staffUserId: actor.staffUserId,
        recordType: 'setting',
        recordId: APPROVAL_LIMIT_KEY,
        ip: actor.ip,
        details: { before_cents: await inTx.limitCents(APPROVAL_LIMIT_KEY), proposed_cents: amountCents },
        at: now(),
      });
      return true;
    });
    return {
      message: proposed ? LIMIT_MESSAGES.proposed(formatMoney(centsToDecimal(amountCents))) : LIMIT_MESSAGES.saved,
      data: await read(),
    };
  }

  /** Another admin confirms the change waiting: never its proposer. */
  async function confirmApprovalLimit(actor: StaffActor) {
    await db.transaction(async (tx) => {
      const inTx = createRefsRepository(tx);
      const pending = await inTx.lockSetting(PENDING_APPROVAL_LIMIT_KEY);
      if (!pending || typeof pending.value !== 'number') throw new ApiError(409, LIMIT_MESSAGES.nothingToConfirm);
      if (pending.updatedBy === actor.staffUserId) throw new ApiError(409, LIMIT_MESSAGES.ownProposal);
      await write(tx, APPROVAL_LIMIT_KEY, pending.value, actor, {
        proposed_by: pending.updatedBy,
        proposed_at: pending.updatedAt.toISOString(),
      });
    });
    return { message: LIMIT_MESSAGES.confirmed, data: await read() };
  }

  return {
    read: () => read(APPROVAL_LIMIT_KEY),
    setApprovalLimit,
    confirmApprovalLimit,
    readSsiLimit: () => read(SSI_LIMIT_KEY),
    setSsiLimit: (amountCents: number, actor: StaffActor) => setLimit(SSI_LIMIT_KEY, amountCents, actor),
    readSignOffLimit: () => read(SIGN_OFF_LIMIT_KEY),
    setSignOffLimit: (amountCents: number, actor: StaffActor) => setLimit(SIGN_OFF_LIMIT_KEY, amountCents, actor),
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
  account_type: row.accountType,
  ach_entry_class: row.achEntryClass,
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
    accountType: input.account_type,
    achEntryClass: input.ach_entry_class,
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
