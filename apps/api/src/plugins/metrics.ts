import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { notFound } from '../lib/api-error';
import { API_COMMON_MESSAGES } from '@payee/content/api-common';

/** Where Prometheus scrapes (its convention), outside the API's prefix and its rate limit. */
export const METRICS_PATH = '/metrics';

export interface MetricsPluginOptions {
  config: Pick<Config, 'METRICS_TOKEN'>;
  database: Pick<DatabaseHandle, 'poolStats'>;
}

/** The route a request matched, as registered (`/api/v1/admin/enquiries/:reference`), never its raw URL. */
const UNMATCHED_ROUTE = '(unmatched)';

function isToken(given: string | undefined, expected: string): boolean {
  if (!given?.startsWith('Bearer ')) return false;
  const a = Buffer.from(given.slice('Bearer '.length));
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * `GET /metrics` in Prometheus' text format (prom-client): requests and their durations by route pattern,
 * method and status; the e-mail outbox's waiting and given-up messages; the PostgreSQL pool; the process.
 * Only with METRICS_TOKEN set, and only with it as a bearer token (docs/decisions.md): without it the path is a
 * 404 (never the web client's page). Each app has its own registry (tests build many apps in one process).
 */
async function metricsPlugin(app: FastifyInstance, { config, database }: MetricsPluginOptions) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route pattern.',
    labelNames,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by route pattern.',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });

  new Gauge({
    name: 'payee_outbox_messages',
    help: 'E-mails in the outbox by status: pending (waiting to be sent or retried) and failed (given up).',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      // The database away: the gauge keeps its last values rather than failing the whole scrape.
      const counts = await app.outbox.counts().catch(() => undefined);
      if (!counts) return;
      this.set({ status: 'pending' }, counts.pending);
      this.set({ status: 'failed' }, counts.failed);
    },
  });

  if (database.poolStats) {
    const poolStats = database.poolStats;
    new Gauge({
      name: 'payee_db_pool_connections',
      help: 'PostgreSQL pool: open connections (total), idle ones, and queries waiting for one.',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const stats = poolStats();
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
  }

  app.addHook('onResponse', async (request, reply) => {
    const labels = { method: request.method, route: request.routeOptions.url ?? UNMATCHED_ROUTE, status_code: String(reply.statusCode) };
    requests.inc(labels);
    durations.observe(labels, reply.elapsedTime / 1000);
  });

  const token = config.METRICS_TOKEN;
  app.get(METRICS_PATH, { config: { rateLimit: false }, schema: { hide: true } }, async (request, reply) => {
    if (!token) throw notFound();
    if (!isToken(request.headers.authorization, token)) {
      return reply.code(401).header('www-authenticate', 'Bearer').send({ message: API_COMMON_MESSAGES.metricsTokenRequired });
    }
    return reply
      .header('cache-control', 'no-store')
      .type(registry.contentType)
      .send(await registry.metrics());
  });
}

export default fp(metricsPlugin, { name: 'metrics', dependencies: ['mail'] });
