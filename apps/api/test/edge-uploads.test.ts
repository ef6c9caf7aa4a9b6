import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_PATHS, API_PREFIX, ZApiErrorBodySchema } from '@payee/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_DATABASES, useTestApp, type TestApp } from './helpers/app';
import { bearer } from './helpers/clients';
import { createApplication, freshApplicant, multipart, updateUrl } from './helpers/intake';
import { createOnboardingClient, SAVE_URL } from './helpers/onboarding';
import { filesUnder, listenOnLoopback, multipartFileStart, openRequest, type OpenRequest } from './helpers/raw-http';

/**
 * Issue 13, finding 1: anyone could fill the disk. Multipart was read on every route, an upload cut off mid-way
 * left its temporary file for ever, aborted uploads were never counted by the limits, and one address could
 * hold any number of requests open. These tests use real sockets: `inject` cannot cut a body off.
 */

const MiB = 1024 * 1024;
const tmpDirOf = (ctx: TestApp) => path.join(ctx.config.DATA_DIR, 'tmp');
const api = (route: string) => `${API_PREFIX}${route}`;

/** Sends the head of a multipart upload announcing `declared` bytes, then `sent` bytes of one file. */
async function startUpload(port: number, url: string, field: string, options: { token?: string; declared?: number; sent?: number } = {}) {
  const { head, contentType } = multipartFileStart(field, 'scan.pdf', 'application/pdf');
  const upload = openRequest(port, 'POST', url, {
    'content-type': contentType,
    'content-length': String(options.declared ?? 50 * MiB),
    ...(options.token ? bearer(options.token) : {}),
  });
  await upload.write(head);
  await upload.write(Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(options.sent ?? MiB, 0x41)]));
  return upload;
}

describe.each(TEST_DATABASES)('uploads cannot fill the disk (%s)', (driver) => {
  const ctx = useTestApp(driver);
  let port: number;
  beforeAll(async () => {
    port = await listenOnLoopback(ctx.app);
  });

  // Routes that take no file, open to anyone: sign-in, staff sign-in, enquiry, credential recovery.
  const NO_FILE_ROUTES = [
    API_PATHS.login,
    API_PATHS.adminLogin,
    API_PATHS.enquiry,
    API_PATHS.forgotCredential,
    API_PATHS.resetCredentialCheck,
  ];

  it.each(NO_FILE_ROUTES)('refuses a multipart body on %s with 415 before reading it', async (route) => {
    // 100 MiB announced, not one byte sent: only an answer given before reading the body can arrive.
    const request = openRequest(port, 'POST', api(route), {
      'content-type': 'multipart/form-data; boundary=----x',
      'content-length': String(100 * MiB),
    });
    const answer = await request.answer;
    expect(answer.status).toBe(415);
    expect(ZApiErrorBodySchema.parse(JSON.parse(answer.body))).toEqual({
      message: 'This kind of request body is not accepted. Send JSON or a form.',
    });
    // The connection is not kept for the rest of a body nobody will read.
    expect(answer.headers.connection).toBe('close');
    expect(filesUnder(tmpDirOf(ctx))).toEqual([]);
  });

  it('refuses a file sent with the first intake save (a form of fields only), writing nothing', async () => {
    const { head, boundary, contentType } = multipartFileStart('last_name', 'page.html', 'text/html');
    const body = Buffer.concat([head, Buffer.alloc(100 * 1024, 0x41), Buffer.from(`\r\n--${boundary}--\r\n`)]);
    const response = await ctx.app.inject({
      method: 'POST',
      url: api(API_PATHS.intake),
      headers: { 'content-type': contentType },
      payload: body,
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: 'This form takes no files.' });
    expect(filesUnder(tmpDirOf(ctx))).toEqual([]);
  });

  it('refuses a form of fields only over the JSON body limit with 413', async () => {
    const form = await multipart({ step: 'login-details', last_name: 'x'.repeat(60 * 1024), first_name: 'y'.repeat(60 * 1024) });
    const many = Buffer.concat([
      ...Array.from({ length: 20 }, (_, index) =>
        Buffer.from(
          `--${form.headers['content-type'].split('boundary=')[1]}\r\nContent-Disposition: form-data; name="filler_${index}"\r\n\r\n${'z'.repeat(60 * 1024)}\r\n`,
        ),
      ),
      form.payload,
    ]);
    const response = await ctx.app.inject({ method: 'POST', url: api(API_PATHS.intake), headers: form.headers, payload: many });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The request is too large.' });
  });

  it('leaves nothing in DATA_DIR/tmp when uploads are cut off mid-way', async () => {
    const applicant = await createApplication(ctx, freshApplicant());
    const onboarding = await createOnboardingClient(ctx);
    const uploads: OpenRequest[] = [];
    for (let index = 0; index < 4; index += 1) {
      uploads.push(await startUpload(port, updateUrl(applicant.id), 'ssa_6233', { token: applicant.token }));
    }
    uploads.push(await startUpload(port, SAVE_URL, 'image', { token: onboarding.token }));
    // Every upload is being written to disk...
    await expect.poll(() => filesUnder(tmpDirOf(ctx)).filter((file) => file.size > 0).length, { timeout: 10_000 }).toBe(5);
    // ...when the line drops.
    for (const upload of uploads) upload.abort();
    await expect.poll(() => filesUnder(tmpDirOf(ctx)), { timeout: 10_000 }).toEqual([]);

    // The server is still fine, and a complete upload still works.
    const response = await ctx.app.inject({ method: 'GET', url: api(API_PATHS.health) });
    expect(response.statusCode).toBe(200);
  });

  it('removes the temp file when an upload fails part-way (a file over 10 MB)', async () => {
    const applicant = await createApplication(ctx, freshApplicant());
    const upload = await startUpload(port, updateUrl(applicant.id), 'ssa_6233', {
      token: applicant.token,
      declared: 12 * MiB,
      sent: 11 * MiB,
    });
    const answer = await upload.answer;
    expect(answer.status).toBe(422);
    await expect.poll(() => filesUnder(tmpDirOf(ctx))).toEqual([]);
  });
});

/**
 * A form route with a limit of its own counted after validation, as the first intake save, sign-in and the
 * enquiry have: the API-wide limit used to skip such routes, and their own limit never saw a cut-off upload.
 */
const SLOW_FORM = api('/test/slow-form');

/** An app with the slow form, listening; `uploadsInProgress(count)` starts uploads and waits until each is on disk. */
function withSlowForm(env: Record<string, string>) {
  const ctx = useTestApp('none', {
    env,
    setup: (app) => {
      app.post(
        SLOW_FORM,
        { config: { multipartForm: 'files', rateLimit: { max: 100_000, timeWindow: '1 minute', hook: 'preHandler' } } },
        async () => ({ ok: true }),
      );
    },
  });
  let port: number;
  beforeAll(async () => {
    port = await listenOnLoopback(ctx.app);
  });
  const uploadsInProgress = async (count: number) => {
    const uploads: OpenRequest[] = [];
    for (let index = 0; index < count; index += 1) uploads.push(await startUpload(port, SLOW_FORM, 'document', { sent: 64 * 1024 }));
    await expect.poll(() => filesUnder(tmpDirOf(ctx)).filter((file) => file.size > 0).length, { timeout: 10_000 }).toBe(count);
    return uploads;
  };
  return { ctx, uploadsInProgress };
}

describe('aborted uploads count against the API-wide limit', () => {
  const { ctx, uploadsInProgress } = withSlowForm({ RATE_LIMIT_MAX: '3' });

  it('refuses the fourth request of a minute after three cut-off uploads to a form with its own limit', async () => {
    for (const upload of await uploadsInProgress(3)) upload.abort();
    await expect.poll(() => filesUnder(tmpDirOf(ctx))).toEqual([]);
    const response = await ctx.app.inject({ method: 'POST', url: SLOW_FORM, payload: {} });
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({ message: 'Too many requests. Please wait a minute and try again.' });
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('requests in flight per address', () => {
  const { ctx, uploadsInProgress } = withSlowForm({ IN_FLIGHT_LIMIT_PER_ADDRESS: '2' });

  it('refuses a third request while two uploads from the same address are still arriving, and takes it once they end', async () => {
    const slow = await uploadsInProgress(2);
    const refused = await ctx.app.inject({ method: 'GET', url: api(API_PATHS.siteConfig) });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: 'Too many requests. Please wait a minute and try again.' });
    expect(refused.headers['retry-after']).toBe('1');

    for (const request of slow) request.abort();
    await expect.poll(async () => (await ctx.app.inject({ method: 'GET', url: api(API_PATHS.siteConfig) })).statusCode).toBe(200);
  });
});

describe('temp files left by a server that died', () => {
  let dataDir: string;
  let built: TestApp | undefined;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'payee-edge-stale-'));
  });
  afterAll(async () => {
    await built?.close();
  });

  it('are removed at start-up at once, whatever their age, while a live server’s are kept', async () => {
    const deadPid = spawnSync(process.execPath, ['-e', '0']).pid!;
    const tmp = path.join(dataDir, 'tmp');
    const deadServer = path.join(tmp, `${os.hostname()}-${deadPid}-crashed`);
    const liveServer = path.join(tmp, `${os.hostname()}-${process.ppid}-running`);
    for (const dir of [deadServer, liveServer]) fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(deadServer, 'half-an-upload'), Buffer.alloc(MiB));
    fs.writeFileSync(path.join(liveServer, 'an-upload-in-progress'), Buffer.alloc(10));
    // The layout before this change: files straight in tmp/.
    fs.writeFileSync(path.join(tmp, 'left-by-an-older-version'), Buffer.alloc(10));

    built = await buildTestApp('none', { env: { DATA_DIR: dataDir } });
    expect(filesUnder(tmp).map((file) => path.relative(tmp, file.file))).toEqual([
      path.relative(tmp, path.join(liveServer, 'an-upload-in-progress')),
    ]);
  });
});
