import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { API_PATHS, API_PREFIX } from '@payee/contract';
import { eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { clientUsers, emailOutbox, onboardingBills, onboardingProfiles } from '../src/db/schema/index';
import { DEMO_CLIENT, DEMO_ONBOARDING_PASSWORD, DEMO_ONBOARDING_USERS, DEMO_OVERDRAWN_CLIENT } from '../src/seed/demo-clients';
import { demoPdf } from '../src/seed/demo-documents';
import { NAME_LOOKUP_LIMIT_MESSAGE } from '../src/modules/clients/routes';
import { createClientUser } from '../src/modules/clients/service';
import { buildTestApp, openTestDatabase, TEST_DATABASES, type TestApp } from './helpers/app';
import { seedClients } from './helpers/clients';
import { createValues, FilePart, freshApplicant, toFormData, validDocuments } from './helpers/intake';
import { captureLogs } from './helpers/log-lines';
import { ONBOARDING_CAPTCHA, REF, STEPS, wizardFormData } from './helpers/onboarding';
import { expectSameImage } from './helpers/polyglots';
import { filesUnder, listenOnLoopback } from './helpers/raw-http';
import { startRoundRobin, type RoundRobin } from './helpers/round-robin';
import { startLocalS3, TEST_BUCKET, type LocalS3 } from './helpers/s3';
import { freePort } from './helpers/server-process';
import { startSmtpSink, type SmtpSink } from './helpers/smtp-sink';
import { createStaffMember, freshTotpCode, testClock } from './helpers/staff';

/**
 * Issue 13's "more than one server": two instances of the server (each its own app, worker and, on PostgreSQL, its
 * own pool) on one database and one S3 server, behind a round-robin on loopback, called with real HTTP only. On
 * PGlite both share one handle in this process: the same code path as N instances for everything but the driver.
 */
const api = (route: string) => `${API_PREFIX}${route}`;
const INSTANCES = ['a', 'b'] as const;
type Instance = (typeof INSTANCES)[number];
const NAME_LOOKUPS_PER_MINUTE = 4;

describe.each(TEST_DATABASES)('two instances behind a round-robin (%s)', (driver) => {
  const clock = testClock();
  let database: DatabaseHandle & { drop(): Promise<void>; url?: string };
  let secondPool: DatabaseHandle | undefined;
  let s3: LocalS3;
  let smtpPort: number;
  let sink: SmtpSink;
  /** Every message either sink received, across its restarts. */
  const delivered: SmtpSink['received'][] = [];
  const apps = new Map<Instance, TestApp>();
  const logs = new Map<Instance, string[]>();
  let proxy: RoundRobin;
  /** Each instance's port, in INSTANCES order. */
  const ports: number[] = [];
  const figures: Record<string, unknown> = { driver };

  beforeAll(async () => {
    database = await openTestDatabase(driver);
    secondPool = database.url ? await openDatabase({ driver: 'postgres', connectionString: database.url, poolSize: 4 }) : undefined;
    s3 = await startLocalS3();
    smtpPort = await freePort();
    sink = await startSmtpSink(smtpPort);
    delivered.push(sink.received);
    // One deployment's configuration: the same key, bucket and relay; one load balancer in front (TRUST_PROXY=1).
    const env = {
      APP_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      ...s3.env,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      TRUST_PROXY: '1',
      CLIENT_NAME_RATE_LIMIT_PER_MINUTE: String(NAME_LOOKUPS_PER_MINUTE),
    };
    for (const name of INSTANCES) {
      const { logger, lines } = captureLogs('info');
      const app = await buildTestApp(driver, {
        env,
        now: clock.now,
        logger,
        database: name === 'b' && secondPool ? secondPool : database,
        // Which instance answered, for the test to see the round-robin at work.
        setup: (instance) => {
          instance.addHook('onSend', async (_request, reply, payload) => {
            reply.header('x-instance', name);
            return payload;
          });
        },
      });
      apps.set(name, app);
      logs.set(name, lines);
      ports.push(await listenOnLoopback(app.app));
    }
    proxy = await startRoundRobin(ports);
    await seedClients(instance('a'));
  });

  afterAll(async () => {
    await proxy?.close();
    for (const app of apps.values()) await app.close();
    await secondPool?.close();
    await database?.drop();
    await sink?.close();
    await s3?.close();
    const passed = proxy?.passed ?? [];
    figures.requests = Object.fromEntries(INSTANCES.map((name, index) => [name, passed.filter((port) => port === ports[index]).length]));
    process.stdout.write(`two-instance figures: ${JSON.stringify(figures)}\n`);
  });

  const instance = (name: Instance) => apps.get(name)!;

  /** One request through the round-robin; answers the response, its body read, and the instance that served it. */
  async function call(method: string, route: string, options: { token?: string; json?: unknown; form?: FormData } = {}) {
    const headers: Record<string, string> = {};
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.json !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${proxy.url}${route}`, {
      method,
      headers,
      body: options.form ?? (options.json === undefined ? undefined : JSON.stringify(options.json)),
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    const by = response.headers.get('x-instance') as Instance;
    expect(INSTANCES).toContain(by);
    return {
      status: response.status,
      headers: response.headers,
      bytes,
      json: <T = { data: Record<string, string> }>() => JSON.parse(bytes.toString()) as T,
      by,
    };
  }

  const bucketObjects = () => filesUnder(path.join(s3.dir, TEST_BUCKET)).filter(({ file }) => file.endsWith('._S3rver_object'));
  const localUploads = () => [...apps.values()].flatMap((app) => filesUnder(path.join(app.config.DATA_DIR, 'uploads')));

  it('reads through one instance the files uploaded through the other, from the one bucket', async () => {
    const created = await call('POST', api(API_PATHS.intake), { form: toFormData(createValues(freshApplicant())) });
    expect(created.status, created.bytes.toString()).toBe(201);
    const { token, data } = created.json<{ token: string; data: { id: number; application_id: string } }>();
    const documents = await validDocuments();
    const saved = await call('POST', `${api(API_PATHS.intakeUpdate)}?id=${data.id}`, {
      token,
      form: toFormData({ id: data.id, application_code: data.application_id, step: 'ssa-documents', ...documents }),
    });
    expect(saved.status, saved.bytes.toString()).toBe(200);

    const sent = { 'ssa-623': documents.ssa_6233, 'ssa-11-bk': documents.ssa_11_bk, 'ssa-1696': documents.ssa_1696 };
    const readers = new Set<Instance>();
    for (const [slug, file] of Object.entries(sent)) {
      // Two requests in a row go to both instances: each reads every document.
      const reads = [
        await call('GET', api(API_PATHS.intakeDocument(slug)), { token }),
        await call('GET', api(API_PATHS.intakeDocument(slug)), { token }),
      ];
      expect(reads.map((read) => read.by).sort()).toEqual(['a', 'b']);
      for (const read of reads) {
        expect(read.status).toBe(200);
        readers.add(read.by);
        if (file.type === 'application/pdf') expect(read.bytes.equals(file.bytes as Buffer), slug).toBe(true);
        else await expectSameImage(read.bytes, file.bytes as Buffer);
      }
      expect(reads[0]!.bytes.equals(reads[1]!.bytes)).toBe(true);
    }
    expect(readers).toEqual(new Set(INSTANCES));

    // An onboarding client's bill file, the same way.
    const username = 'nora.two';
    await createClientUser(instance('a').database.db, instance('a').config.APP_ENCRYPTION_KEY, {
      username,
      password: DEMO_ONBOARDING_PASSWORD,
      ssn: '987110900',
      dateOfBirth: '1960-04-12',
      firstName: 'Nora',
      lastName: 'Two',
      email: 'nora.two@example.org',
      processType: 'onboarding',
      currentProcess: 'pending',
    });
    const signInClient = () =>
      call('POST', api(API_PATHS.login), {
        json: { login_method: 'username', username, password: DEMO_ONBOARDING_PASSWORD, 'g-recaptcha-response': 'dev-captcha:login' },
      });
    const login = await signInClient();
    expect(login.status, login.bytes.toString()).toBe(200);
    const clientToken = login.json().data.token;
    const save = (step: string, values: object) =>
      call('POST', `${api(API_PATHS.onboarding)}?_method=PUT`, {
        token: clientToken,
        form: wizardFormData({ step, ...ONBOARDING_CAPTCHA, ...values }),
      });
    expect((await save('identifiers', STEPS.identifiers)).status).toBe(200);
    const billPdf = new FilePart(await demoPdf('Rent receipt'), 'rent.pdf', 'application/pdf');
    const billSaved = await save('bills', { client_bills: [{ reporting_account_id: REF.rent, amount: '650', files: [billPdf] }] });
    expect(billSaved.status, billSaved.bytes.toString()).toBe(200);
    // The last step sends the wizard in and ends its session: the client signs in again to read the file.
    const [bill] = await database.db
      .select({ id: onboardingBills.id, code: clientUsers.applicationCode })
      .from(onboardingBills)
      .innerJoin(onboardingProfiles, eq(onboardingProfiles.id, onboardingBills.profileId))
      .innerJoin(clientUsers, eq(clientUsers.id, onboardingProfiles.clientUserId));
    const again = await signInClient();
    expect(again.status, again.bytes.toString()).toBe(200);
    const filePath = api(API_PATHS.onboardingBillFile(bill!.code, bill!.id));
    const readBill = () => call('GET', filePath, { token: again.json().data.token });
    const billReads = [await readBill(), await readBill()];
    expect(billReads.map((read) => read.by).sort()).toEqual(['a', 'b']);
    for (const read of billReads) {
      expect(read.status).toBe(200);
      expect(read.bytes.equals(billPdf.bytes as Buffer)).toBe(true);
    }

    // Every file is in the bucket, encrypted; neither instance kept one on its disk.
    expect(bucketObjects()).toHaveLength(4);
    for (const { file } of bucketObjects()) expect(fs.readFileSync(file).includes(Buffer.from('%PDF'))).toBe(false);
    expect(localUploads()).toEqual([]);
    figures.files = { uploaded: 4, readsThroughTheOtherInstance: 8, bucketObjects: bucketObjects().length, onInstanceDisks: 0 };
  });

  it("holds a client's lock-out reached across both instances on both, and counts an address's look-ups once", async () => {
    const signIn = (password: string) =>
      call('POST', api(API_PATHS.login), {
        json: { login_method: 'username', username: DEMO_CLIENT.username, password, 'g-recaptcha-response': 'dev-captcha:login' },
      });
    const wrong = [];
    for (let attempt = 1; attempt <= 5; attempt += 1) wrong.push(await signIn(`Wrong@${attempt}`));
    expect(wrong.map((response) => response.status)).toEqual([422, 422, 422, 422, 422]);
    expect(new Set(wrong.map((response) => response.by))).toEqual(new Set(INSTANCES));
    const right = [await signIn(DEMO_CLIENT.password), await signIn(DEMO_CLIENT.password)];
    expect(right.map((response) => response.by).sort()).toEqual(['a', 'b']);
    for (const response of right) {
      expect(response.status).toBe(429);
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    }

    // The name look-up's limit per address (4 a minute): each instance saw 3, the fifth and sixth are refused.
    const lookups = [];
    for (let attempt = 1; attempt <= NAME_LOOKUPS_PER_MINUTE + 2; attempt += 1) {
      lookups.push(await call('GET', `${api(API_PATHS.clientName)}?application_code=APP-TWO${attempt}`));
    }
    expect(lookups.map((response) => response.status)).toEqual([404, 404, 404, 404, 429, 429]);
    expect(lookups.map((response) => response.by).sort()).toEqual(['a', 'a', 'a', 'b', 'b', 'b']);
    expect(lookups[5]!.json()).toEqual({ message: NAME_LOOKUP_LIMIT_MESSAGE });
    figures.limits = { wrongPasswords: 5, refusedRightPasswords: right.length, lookups: lookups.length, lookupsRefused: 2 };
  });

  it("holds a member of staff's lock-out reached across both instances on both", async () => {
    const member = await createStaffMember(instance('a'), ['caseworker']);
    const signIn = (password: string) => call('POST', api(API_PATHS.adminLogin), { json: { email: member.email, password } });
    const wrong = [];
    for (let attempt = 1; attempt <= 5; attempt += 1) wrong.push(await signIn(`Wrong@${attempt}`));
    expect(wrong.map((response) => response.status)).toEqual([422, 422, 422, 422, 422]);
    expect(new Set(wrong.map((response) => response.by))).toEqual(new Set(INSTANCES));
    const right = [await signIn(member.password), await signIn(member.password)];
    expect(right.map((response) => [response.by, response.status]).sort()).toEqual([
      ['a', 429],
      ['b', 429],
    ]);
    // After the 15 minutes, the member signs in through either (password, then the code, on the two instances).
    clock.advance(15 * 60_000);
    const password = await signIn(member.password);
    expect(password.status, password.bytes.toString()).toBe(200);
    const totp = await call('POST', api(API_PATHS.adminLoginTotp), {
      json: { challenge_token: password.json().data.challenge_token, code: freshTotpCode(instance('a'), member.totpSecret) },
    });
    expect(totp.status, totp.bytes.toString()).toBe(200);
    expect(totp.by).not.toBe(password.by);
  });

  const POLL = { timeout: 20_000 };
  const rowsAfter = (afterId: number) => database.db.select().from(emailOutbox).where(gt(emailOutbox.id, afterId)).orderBy(emailOutbox.id);
  /** The outbox rows after `afterId`, once every one of them is sent (a row is marked sent after the relay took it). */
  async function sentRows(afterId: number, count: number) {
    await expect.poll(async () => (await rowsAfter(afterId)).map((row) => row.status), POLL).toEqual(Array(count).fill('sent'));
    return rowsAfter(afterId);
  }

  /** The last row of the outbox, once what earlier tests caused is sent: a test then counts only its own e-mails. */
  async function settledOutbox() {
    await expect.poll(() => instance('a').app.outbox.depth(), POLL).toBe(0);
    return (await database.db.select({ id: emailOutbox.id }).from(emailOutbox).orderBy(emailOutbox.id)).at(-1)?.id ?? 0;
  }

  /** How many times each Message-ID reached the sinks. */
  const arrivals = (messageIds: string[]) => messageIds.map((id) => delivered.flat().filter((mail) => mail.messageId === id).length);

  /** Which instances' workers sent each Message-ID (their mailer logs "mail sent" once per message). */
  const senders = (messageIds: string[]) =>
    messageIds.map((id) =>
      INSTANCES.filter((name) => logs.get(name)!.some((line) => line.includes('"mail sent"') && line.includes(JSON.stringify(id)))),
    );

  const forgotPassword = (username: string) =>
    call('POST', api(API_PATHS.forgotCredential), {
      json: { credential_type: 'password', username, 'g-recaptcha-response': 'dev-captcha:forgot_credential' },
    });

  it('sends each e-mail once while both workers run', async () => {
    const afterId = await settledOutbox();
    const answers = [
      ...(await Promise.all(
        [DEMO_OVERDRAWN_CLIENT.username, DEMO_ONBOARDING_USERS[0]!.username, DEMO_ONBOARDING_USERS[1]!.username].map(forgotPassword),
      )),
      await call('POST', api(API_PATHS.enquiry), {
        json: {
          first_name: 'Tess',
          last_name: 'Two',
          email: 'tess.two@example.org',
          phone_number: '3135550100',
          enquiry_type_id: 1,
          'g-recaptcha-response': 'dev-captcha:enquiry',
        },
      }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 201]);
    expect(new Set(answers.map((answer) => answer.by))).toEqual(new Set(INSTANCES));

    const rows = await sentRows(afterId, 5);
    expect(rows.map((row) => row.template).sort()).toEqual([
      'credential-reset-link',
      'credential-reset-link',
      'credential-reset-link',
      'enquiry-acknowledgement',
      'enquiry-notification',
    ]);
    // Each claimed once (attempts), sent, its message gone from the row; received once; sent by one worker.
    expect(rows.map((row) => [row.attempts, row.messageEncrypted])).toEqual(Array(5).fill([1, null]));
    const ids = rows.map((row) => row.messageId);
    expect(new Set(ids).size).toBe(5);
    expect(arrivals(ids)).toEqual([1, 1, 1, 1, 1]);
    const sentBy = senders(ids);
    expect(sentBy.map((names) => names.length)).toEqual([1, 1, 1, 1, 1]);
    figures.emails = { triggered: 5, delivered: ids.length, byInstance: countBy(sentBy.flat()) };
  });

  it('keeps three e-mails while the mail server is down and delivers each once, by either worker, when it is back', async () => {
    const afterId = await settledOutbox();
    await sink.close();
    const users = [DEMO_ONBOARDING_USERS[2]!, DEMO_ONBOARDING_USERS[3]!, DEMO_ONBOARDING_USERS[4]!];
    const answers = [];
    for (const { username } of users) answers.push(await forgotPassword(username));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.by))).toEqual(new Set(INSTANCES));

    // Each is tried once by a worker (woken after its request) and waits for its next attempt, 15 s on the app's clock.
    await expect
      .poll(async () => (await rowsAfter(afterId)).map((row) => [row.status, row.attempts, row.lastError]), POLL)
      .toEqual(Array(3).fill(['pending', 1, 'ESOCKET']));

    sink = await startSmtpSink(smtpPort);
    delivered.push(sink.received);
    clock.advance(60_000);
    for (const app of apps.values()) app.app.outbox.wake();
    const rows = await sentRows(afterId, 3);
    expect(rows.map((row) => [row.attempts, row.lastError])).toEqual(Array(3).fill([2, null]));
    const ids = rows.map((row) => row.messageId);
    expect(arrivals(ids)).toEqual([1, 1, 1]);
    expect(sink.received.map((mail) => mail.to[0]).sort()).toEqual(users.map((user) => user.email).sort());
    const sentBy = senders(ids);
    expect(sentBy.map((names) => names.length)).toEqual([1, 1, 1]);

    // The whole file: every message in the table sent, each received once and sent by one worker.
    const all = await database.db.select().from(emailOutbox);
    expect(all.map((row) => row.status)).toEqual(Array(all.length).fill('sent'));
    const allIds = all.map((row) => row.messageId);
    expect(arrivals(allIds)).toEqual(Array(all.length).fill(1));
    expect(delivered.flat()).toHaveLength(all.length);
    const everySender = senders(allIds);
    expect(everySender.map((names) => names.length)).toEqual(Array(all.length).fill(1));
    figures.emailsWhileDown = { triggered: 3, failedAttempts: 3, deliveredWhenBack: ids.length, byInstance: countBy(sentBy.flat()) };
    figures.emailsInAll = {
      rows: all.length,
      templates: countBy(all.map((row) => row.template)),
      delivered: delivered.flat().length,
      byInstance: countBy(everySender.flat()),
    };
  });
});

function countBy(names: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const name of names) counts[name] = (counts[name] ?? 0) + 1;
  return counts;
}
