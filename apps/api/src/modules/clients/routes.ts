import { API_PATHS, ZClientNameQuerySchema, ZClientNameResponseSchema, ZClientProcessResponseSchema } from '@payee/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError, notFound } from '../../lib/api-error';
import { ERROR_RESPONSES } from '../../lib/route-schemas';
import { signedInClient } from '../../plugins/auth';
import { normaliseApplicationCode } from './application-code';
import { createClientRepository, processSubjectId } from './repository';
import { API_ACCOUNTS_MESSAGES } from '@payee/content/api-accounts';

export const APPLICATION_NOT_FOUND_MESSAGE = API_ACCOUNTS_MESSAGES.clients.applicationNotFound;
export const NAME_LOOKUP_LIMIT_MESSAGE = API_ACCOUNTS_MESSAGES.clients.nameLookupLimit;

/**
 * `GET /website/client/name?application_code=`: public on purpose (docs/decisions.md), because the sign-in
 * pages greet a returning applicant before they sign in. It answers the first name only, and is limited
 * per address so codes cannot be tried in bulk.
 */
export const clientNameRoutes: FastifyPluginAsyncZod = async (app) => {
  const clients = createClientRepository(app.db);

  app.get(
    API_PATHS.clientName,
    {
      config: {
        rateLimit: {
          max: app.config.CLIENT_NAME_RATE_LIMIT_PER_MINUTE,
          timeWindow: '1 minute',
          keyGenerator: (request) => `client-name:${request.ip}`,
          errorResponseBuilder: () => new ApiError(429, NAME_LOOKUP_LIMIT_MESSAGE),
        },
      },
      schema: { querystring: ZClientNameQuerySchema, response: { 200: ZClientNameResponseSchema, ...ERROR_RESPONSES } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const user = await clients.findByApplicationCode(normaliseApplicationCode(request.query.application_code));
      if (!user) throw notFound(APPLICATION_NOT_FOUND_MESSAGE);
      return { data: { first_name: user.firstName } };
    },
  );
};

/** `GET /website/client/process`: where the signed-in user stands; `id` as sign-in answers it. */
export const clientProcessRoutes: FastifyPluginAsyncZod = async (app) => {
  const clients = createClientRepository(app.db);

  // Read on every page of the account and the wizards: from memory for a few seconds (plugins/auth.ts, clientReads).
  app.get(API_PATHS.clientProcess, { schema: { response: { 200: ZClientProcessResponseSchema, ...ERROR_RESPONSES } } }, async (request) => {
    const clientId = signedInClient(request).id;
    return app.clientReads.remember(clientId, 'process', async () => {
      const user = await clients.findById(clientId);
      if (!user) throw notFound();
      return {
        data: {
          id: processSubjectId(user),
          process_type: user.processType,
          current_process: user.currentProcess,
          rejection_reason: user.rejectionReasons.map(({ message }) => ({ message })),
        },
      };
    });
  });
};
