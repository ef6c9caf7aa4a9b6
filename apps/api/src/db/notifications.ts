import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** One `NOTIFY channel, payload`, with the PostgreSQL process that sent it (0 on PGlite). */
export interface DatabaseNotification {
  channel: string;
  payload: string;
  processId: number;
}

export interface SubscribeOptions {
  channels: readonly string[];
  /**
   * Names the listening connection on PostgreSQL (`application_name`, set once it listens), so that
   * `listeners()` finds every instance's.
   */
  name: string;
  onNotification(notification: DatabaseNotification): void;
  /**
   * True once notifications arrive, false while they may be missed (the PostgreSQL connection is down or
   * not yet listening): whoever keeps what they announce must then stop trusting it.
   */
  onLive(isLive: boolean): void;
}

/** LISTEN on some channels of the database, for as long as the app runs. */
export interface NotificationSubscription {
  /**
   * PGlite: a notification reaches every subscriber before the statement (or commit) that sent it returns,
   * as the only session is this process's. PostgreSQL: it arrives on another connection, a moment later.
   */
  readonly isDeliveredBeforeCommitReturns: boolean;
  /** Sends a notification from the listening connection: its process id is this subscription's. */
  notify(channel: string, payload: string): Promise<void>;
  /** This subscription's process id (PostgreSQL, while connected). */
  processId(): number | undefined;
  /** Process ids of every connection listening under this `name` in this database now (PostgreSQL). */
  listeners(): Promise<number[]>;
  close(): Promise<void>;
}

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** PGlite: the one in-process session listens; notifications are handed out as its statements return. */
export async function subscribePglite(client: PGlite, options: SubscribeOptions): Promise<NotificationSubscription> {
  const unsubscribes = await Promise.all(
    options.channels.map((channel) =>
      client.listen(quoteIdentifier(channel), (payload) => options.onNotification({ channel, payload, processId: 0 })),
    ),
  );
  options.onLive(true);
  return {
    isDeliveredBeforeCommitReturns: true,
    notify: async (channel, payload) => {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    processId: () => 0,
    listeners: async () => [],
    close: async () => {
      options.onLive(false);
      if (!client.closed) await Promise.all(unsubscribes.map((unsubscribe) => unsubscribe()));
    },
  };
}

/** How long a lost listening connection waits before trying again. */
const RECONNECT_MS = 1_000;

/**
 * PostgreSQL: a connection of its own (LISTEN holds it; a pool's would be handed to queries), opened again
 * whenever it is lost; a failed first attempt does not stop the start either. Live from its LISTEN on.
 */
export async function subscribePostgres(
  connectionString: string,
  timeouts: { connectMs: number; statementMs: number },
  options: SubscribeOptions,
): Promise<NotificationSubscription> {
  let client: pg.Client | undefined;
  let isClosed = false;
  let retry: NodeJS.Timeout | undefined;

  const lose = (lost: pg.Client) => {
    if (client !== lost) return;
    client = undefined;
    options.onLive(false);
    lost.removeAllListeners('notification');
    // Its 'error' listener stays: a destroyed connection may still report one.
    lost.connection.stream.destroy();
    if (!isClosed) retry = setTimeout(connect, RECONNECT_MS).unref();
  };

  async function connect() {
    const connecting = new pg.Client({
      connectionString,
      keepAlive: true,
      connectionTimeoutMillis: timeouts.connectMs,
      query_timeout: timeouts.statementMs + 1_000,
    });
    connecting.on('error', () => lose(connecting));
    connecting.on('end', () => lose(connecting));
    connecting.on('notification', (message) => {
      options.onNotification({ channel: message.channel, payload: message.payload ?? '', processId: message.processId });
    });
    client = connecting;
    try {
      await connecting.connect();
      for (const channel of options.channels) await connecting.query(`listen ${quoteIdentifier(channel)}`);
      // Named only now: `listeners()` must never count a connection that does not hear yet.
      await connecting.query(`select set_config('application_name', $1, false)`, [options.name]);
      if (client === connecting && !isClosed) options.onLive(true);
    } catch {
      lose(connecting);
    }
  }

  // The first attempt is waited for (bounded by the connect timeout), so a server that starts keeps sessions at once.
  await connect();

  const connected = () => {
    if (!client) throw new Error('The notification connection is down.');
    return client;
  };

  return {
    isDeliveredBeforeCommitReturns: false,
    notify: async (channel, payload) => {
      await connected().query('select pg_notify($1, $2)', [channel, payload]);
    },
    processId: () => (client as (pg.Client & { processID?: number }) | undefined)?.processID,
    listeners: async () => {
      const { rows } = await connected().query<{ pid: number }>(
        'select pid from pg_stat_activity where datname = current_database() and application_name = $1',
        [options.name],
      );
      return rows.map((row) => row.pid);
    },
    close: async () => {
      isClosed = true;
      clearTimeout(retry);
      const closing = client;
      client = undefined;
      options.onLive(false);
      // A paused server never answers the goodbye: the socket goes after a moment regardless.
      if (closing) {
        const ended = closing.end().catch(() => {});
        const late = setTimeout(() => closing.connection.stream.destroy(), timeouts.connectMs).unref();
        await ended;
        clearTimeout(late);
      }
    },
  };
}
