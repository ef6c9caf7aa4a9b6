import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { LimitStore } from './limit-store';
import type { FileStorage } from './storage/file-storage';

/**
 * What a client form's service (the intake, the onboarding wizard) is given by its routes: the app's database,
 * captcha, outbox and tokens, its logger, the settings `C` it reads, and a clock tests may set. Each is typed as
 * the app's plugins decorate it (`FastifyInstance`), so lib/ names no module or plugin.
 */
export interface FormServiceDeps<C extends keyof Config> {
  db: Database;
  captcha: FastifyInstance['captcha'];
  outbox: Pick<FastifyInstance['outbox'], 'enqueue'>;
  tokens: FastifyInstance['authTokens'];
  /** The shared counters of attempt limits (plugins/rate-limits.ts). */
  limits: LimitStore;
  /** Where uploaded files are kept (encrypted). */
  storage: FileStorage;
  config: Pick<Config, C>;
  /** The reference lists held in memory: the "Other" ids the step schemas are built with. */
  reference: Pick<FastifyInstance['reference'], 'otherIds'>;
  log: FastifyBaseLogger;
  now?: () => Date;
}

/** A form service's dependencies, as the app's plugins decorate it (the routes' one way to build them). */
export const formServiceDeps = (app: FastifyInstance): FormServiceDeps<keyof Config> => ({
  db: app.db,
  captcha: app.captcha,
  outbox: app.outbox,
  tokens: app.authTokens,
  limits: app.limits,
  storage: app.storage,
  config: app.config,
  reference: app.reference,
  log: app.log,
});
