import {
  API_PATHS,
  LOGGED_OUT_MESSAGE,
  SESSION_EXPIRES_HEADER,
  ZLoginRequestSchema,
  ZLoginResponseSchema,
  ZLogoutResponseSchema,
} from '@payee/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../../lib/api-error';
import { ERROR_RESPONSES } from '../../lib/route-schemas';
import { signedInClient } from '../../plugins/auth';
import { CLIENT_IDLE_TIMEOUT_MS } from '../auth-tokens';
import { createSessionService } from './service';
import { API_ACCOUNTS_MESSAGES } from '@payee/content/api-accounts';

export const SIGN_IN_ADDRESS_LIMIT_MESSAGE = API_ACCOUNTS_MESSAGES.sessions.addressLimit;

const sessionService = (app: Parameters<FastifyPluginAsyncZod>[0]) =>
  createSessionService({ db: app.db, captcha: app.captcha, tokens: app.authTokens, config: app.config, log: app.log, now: app.now });

/** `POST /website/login`: open to anyone, so limited per address as well as locked per account. */
export const loginRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = sessionService(app);

  app.post(
    API_PATHS.login,
    {
      // Counted after validation (preHandler), so a half-filled form does not use up an attempt. It replaces
      // the API-wide limit on this route: the plugin applies one limit per request.
      config: {
        rateLimit: {
          max: app.config.SIGN_IN_RATE_LIMIT_PER_15_MINUTES,
          timeWindow: '15 minutes',
          hook: 'preHandler',
          keyGenerator: (request) => `client-login:${request.ip}`,
          errorResponseBuilder: () => new ApiError(429, SIGN_IN_ADDRESS_LIMIT_MESSAGE),
        },
      },
      schema: { body: ZLoginRequestSchema, response: { 200: ZLoginResponseSchema, ...ERROR_RESPONSES } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const answer = await service.login(request.body, { ip: request.ip, userAgent: request.headers['user-agent'] });
      // The new session's idle end, as every signed-in answer gives it (plugins/auth.ts), so the page can warn.
      reply.header(SESSION_EXPIRES_HEADER, new Date(app.now().getTime() + CLIENT_IDLE_TIMEOUT_MS).toISOString());
      return answer;
    },
  );
};

/** `POST /website/logout`: inside the client tree, so `request.client` is set. */
export const logoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = sessionService(app);

  app.post(
    API_PATHS.logout,
    // No payload; an empty JSON object is accepted, anything else is refused.
    { schema: { body: z.preprocess((value) => value ?? {}, z.object({})), response: { 200: ZLogoutResponseSchema, ...ERROR_RESPONSES } } },
    async (request) => {
      await service.logout(signedInClient(request).tokenId);
      return { message: LOGGED_OUT_MESSAGE };
    },
  );
};
