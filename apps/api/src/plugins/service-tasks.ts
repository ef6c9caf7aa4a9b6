import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createBackgroundPasses } from '../lib/background-passes';
import { makeServiceTasks } from '../modules/tasks';

/** How often a server makes the service's tasks again: a few times a day, so a new day's are there by morning. */
export const SERVICE_TASKS_EVERY_MS = 6 * 60 * 60 * 1000;

declare module 'fastify' {
  interface FastifyInstance {
    /** The service's own tasks (modules/tasks/service-tasks.ts): `runPass` makes what is due now, once each. */
    serviceTasks: { runPass: () => Promise<number> };
  }
}

/**
 * The service's own tasks in every server (docs/decisions/back-office.md, "Tasks"): a pass at start, before the
 * server is ready, and one every SERVICE_TASKS_EVERY_MS, on the outbox's loop (lib/background-passes.ts). Each pass
 * is one statement per kind; the unique source key makes each task once however many servers run it, or how often.
 * A failed pass (the database away) is logged and the next one tries again.
 */
async function serviceTasksPlugin(app: FastifyInstance) {
  const onFailure = (error: unknown) => app.log.error({ err: error }, 'The service could not make its tasks; trying again later.');
  const passes = createBackgroundPasses(
    async () => {
      const made = await makeServiceTasks(app.db, app.now());
      const total = Object.values(made).reduce((sum, n) => sum + n, 0);
      if (total > 0) app.log.info({ made }, 'The service made its tasks.');
      return total;
    },
    { pollMs: SERVICE_TASKS_EVERY_MS, onFailure },
  );
  app.decorate('serviceTasks', { runPass: passes.runPass });
  app.addHook('onReady', async () => {
    await passes.runPass().catch(onFailure);
    passes.start({ passNow: false });
  });
  app.addHook('onClose', async () => passes.stop());
}

export default fp(serviceTasksPlugin, { name: 'service-tasks', dependencies: ['db'] });
