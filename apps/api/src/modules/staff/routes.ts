import {
  API_PATHS,
  EMAIL_MAX_LENGTH,
  LOGGED_OUT_MESSAGE,
  ZMessageResponseSchema,
  makeDataResponseSchema,
  zRequiredEmail,
} from '@payee/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STAFF_ROLES } from '../../db/schema/index';
import { ApiError } from '../../lib/api-error';
import { signedInStaff } from '../../plugins/auth';
import { ERROR_RESPONSES } from '../../lib/route-schemas';
import { createStaffRepository } from './repository';
import { createStaffService } from './service';

const PASSWORD_REQUIRED_MESSAGE = 'Enter your password.';
/** Bounds the work of one argon2 verification; no real password is this long. */
const PASSWORD_MAX_LENGTH = 200;

export const ZStaffLoginRequestSchema = z.object({
  email: zRequiredEmail('Enter your email address.'),
  password: z
    .string({ error: PASSWORD_REQUIRED_MESSAGE })
    .min(1, PASSWORD_REQUIRED_MESSAGE)
    .max(PASSWORD_MAX_LENGTH, `Password must be ${PASSWORD_MAX_LENGTH} characters or fewer.`),
});
export type TStaffLoginRequest = z.infer<typeof ZStaffLoginRequestSchema>;

export const ZStaffLoginResponseSchema = makeDataResponseSchema(
  z.object({ token: z.string(), name: z.string(), role: z.enum(STAFF_ROLES), expires_at: z.string() }),
);

/** Attempts per address and e-mail address: enough for typing mistakes, too few for guessing. */
export const STAFF_LOGIN_ATTEMPTS = 20;
const STAFF_LOGIN_WINDOW = '15 minutes';
const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many sign-in attempts. Please wait 15 minutes and try again.';

const loginKey = (request: FastifyRequest) => {
  const email = (request.body as Partial<TStaffLoginRequest> | undefined)?.email ?? '';
  return `staff-login:${request.ip}:${email.toLowerCase().slice(0, EMAIL_MAX_LENGTH)}`;
};

/** `POST /admin/login`: open to anyone, so it has its own, stricter rate limit. */
export const staffLoginRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createStaffService(createStaffRepository(app.db), app.authTokens);

  app.post(
    API_PATHS.adminLogin,
    {
      // Per address and account, counted after validation (preHandler) so a half-filled form does not use
      // up an attempt. It replaces the API-wide limit on this route: the plugin applies one limit per request.
      config: {
        rateLimit: {
          max: STAFF_LOGIN_ATTEMPTS,
          timeWindow: STAFF_LOGIN_WINDOW,
          hook: 'preHandler',
          keyGenerator: loginKey,
          errorResponseBuilder: () => new ApiError(429, TOO_MANY_ATTEMPTS_MESSAGE),
        },
      },
      schema: { body: ZStaffLoginRequestSchema, response: { 200: ZStaffLoginResponseSchema, ...ERROR_RESPONSES } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const data = await service.login({ ...request.body, userAgent: request.headers['user-agent'] });
      return { message: `Welcome, ${data.name}.`, data };
    },
  );
};

/** `POST /admin/logout`: inside the staff-only tree, so `request.staff` is set. */
export const staffSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createStaffService(createStaffRepository(app.db), app.authTokens);

  app.post(API_PATHS.adminLogout, { schema: { response: { 200: ZMessageResponseSchema, ...ERROR_RESPONSES } } }, async (request) => {
    await service.logout(signedInStaff(request).tokenId);
    return { message: LOGGED_OUT_MESSAGE };
  });
};
