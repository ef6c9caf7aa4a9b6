import { SMTPServer } from 'smtp-server';
import PostalMime from 'postal-mime';

/** One message the sink received. */
export interface SunkMail {
  to: string[];
  subject: string;
  messageId: string;
}

/** A real SMTP server on 127.0.0.1 that keeps what it receives, for tests of sending (not of the .eml folder). */
export interface SmtpSink {
  port: number;
  received: SunkMail[];
  /** Resolves once `count` messages have arrived (no sleeping: it listens). */
  waitFor(count: number): Promise<SunkMail[]>;
  close(): Promise<void>;
}

export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const received: SunkMail[] = [];
  const waiters: { count: number; resolve: (mails: SunkMail[]) => void }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        void PostalMime.parse(Buffer.concat(chunks)).then((email) => {
          received.push({
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            subject: email.subject ?? '',
            messageId: email.messageId ?? '',
          });
          for (const waiter of waiters.filter((item) => received.length >= item.count)) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve(received);
          }
          callback();
        });
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  return {
    port: typeof address === 'object' && address ? address.port : port,
    received,
    waitFor: (count) => (received.length >= count ? Promise.resolve(received) : new Promise((resolve) => waiters.push({ count, resolve }))),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
