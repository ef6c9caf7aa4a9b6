import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { isReadMethod } from '../lib/read-methods';
import { createMailer } from '../mail/mailer';
import { createOutbox, type Outbox } from '../modules/outbox';

declare module 'fastify' {
  interface FastifyInstance {
    /** E-mail: `app.outbox.enqueue(tx, message, { template })` in the transaction of the change it tells of. */
    outbox: Outbox;
  }
}

export interface MailPluginOptions {
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR' | 'APP_ENCRYPTION_KEY' | 'OUTBOX_POLL_MS'>;
}

/**
 * The durable outbox and its worker (modules/outbox), sending through SMTP with SMTP_URL, else writing .eml files
 * to DATA_DIR/outbox (development and the journeys read them). The worker runs in every instance from `ready`
 * to `close`, and is woken after each response to a request that may have written (any method but GET, HEAD,
 * OPTIONS), so a message goes out as soon as its transaction has committed.
 */
async function mailPlugin(app: FastifyInstance, { config }: MailPluginOptions) {
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    outboxDir: path.join(config.DATA_DIR, 'outbox'),
    log: (details, message) => app.log.info(details, message),
  });
  if (mailer.transport === 'outbox') {
    app.log.info({ outbox: path.join(config.DATA_DIR, 'outbox') }, 'No SMTP_URL: e-mails are written to the outbox folder.');
  }
  const outbox = createOutbox({
    db: app.db,
    mailer,
    key: config.APP_ENCRYPTION_KEY,
    log: app.log,
    now: () => app.now(),
    pollMs: config.OUTBOX_POLL_MS,
  });
  app.decorate('outbox', outbox);
  app.addHook('onReady', async () => outbox.start());
  // A pass per response held PGlite's one connection on every hot read (issue 15); a read enqueues nothing.
  app.addHook('onResponse', async (request) => {
    if (!isReadMethod(request.method)) outbox.wake();
  });
  app.addHook('onClose', async () => {
    await outbox.stop();
    mailer.close();
  });
}

export default fp(mailPlugin, { name: 'mail', dependencies: ['db'] });
