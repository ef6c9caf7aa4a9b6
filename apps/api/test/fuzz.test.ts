import { API_PREFIX, ZApiErrorBodySchema } from '@payee/contract';
import type { RouteOptions } from 'fastify';
import fc from 'fast-check';
import type { InjectOptions } from 'light-my-request';
import qs from 'qs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthSubjectType } from '../src/db/schema/index';
import { demoJpeg, demoPdf, demoPng } from '../src/seed/demo-documents';
import { TEST_DATABASES, useTestApp } from './helpers/app';
import { seedClients, tokenFor } from './helpers/clients';
import { createApplication, freshApplicant } from './helpers/intake';
import { createOnboardingClient } from './helpers/onboarding';
import { ACTIVE_PDFS, htmlWithPdfHeader, jpegWithExifAndZip, pngWithHtml } from './helpers/polyglots';
import { arbitraryFor, hostileValue, inputJsonSchema } from './helpers/schema-arbitraries';
import { createStaffMember } from './helpers/staff';

/**
 * Every API route, fuzzed from its own schemas (issue 13, "in CI from now on"): bodies, queries and path
 * parameters generated from the route's zod schemas (helpers/schema-arbitraries.ts), with hostile values mixed in
 * at every level (U+0000, bidi, huge, deeply nested, prototype keys), as JSON and, where a route reads one, as a
 * multipart form with real and polyglot files; sent through HTTP by every kind of caller, each with a fresh token.
 * No answer may be a 5xx, every refusal is in the error shape, and none may take more than REQUEST_DEADLINE_MS
 * (a hang, not a speed check). Fixed seed: a failure names its route and input, and reruns the same. Before the
 * edge guard it found `GET /admin/clients?q=xz%00o…` answering 500 on the first run.
 */

const SEED = 20_261_113;
/** Requests per route and method: about 1,150 a database, under a minute on this machine. */
const SAMPLES_PER_ROUTE = 16;
const REQUEST_DEADLINE_MS = 5_000;

type CallerKind = 'anonymous' | 'forged token' | 'client' | 'intake applicant' | 'onboarding client' | 'admin' | 'caseworker' | 'finance';
const CALLER_KINDS: CallerKind[] = [
  'anonymous',
  'forged token',
  'client',
  'intake applicant',
  'onboarding client',
  'admin',
  'caseworker',
  'finance',
];

interface Sample {
  caller: CallerKind;
  params: unknown;
  query: unknown;
  body: unknown;
  asForm: boolean;
  file: number;
}

const methodsOf = (route: RouteOptions) =>
  (Array.isArray(route.method) ? route.method : [route.method]).filter((method) => method !== 'HEAD');

/**
 * Bracket names, as the web's form builder writes them; anything that is not an object, or nested deeper than
 * a bracket name goes, becomes one field.
 */
function formFields(value: unknown, name = '', depth = 0): [string, string][] {
  if (value !== null && typeof value === 'object' && depth < 30) {
    return Object.entries(value).flatMap(([key, item]) => formFields(item, name ? `${name}[${key}]` : key, depth + 1));
  }
  return [[name || 'value', typeof value === 'string' ? value : (JSON.stringify(value) ?? '')]];
}

function urlFor(route: RouteOptions, params: unknown, query: unknown): string {
  const values = (params ?? {}) as Record<string, unknown>;
  const path = route.url
    .replace(/:(\w+)/g, (_match, name: string) =>
      // Through UTF-8 as a browser sends it: a lone surrogate becomes U+FFFD (encodeURIComponent would throw).
      encodeURIComponent(
        Buffer.from(typeof values[name] === 'string' ? (values[name] as string) : (JSON.stringify(values[name]) ?? 'x')).toString(),
      ),
    )
    .replace(/\*$/, 'x');
  return `${path}?${queryString(query)}`.replace(/\?$/, '');
}

function queryString(query: unknown): string {
  if (query === null || typeof query !== 'object') return `q=${encodeURIComponent(JSON.stringify(query) ?? '')}`;
  try {
    return qs.stringify(query, { encodeValuesOnly: true });
  } catch {
    // Nested deeper than qs can write (the deep hostile value): the same depth by hand.
    return `${'a[a]'.padEnd(4 * 500, '[a]')}=1`;
  }
}

/** Settles within the deadline or fails the test as a hang. */
async function withDeadline<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`No answer within ${REQUEST_DEADLINE_MS} ms: ${what}`)), REQUEST_DEADLINE_MS);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

describe.each(TEST_DATABASES)('schema-driven fuzzing of every API route (%s)', (driver) => {
  const ctx = useTestApp(driver);
  const subjects = {} as Record<Exclude<CallerKind, 'anonymous' | 'forged token'>, { type: AuthSubjectType; id: number }>;
  let files: { filename: string; type: string; bytes: Buffer }[];
  const statuses = new Map<number, number>();
  const byCaller = new Map<CallerKind, Map<number, number>>();
  let sent = 0;

  beforeAll(async () => {
    await seedClients(ctx);
    const clientIdOf = async (token: string) => {
      const checked = await ctx.app.authTokens.check(token, 'client');
      if (!checked.ok) throw new Error('The token of a caller does not work.');
      return checked.subjectId;
    };
    subjects.client = { type: 'client', id: await clientIdOf(await tokenFor(ctx)) };
    subjects['intake applicant'] = { type: 'client', id: await clientIdOf((await createApplication(ctx, freshApplicant())).token) };
    subjects['onboarding client'] = { type: 'client', id: (await createOnboardingClient(ctx)).id };
    for (const role of ['admin', 'caseworker', 'finance'] as const)
      subjects[role] = { type: 'staff', id: (await createStaffMember(ctx, [role])).id };
    files = [
      { filename: 'scan.png', type: 'image/png', bytes: demoPng() },
      { filename: 'photo.jpg', type: 'image/jpeg', bytes: demoJpeg() },
      { filename: 'form.pdf', type: 'application/pdf', bytes: await demoPdf('Fuzz') },
      { filename: 'page\u202Egnp.png', type: 'image/png', bytes: pngWithHtml() },
      { filename: 'holiday.jpg', type: 'image/jpeg', bytes: await jpegWithExifAndZip() },
      { filename: 'letter.pdf', type: 'application/pdf', bytes: htmlWithPdfHeader() },
      { filename: 'script.pdf', type: 'application/pdf', bytes: await ACTIVE_PDFS['a script run on opening']!() },
      { filename: 'a\u0000b.pdf', type: 'text/html', bytes: Buffer.from('<html></html>') },
    ];
  });

  afterAll(() => {
    const summary = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}: ${count}`);
    console.log(`fuzz (${driver}): ${sent} requests; statuses ${summary.join(', ')}`);
    for (const [caller, counts] of byCaller) {
      console.log(
        `  ${caller}: ${[...counts]
          .sort(([a], [b]) => a - b)
          .map(([status, count]) => `${status}: ${count}`)
          .join(', ')}`,
      );
    }
  });

  async function headersFor(caller: CallerKind): Promise<Record<string, string>> {
    if (caller === 'anonymous') return {};
    if (caller === 'forged token') return { authorization: `Bearer ${'A'.repeat(43)}` };
    // A fresh token each time: a fuzzed sign-out or password change must not end the next request's session.
    const { token } = await ctx.app.authTokens.issue({ subjectType: subjects[caller].type, subjectId: subjects[caller].id, ttlMs: 60_000 });
    return { authorization: `Bearer ${token}` };
  }

  async function requestFor(route: RouteOptions, method: string, sample: Sample): Promise<InjectOptions> {
    const url = urlFor(route, sample.params, sample.query);
    const headers = await headersFor(sample.caller);
    if (method === 'GET') return { method, url, headers };
    if (sample.asForm && route.config?.multipartForm) {
      const form = new FormData();
      for (const [name, value] of formFields(sample.body)) form.append(name, value);
      const file = files[sample.file % files.length]!;
      form.append(sample.file % 2 ? 'image' : 'ssa_6233', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.filename);
      const encoded = new Request('http://localhost/', { method: 'POST', body: form });
      return {
        method: method as InjectOptions['method'],
        url,
        headers: { ...headers, 'content-type': encoded.headers.get('content-type')! },
        payload: Buffer.from(await encoded.arrayBuffer()),
      };
    }
    return {
      method: method as InjectOptions['method'],
      url,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify(sample.body) ?? 'null',
    };
  }

  it('never answers 5xx or hangs, and refuses in the error shape', async () => {
    const routes = ctx.routes.filter((route) => route.url.startsWith(`${API_PREFIX}/`));
    expect(routes.length).toBeGreaterThan(50);
    let routeIndex = 0;
    for (const route of routes) {
      const schema = (route.schema ?? {}) as { body?: unknown; querystring?: unknown; params?: unknown };
      const part = (zod: unknown) => {
        const json = inputJsonSchema(zod);
        return json ? arbitraryFor(json) : fc.oneof(fc.constant(undefined), hostileValue);
      };
      const sampleArbitrary = fc.record<Sample>({
        caller: fc.constantFrom(...CALLER_KINDS),
        params: part(schema.params),
        query: part(schema.querystring),
        body: part(schema.body),
        asForm: fc.boolean(),
        file: fc.nat(),
      });
      for (const method of methodsOf(route)) {
        routeIndex += 1;
        for (const sample of fc.sample(sampleArbitrary, { seed: SEED + routeIndex, numRuns: SAMPLES_PER_ROUTE })) {
          const request = await requestFor(route, method, sample);
          const where = `${method} ${route.url} as ${sample.caller}: ${String(request.url).slice(0, 200)} ${String(request.payload ?? '').slice(0, 200)}`;
          const response = await withDeadline(ctx.app.inject(request), where);
          sent += 1;
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          const counts = byCaller.get(sample.caller) ?? new Map<number, number>();
          counts.set(response.statusCode, (counts.get(response.statusCode) ?? 0) + 1);
          byCaller.set(sample.caller, counts);
          expect(response.statusCode, `${where} → ${response.body.slice(0, 300)}`).toBeLessThan(500);
          if (response.statusCode >= 400) {
            expect(ZApiErrorBodySchema.safeParse(response.json()).success, `${where} → ${response.body.slice(0, 300)}`).toBe(true);
          }
        }
      }
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  }, 300_000);
});
