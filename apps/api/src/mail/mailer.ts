import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

/** One message: always a plain-text part and an HTML part (see render.ts). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** The same on every attempt of one outbox message (modules/outbox), so a message sent twice reads as one. */
  messageId?: string;
}

/** What happened to a message: its Message-ID, and the outbox file when there is no SMTP server. */
export interface SentMail {
  messageId: string;
  file?: string;
}

/** Decorated as `app.mail`. */
export interface Mailer {
  /** 'smtp' with SMTP_URL, else 'outbox' (an .eml file per message under DATA_DIR/outbox). */
  readonly transport: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<SentMail>;
  close(): void;
}

export interface MailerOptions {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  /** One line per message: recipient, subject and file or Message-ID; never the body. */
  log: (details: Record<string, unknown>, message: string) => void;
}

/** Sorts by time of writing, and never collides: `2026-05-01T10-15-30-123Z-3f9a1c2b.eml`. */
function outboxFileName(now = new Date()): string {
  return `${now.toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
}

/**
 * nodemailer over SMTP when SMTP_URL is set; otherwise its stream transport renders each message, which is
 * written to the outbox so development and the browser journeys can read what would have been sent.
 */
export function createMailer({ smtpUrl, from, outboxDir, log }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transporter: Transporter = nodemailer.createTransport(smtpUrl);
    return {
      transport: 'smtp',
      async send(message) {
        const info = await transporter.sendMail({ from, ...message });
        log({ to: message.to, subject: message.subject, messageId: info.messageId }, 'mail sent');
        return { messageId: info.messageId };
      },
      close: () => transporter.close(),
    };
  }

  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    transport: 'outbox',
    async send(message) {
      const info = await transporter.sendMail({ from, ...message });
      await fs.promises.mkdir(outboxDir, { recursive: true, mode: 0o700 });
      const file = path.join(outboxDir, outboxFileName());
      // Messages hold personal details: readable by the server's user only.
      await fs.promises.writeFile(file, info.message as Buffer, { mode: 0o600, flag: 'wx' });
      log({ to: message.to, subject: message.subject, file }, 'mail written to the outbox');
      return { messageId: info.messageId, file };
    },
    close: () => transporter.close(),
  };
}
