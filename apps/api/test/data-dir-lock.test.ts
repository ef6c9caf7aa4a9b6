import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { killServerProcess, startServerProcess, temporaryDataDir, type ServerProcess } from './helpers/server-process';

/**
 * Issue 13, finding 8, with real servers on one PGlite data directory: a paused server keeps it (before, its
 * lease went stale after 10 s and a second server opened the same files), and a server killed with SIGKILL
 * gives it up at once (before, a restart was refused for ~10 s, saying another server was running).
 */
describe('two servers on one data directory', () => {
  const dataDir = temporaryDataDir();
  const servers: ServerProcess[] = [];
  afterAll(async () => {
    for (const server of servers) await killServerProcess(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const start = async (waitUntilReady: boolean) => {
    const server = await startServerProcess({ dataDir, waitUntilReady });
    servers.push(server);
    return server;
  };

  it('refuses a second server while the first is paused, then takes over at once when the first is killed', async () => {
    const first = await start(true);
    const firstPid = first.child.pid!;
    first.child.kill('SIGSTOP');

    // The length of the pause does not matter: nothing is refreshed on a timer, so the test does not wait.
    const second = await start(false);
    expect(await second.exited).toEqual({ code: 1, signal: null });
    expect(second.output()).toContain(`Another Payee Portal server (process ${firstPid} on `);
    expect(second.output()).toContain(`is already using the data directory ${dataDir}.`);

    first.child.kill('SIGKILL');
    await first.exited;
    const third = await start(true);
    expect(third.output()).toContain(`The previous server (process ${firstPid}) did not stop cleanly`);
    const ready = await fetch(`${third.url}/api/v1/ready`);
    expect(ready.status).toBe(200);
    // Three starts of the server on the embedded database (one a recovery after SIGKILL).
  }, 120_000);
});
