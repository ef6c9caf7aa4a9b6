import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, DatabaseHandle } from '../db/client';
import { watchingCommits } from '../db/commit-watch';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** `select 1`: the readiness check. */
    isDatabaseReady(): Promise<boolean>;
  }
}

export interface DbPluginOptions {
  /** Opened and migrated by server.ts (or the test helper), which also closes it after the app. */
  database: Pick<DatabaseHandle, 'db' | 'ping'>;
}

/** `app.db` is the database, its transactions watched for the requests that ask it (db/commit-watch.ts). */
async function dbPlugin(app: FastifyInstance, { database }: DbPluginOptions) {
  app.decorate('db', watchingCommits(database.db));
  app.decorate('isDatabaseReady', () => database.ping());
}

export default fp(dbPlugin, { name: 'db' });
