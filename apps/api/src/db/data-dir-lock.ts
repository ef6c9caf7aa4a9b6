import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** Who holds (or held) a data directory, as its lock's note says. */
export interface LockHolder {
  pid: number;
  /** ISO time the holder took the directory. */
  startedAt: string;
  host: string;
}

/** Thrown when another server holds the data directory. Its message is meant for the person starting it. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder?: LockHolder,
  ) {
    const who = holder ? ` (process ${holder.pid} on ${holder.host}, running since ${holder.startedAt})` : '';
    super(`Another Payee Portal server${who} is already using the data directory ${dataDir}. Stop it, or set DATA_DIR to another folder.`);
    this.name = 'DataDirLockedError';
  }
}

export interface LockOptions {
  /**
   * Called when the directory's last holder ended without releasing it (killed, crashed, power cut): the lock
   * is taken over at once, and the server says so in its log.
   */
  onTakeOver?: (previous: LockHolder) => void;
}

/** The note beside the lock: who holds it, for the refusal's message and the take-over's log line. */
const HOLDER_FILE = 'server.pid';
/** The lock folder of proper-lockfile, used before; removed once the directory is ours. */
const LEGACY_LOCK = 'server.lock';
/** Where systems without abstract sockets keep the lock's socket. */
const SOCKET_FILE = 'server.sock';

/**
 * Takes the data directory for this process. PGlite does not lock its files, and two processes on one
 * directory corrupt it (issue 13, finding 8). The lock is a listening Unix socket, which the kernel keeps
 * exactly as long as the process lives: a paused server still holds it (a lease refreshed on a timer is lost
 * by a pause), and a killed one lets go at once, so a restart right after a crash never waits.
 * On Linux the socket's name is in the abstract namespace, keyed by the directory's device and inode, so the
 * same folder reached by two paths is one lock and nothing is left on disk; elsewhere it is DATA_DIR/server.sock,
 * found stale when nothing answers on it. Returns the function that releases the lock.
 */
export async function lockDataDir(dataDir: string, options: LockOptions = {}): Promise<() => Promise<void>> {
  const absolute = path.resolve(dataDir);
  fs.mkdirSync(absolute, { recursive: true });
  const address = lockAddress(absolute);
  const server = net.createServer((socket) => socket.destroy());

  try {
    await listen(server, address);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') throw new DataDirLockedError(absolute, readHolder(absolute));
    throw error;
  }
  // The lock must never keep the process alive on its own.
  server.unref();

  const previous = readHolder(absolute);
  if (previous) options.onTakeOver?.(previous);
  fs.rmSync(path.join(absolute, LEGACY_LOCK), { recursive: true, force: true });
  const holder: LockHolder = { pid: process.pid, startedAt: new Date().toISOString(), host: os.hostname() };
  writeHolder(absolute, holder);

  let isReleased = false;
  return async () => {
    if (isReleased) return;
    isReleased = true;
    if (readHolder(absolute)?.pid === process.pid) fs.rmSync(path.join(absolute, HOLDER_FILE), { force: true });
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
}

function lockAddress(dataDir: string): string {
  if (process.platform === 'linux') {
    const { dev, ino } = fs.statSync(dataDir);
    return `\0payee-portal-data-dir:${dev}:${ino}`;
  }
  return path.join(dataDir, SOCKET_FILE);
}

function listen(server: net.Server, address: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(address, () => {
      server.off('error', reject);
      resolve();
    });
  }).catch(async (error: NodeJS.ErrnoException) => {
    // A socket file (not Linux) left by a holder that died: nothing answers on it, so it can go.
    if (error.code !== 'EADDRINUSE' || address.startsWith('\0') || (await isAnswering(address))) throw error;
    fs.rmSync(address, { force: true });
    return listen(server, address);
  });
}

function isAnswering(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(socketPath);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code !== 'ECONNREFUSED' && error.code !== 'ENOENT'));
  });
}

function readHolder(dataDir: string): LockHolder | undefined {
  try {
    const parsed = JSON.parse(fs.readFileSync(path.join(dataDir, HOLDER_FILE), 'utf8')) as Partial<LockHolder>;
    if (typeof parsed.pid !== 'number' || typeof parsed.startedAt !== 'string' || typeof parsed.host !== 'string') return undefined;
    return { pid: parsed.pid, startedAt: parsed.startedAt, host: parsed.host };
  } catch {
    return undefined;
  }
}

/** Written whole or not at all (a rename), so a reader never sees half a note. */
function writeHolder(dataDir: string, holder: LockHolder) {
  const temporary = path.join(dataDir, `${HOLDER_FILE}.${process.pid}.tmp`);
  fs.writeFileSync(temporary, `${JSON.stringify(holder)}\n`);
  fs.renameSync(temporary, path.join(dataDir, HOLDER_FILE));
}
