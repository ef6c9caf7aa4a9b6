import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMailer } from './mailer';

const MESSAGE = {
  to: 'jane@example.org',
  subject: 'We have received your enquiry (ENQ-7K3P9Q)',
  text: 'Dear Jane,\n\nYour reference is ENQ-7K3P9Q.\n',
  html: '<p>Dear Jane,</p><p>Your reference is <strong>ENQ-7K3P9Q</strong>.</p>',
  replyTo: 'office@example.org',
};
const FROM = 'Access Payee Services <no-reply@example.org>';

let dataDir: string;
let logged: { details: Record<string, unknown>; message: string }[];
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'payee-mail-'));
  logged = [];
});
afterEach(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});
const log = (details: Record<string, unknown>, message: string) => logged.push({ details, message });

describe('mailer without SMTP_URL (outbox)', () => {
  it('writes each message as a readable .eml file with a text and an HTML part, and logs one line without the body', async () => {
    const outboxDir = path.join(dataDir, 'outbox');
    const mailer = createMailer({ from: FROM, outboxDir, log });
    expect(mailer.transport).toBe('outbox');

    const sent = await mailer.send(MESSAGE);
    const second = await mailer.send({ ...MESSAGE, to: 'john@example.org' });
    mailer.close();

    expect(sent.file).toMatch(/[/\\]outbox[/\\]\d{4}-\d{2}-\d{2}T[\d-]+Z-[0-9a-f]{8}\.eml$/);
    expect(second.file).not.toBe(sent.file);
    expect(fs.readdirSync(outboxDir)).toHaveLength(2);
    expect(fs.statSync(sent.file!).mode & 0o777).toBe(0o600);

    const email = await PostalMime.parse(fs.readFileSync(sent.file!));
    expect(email.from).toMatchObject({ address: 'no-reply@example.org', name: 'Access Payee Services' });
    expect(email.to?.map((address) => address.address)).toEqual(['jane@example.org']);
    expect(email.replyTo?.map((address) => address.address)).toEqual(['office@example.org']);
    expect(email.subject).toBe(MESSAGE.subject);
    expect(email.text).toContain('Your reference is ENQ-7K3P9Q.');
    expect(email.html).toContain('<strong>ENQ-7K3P9Q</strong>');
    expect(email.messageId).toBe(sent.messageId);

    expect(logged[0]).toEqual({
      message: 'mail written to the outbox',
      details: { to: 'jane@example.org', subject: MESSAGE.subject, file: sent.file },
    });
    expect(JSON.stringify(logged)).not.toContain('Dear Jane');
  });
});

describe('mailer with SMTP_URL', () => {
  let server: SMTPServer;
  let port: number;
  let received: { from: string; to: string[]; raw: string }[];

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            raw,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  beforeEach(() => {
    received = [];
  });

  it('delivers the message to the SMTP server, with both parts, and writes nothing to the outbox', async () => {
    const outboxDir = path.join(dataDir, 'outbox');
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: FROM, outboxDir, log });
    expect(mailer.transport).toBe('smtp');

    const sent = await mailer.send(MESSAGE);
    mailer.close();

    expect(received).toHaveLength(1);
    expect(received[0]!.from).toBe('no-reply@example.org');
    expect(received[0]!.to).toEqual(['jane@example.org']);
    const email = await PostalMime.parse(received[0]!.raw);
    expect(email.subject).toBe(MESSAGE.subject);
    expect(email.text).toContain('Your reference is ENQ-7K3P9Q.');
    expect(email.html).toContain('<strong>ENQ-7K3P9Q</strong>');
    expect(email.messageId).toBe(sent.messageId);
    expect(fs.existsSync(outboxDir)).toBe(false);
    expect(logged[0]).toEqual({
      message: 'mail sent',
      details: { to: 'jane@example.org', subject: MESSAGE.subject, messageId: sent.messageId },
    });
  });

  it('rejects when the SMTP server cannot be reached', async () => {
    const mailer = createMailer({ smtpUrl: 'smtp://127.0.0.1:1', from: FROM, outboxDir: path.join(dataDir, 'outbox'), log });
    await expect(mailer.send(MESSAGE)).rejects.toThrow();
    mailer.close();
  });
});
