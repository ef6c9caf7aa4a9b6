import {
  API_PATHS,
  LOGGED_OUT_MESSAGE,
  ZMessageResponseSchema,
  ZStaffChallengeResponseSchema,
  ZStaffEnrolConfirmRequestSchema,
  ZStaffEnrolmentResponseSchema,
  ZStaffEnrolRequestSchema,
  ZStaffLoginRequestSchema,
  ZStaffSessionResponseSchema,
  ZStaffSetUpRequestSchema,
  ZStaffSignedInResponseSchema,
  ZStaffTotpRequestSchema,
} from '@payee/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '../../lib/api-error';
import { ERROR_RESPONSES } from '../../lib/route-schemas';
import { signedInStaff } from '../../plugins/auth';
import { createStaffSignIn, type RequestContext } from './sign-in';
import { API_ACCOUNTS_MESSAGES } from '@payee/content/api-accounts';

export const STAFF_SIGN_IN_ADDRESS_LIMIT_MESSAGE = API_ACCOUNTS_MESSAGES.staffSignIn.addressLimit;

export const staffSignIn = (app: FastifyInstance) =>
  createStaffSignIn({ db: app.db, tokens: app.authTokens, limits: app.limits, config: app.config, log: app.log, now: app.now });

export const requestContext = (request: FastifyRequest): RequestContext => ({
  ip: request.ip || null,
  userAgent: request.headers['user-agent'],
});

/** Sign-in answers are never cached (a locked account's 429 says when to come back: plugins/rate-limits.ts). */
async function answering<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  reply.header('cache-control', 'no-store');
  return work();
}

/**
 * The open half of staff sign-in: password, then TOTP (or enrolment), and an invitation's set-up. Each step is
 * capped per address across all e-mail addresses (SIGN_IN_RATE_LIMIT_PER_15_MINUTES, counted after validation);
 * each account also locks after 5 wrong passwords or codes (sign-in.ts).
 */
export const staffLoginRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = staffSignIn(app);
  const perAddress = (step: string) => ({
    rateLimit: {
      max: app.config.SIGN_IN_RATE_LIMIT_PER_15_MINUTES,
      timeWindow: '15 minutes',
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => `staff-${step}:${request.ip}`,
      errorResponseBuilder: () => new ApiError(429, STAFF_SIGN_IN_ADDRESS_LIMIT_MESSAGE),
    },
  });

  app.post(
    API_PATHS.adminLogin,
    {
      config: perAddress('login'),
      schema: { body: ZStaffLoginRequestSchema, response: { 200: ZStaffChallengeResponseSchema, ...ERROR_RESPONSES } },
    },
    async (request, reply) =>
      answering(reply, async () => {
        const data = await service.login(request.body, requestContext(request));
        const message =
          data.next_step === 'totp' ? API_ACCOUNTS_MESSAGES.staffSignIn.enterTotpCode : API_ACCOUNTS_MESSAGES.staffSignIn.setUpTotpToFinish;
        return { message, data };
      }),
  );

  app.post(
    API_PATHS.adminLoginTotp,
    {
      config: perAddress('totp'),
      schema: { body: ZStaffTotpRequestSchema, response: { 200: ZStaffSignedInResponseSchema, ...ERROR_RESPONSES } },
    },
    async (request, reply) =>
      answering(reply, async () => {
        const data = await service.completeTotp(request.body, requestContext(request));
        return { message: API_ACCOUNTS_MESSAGES.staffSignIn.welcome(data.name), data };
      }),
  );

  app.post(
    API_PATHS.adminLoginEnrol,
    {
      config: perAddress('totp'),
      schema: { body: ZStaffEnrolRequestSchema, response: { 200: ZStaffEnrolmentResponseSchema, ...ERROR_RESPONSES } },
    },
    async (request, reply) =>
      answering(reply, async () => ({
        message: API_ACCOUNTS_MESSAGES.staffSignIn.scanTotpCode,
        data: await service.startEnrolment(request.body.challenge_token, requestContext(request)),
      })),
  );

  app.post(
    API_PATHS.adminLoginEnrolConfirm,
    {
      config: perAddress('totp'),
      schema: { body: ZStaffEnrolConfirmRequestSchema, response: { 200: ZStaffSignedInResponseSchema, ...ERROR_RESPONSES } },
    },
    async (request, reply) =>
      answering(reply, async () => {
        const data = await service.confirmEnrolment(request.body, requestContext(request));
        return { message: API_ACCOUNTS_MESSAGES.staffSignIn.totpSetUp, data };
      }),
  );

  app.post(
    API_PATHS.adminSetUp,
    {
      config: perAddress('set-up'),
      schema: { body: ZStaffSetUpRequestSchema, response: { 200: ZStaffChallengeResponseSchema, ...ERROR_RESPONSES } },
    },
    async (request, reply) =>
      answering(reply, async () => ({
        message: API_ACCOUNTS_MESSAGES.staffSignIn.passwordSet,
        data: await service.setUp(request.body, requestContext(request)),
      })),
  );
};

/** Inside the staff-only tree, open to every role: who is signed in (and until when), and logout. */
export const staffSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = staffSignIn(app);

  app.get(
    API_PATHS.adminSession,
    { schema: { response: { 200: ZStaffSessionResponseSchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const member = signedInStaff(request);
      return {
        data: {
          id: member.id,
          email: member.email,
          name: member.name,
          roles: member.roles,
          expires_at: member.expiresAt.toISOString(),
          absolute_expires_at: member.absoluteExpiresAt.toISOString(),
        },
      };
    },
  );

  app.post(API_PATHS.adminLogout, { schema: { response: { 200: ZMessageResponseSchema, ...ERROR_RESPONSES } } }, async (request) => {
    await service.logout(signedInStaff(request), requestContext(request));
    return { message: LOGGED_OUT_MESSAGE };
  });
};
