import {
  API_PATHS,
  ZCountriesResponseSchema,
  ZDropdownQuerySchema,
  ZDropdownResponseSchema,
  ZStatesQuerySchema,
  ZStatesResponseSchema,
} from '@payee/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import fresh from 'fresh';
import { z } from 'zod';
import { ERROR_RESPONSES } from '../../lib/route-schemas';
import type { ReferenceAnswer } from './service';

/** Any name is routed here so that an unknown list is a 404 in the error shape, not a validation error. */
const ZDropdownParamsSchema = z.object({ name: z.string().max(100) });

/**
 * Browsers and proxies keep a list as long as the web app's query cache calls it fresh (5 minutes,
 * REFERENCE_STALE_TIME in apps/web/src/lib/api/options.ts); after that they ask again with the ETag and get a
 * 304 with no body while the list is unchanged.
 */
export const REFERENCE_CACHE_CONTROL = 'public, max-age=300';

/** The answer to a conditional request whose ETag still matches: no body. */
const ZNotModifiedSchema = z.null().describe('Not Modified: the list is unchanged since the ETag sent in If-None-Match.');

/**
 * Served from memory (service.ts) and exempt from the rate limit, as /health is: an answer costs no more than
 * the health check, so the limit would guard nothing, and it would add its store's round trip to every one.
 */
const ROUTE_CONFIG = { rateLimit: false } as const;

/** Sends the prepared JSON bytes as they are (Fastify sends a Buffer unserialised), or 304 on a match. */
function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: ReferenceAnswer) {
  reply.header('cache-control', REFERENCE_CACHE_CONTROL).header('etag', answer.etag);
  if (fresh(request.headers, { etag: answer.etag })) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(answer.body);
}

const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.reference;

  app.get(
    API_PATHS.countries,
    { config: ROUTE_CONFIG, schema: { response: { 200: ZCountriesResponseSchema, 304: ZNotModifiedSchema, ...ERROR_RESPONSES } } },
    async (request, reply) => sendAnswer(request, reply, await service.countries()),
  );

  app.get(
    API_PATHS.states,
    {
      config: ROUTE_CONFIG,
      schema: {
        querystring: ZStatesQuerySchema,
        response: { 200: ZStatesResponseSchema, 304: ZNotModifiedSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => sendAnswer(request, reply, await service.states(request.query.country_id)),
  );

  app.get(
    API_PATHS.dropdown(':name'),
    {
      config: ROUTE_CONFIG,
      schema: {
        params: ZDropdownParamsSchema,
        querystring: ZDropdownQuerySchema,
        response: { 200: ZDropdownResponseSchema, 304: ZNotModifiedSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => sendAnswer(request, reply, await service.dropdown(request.params.name, request.query)),
  );
};

export default referenceRoutes;
