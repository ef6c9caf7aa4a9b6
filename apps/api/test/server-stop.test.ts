import http from 'node:http';
import fs from 'node:fs';
import { API_PATHS, API_PREFIX } from '@payee/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { killServerProcess, startServerProcess, temporaryDataDir, type ServerProcess } from './helpers/server-process';

const BURST = 30;
const INCOMING_ENQUIRY = /"url":"\/api\/v1\/website\/enquiry\?n=\d+".*"msg":"incoming request"/;

/** A POST as a browser sends it (node:http, kept-alive connections); status 0 and the error when it fails at the connection. */
function post(url: string, body: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve) => {
    const request = http.request(url, { method: 'POST', headers: { 'content-type': 'application/json' } }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode!, body: text }));
      response.on('error', (error) => resolve({ status: 0, body: error.message }));
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ status: 0, body: `${error.code ?? ''} ${error.message}` }));
    request.end(body);
  });
}

/** A POST whose body is sent in two halves, so the request is in flight for as long as the test wants. */
function slowPost(url: string, body: string) {
  const bytes = Buffer.from(body);
  const half = Math.floor(bytes.length / 2);
  const request = http.request(url, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': bytes.length } });
  const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode!, body: text }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
  request.write(bytes.subarray(0, half));
  return { finish: () => request.end(bytes.subarray(half)), answered };
}

/**
 * Issue 13, finding 9: `kill -TERM -- -PGID` of `npm start` reaches the server several times (npm and tsx pass
 * the signal on). The real process tree: `npm run serve -w @payee/api` in a process group of its own.
 */
describe('stopping the process group of npm run serve', () => {
  const dataDir = temporaryDataDir();
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await killServerProcess(server, 'npm');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('lets in-flight saves finish (201, stored) while it is busy, and exits 0', async () => {
    server = await startServerProcess({ dataDir, how: 'npm' });
    const url = `${server.url}${API_PREFIX}${API_PATHS.enquiry}`;
    const types = (await (await fetch(`${server.url}${API_PREFIX}${API_PATHS.dropdown('enquiry-types')}`)).json()) as { id: number }[];
    const enquiry = (n: number) =>
      JSON.stringify({
        first_name: 'Stella',
        last_name: `Stop ${n}`,
        email: `stella.stop.${n}@example.org`,
        phone_number: '(555) 010-4477',
        enquiry_type_id: types[0]!.id,
        description: 'Sent while the server stops.',
        'g-recaptcha-response': 'dev-captcha:enquiry',
      });
    const save = slowPost(`${url}?n=0`, enquiry(0));
    // In flight: the server has the request, not yet all of its body.
    await server.waitForOutput(INCOMING_ENQUIRY);
    // A burst keeps the server busy when the signal comes (the embedded database works on the main thread).
    const burst = Array.from({ length: BURST }, (_, n) => post(`${url}?n=${n + 1}`, enquiry(n + 1)));
    await server.waitForOutput(INCOMING_ENQUIRY, 4);

    process.kill(-server.child.pid!, 'SIGTERM');
    await server.waitForOutput(/"msg":"Stopping\."/);
    save.finish();

    const answer = await save.answered;
    expect(answer.status, answer.body).toBe(201);
    expect(JSON.parse(answer.body)).toMatchObject({ data: { reference: expect.stringMatching(/^ENQ-/) } });
    const results = await Promise.all(burst);
    await server.exited;
    // Each request of the burst that reached the server was answered and saved; one that did not (refused, or
    // sent on a kept-alive connection as the server closed it) failed at the connection, never acknowledged.
    const received = new Set(
      [...server.output().matchAll(/"url":"\/api\/v1\/website\/enquiry\?n=(\d+)".*"msg":"incoming request"/g)].map((match) =>
        Number(match[1]),
      ),
    );
    results.forEach(({ status, body }, index) => {
      if (received.has(index + 1)) expect(status, body).toBe(201);
      else expect(body).toMatch(/ECONNREFUSED|ECONNRESET/);
    });
    // Every save acknowledged was stored, and nothing else.
    const acknowledged = 1 + results.filter(({ status }) => status === 201).length;
    expect(server.output().match(/"msg":"enquiry stored"/g)).toHaveLength(acknowledged);
    // npm itself ends on the signal; the server's own exit code is on its last line.
    expect(server.output()).toMatch(/"exit_code":0,"msg":"Stopped\."/);
    expect(server.output()).not.toMatch(/second SIGTERM|killed by timeout/);
  }, 60_000);
});
