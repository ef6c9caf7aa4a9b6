import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, enquiryThreadEntries } from '../src/db/schema/index';
import { createMailer } from '../src/mail/mailer';
import { createOutbox } from '../src/modules/outbox/outbox';
import { TEST_DATABASES, useTestApp, type TestApp } from './helpers/app';
import { bearer } from './helpers/clients';
import { freePort } from './helpers/server-process';
import { startSmtpSink, type SmtpSink } from './helpers/smtp-sink';
import { staffToken, testClock } from './helpers/staff';

const ENQUIRY = '/api/v1/website/enquiry';
const reply = (reference: string) => `/api/v1/admin/enquiries/${reference}/reply`;

async function sendEnquiry(ctx: TestApp, firstName: string) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: ENQUIRY,
    payload: {
      first_name: firstName,
      last_name: 'Outbox',
      email: `${firstName.toLowerCase()}@example.org`,
      phone_number: '3135550100',
      enquiry_type_id: 1,
      'g-recaptcha-response': 'dev-captcha:enquiry',
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: { reference: string } }>().data.reference;
}

/**
 * The durable e-mail outbox (issue 13): messages are written with the change that causes them and sent by
 * the worker, with retries; through a real SMTP server (smtp-server), stopped and started again.
 */
describe.each(TEST_DATABASES)('the e-mail outbox (%s)', (driver) => {
  const clock = testClock();
  let port: number;
  let sink: SmtpSink | undefined;
  beforeAll(async () => {
    port = await freePort();
  });
  // The port is chosen before the app is built (beforeAll above runs first); nothing listens on it yet.
  const ctx = useTestApp(driver, {
    now: clock.now,
    env: {
      get SMTP_URL() {
        return `smtp://127.0.0.1:${port}`;
      },
    },
  });
  afterAll(async () => {
    await sink?.close();
    sink = undefined;
  });

  it('keeps three e-mails while the mail server is down and delivers each once when it is back', async () => {
    const staff = await staffToken(ctx);
    const reference = await sendEnquiry(ctx, 'Olive');
    const answered = await ctx.app.inject({
      method: 'POST',
      url: reply(reference),
      headers: bearer(staff),
      payload: { message: 'We are on it.' },
    });
    expect(answered.statusCode, answered.body).toBe(201);

    // Nothing listens on the port: each is tried once and waits for its next attempt.
    await ctx.app.outbox.deliverDue();
    const waiting = await ctx.database.db.select().from(emailOutbox).orderBy(emailOutbox.id);
    expect(waiting.map((row) => [row.template, row.status, row.attempts, row.lastError])).toEqual([
      ['enquiry-acknowledgement', 'pending', 1, 'ESOCKET'],
      ['enquiry-notification', 'pending', 1, 'ESOCKET'],
      ['enquiry-reply', 'pending', 1, 'ESOCKET'],
    ]);
    expect(await ctx.app.outbox.depth()).toBe(3);

    sink = await startSmtpSink(port);
    // Past the first back-off (15 s ± 20 %), then the worker's own pass: the test waits for the mail, not for time.
    clock.advance(60_000);
    ctx.app.outbox.wake();
    const delivered = await sink.waitFor(3);
    await ctx.app.outbox.deliverDue();

    expect(delivered.map((mail) => mail.subject).sort()).toEqual(
      [
        `New enquiry ${reference}: General question`,
        `Our reply to your enquiry (${reference})`,
        `We have received your enquiry (${reference})`,
      ].sort(),
    );
    expect(sink.received).toHaveLength(3);
    expect(new Set(sink.received.map((mail) => mail.messageId)).size).toBe(3);
    const sent = await ctx.database.db.select().from(emailOutbox).orderBy(emailOutbox.id);
    expect(sent.map((row) => [row.status, row.attempts, row.messageEncrypted])).toEqual([
      ['sent', 2, null],
      ['sent', 2, null],
      ['sent', 2, null],
    ]);
    // Each arrived with the Message-ID its row keeps for every attempt.
    expect(new Set(sent.map((row) => row.messageId))).toEqual(new Set(sink.received.map((mail) => mail.messageId)));
    expect(await ctx.app.outbox.depth()).toBe(0);
  });

  it('sends nothing for a change whose transaction rolls back, even after its e-mail was written', async () => {
    sink ??= await startSmtpSink(port);
    const before = sink.received.length;
    const staff = await staffToken(ctx);
    const reference = await sendEnquiry(ctx, 'Rolf');
    await ctx.app.outbox.deliverDue();
    const afterEnquiry = sink.received.length;
    expect(afterEnquiry - before).toBe(2);

    // Refused at commit (a deferred constraint trigger), after the reply and its e-mail were written in the transaction.
    await ctx.database.db.execute(
      sql`create function test_refuse_reply() returns trigger language plpgsql as $$ begin raise exception 'refused at commit'; end $$`,
    );
    await ctx.database.db.execute(
      sql`create constraint trigger test_refuse_reply after insert on enquiry_thread_entries deferrable initially deferred for each row when (new.body = 'Never sent') execute function test_refuse_reply()`,
    );
    try {
      const refused = await ctx.app.inject({
        method: 'POST',
        url: reply(reference),
        headers: bearer(staff),
        payload: { message: 'Never sent' },
      });
      expect(refused.statusCode).toBe(500);
    } finally {
      await ctx.database.db.execute(sql`drop trigger test_refuse_reply on enquiry_thread_entries`);
      await ctx.database.db.execute(sql`drop function test_refuse_reply()`);
    }
    await ctx.app.outbox.deliverDue();
    expect(sink.received.length).toBe(afterEnquiry);
    expect(await ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.template, 'enquiry-reply'))).toHaveLength(1);
    expect(
      await ctx.database.db
        .select()
        .from(enquiryThreadEntries)
        .where(and(eq(enquiryThreadEntries.body, 'Never sent'))),
    ).toEqual([]);
  });

  it('sends each message once when several workers (instances) share the table', async () => {
    sink ??= await startSmtpSink(port);
    const before = sink.received.length;
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Test <no-reply@example.org>',
      outboxDir: '/nonexistent',
      log: () => {},
    });
    const quiet = { info: () => {}, error: () => {} };
    const workers = [1, 2, 3].map(() =>
      createOutbox({ db: ctx.database.db, mailer, key: ctx.config.APP_ENCRYPTION_KEY, log: quiet, now: clock.now }),
    );
    await ctx.database.db.transaction(async (tx) => {
      for (let n = 0; n < 20; n++) {
        await workers[0]!.enqueue(
          tx,
          { to: `many.${n}@example.org`, subject: `Many ${n}`, text: 'x', html: '<p>x</p>' },
          { template: 'test' },
        );
      }
    });
    const counts = await Promise.all(workers.flatMap((worker) => [worker.deliverDue(), worker.deliverDue()]));
    mailer.close();
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(20);
    const many = sink.received.slice(before).map((mail) => mail.subject);
    expect(many).toHaveLength(20);
    expect(new Set(many).size).toBe(20);
  });
  it('records after sending what the handler registered for its kind records, and refuses a kind none is registered for', async () => {
    sink ??= await startSmtpSink(port);
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Test <no-reply@example.org>',
      outboxDir: '/nonexistent',
      log: () => {},
    });
    const outbox = createOutbox({
      db: ctx.database.db,
      mailer,
      key: ctx.config.APP_ENCRYPTION_KEY,
      log: { info: () => {}, error: () => {} },
      now: clock.now,
    });
    const message = { to: 'kept.record@example.org', subject: 'Kept record', text: 'x', html: '<p>x</p>' };
    const noted = { kind: 'test.noted', note: 'kept' };

    await expect(ctx.database.db.transaction((tx) => outbox.enqueue(tx, message, { template: 'test', afterSent: noted }))).rejects.toThrow(
      'No after-send handler is registered for "test.noted".',
    );

    const recorded: { note: unknown; subject: string; status: string | undefined }[] = [];
    outbox.afterSending<typeof noted>('test.noted', async (tx, action, sent) => {
      // In the transaction that marks the message sent: it reads "sent" already.
      const [row] = await tx.select({ status: emailOutbox.status }).from(emailOutbox).where(eq(emailOutbox.template, 'test-noted'));
      recorded.push({ note: action.note, subject: sent.subject, status: row?.status });
    });
    expect(() => outbox.afterSending('test.noted', async () => {})).toThrow();
    await ctx.database.db.transaction((tx) => outbox.enqueue(tx, message, { template: 'test-noted', afterSent: noted }));
    await outbox.deliverDue();
    mailer.close();
    expect(recorded).toEqual([{ note: 'kept', subject: 'Kept record', status: 'sent' }]);
  });
});
