import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The worker of the SSA-623 batch jobs (modules/finance/ssa-623-jobs.ts) in every server, from `ready` to `close`:
 * it claims one job at a time, and on close stops the batch under way at its next worksheet and leaves it for the
 * next pass (here after a restart, or in another server); then ends the batch's PDF worker thread (ssa-623-pdf.ts).
 */
async function reportJobsPlugin(app: FastifyInstance) {
  const jobs = app.finance.ssa623Jobs;
  app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', async () => {
    await jobs.stop();
    await app.finance.ssa623.closePdfWorker();
  });
}

export default fp(reportJobsPlugin, { name: 'report-jobs', dependencies: ['db'] });
