import {
  API_PATHS,
  ZChangePasswordRequestSchema,
  ZChangePasswordResponseSchema,
  ZForgotCredentialRequestSchema,
  ZForgotCredentialResponseSchema,
  ZResetCredentialRequestSchema,
  ZResetCredentialResponseSchema,
  ZResetTokenCheckRequestSchema,
  ZResetTokenCheckResponseSchema,
} from '@payee/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '../../lib/api-error';
import { ERROR_RESPONSES } from '../../lib/route-schemas';
import { signedInClient } from '../../plugins/auth';
import { createCredentialService } from './service';
import { API_ACCOUNTS_MESSAGES } from '@payee/content/api-accounts';

export const credentialRateLimitMessage = API_ACCOUNTS_MESSAGES.credentials.rateLimit;

const credentialService = (app: Parameters<FastifyPluginAsyncZod>[0]) =>
  createCredentialService({
    db: app.db,
    captcha: app.captcha,
    outbox: app.outbox,
    limits: app.limits,
    config: app.config,
    log: app.log,
    now: app.now,
  });

/** Forgot and reset: open to anyone (the person cannot sign in), so "forgot" is limited per address. */
export const credentialRecoveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = credentialService(app);
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  app.post(
    API_PATHS.forgotCredential,
    {
      config: {
        rateLimit: {
          max: app.config.CREDENTIAL_RATE_LIMIT_PER_HOUR,
          timeWindow: '1 hour',
          hook: 'preHandler',
          keyGenerator: (request) => `forgot-credential:${request.ip}`,
          errorResponseBuilder: () => new ApiError(429, credentialRateLimitMessage()),
        },
      },
      schema: { body: ZForgotCredentialRequestSchema, response: { 200: ZForgotCredentialResponseSchema, ...ERROR_RESPONSES } },
    },
    async (request) => service.forgot(request.body, request.ip),
  );

  app.post(
    API_PATHS.resetCredential,
    { schema: { body: ZResetCredentialRequestSchema, response: { 200: ZResetCredentialResponseSchema, ...ERROR_RESPONSES } } },
    async (request) => service.reset(request.body, request.ip),
  );

  app.post(
    API_PATHS.resetCredentialCheck,
    { schema: { body: ZResetTokenCheckRequestSchema, response: { 200: ZResetTokenCheckResponseSchema, ...ERROR_RESPONSES } } },
    async (request) => service.check(request.body.credential_type, request.body.token, request.ip),
  );
};

/** `POST /website/user/change-password`: inside the client tree. */
export const changePasswordRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = credentialService(app);

  app.post(
    API_PATHS.changePassword,
    { schema: { body: ZChangePasswordRequestSchema, response: { 200: ZChangePasswordResponseSchema, ...ERROR_RESPONSES } } },
    async (request) => {
      const client = signedInClient(request);
      return service.changePassword(client.id, client.tokenId, request.body, request.ip);
    },
  );
};
