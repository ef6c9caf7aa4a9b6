/*
 * Starts the product as production does, the compiled server with plain node (no tsx), on whatever Node runs this,
 * on a new embedded database, and checks what an operator would first: /health and /ready answer, the home page is
 * served, a demo client signs in and reads a balance, and the server stops cleanly on SIGTERM. CI runs it on the
 * machine's Node and on the current LTS (`npm run smoke`); it needs `npm run build` (the web app and the API).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_PATHS, API_PREFIX, ZAccountBalanceResponseSchema } from '@payee/contract';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The demo client of the README's table. */
const DEMO_CLIENT = { username: 'maria.lopez', password: 'Demo@Client2026', programId: 1 };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function check(what: string, condition: boolean, detail = '') {
  if (!condition) throw new Error(`${what} failed${detail ? `: ${detail}` : ''}`);
  console.log(`ok  ${what}`);
}

async function main() {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'payee-smoke-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const started = Date.now();
  const server = spawn(process.execPath, ['dist/server.js'], {
    cwd: path.join(REPO_ROOT, 'apps/api'),
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'development' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => server.on('exit', (code) => resolve(code)));
  try {
    console.log(`Node ${process.version}: starting on ${base}`);
    let healthy = false;
    while (!healthy && Date.now() - started < 120_000 && server.exitCode === null) {
      healthy = await fetch(`${base}${API_PREFIX}/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (!healthy) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await check(`/health within ${((Date.now() - started) / 1000).toFixed(1)} s`, healthy);
    await check('/ready', (await fetch(`${base}${API_PREFIX}/ready`)).ok);

    const home = await fetch(`${base}/`);
    const html = await home.text();
    await check('the home page', home.ok && html.includes('<html'), `status ${home.status}`);

    const login = await fetch(`${base}${API_PREFIX}${API_PATHS.login}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        login_method: 'username',
        username: DEMO_CLIENT.username,
        password: DEMO_CLIENT.password,
        'g-recaptcha-response': 'dev-captcha:login',
      }),
    });
    const token = login.ok ? ((await login.json()) as { data: { token: string } }).data.token : '';
    await check('a demo client signs in', login.ok && token.length > 0, `status ${login.status}`);

    const balance = await fetch(`${base}${API_PREFIX}${API_PATHS.accountBalance}?program_id=${DEMO_CLIENT.programId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const read = balance.ok ? ZAccountBalanceResponseSchema.safeParse(await balance.json()) : undefined;
    await check('the client reads a balance', read?.success === true && read.data.data.length > 0, `status ${balance.status}`);

    server.kill('SIGTERM');
    await check('a clean stop on SIGTERM', (await exited) === 0);
  } finally {
    if (server.exitCode === null) server.kill('SIGKILL');
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
