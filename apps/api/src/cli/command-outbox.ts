import path from 'node:path';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { createMailer } from '../mail/mailer';
import { INTAKE_EMAIL_SENT, recordSentIntakeEmail } from '../modules/intake/history';
import { createOutbox, type Outbox } from '../modules/outbox/outbox';

/**
 * A command's e-mail: the service writes it to the outbox in its own transaction, as the server's do; then
 * `send()` delivers what is due before the command ends, and says so when the mail server did not take it
 * (it stays in the outbox: a running server's worker, or the next start, sends it).
 */
export function commandOutbox(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR' | 'APP_ENCRYPTION_KEY'>, db: Database) {
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    outboxDir: path.join(config.DATA_DIR, 'outbox'),
    log: () => {},
  });
  const problems: string[] = [];
  const outbox: Outbox = createOutbox({
    db,
    mailer,
    key: config.APP_ENCRYPTION_KEY,
    log: { info: () => {}, error: (_details, message) => problems.push(message) },
  });
  // As the server's (app.ts): it may send what the server wrote, too.
  outbox.afterSending(INTAKE_EMAIL_SENT, recordSentIntakeEmail);
  return {
    outbox,
    /** Lines to print: nothing when every e-mail went. */
    async send(): Promise<string[]> {
      await outbox.deliverDue();
      const waiting = await outbox.depth();
      return [
        ...problems,
        ...(waiting > 0
          ? [`The e-mail could not be sent just now; it waits in the outbox and the server sends it when the mail server answers.`]
          : []),
      ];
    },
    close: () => mailer.close(),
  };
}
