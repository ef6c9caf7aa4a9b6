import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_EXPIRES_HEADER, type StaffRole } from '@payee/contract';
import { ApiError } from '../lib/api-error';
import { isReadMethod } from '../lib/read-methods';
import type { DatabaseHandle } from '../db/client';
import {
  type AuthTokenService,
  type CheckOptions,
  CLIENT_IDLE_TIMEOUT_MS,
  CLIENT_READS_CHANGED_CHANNEL,
  createAuthTokenRepository,
  createAuthTokenService,
  createSessionScope,
  runInSessionScope,
  SESSIONS_CHANGED_CHANNEL,
  type SessionScope,
  STAFF_IDLE_TIMEOUT_MS,
  startSessionSync,
  type TokenCheck,
  type TokenRow,
  TOUCH_INTERVAL_MS,
} from '../modules/auth-tokens';
import { createSubjectCache, type SubjectEntry } from '../lib/subject-cache';
import { createClientRepository } from '../modules/clients';
import { createStaffRepository, type StaffAccount } from '../modules/staff';
import { API_COMMON_MESSAGES } from '@payee/content/api-common';

/** The signed-in member of staff, on requests that passed `requireStaff`. */
export interface StaffPrincipal {
  id: number;
  email: string;
  name: string;
  roles: StaffRole[];
  /** The token this request came with (logout revokes it). */
  tokenId: number;
  /** When the session ends if no other request comes (idle timeout), and at the latest (12 hours after sign-in). */
  expiresAt: Date;
  absoluteExpiresAt: Date;
}

/** The signed-in client, on requests that passed `requireClient`. */
export interface ClientPrincipal {
  id: number;
  /** The token this request came with (logout revokes it; a password change keeps it). */
  tokenId: number;
  /** When the session ends if no other request comes (30 idle minutes), never after its 2 days. */
  expiresAt: Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    authTokens: AuthTokenService;
    /**
     * Hook for a route tree of the back office: refuses the request (401) unless it carries a valid staff
     * bearer token, and sets `request.staff`. Add it once per tree (`addHook('onRequest', app.requireStaff)`).
     */
    requireStaff: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * Hook for a sub-tree of a `requireStaff` tree: 403 unless the member of staff holds one of these roles.
     * Declared once per route tree (`addHook('onRequest', app.requireRoles('caseworker'))`).
     */
    requireRoles: (...roles: StaffRole[]) => (request: FastifyRequest) => Promise<void>;
    /**
     * The same for the client area (`/website/client/*`, `/website/user/*`, logout): a valid client bearer
     * token, else 401; sets `request.client`.
     */
    requireClient: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * A signed-in client's hot read (programs, process, balance) from memory for a few seconds, else `load`'s
     * answer, then kept: `app.clientReads.remember(clientId, 'programs', load)`. Whatever changes what it read,
     * on any instance, drops it (the triggers of migration 0019); an error is never kept.
     */
    clientReads: ClientReads;
  }
  interface FastifyRequest {
    staff: StaffPrincipal | null;
    client: ClientPrincipal | null;
    /** Whether this request ended sessions (its answer then waits for every instance to drop them). */
    sessionScope: SessionScope | null;
  }
}

export const SIGN_IN_REQUIRED_MESSAGE = API_COMMON_MESSAGES.signInRequired;
export const SESSION_EXPIRED_MESSAGE = API_COMMON_MESSAGES.sessionExpired;
export const SIGNED_OUT_MESSAGE = API_COMMON_MESSAGES.signedOut;
export const ROLE_REQUIRED_MESSAGE = API_COMMON_MESSAGES.roleRequired;

const MESSAGES: Record<Exclude<TokenCheck, { ok: true }>['reason'] | 'missing', string> = {
  missing: SIGN_IN_REQUIRED_MESSAGE,
  unknown: SIGN_IN_REQUIRED_MESSAGE,
  expired: SESSION_EXPIRED_MESSAGE,
  revoked: SIGNED_OUT_MESSAGE,
};

/** The token of `Authorization: Bearer <token>`, or undefined. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
}

/** The member of staff of a request inside a `requireStaff` tree. */
export function signedInStaff(request: FastifyRequest): StaffPrincipal {
  if (!request.staff) throw new ApiError(401, SIGN_IN_REQUIRED_MESSAGE);
  return request.staff;
}

/** The client of a request inside a `requireClient` tree. */
export function signedInClient(request: FastifyRequest): ClientPrincipal {
  if (!request.client) throw new ApiError(401, SIGN_IN_REQUIRED_MESSAGE);
  return request.client;
}

function unauthorized(reply: FastifyReply, reason: keyof typeof MESSAGES): ApiError {
  reply.header('www-authenticate', 'Bearer');
  return new ApiError(401, MESSAGES[reason]);
}

export interface ClientReads {
  remember<T>(clientId: number, read: string, load: () => Promise<T>): Promise<T>;
}

/** A client's read as answered (never changed after: Fastify serialises it as it is). */
interface KeptRead extends SubjectEntry {
  value: unknown;
}

/** What an instance keeps of a token it verified: the token as read, and the member of staff it signs in. */
interface VerifiedSession extends SubjectEntry {
  row: TokenRow;
  member?: StaffAccount;
}

export interface AuthPluginOptions {
  /** Its notifications tell every instance of sessions ended anywhere (modules/auth-tokens/session-sync.ts). */
  database: Pick<DatabaseHandle, 'subscribe'>;
}

/** Clients: idle for 30 minutes, the session ends; the last use is written at most once a minute, not per request. */
const CLIENT_CHECK = { idleMs: CLIENT_IDLE_TIMEOUT_MS, touchEveryMs: TOUCH_INTERVAL_MS };
/** Staff: the idle timeout runs from the last request exactly, so each one records its use. */
const STAFF_CHECK = { idleMs: STAFF_IDLE_TIMEOUT_MS };

/**
 * Bearer-token authentication (tokens in `auth_tokens`, see modules/auth-tokens) for staff and clients:
 * the same service, a token of one kind never passes the other's check. A token verified in the last few seconds
 * is answered from memory (issue 15: a signed-in read costs no token query), until anything that could end its
 * session, on any instance, drops it (lib/subject-cache.ts, session-sync.ts).
 */
async function authPlugin(app: FastifyInstance, { database }: AuthPluginOptions) {
  const tokens = createAuthTokenService(createAuthTokenRepository(app.db), () => app.now());
  const staff = createStaffRepository(app.db);
  const clients = createClientRepository(app.db);
  const sessions = createSubjectCache<VerifiedSession>({ now: () => app.now().getTime() });
  const reads = createSubjectCache<KeptRead>({ now: () => app.now().getTime() });
  const sync = await startSessionSync(database, { [SESSIONS_CHANGED_CHANNEL]: sessions, [CLIENT_READS_CHANGED_CHANNEL]: reads }, app.log);
  app.addHook('onClose', () => sync.close());

  // Each request in a scope of its own. One that ended sessions, or may have changed what a client's reads answer
  // (any method but GET, HEAD and OPTIONS), answers only once every instance has dropped what it made stale: the
  // client's next request, on whichever instance, sees the change.
  app.decorateRequest('sessionScope', null);
  app.addHook('onRequest', (request, _reply, done) => {
    request.sessionScope = createSessionScope();
    runInSessionScope(request.sessionScope, done);
  });
  app.addHook('onSend', async (request) => {
    if (request.sessionScope?.hasChangedSessions || !isReadMethod(request.method)) await sync.barrier();
  });

  app.decorate('clientReads', {
    async remember<T>(clientId: number, read: string, load: () => Promise<T>): Promise<T> {
      const key = `${clientId}:${read}`;
      const kept = reads.get(key);
      if (kept) return kept.value as T;
      const version = reads.version();
      const value = await load();
      reads.set(key, { subject: `client:${clientId}`, value }, version);
      return value;
    },
  } satisfies ClientReads);

  /**
   * The token's session from memory, or else from the database (then kept, with what `load` adds): accepted,
   * with its use recorded as the kind's `options` say, or refused with the reason.
   */
  async function verify(
    token: string,
    subjectType: 'client' | 'staff',
    options: CheckOptions,
    load: (subjectId: number) => Promise<{ member?: StaffAccount } | 'unknown' | 'revoked'>,
  ): Promise<{ check: Extract<TokenCheck, { ok: true }>; session: VerifiedSession } | Exclude<TokenCheck, { ok: true }>> {
    const tokenHash = tokens.hashOf(token);
    if (tokenHash === undefined) return { ok: false, reason: 'unknown' };
    const version = sessions.version();
    const kept = sessions.get(tokenHash);
    const row = kept?.row ?? (await tokens.find(tokenHash));
    const check = await tokens.accept(row, subjectType, options);
    if (!check.ok || !row) {
      sessions.delete(tokenHash);
      return check.ok ? { ok: false, reason: 'unknown' } : check;
    }
    if (kept) {
      // Only a recorded use changes what is kept (staff: every request; clients: once a minute).
      if (kept.row.lastUsedAt?.getTime() !== check.lastUsedAt.getTime()) {
        sessions.set(tokenHash, { ...kept, row: { ...kept.row, lastUsedAt: check.lastUsedAt } }, version);
      }
      return { check, session: kept };
    }
    const loaded = await load(check.subjectId);
    if (typeof loaded === 'string') return { ok: false, reason: loaded };
    const session: VerifiedSession = {
      subject: `${subjectType}:${check.subjectId}`,
      row: { ...row, lastUsedAt: check.lastUsedAt },
      ...loaded,
    };
    sessions.set(tokenHash, session, version);
    return { check, session };
  }

  app.decorate('authTokens', tokens);
  app.decorateRequest('staff', null);
  app.decorate('requireStaff', async (request: FastifyRequest, reply: FastifyReply) => {
    const token = bearerToken(request);
    if (!token) throw unauthorized(reply, 'missing');
    const verified = await verify(token, 'staff', STAFF_CHECK, async (id) => {
      const user = await staff.findById(id);
      // Deactivation revokes the sessions too; this refuses any that slipped past (belt and braces).
      return !user ? 'unknown' : user.isActive ? { member: user } : 'revoked';
    });
    if ('reason' in verified) throw unauthorized(reply, verified.reason);
    const { check, session } = verified;
    const user = session.member;
    if (!user) throw unauthorized(reply, 'unknown');
    request.staff = {
      id: user.id,
      email: user.email,
      name: user.name,
      roles: user.roles,
      tokenId: check.tokenId,
      expiresAt: check.expiresAt,
      absoluteExpiresAt: check.absoluteExpiresAt,
    };
    reply.header(SESSION_EXPIRES_HEADER, check.expiresAt.toISOString());
  });

  app.decorate('requireRoles', (...roles: StaffRole[]) => async (request: FastifyRequest) => {
    const member = signedInStaff(request);
    if (!member.roles.some((role) => roles.includes(role))) throw new ApiError(403, ROLE_REQUIRED_MESSAGE);
  });

  app.decorateRequest('client', null);
  app.decorate('requireClient', async (request: FastifyRequest, reply: FastifyReply) => {
    const token = bearerToken(request);
    if (!token) throw unauthorized(reply, 'missing');
    const verified = await verify(token, 'client', CLIENT_CHECK, async (id) => {
      const user = await clients.findById(id);
      // A staff lock revokes the sessions too; this refuses any that slipped past (belt and braces).
      return !user ? 'unknown' : user.signInLockedAt ? 'revoked' : {};
    });
    if ('reason' in verified) throw unauthorized(reply, verified.reason);
    const { check } = verified;
    request.client = { id: check.subjectId, tokenId: check.tokenId, expiresAt: check.expiresAt };
    reply.header(SESSION_EXPIRES_HEADER, check.expiresAt.toISOString());
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['db'] });
