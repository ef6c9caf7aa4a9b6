import { randomBytes } from 'node:crypto';
import { API_PATHS, API_PREFIX } from '@payee/contract';
import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { OPENAPI_PATH } from '../src/plugins/openapi';
import { useTestApp } from './helpers/app';

/**
 * The API describes itself: an OpenAPI document generated from the route schemas, served outside
 * production. Every route Fastify registered under /api/v1, present and future, must appear in it.
 */

interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<
    string,
    Record<string, { requestBody?: { content: Record<string, { schema: unknown }> }; responses?: unknown; parameters?: unknown[] }>
  >;
}

const DOCUMENT_URL = `${OPENAPI_PATH}/json`;

/** Fastify's `/intake/:id` is OpenAPI's `/intake/{id}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/** "METHOD /path" for every API route; HEAD routes Fastify adds beside each GET are left out, as in the document. */
function registeredOperations(routes: RouteOptions[]): string[] {
  const operations = routes
    .filter((route) => route.url.startsWith(`${API_PREFIX}/`) && !route.url.startsWith(OPENAPI_PATH))
    .flatMap((route) => [route.method].flat().map((method) => ({ method, url: route.url })));
  const hasGet = new Set(operations.filter((operation) => operation.method === 'GET').map((operation) => operation.url));
  return [
    ...new Set(
      operations
        .filter((operation) => !(operation.method === 'HEAD' && hasGet.has(operation.url)))
        .map((operation) => `${operation.method} ${openApiPath(operation.url)}`),
    ),
  ].sort();
}

function documentedOperations(document: OpenApiDocument): string[] {
  return Object.entries(document.paths)
    .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`))
    .sort();
}

describe('the OpenAPI document outside production', () => {
  const ctx = useTestApp('none');

  it('is served at /api/v1/docs/json as OpenAPI 3.1, and /api/v1/docs leads there', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: DOCUMENT_URL });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toMatchObject({ openapi: '3.1.0', info: { version: 'v1' } });

    const docs = await ctx.app.inject({ method: 'GET', url: OPENAPI_PATH });
    expect(docs.statusCode).toBe(302);
    expect(docs.headers.location).toBe(DOCUMENT_URL);
  });

  it('lists every route registered under /api/v1 with its method, and nothing else', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: DOCUMENT_URL })).json<OpenApiDocument>();
    const registered = registeredOperations(ctx.routes);
    expect(registered.length).toBeGreaterThan(30);
    expect(documentedOperations(document)).toEqual(registered);
  });

  it('describes bodies, parameters and answers from the routes’ zod schemas', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: DOCUMENT_URL })).json<OpenApiDocument>();
    const enquiry = document.paths[`${API_PREFIX}${API_PATHS.enquiry}`]?.post;
    expect(enquiry?.requestBody?.content['application/json']?.schema).toMatchObject({
      type: 'object',
      properties: expect.objectContaining({ first_name: expect.objectContaining({ maxLength: 100 }), ssn: expect.anything() }),
    });
    expect(enquiry?.responses).toHaveProperty('201');
    const dropdown = document.paths[openApiPath(`${API_PREFIX}${API_PATHS.dropdown(':name')}`)]?.get;
    expect(dropdown?.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ in: 'path', name: 'name' }),
        expect.objectContaining({ in: 'query', name: 'agency_id' }),
      ]),
    );
  });

  it('describes the intake saves, which carry files, as multipart forms as well as JSON', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: DOCUMENT_URL })).json<OpenApiDocument>();
    for (const path of [API_PATHS.intake, API_PATHS.intakeUpdate]) {
      const content = document.paths[`${API_PREFIX}${path}`]?.post?.requestBody?.content ?? {};
      expect(Object.keys(content).sort(), path).toEqual(['application/json', 'multipart/form-data']);
      expect(content['multipart/form-data']?.schema, path).toMatchObject({
        type: 'object',
        properties: expect.objectContaining({ step: expect.anything() }),
      });
    }
    const update = document.paths[`${API_PREFIX}${API_PATHS.intakeUpdate}`]?.post?.requestBody?.content['multipart/form-data']?.schema;
    expect(update).toMatchObject({ description: expect.stringContaining('ssa_6233, ssa_11_bk, ssa_1696') });
    // A route without files stays JSON only.
    expect(Object.keys(document.paths[`${API_PREFIX}${API_PATHS.enquiry}`]?.post?.requestBody?.content ?? {})).toEqual([
      'application/json',
    ]);
  });
});

/** The request fields that are money, by name, wherever they sit (bodies, forms, queries): the finance ones and the wizards'. */
const MONEY_FIELDS = new Set(['amount', 'monthly', 'benefit_amount', 'food_stamp', 'life_insurance', 'monthly_income', 'rent_amount']);

type JsonSchema = { type?: unknown; pattern?: string; properties?: Record<string, JsonSchema>; [keyword: string]: unknown };

/** Every property of a schema and of the schemas inside it (items, anyOf…), with its path, named by its key. */
function* propertiesOf(schema: unknown, path: string): Generator<{ name: string; path: string; schema: JsonSchema }> {
  if (Array.isArray(schema)) {
    for (const [index, item] of schema.entries()) yield* propertiesOf(item, `${path}[${index}]`);
    return;
  }
  if (schema === null || typeof schema !== 'object') return;
  for (const [keyword, value] of Object.entries(schema)) {
    if (keyword === 'properties' && value && typeof value === 'object') {
      for (const [name, property] of Object.entries(value as Record<string, JsonSchema>)) {
        yield { name, path: `${path}.${name}`, schema: property };
        yield* propertiesOf(property, `${path}.${name}`);
      }
    } else if (typeof value === 'object') yield* propertiesOf(value, `${path}.${keyword}`);
  }
}

describe('the OpenAPI document describes money as the API takes it', () => {
  const ctx = useTestApp('none');

  it('documents every money field of every request as decimal text with its pattern, never as whole cents', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: DOCUMENT_URL })).json<OpenApiDocument>();
    const found = new Map<string, number>();
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const requestSchemas = [
          ...Object.entries(operation.requestBody?.content ?? {}).map(([type, content]) => [`body ${type}`, content.schema] as const),
          ...((operation.parameters ?? []) as { in: string; name: string; schema: JsonSchema }[]).map(
            (parameter) => [`${parameter.in}`, { properties: { [parameter.name]: parameter.schema } }] as const,
          ),
        ];
        for (const [where, schema] of requestSchemas) {
          for (const property of propertiesOf(schema, `${method.toUpperCase()} ${path} ${where}`)) {
            if (!MONEY_FIELDS.has(property.name)) continue;
            found.set(property.name, (found.get(property.name) ?? 0) + 1);
            expect(property.schema.type, property.path).toBe('string');
            expect(property.schema.pattern, property.path).toEqual(expect.any(String));
            const pattern = new RegExp(property.schema.pattern!);
            for (const good of ['600.50', '600', '0.5', '0']) expect(pattern.test(good), `${property.path} takes ${good}`).toBe(true);
            for (const bad of ['0.001', '1e3', '-5', '1,000', '60050.'])
              expect(pattern.test(bad), `${property.path} refuses ${bad}`).toBe(false);
          }
        }
      }
    }
    // The trust ledger's amounts (deposits, fees, adjustments, payments, schedules, the approval limit) and budget
    // lines are all there; the intake's and onboarding's saves document their envelope only (`step` and the rest).
    expect(found.get('amount')).toBeGreaterThanOrEqual(6);
    expect(found.get('monthly')).toBe(1);
  });
});

describe('the OpenAPI document in production', () => {
  const ctx = useTestApp('none', {
    env: {
      NODE_ENV: 'production',
      APP_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      RECAPTCHA_SITE_KEY: 'site',
      RECAPTCHA_SECRET_KEY: 'secret',
      SMTP_URL: 'smtp://mail.example.org:587',
      PUBLIC_BASE_URL: 'https://payee.example.org',
      MAIL_FROM: 'Access Payee Services <no-reply@payee.example.org>',
    },
  });

  it('is not served', async () => {
    for (const url of [OPENAPI_PATH, DOCUMENT_URL]) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
    expect(ctx.routes.some((route) => route.url.startsWith(OPENAPI_PATH))).toBe(false);
  });
});
