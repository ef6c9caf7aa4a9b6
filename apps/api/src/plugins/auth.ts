import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_EXPIRES_HEADER, type StaffRole } from '@payee/contract';
import { ApiError } from '../lib/api-error';
import { createAuthTokenRepository } from '../modules/auth-tokens/repository';
import { TOUCH_INTERVAL_MS } from '../modules/auth-tokens/repository';
import {
  CLIENT_IDLE_TIMEOUT_MS,
  STAFF_IDLE_TIMEOUT_MS,
  createAuthTokenService,
  type AuthTokenService,
  type TokenCheck,
} from '../modules/auth-tokens/service';
import { createClientRepository } from '../modules/clients/repository';
import { createStaffRepository } from '../modules/staff/repository';

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
  }
  interface FastifyRequest {
    staff: StaffPrincipal | null;
    client: ClientPrincipal | null;
  }
}

export const SIGN_IN_REQUIRED_MESSAGE = 'Please sign in to continue.';
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';
export const SIGNED_OUT_MESSAGE = 'You have been signed out. Please sign in again.';
export const ROLE_REQUIRED_MESSAGE = 'You do not have permission to do this. Ask an administrator if you need it.';

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

/**
 * Bearer-token authentication (tokens in `auth_tokens`, see modules/auth-tokens) for staff and clients:
 * the same service, a token of one kind never passes the other's check.
 */
async function authPlugin(app: FastifyInstance) {
  const tokens = createAuthTokenService(createAuthTokenRepository(app.db), () => app.now());
  const staff = createStaffRepository(app.db);
  const clients = createClientRepository(app.db);

  app.decorate('authTokens', tokens);
  app.decorateRequest('staff', null);
  app.decorate('requireStaff', async (request: FastifyRequest, reply: FastifyReply) => {
    const token = bearerToken(request);
    if (!token) throw unauthorized(reply, 'missing');
    const check = await tokens.check(token, 'staff', { idleMs: STAFF_IDLE_TIMEOUT_MS });
    if (!check.ok) throw unauthorized(reply, check.reason);
    const user = await staff.findById(check.subjectId);
    // Deactivation revokes the sessions too; this refuses any that slipped past (belt and braces).
    if (!user || !user.isActive) throw unauthorized(reply, !user ? 'unknown' : 'revoked');
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
    // Idle for 30 minutes, the session ends; the last use is written at most once a minute, not per request.
    const check = await tokens.check(token, 'client', { idleMs: CLIENT_IDLE_TIMEOUT_MS, touchEveryMs: TOUCH_INTERVAL_MS });
    if (!check.ok) throw unauthorized(reply, check.reason);
    const user = await clients.findById(check.subjectId);
    if (!user) throw unauthorized(reply, 'unknown');
    // A staff lock revokes the sessions too; this refuses any that slipped past (belt and braces).
    if (user.signInLockedAt) throw unauthorized(reply, 'revoked');
    request.client = { id: user.id, tokenId: check.tokenId, expiresAt: check.expiresAt };
    reply.header(SESSION_EXPIRES_HEADER, check.expiresAt.toISOString());
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['db'] });
