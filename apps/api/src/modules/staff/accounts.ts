import { STAFF_SET_UP_PAGE, type StaffRole, type TStaffInviteRequest, type TStaffMember } from '@payee/contract';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { ApiError, notFound, validationFailed } from '../../lib/api-error';
import { generateToken, hashToken } from '../../lib/crypto';
import { STAFF_INVITATION_HOURS, staffInvitation } from '../../mail/templates/staff-invitation';
import { createAuditRepository, type StaffActor } from '../audit';
import type { AuthTokenService } from '../auth-tokens';
import type { Outbox } from '../outbox';
import { createStaffRepository, type StaffAccount } from './repository';
import { API_BACK_OFFICE_MESSAGES } from '@payee/content/api-back-office';

/** Where an invitation's link leads (the web's set-up page reads the token from the fragment, never sent to servers). */
export const staffSetUpLink = (baseUrl: string, token: string) => `${baseUrl}${STAFF_SET_UP_PAGE}#token=${encodeURIComponent(token)}`;

export const toStaffMember = (account: StaffAccount): TStaffMember => ({
  id: account.id,
  email: account.email,
  name: account.name,
  roles: account.roles,
  is_active: account.isActive,
  has_totp: account.totpEnrolledAt !== null,
  created_at: account.createdAt.toISOString(),
});

export interface StaffAccountsDeps {
  db: Database;
  tokens: AuthTokenService;
  outbox: Pick<Outbox, 'enqueue'>;
  config: Pick<Config, 'PUBLIC_BASE_URL'>;
  now: () => Date;
}

/** Who acts, for the audit trail: a member of staff (null at the command line) and their address. */
export interface AuditActor {
  staffUserId: StaffActor['staffUserId'] | null;
  ip: StaffActor['ip'];
}

/**
 * Staff accounts (admins, and `npm run staff:create` for the first admin): invite by e-mail, change roles,
 * deactivate. Each change and its audit row commit together.
 */
export function createStaffAccounts({ db, tokens, outbox, config, now }: StaffAccountsDeps) {
  const staff = createStaffRepository(db);

  async function member(id: number) {
    const account = await staff.findById(id);
    if (!account) throw notFound(API_BACK_OFFICE_MESSAGES.staff.noSuchMember(id));
    return account;
  }

  return {
    list: async () => (await staff.list()).map(toStaffMember),

    /** A new account without a password, and a single-use link (72 hours) to set one; the link is e-mailed and answered to the caller. */
    async invite(input: TStaffInviteRequest, actor: AuditActor) {
      const email = input.email.toLowerCase();
      const token = generateToken();
      const expiresAt = new Date(now().getTime() + STAFF_INVITATION_HOURS * 3_600_000);
      const link = staffSetUpLink(config.PUBLIC_BASE_URL, token);
      const id = await db.transaction(async (tx) => {
        const repository = createStaffRepository(tx);
        const newId = await repository.insertIfAbsent({ email, name: input.name, roles: input.roles });
        if (newId === undefined) throw validationFailed({ email: [API_BACK_OFFICE_MESSAGES.staff.emailTaken] });
        await repository.insertInvitation({ staffUserId: newId, tokenHash: hashToken(token), invitedBy: actor.staffUserId, expiresAt });
        await createAuditRepository(tx).record({
          action: 'staff.invite',
          staffUserId: actor.staffUserId,
          recordType: 'staff_user',
          recordId: newId,
          ip: actor.ip,
          details: { roles: input.roles },
          at: now(),
        });
        await outbox.enqueue(tx, { to: email, ...staffInvitation({ name: input.name, link }) }, { template: 'staff-invitation' });
        return newId;
      });
      return { member: { ...toStaffMember(await member(id)), invitation_expires_at: expiresAt.toISOString() }, link };
    },

    async setRoles(id: number, roles: StaffRole[], actor: AuditActor) {
      const before = await member(id);
      if (actor.staffUserId === id && before.roles.includes('admin') && !roles.includes('admin')) {
        throw validationFailed({ roles: [API_BACK_OFFICE_MESSAGES.staff.ownAdminRole] });
      }
      await db.transaction(async (tx) => {
        await createStaffRepository(tx).setRoles(id, roles);
        await createAuditRepository(tx).record({
          action: 'staff.roles_change',
          staffUserId: actor.staffUserId,
          recordType: 'staff_user',
          recordId: id,
          ip: actor.ip,
          details: { before: before.roles, after: roles },
          at: now(),
        });
      });
      return toStaffMember(await member(id));
    },

    /** Deactivates the account and ends every session it has, at once. */
    async deactivate(id: number, actor: AuditActor) {
      await member(id);
      if (actor.staffUserId === id) throw new ApiError(409, API_BACK_OFFICE_MESSAGES.staff.ownDeactivation);
      await db.transaction(async (tx) => {
        await createStaffRepository(tx).deactivate(id, now());
        await createAuditRepository(tx).record({
          action: 'staff.deactivate',
          staffUserId: actor.staffUserId,
          recordType: 'staff_user',
          recordId: id,
          ip: actor.ip,
          at: now(),
        });
      });
      await tokens.revokeAllFor('staff', id);
      await tokens.revokeAllFor('staff_challenge', id);
      return toStaffMember(await member(id));
    },
  };
}

export type StaffAccounts = ReturnType<typeof createStaffAccounts>;
