import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { emailOutbox } from '../../db/schema/index';
import { createBackgroundPasses, type WorkerLog } from '../../lib/background-passes';
import { decryptString, encryptString, type KeyRing } from '../../lib/crypto';
import type { Mailer, MailMessage } from '../../mail/mailer';
import { createAfterSentHandlers, type AfterSent, type AfterSentHandler } from './after-sent';

/** Attempts before a message is given up (status failed, logged as an error): about 9 hours of back-off. */
export const MAX_ATTEMPTS = 12;
/** The first retry waits this long; each next one twice as long, up to MAX_BACKOFF_MS. */
export const FIRST_BACKOFF_MS = 15_000;
export const MAX_BACKOFF_MS = 3 * 60 * 60_000;
/** How long a worker's claim on a message lasts: longer than any SMTP exchange, after which another may retry. */
export const CLAIM_MS = 2 * 60_000;
/** Messages one pass claims at a time. */
const BATCH = 10;

export interface OutboxDeps {
  db: Database;
  mailer: Mailer;
  /** The app key: messages wait encrypted. */
  key: KeyRing;
  log: WorkerLog;
  now?: () => Date;
  /** How often the worker looks for due messages when nothing wakes it (OUTBOX_POLL_MS). */
  pollMs?: number;
}

export interface EnqueueOptions {
  /** The template's name, for logs and metrics. */
  template: string;
  /**
   * Recorded in the transaction that marks the message sent (the intake history's "e-mail sent"), by the handler
   * registered for its kind; a kind no handler is registered for is refused here.
   */
  afterSent?: AfterSent;
}

/** `app.outbox`: how the app sends e-mail. */
export interface Outbox {
  /**
   * Writes a message to the outbox through `tx`, the transaction of the change that causes it: sent only if
   * that commits, and then (at least once, normally exactly once) by a worker, retried with back-off.
   */
  enqueue(tx: Database, message: MailMessage, options: EnqueueOptions): Promise<void>;
  /**
   * Registers, at start-up, what is recorded once a message whose `afterSent` is of this kind is sent: the module
   * that sends such messages brings its handler (app.ts, cli/command-outbox.ts), so the outbox imports no module.
   */
  afterSending<A extends AfterSent>(kind: A['kind'], handler: AfterSentHandler<A>): void;
  /**
   * Sends everything due now (after the worker's pass under way, if any), until nothing is left that this
   * instance may send; answers how many this call sent.
   */
  deliverDue(): Promise<number>;
  /** Starts the worker: a pass now, then one every `pollMs`, and one soon after each `wake()`. */
  start(): void;
  /** Asks for a pass soon (after a request that enqueued, once its transaction has committed). */
  wake(): void;
  /** Stops the worker, waiting for a pass under way. */
  stop(): Promise<void>;
  /** Messages waiting to be sent or retried (pending). */
  depth(): Promise<number>;
  /** Messages pending and given up (failed), for /metrics. */
  counts(): Promise<{ pending: number; failed: number }>;
  readonly transport: Mailer['transport'];
}

/** Back-off before attempt `attempt + 1` (attempt ≥ 1): doubling from FIRST_BACKOFF_MS, capped, ±20 % jitter. */
export function backoffMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(FIRST_BACKOFF_MS * 2 ** (attempt - 1), MAX_BACKOFF_MS);
  return Math.round(base * (0.8 + 0.4 * random()));
}

/** What a failure is kept as: its codes, never the SMTP server's text (it may quote the recipient). */
function failureOf(error: unknown): string {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  return [typeof code === 'string' ? code : 'ERROR', typeof responseCode === 'number' ? String(responseCode) : undefined]
    .filter(Boolean)
    .join(' ');
}

/**
 * The outbox over one table, polled in-process with `for update skip locked`: the same code on PGlite and
 * PostgreSQL (docs/decisions.md, "Durability and operations"). Every instance runs a worker; a message is
 * claimed by one of them at a time (a lease of CLAIM_MS, renewed by nothing), sent, then marked sent together
 * with what it records. A crash between sending and marking sends it again once the lease is over: the same
 * Message-ID lets mail systems see it as one.
 */
export function createOutbox({ db, mailer, key, log, now = () => new Date(), pollMs = 1_000 }: OutboxDeps): Outbox {
  const afterSent = createAfterSentHandlers();

  /** Claims a batch of due messages for CLAIM_MS: one short transaction, so other workers skip them. */
  async function claim(at: Date) {
    return db.transaction(async (tx) => {
      const due = await tx
        .select({ id: emailOutbox.id })
        .from(emailOutbox)
        .where(
          and(
            eq(emailOutbox.status, 'pending'),
            lte(emailOutbox.nextAttemptAt, at),
            or(isNull(emailOutbox.lockedUntil), lte(emailOutbox.lockedUntil, at)),
          ),
        )
        .orderBy(asc(emailOutbox.id))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(emailOutbox)
        .set({ lockedUntil: new Date(at.getTime() + CLAIM_MS), attempts: sql`${emailOutbox.attempts} + 1` })
        .where(
          inArray(
            emailOutbox.id,
            due.map((row) => row.id),
          ),
        )
        .returning();
    });
  }

  async function sendOne(row: Awaited<ReturnType<typeof claim>>[number]): Promise<boolean> {
    let message: MailMessage;
    try {
      message = JSON.parse(decryptString(row.messageEncrypted!, key)) as MailMessage;
    } catch {
      // Written under another key: no retry can read it.
      await db.update(emailOutbox).set({ status: 'failed', lockedUntil: null, lastError: 'UNREADABLE' }).where(eq(emailOutbox.id, row.id));
      log.error(
        { outbox_id: row.id, template: row.template },
        'An e-mail in the outbox cannot be decrypted with the app key; marked failed.',
      );
      return false;
    }
    try {
      await mailer.send({ ...message, messageId: row.messageId });
    } catch (error) {
      const isGivenUp = row.attempts >= MAX_ATTEMPTS;
      const next = new Date(now().getTime() + backoffMs(row.attempts));
      await db
        .update(emailOutbox)
        .set({
          status: isGivenUp ? 'failed' : 'pending',
          nextAttemptAt: isGivenUp ? row.nextAttemptAt : next,
          lockedUntil: null,
          lastError: failureOf(error),
        })
        .where(eq(emailOutbox.id, row.id));
      const details = { outbox_id: row.id, template: row.template, attempts: row.attempts, error: failureOf(error) };
      if (isGivenUp) log.error(details, 'Gave up sending an e-mail after every retry; it stays in the outbox as failed.');
      else log.info({ ...details, next_attempt_at: next.toISOString() }, 'Could not send an e-mail; it will be retried.');
      return false;
    }
    await db.transaction(async (tx) => {
      const sentAt = now();
      await tx
        .update(emailOutbox)
        .set({ status: 'sent', sentAt, messageEncrypted: null, lockedUntil: null, lastError: null })
        .where(eq(emailOutbox.id, row.id));
      const after = row.afterSent as AfterSent | null;
      if (!after) return;
      const record = afterSent.get(after.kind);
      // Sent already: sending again would not help. Only a message another program wrote gets here.
      if (!record)
        log.error(
          { outbox_id: row.id, template: row.template, kind: after.kind },
          'Sent an e-mail whose after-send kind no handler is registered for; nothing was recorded.',
        );
      else await record(tx, after, message, sentAt);
    });
    return true;
  }

  async function deliverAll(): Promise<number> {
    let sent = 0;
    for (;;) {
      const claimed = await claim(now());
      if (claimed.length === 0) return sent;
      for (const row of claimed) if (await sendOne(row)) sent++;
    }
  }

  async function counts() {
    const rows = await db
      .select({ status: emailOutbox.status, count: sql<number>`count(*)::int` })
      .from(emailOutbox)
      .where(inArray(emailOutbox.status, ['pending', 'failed']))
      .groupBy(emailOutbox.status);
    const of = (status: string) => rows.find((row) => row.status === status)?.count ?? 0;
    return { pending: of('pending'), failed: of('failed') };
  }

  const passes = createBackgroundPasses(deliverAll, {
    pollMs,
    onFailure: (error) => log.error({ err: error }, 'The e-mail outbox could not be read; trying again later.'),
  });

  return {
    transport: mailer.transport,
    async enqueue(tx, message, { template, afterSent: after }) {
      if (after && !afterSent.has(after.kind)) throw new Error(`No after-send handler is registered for "${after.kind}".`);
      const at = now();
      await tx.insert(emailOutbox).values({
        template,
        messageEncrypted: encryptString(JSON.stringify(message), key),
        messageId: `<${randomBytes(16).toString('hex')}@payee-portal>`,
        afterSent: after ?? null,
        nextAttemptAt: at,
        createdAt: at,
      });
    },
    afterSending: (kind, handler) => afterSent.register(kind, handler),
    // After this instance's pass under way: what it claimed is sent (or rescheduled) by then.
    deliverDue: passes.runPass,
    start: passes.start,
    wake: passes.wake,
    stop: passes.stop,
    async depth() {
      return (await counts()).pending;
    },
    counts,
  };
}
