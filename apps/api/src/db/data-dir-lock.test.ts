import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir, type LockHolder } from './data-dir-lock';

const HOLDER_SCRIPT = path.resolve(import.meta.dirname, '../../test/fixtures/hold-data-dir.ts');

let dataDir: string;
const children: ChildProcess[] = [];
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'payee-lock-'));
});
afterEach(() => {
  for (const child of children.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGCONT');
      child.kill('SIGKILL');
    }
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Another process holding the data directory (test/fixtures/hold-data-dir.ts), once it says it holds it. */
async function holderProcess(): Promise<ChildProcess & { pid: number }> {
  // One process (node with tsx's loader, not the tsx command, which runs the script in a child of its own).
  const child = spawn(process.execPath, ['--import', 'tsx', HOLDER_SCRIPT, dataDir], { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('holding')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`The holder exited (${code}) before taking the lock.`)));
  });
  return child as ChildProcess & { pid: number };
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

describe('lockDataDir', () => {
  it('refuses a second holder of the same data directory with one clear message', async () => {
    const release = await lockDataDir(dataDir);
    try {
      const second = lockDataDir(dataDir);
      await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
      await expect(lockDataDir(dataDir)).rejects.toThrow(
        new RegExp(
          `^Another Payee Portal server \\(process ${process.pid} on .+, running since .+\\) is already using the data directory ${dataDir}\\. ` +
            'Stop it, or set DATA_DIR to another folder\\.$',
        ),
      );
    } finally {
      await release();
    }
  });

  it('can be taken again once released, without a take-over', async () => {
    const release = await lockDataDir(dataDir);
    await release();
    const takenOver: LockHolder[] = [];
    const again = await lockDataDir(dataDir, { onTakeOver: (previous) => takenOver.push(previous) });
    await again();
    expect(takenOver).toEqual([]);
  });

  it('is the same lock for the same folder reached through another path', async () => {
    const link = `${dataDir}-link`;
    fs.symlinkSync(dataDir, link);
    const release = await lockDataDir(dataDir);
    try {
      await expect(lockDataDir(link)).rejects.toBeInstanceOf(DataDirLockedError);
    } finally {
      await release();
      fs.rmSync(link);
    }
  });

  it('creates a missing data directory', async () => {
    const nested = path.join(dataDir, 'not', 'yet');
    const release = await lockDataDir(nested);
    expect(fs.existsSync(nested)).toBe(true);
    await release();
  });

  it('stays with a holder that is paused (SIGSTOP), however long: a newcomer is refused and told who holds it', async () => {
    const holder = await holderProcess();
    holder.kill('SIGSTOP');
    // Nothing is refreshed on a timer, so the length of the pause does not matter: no waiting here.
    const refused = await lockDataDir(dataDir).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(DataDirLockedError);
    expect((refused as DataDirLockedError).holder?.pid).toBe(holder.pid);
    holder.kill('SIGCONT');
    holder.kill('SIGTERM');
    await exited(holder);
  });

  it('is taken over at once from a holder killed with SIGKILL, naming the holder that did not stop', async () => {
    const holder = await holderProcess();
    holder.kill('SIGKILL');
    await exited(holder);
    const takenOver: LockHolder[] = [];
    const release = await lockDataDir(dataDir, { onTakeOver: (previous) => takenOver.push(previous) });
    await release();
    expect(takenOver).toEqual([expect.objectContaining({ pid: holder.pid })]);
  });

  it('removes the lock folder an older version left (proper-lockfile), once the directory is ours', async () => {
    fs.mkdirSync(path.join(dataDir, 'server.lock'));
    const release = await lockDataDir(dataDir);
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
    await release();
  });
});
