import { CAPTCHA_FAILED_MESSAGE, ZApiErrorBodySchema } from '@payee/contract';
import { SITE } from '@payee/content';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { enquiries } from '../src/db/schema/index';
import { decryptString } from '../src/lib/crypto';
import { TEST_DATABASES, useTestApp, type TestApp } from './helpers/app';
import { readOutbox } from './helpers/outbox';

const URL = '/api/v1/website/enquiry';
const SSN = '123456789';
const REFERENCE = /^ENQ-[2-9A-HJKMNP-Z]{6}$/;

function visitor(enquiryTypeId: number, overrides: Record<string, unknown> = {}) {
  return {
    is_client: 0,
    first_name: 'Jane',
    last_name: 'Doe',
    email: 'jane.doe@example.org',
    phone_number: '3135550100',
    enquiry_type_id: enquiryTypeId,
    description: 'How do I become a client?',
    'g-recaptcha-response': 'dev-captcha:enquiry',
    ...overrides,
  };
}

async function firstEnquiryType(ctx: TestApp) {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/dropdown/enquiry-types' });
  return response.json<{ id: number; name: string }[]>()[0]!;
}

async function storedRow(ctx: TestApp, reference: string) {
  const [row] = await ctx.database.db.select().from(enquiries).where(eq(enquiries.reference, reference));
  return row;
}

describe.each(TEST_DATABASES)('POST /api/v1/website/enquiry (%s)', (driver) => {
  const ctx = useTestApp(driver);
  let type: { id: number; name: string };
  beforeAll(async () => {
    type = await firstEnquiryType(ctx);
  });
  const post = (payload: unknown) => ctx.app.inject({ method: 'POST', url: URL, payload: payload as Record<string, unknown> });

  it('stores a client enquiry with the SSN encrypted, and thanks the sender with the reference', async () => {
    const response = await post(visitor(type.id, { is_client: 1, ssn: '123-45-6789' }));
    expect(response.statusCode).toBe(201);
    const body = response.json<{ message: string; data: { reference: string } }>();
    expect(body.data.reference).toMatch(REFERENCE);
    expect(body.message).toBe(
      `Thank you, Jane. We have received your enquiry (reference ${body.data.reference}). We will reply within 2 working days.`,
    );

    const row = await storedRow(ctx, body.data.reference);
    expect(row).toMatchObject({
      isClient: true,
      firstName: 'Jane',
      lastName: 'Doe',
      email: 'jane.doe@example.org',
      phoneNumber: '3135550100',
      enquiryTypeId: type.id,
      description: 'How do I become a client?',
      status: 'new',
    });
    expect(row!.ssnEncrypted).not.toContain(SSN);
    expect(row!.ssnEncrypted).not.toContain('6789');
    expect(decryptString(row!.ssnEncrypted!, ctx.config.APP_ENCRYPTION_KEY)).toBe(SSN);
    expect(row!.ipHash).toMatch(/^1:[0-9a-f]{64}$/);
    expect(row!.createdAt).toBeInstanceOf(Date);
  });

  it('stores no SSN for someone who is not a client, even when one is sent', async () => {
    const response = await post(visitor(type.id, { is_client: 0, ssn: SSN, description: '' }));
    expect(response.statusCode).toBe(201);
    const row = await storedRow(ctx, response.json<{ data: { reference: string } }>().data.reference);
    expect(row).toMatchObject({ isClient: false, ssnEncrypted: null, description: null });
  });

  it('accepts the same form urlencoded, and refuses it as multipart (the enquiry takes no files: issue 13)', async () => {
    const fields = Object.fromEntries(
      Object.entries(visitor(type.id, { is_client: 1, ssn: SSN })).map(([name, value]) => [name, String(value)]),
    );
    const boundary = '----enquiry';
    const multipart =
      Object.entries(fields)
        .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
        .join('') + `--${boundary}--\r\n`;
    const asMultipart = await ctx.app.inject({
      method: 'POST',
      url: URL,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: multipart,
    });
    expect(asMultipart.statusCode, asMultipart.body).toBe(415);

    const asForm = await ctx.app.inject({
      method: 'POST',
      url: URL,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
    expect(asForm.statusCode, asForm.body).toBe(201);
    const row = await storedRow(ctx, asForm.json<{ data: { reference: string } }>().data.reference);
    expect(decryptString(row!.ssnEncrypted!, ctx.config.APP_ENCRYPTION_KEY)).toBe(SSN);
  });

  it.each(['13135550100', '+1 (313) 555-0100'])(
    'stores the phone number %j as its ten digits without the US country code',
    async (phone) => {
      const response = await post(visitor(type.id, { phone_number: phone }));
      expect(response.statusCode, response.body).toBe(201);
      const row = await storedRow(ctx, response.json<{ data: { reference: string } }>().data.reference);
      expect(row!.phoneNumber).toBe('3135550100');
    },
  );

  it.each([
    ['first name missing', { first_name: '' }, ['first_name']],
    ['last name missing', { last_name: undefined }, ['last_name']],
    ['first name over 100 characters', { first_name: 'a'.repeat(101) }, ['first_name']],
    ['last name over 100 characters', { last_name: 'b'.repeat(101) }, ['last_name']],
    ['a bad e-mail address', { email: 'jane@' }, ['email']],
    ['a 9-digit phone number', { phone_number: '313555010' }, ['phone_number']],
    ['an 11-digit phone number', { phone_number: '31355501001' }, ['phone_number']],
    ['a phone number with another country code', { phone_number: '+31 35 555 0100' }, ['phone_number']],
    ['no enquiry type', { enquiry_type_id: '' }, ['enquiry_type_id']],
    ['a client without an SSN', { is_client: 1 }, ['ssn']],
    ['a client with an 8-digit SSN', { is_client: 1, ssn: '12345678' }, ['ssn']],
    ['a description over 1000 characters', { description: 'd'.repeat(1001) }, ['description']],
    ['everything missing at once', null, ['email', 'enquiry_type_id', 'first_name', 'last_name', 'phone_number']],
  ])('refuses %s with 422 on exactly those fields', async (_label, overrides, keys) => {
    const payload = overrides === null ? { 'g-recaptcha-response': 'dev-captcha:enquiry' } : visitor(type.id, overrides);
    const response = await post(payload);
    expect(response.statusCode).toBe(422);
    const body = ZApiErrorBodySchema.parse(response.json());
    expect(body.message).toBe('Please correct the highlighted fields.');
    expect(Object.keys(body.errors ?? {}).sort()).toEqual(keys);
  });

  it('refuses an enquiry type that does not exist with 422 on enquiry_type_id', async () => {
    const response = await post(visitor(999_999));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'Please correct the highlighted fields.',
      errors: { enquiry_type_id: ['Select an enquiry type from the list.'] },
    });
  });

  it.each([
    ['a wrong token', 'dev-captcha:login'],
    ['no token', null],
  ])('refuses %s at the captcha, stores nothing and sends nothing', async (_label, token) => {
    const before = (await readOutbox(ctx.config.DATA_DIR)).length;
    const response = await post(visitor(type.id, { 'g-recaptcha-response': token, email: 'captcha@example.org' }));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: CAPTCHA_FAILED_MESSAGE,
      errors: { 'g-recaptcha-response': [CAPTCHA_FAILED_MESSAGE] },
    });
    expect(await ctx.database.db.select().from(enquiries).where(eq(enquiries.email, 'captcha@example.org'))).toEqual([]);
    expect(await readOutbox(ctx.config.DATA_DIR)).toHaveLength(before);
  });

  it('e-mails an acknowledgement to the sender and the details to the office, the SSN only as its last four digits', async () => {
    const response = await post(
      visitor(type.id, { is_client: 1, ssn: SSN, email: 'mail.check@example.org', description: 'My card <b>is lost</b> & I need help.' }),
    );
    expect(response.statusCode).toBe(201);
    const { reference } = response.json<{ data: { reference: string } }>().data;
    const mails = (await readOutbox(ctx.config.DATA_DIR)).filter((mail) => mail.subject.includes(reference));
    expect(mails).toHaveLength(2);

    const acknowledgement = mails.find((mail) => mail.to.includes('mail.check@example.org'))!;
    const notification = mails.find((mail) => mail.to.includes(ctx.config.OFFICE_EMAIL))!;
    expect(ctx.config.OFFICE_EMAIL).toBe(SITE.office.email);
    expect(acknowledgement.subject).toBe(`We have received your enquiry (${reference})`);
    expect(acknowledgement.replyTo).toEqual([SITE.office.email]);
    expect(notification.subject).toBe(`New enquiry ${reference}: ${type.name}`);
    expect(notification.replyTo).toEqual(['mail.check@example.org']);

    for (const mail of [acknowledgement, notification]) {
      expect(mail.from).toBe('no-reply@localhost');
      expect(mail.text).toContain(reference);
      expect(mail.html).toContain(reference);
      for (const content of [mail.text, mail.html, mail.raw]) {
        expect(content).not.toContain(SSN);
        expect(content).not.toContain('123-45-6789');
      }
    }
    expect(acknowledgement.text).toContain('Dear Jane,');
    expect(acknowledgement.text).not.toContain('6789');
    expect(acknowledgement.text).not.toContain('card');
    expect(notification.text).toContain('SSN: ***-**-6789');
    expect(notification.html).toContain('***-**-6789');
    expect(notification.text).toContain('My card <b>is lost</b> & I need help.');
    expect(notification.html).toContain('My card &lt;b&gt;is lost&lt;/b&gt; &amp; I need help.');
  });
});

describe.each(TEST_DATABASES)('enquiry rate limit (%s)', (driver) => {
  const ctx = useTestApp(driver, { env: { ENQUIRY_RATE_LIMIT_PER_HOUR: '2' } });

  it('answers 429 with a plain message past ENQUIRY_RATE_LIMIT_PER_HOUR enquiries, not counting refused forms', async () => {
    const type = await firstEnquiryType(ctx);
    const post = (payload: unknown) => ctx.app.inject({ method: 'POST', url: URL, payload: payload as Record<string, unknown> });

    expect((await post(visitor(type.id, { email: 'not-an-address' }))).statusCode).toBe(422);
    expect((await post(visitor(type.id))).statusCode).toBe(201);
    expect((await post(visitor(type.id))).statusCode).toBe(201);

    const refused = await post(visitor(type.id));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: `You have sent several enquiries in a short time. Please wait an hour and try again, or call us at ${SITE.office.phone}.`,
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await ctx.database.db.select().from(enquiries)).toHaveLength(2);

    // Another address is not affected.
    const other = await ctx.app.inject({ method: 'POST', url: URL, payload: visitor(type.id), remoteAddress: '203.0.113.7' });
    expect(other.statusCode).toBe(201);
  });
});

describe.each(TEST_DATABASES)('enquiry when the mail server fails (%s)', (driver) => {
  const ctx = useTestApp(driver, { env: { SMTP_URL: 'smtp://127.0.0.1:1' } });

  it('keeps the enquiry and still thanks the sender', async () => {
    const type = await firstEnquiryType(ctx);
    const response = await ctx.app.inject({ method: 'POST', url: URL, payload: visitor(type.id) });
    expect(response.statusCode).toBe(201);
    const { reference } = response.json<{ data: { reference: string } }>().data;
    expect(await storedRow(ctx, reference)).toBeDefined();
  });
});
