import swagger from '@fastify/swagger';
import { SITE } from '@payee/content';
import { API_PREFIX } from '@payee/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { Config } from '../config';

/** Where the API describes itself (outside production): the OpenAPI document is at `${OPENAPI_PATH}/json`. */
export const OPENAPI_PATH = `${API_PREFIX}/docs`;

export interface OpenApiOptions {
  config: Pick<Config, 'NODE_ENV'>;
}

/**
 * The OpenAPI document, generated from the zod schemas every route declares (the type provider's transform),
 * so it cannot drift from what the routes accept and answer. Registered before the routes, whose onRoute
 * hook it needs. Not in production: the document maps every route for whoever asks. Only the JSON is
 * served; Swagger UI's inline styles would need `unsafe-inline` under our CSP.
 */
async function openApiPlugin(app: FastifyInstance, { config }: OpenApiOptions) {
  if (config.NODE_ENV === 'production') return;

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${SITE.organisation.serviceName} API`,
        version: API_PREFIX.replace(/^.*\//, ''),
        description: 'Generated from the route schemas. Errors share one shape: { message, errors?: { field: [messages] } }.',
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });

  app.get(`${OPENAPI_PATH}/json`, { schema: { hide: true } }, async () => app.swagger());
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async (_request, reply) => reply.redirect(`${OPENAPI_PATH}/json`));
}

export default fp(openApiPlugin, { name: 'openapi' });
