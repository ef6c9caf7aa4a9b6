import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { API_PREFIX } from '@payee/contract';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import qs from 'qs';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import type { LimitStore } from './lib/limit-store';
import { createLogger } from './lib/logger';
import { overrideMethod } from './lib/method-override';
import { installPlainZodMessages } from './lib/zod-messages';
import adminRoutes from './modules/admin/routes';
import clientAreaRoutes from './modules/client-area/routes';
import enquiryRoutes from './modules/enquiries/routes';
import healthRoutes from './modules/health/routes';
import { INTAKE_EMAIL_SENT, recordSentIntakeEmail } from './modules/intake/history';
import intakeRoutes from './modules/intake/routes';
import officeRoutes from './modules/offices/routes';
import onboardingRoutes from './modules/onboarding/routes';
import referenceRoutes from './modules/reference/routes';
import siteConfigRoutes from './modules/site-config/routes';
import authPlugin from './plugins/auth';
import captchaPlugin from './plugins/captcha';
import dbPlugin from './plugins/db';
import edgeGuardPlugin from './plugins/edge-guard';
import errorsPlugin from './plugins/errors';
import idempotencyPlugin from './plugins/idempotency';
import mailPlugin from './plugins/mail';
import reportJobsPlugin from './plugins/report-jobs';
import serviceTasksPlugin from './plugins/service-tasks';
import metricsPlugin from './plugins/metrics';
import multipartPlugin, { QS_PARSE_OPTIONS } from './plugins/multipart';
import openApiPlugin from './plugins/openapi';
import rateLimitsPlugin from './plugins/rate-limits';
import securityPlugin from './plugins/security';
import spaPlugin from './plugins/spa';
import storagePlugin from './plugins/storage';
import type { FileStorage } from './lib/storage/file-storage';
import { createReferenceRepository } from './modules/reference/repository';
import { createReferenceService, type ReferenceService } from './modules/reference/service';
import { createFinanceServices, type FinanceServices } from './modules/finance/services';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** The app's clock: services read the time from it, so tests can move it (idle timeouts, lock-outs, TOTP). */
    now: () => Date;
    /**
     * The reference lists, read once and answered from memory: the reference routes answer from it, and the
     * forms' services read the "Other" ids their step schemas are built with.
     */
    reference: ReferenceService;
    /** Finance's services (the trust ledger's back office, the approval limit, the client's own money), built once. */
    finance: FinanceServices;
  }
}

/** JSON bodies: the largest form of this product is far below 1 MiB; files go through multipart. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

export interface AppOptions {
  config: Config;
  /** Opened and migrated by the caller, who closes it after the app. */
  database: Pick<DatabaseHandle, 'db' | 'ping' | 'poolStats' | 'subscribe'>;
  logger?: Logger;
  /** The clock (tests set one they can move); the system time by default. */
  now?: () => Date;
  /** The counters of the limits; by default PostgreSQL (this database) or Redis when REDIS_URL is set. */
  limitStore?: LimitStore;
  /** Where uploads are kept; made from the configuration (S3_* or DATA_DIR/uploads) when not given. */
  storage?: FileStorage;
}

/** Fastify's own options: what must be decided before the first plugin (logging, ids, limits, routing). */
export function serverOptions(config: Config, logger: FastifyBaseLogger) {
  return {
    loggerInstance: logger,
    genReqId: () => randomUUID(),
    // A hop count is valid for Fastify (proxy-addr) though its type leaves numbers out.
    trustProxy: config.TRUST_PROXY as FastifyServerOptions['trustProxy'],
    bodyLimit: BODY_LIMIT_BYTES,
    // Off by default in Fastify. Generous, as uploads of 10 MB files on a slow line take minutes.
    // No handlerTimeout: it starts before the body is read, so it would cut off slow uploads.
    requestTimeout: 5 * 60_000,
    keepAliveTimeout: 72_000, // above the 60 s idle timeout of common proxies and load balancers
    connectionTimeout: 75_000, // idle socket; longer than keep-alive so that one decides
    // A stop serves the requests already sent on open connections (each answer then closes its connection,
    // server.ts) rather than a 503 outside the error shape: a stop finishes what was sent before it.
    return503OnClosing: false,
    rewriteUrl: overrideMethod,
    routerOptions: {
      // Bracket names in query strings too (`transaction_date[0]`), with the same limits as forms.
      querystringParser: (query: string) => qs.parse(query, QS_PARSE_OPTIONS),
    },
  } satisfies FastifyServerOptions & { loggerInstance: FastifyBaseLogger };
}

/**
 * The application as one plugin tree (fastify/demo `src/app.ts`): infrastructure plugins first, then
 * the API routes under /api/v1, then the web client for everything else.
 */
export async function payeeApp(app: FastifyInstance, { config, database, now, limitStore, storage }: AppOptions) {
  app.decorate('config', config);
  app.decorate('now', now ?? (() => new Date()));
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(dbPlugin, { database });
  app.decorate('reference', createReferenceService(createReferenceRepository(app.db)));
  await app.register(storagePlugin, { config, storage });
  app.decorate(
    'finance',
    createFinanceServices(app.db, config.APP_ENCRYPTION_KEY, () => app.now(), {
      storage: app.storage,
      log: app.log,
      tempDir: path.join(config.DATA_DIR, 'tmp'),
    }),
  );
  await app.register(securityPlugin, { config });
  await app.register(rateLimitsPlugin, { config, store: limitStore });
  await app.register(multipartPlugin, { tempRoot: path.join(config.DATA_DIR, 'tmp'), fieldsLimitBytes: BODY_LIMIT_BYTES });
  await app.register(edgeGuardPlugin, { config });
  await app.register(errorsPlugin);
  await app.register(captchaPlugin, { config });
  await app.register(mailPlugin, { config });
  await app.register(reportJobsPlugin);
  await app.register(serviceTasksPlugin);
  // What the outbox records once a message is sent, registered by the module whose messages they are.
  app.outbox.afterSending(INTAKE_EMAIL_SENT, recordSentIntakeEmail);
  await app.register(metricsPlugin, { config, database });
  await app.register(authPlugin, { database });
  await app.register(idempotencyPlugin);
  // Before the routes: it learns them through its onRoute hook.
  await app.register(openApiPlugin, { config });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(siteConfigRoutes);
      await api.register(referenceRoutes);
      await api.register(officeRoutes);
      await api.register(enquiryRoutes);
      await api.register(adminRoutes);
      await api.register(clientAreaRoutes);
      await api.register(intakeRoutes);
      await api.register(onboardingRoutes);
    },
    { prefix: API_PREFIX },
  );

  await app.register(spaPlugin, { distDir: config.WEB_DIST_DIR });
}

/**
 * Builds the app without starting it. Plugins load on `ready()`/`listen()`, so a caller (the test helper)
 * may still add hooks or test-only routes to the returned instance first.
 */
export function buildApp(options: AppOptions): FastifyInstance {
  installPlainZodMessages();
  const logger = options.logger ?? createLogger({ level: options.config.LOG_LEVEL });
  const app = Fastify(serverOptions(options.config, logger)).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.register(fp(payeeApp, { name: 'payee-app' }), options);
  return app;
}
