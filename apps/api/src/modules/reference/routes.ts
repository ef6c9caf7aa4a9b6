import {
  API_PATHS,
  ZCountriesResponseSchema,
  ZDropdownQuerySchema,
  ZDropdownResponseSchema,
  ZStatesQuerySchema,
  ZStatesResponseSchema,
} from '@payee/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_RESPONSES } from '../../lib/route-schemas';
import { createReferenceRepository } from './repository';
import { createReferenceService } from './service';

/** Any name is routed here so that an unknown list is a 404 in the error shape, not a validation error. */
const ZDropdownParamsSchema = z.object({ name: z.string().max(100) });

/** Reference data changes with a release, not per request: let browsers and proxies keep it 5 minutes. */
const REFERENCE_CACHE_CONTROL = 'public, max-age=300';

const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createReferenceService(createReferenceRepository(app.db));

  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode === 200) reply.header('cache-control', REFERENCE_CACHE_CONTROL);
    return payload;
  });

  app.get(API_PATHS.countries, { schema: { response: { 200: ZCountriesResponseSchema, ...ERROR_RESPONSES } } }, async () =>
    service.countries(),
  );

  app.get(
    API_PATHS.states,
    { schema: { querystring: ZStatesQuerySchema, response: { 200: ZStatesResponseSchema, ...ERROR_RESPONSES } } },
    async (request) => service.states(request.query.country_id),
  );

  app.get(
    API_PATHS.dropdown(':name'),
    {
      schema: {
        params: ZDropdownParamsSchema,
        querystring: ZDropdownQuerySchema,
        response: { 200: ZDropdownResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => service.dropdown(request.params.name, request.query),
  );
};

export default referenceRoutes;
