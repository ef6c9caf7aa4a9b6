import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/client';
import type { DatabaseNotification } from '../../db/notifications';

/** Announced by the database's triggers (migration 0018) at the commit of a change that could end a session. */
export const SESSIONS_CHANGED_CHANNEL = 'sessions_changed';
/** Announced by the database's triggers (migration 0019) at the commit of a change to a client's hot reads. */
export const CLIENT_READS_CHANGED_CHANNEL = 'client_reads_changed';
/** A request that ended sessions asks every instance to confirm it has heard (PostgreSQL)… */
const BARRIER_CHANNEL = 'sessions_barrier';
/** …and each answers on this channel. */
const BARRIER_ACK_CHANNEL = 'sessions_barrier_ack';
/** How every instance's listening connection is named, so that a barrier knows whom to wait for. */
const LISTENER_NAME = 'payee-sessions';
/**
 * How long a barrier waits for an instance that does not answer (its connection half-dead): past it, that
 * instance may still answer a stale session until it sees the change or its cache entry ages out.
 */
export const BARRIER_TIMEOUT_MS = 1_000;

/** Per request: whether it ended or changed sessions (its answer then waits for every instance to hear of it). */
export interface SessionScope {
  hasChangedSessions: boolean;
}
const requestScope = new AsyncLocalStorage<SessionScope>();

/**
 * Called where sessions end or change (revocations, a member of staff's roles): the answer to the request that
 * did it waits until every instance has dropped them (`SessionSync.barrier`). Outside a request, a no-op: the
 * notification still reaches every instance.
 */
export function markSessionsChanged(): void {
  const scope = requestScope.getStore();
  if (scope) scope.hasChangedSessions = true;
}

export const createSessionScope = (): SessionScope => ({ hasChangedSessions: false });

/** Runs `next` (the rest of a request: its hooks and handler) in `scope`, which the reply reads again. */
export function runInSessionScope(scope: SessionScope, next: () => void): void {
  requestScope.run(scope, next);
}

export interface SessionSync {
  /**
   * Resolves once every instance has dropped what the sessions changed so far made stale: at once on PGlite (one
   * process hears before the commit returns); on PostgreSQL, after each listening instance has answered a barrier
   * sent after those commits (notifications reach each listener in commit order).
   */
  barrier(): Promise<void>;
  close(): Promise<void>;
}

/** What the notifications of one channel keep current: `forget(subject)` for each change, `setLive` with the connection. */
interface Forgetting {
  forget(subject: string): void;
  setLive(isLive: boolean): void;
}

/**
 * Connects caches to the database's notifications, each to its channel (the sessions', the client reads').
 * Without notifications (a database handle that cannot listen), no cache is ever live.
 */
export async function startSessionSync(
  database: Pick<DatabaseHandle, 'subscribe'>,
  caches: Readonly<Record<string, Forgetting>>,
  log: FastifyBaseLogger,
): Promise<SessionSync> {
  if (!database.subscribe) return { barrier: async () => {}, close: async () => {} };
  const instance = randomUUID();
  let sequence = 0;
  /** Barriers of this instance waiting for answers: which listeners have not answered yet. */
  const waiting = new Map<string, { missing: Set<number>; done: () => void }>();
  /** Answers a barrier from this instance's listening connection (set once it exists). */
  let acknowledge = (_barrier: string) => {};

  const onNotification = ({ channel, payload, processId }: DatabaseNotification) => {
    const cache = caches[channel];
    if (cache) cache.forget(payload);
    else if (channel === BARRIER_CHANNEL) {
      // Heard after every change committed before the barrier: answer, from this listener's own connection.
      acknowledge(payload);
    } else if (channel === BARRIER_ACK_CHANNEL) {
      const barrier = waiting.get(payload);
      barrier?.missing.delete(processId);
      if (barrier && barrier.missing.size === 0) barrier.done();
    }
  };

  const listening = await database.subscribe({
    channels: [...Object.keys(caches), BARRIER_CHANNEL, BARRIER_ACK_CHANNEL],
    name: LISTENER_NAME,
    onNotification,
    onLive: (isLive) => {
      for (const cache of Object.values(caches)) cache.setLive(isLive);
    },
  });
  acknowledge = (barrier) => {
    listening.notify(BARRIER_ACK_CHANNEL, barrier).catch(() => {});
  };

  return {
    async barrier() {
      if (listening.isDeliveredBeforeCommitReturns) return;
      const id = `${instance}:${(sequence += 1)}`;
      let timer: NodeJS.Timeout | undefined;
      try {
        const missing = new Set(await listening.listeners());
        if (missing.size === 0) return;
        const answered = new Promise<void>((resolve) => waiting.set(id, { missing, done: resolve }));
        const late = new Promise<'late'>((resolve) => {
          timer = setTimeout(() => resolve('late'), BARRIER_TIMEOUT_MS);
        });
        await listening.notify(BARRIER_CHANNEL, id);
        if ((await Promise.race([answered, late])) === 'late') {
          log.warn({ instances: [...missing] }, 'Some instances did not confirm that they dropped ended sessions in time.');
        }
      } catch (error) {
        // The listening connection is down: this instance keeps nothing meanwhile, the others hear as they can.
        log.warn({ err: error }, 'Could not wait for the other instances to drop ended sessions.');
      } finally {
        clearTimeout(timer);
        waiting.delete(id);
      }
    },
    close: () => listening.close(),
  };
}
