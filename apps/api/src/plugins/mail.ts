import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { createMailer, type Mailer } from '../mail/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    mail: Mailer;
  }
}

export interface MailPluginOptions {
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR'>;
}

/** `app.mail.send({ to, subject, text, html, replyTo? })`: SMTP with SMTP_URL, else DATA_DIR/outbox. */
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
  app.decorate('mail', mailer);
  app.addHook('onClose', async () => mailer.close());
}

export default fp(mailPlugin, { name: 'mail' });
