import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import {
  IDEMPOTENCY_ANSWER_LOST_MESSAGE,
  IDEMPOTENCY_IN_PROGRESS_MESSAGE,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_INVALID_MESSAGE,
  IDEMPOTENCY_KEY_MAX_LENGTH,
  IDEMPOTENCY_KEY_REUSED_MESSAGE,
  IDEMPOTENT_REPLAYED_HEADER,
} from '@payee/contract';
import { and, eq, isNull, lte } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { runWatchingCommits } from '../db/commit-watch';
import { idempotencyKeys } from '../db/schema/index';
import { ApiError, validationFailed } from '../lib/api-error';
import { signedInStaff } from './auth';
import { UploadedFile } from './multipart';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route takes an `Idempotency-Key` header (plugins/idempotency.ts): a retry of the same request with the
     * same key answers the first answer again instead of doing the work twice. Staff routes only: keys are the
     * signed-in member's.
     */
    idempotent?: boolean;
  }
}

/** How long a key and its answer are kept: a retry within a day gets the first answer. */
export const IDEMPOTENCY_KEY_KEPT_MS = 24 * 60 * 60 * 1000;
/**
 * How long an attempt holds its key before a retry may take it over, if the attempt never committed (a server that
 * stopped mid-request): the longest a request may run (the server's request timeout).
 */
export const IDEMPOTENCY_LEASE_MS = 5 * 60 * 1000;
/** How often an instance deletes the keys past their day. */
const SWEEP_EVERY_MS = 10 * 60 * 1000;
/** The `Retry-After` (seconds) of a 409 for a request still being processed. */
const IN_PROGRESS_RETRY_AFTER_SECONDS = 1;

const HEADER = IDEMPOTENCY_KEY_HEADER.toLowerCase();
/** An sf-string (RFC 8941 section 3.3.3), as the draft sends the key: printable ASCII in quotes, `\"` and `\\` escaped. */
const SF_STRING = /^"((?:[\x20\x21\x23-\x5B\x5D-\x7E]|\\["\\])*)"$/;
/** The same key sent bare, as many clients do: printable ASCII, no spaces, no quotes. */
const BARE_KEY = /^[\x21\x23-\x7E]+$/;

/** The key of the header: undefined when absent; a 422 when malformed. */
export function readIdempotencyKey(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  const value = Array.isArray(header) ? undefined : header.trim();
  const quoted = value === undefined ? null : SF_STRING.exec(value);
  const key = quoted ? quoted[1]!.replace(/\\(["\\])/g, '$1') : value !== undefined && BARE_KEY.test(value) ? value : undefined;
  if (!key || key.length > IDEMPOTENCY_KEY_MAX_LENGTH) {
    throw validationFailed({ [IDEMPOTENCY_KEY_HEADER]: [IDEMPOTENCY_KEY_INVALID_MESSAGE] }, IDEMPOTENCY_KEY_INVALID_MESSAGE);
  }
  return key;
}

const sha256 = (text: string | Buffer) => createHash('sha256').update(text).digest('hex');

/** The body as one canonical value: keys sorted, an uploaded file as its name and SHA-256. */
async function canonical(value: unknown): Promise<unknown> {
  if (value instanceof UploadedFile) return { file: value.filename, sha256: sha256(await fs.promises.readFile(value.path)) };
  if (Array.isArray(value)) return Promise.all(value.map(canonical));
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(await Promise.all(entries.map(async ([key, item]) => [key, await canonical(item)] as const)));
  }
  return value ?? null;
}

/** What a retry must repeat: the method, the path (with its query) and the body. */
export async function requestFingerprint(method: string, url: string, body: unknown): Promise<string> {
  return sha256(JSON.stringify([method.toUpperCase(), url, await canonical(body)]));
}

/** A request holding its key while it runs. */
interface Claim {
  staffUserId: number;
  key: string;
  token: string;
  /** The work's transaction has committed (the key row says so too, written in it). */
  isCommitted: boolean;
}

type KeyRow = typeof idempotencyKeys.$inferSelect;

/**
 * `Idempotency-Key` on the routes that post money (`config: { idempotent: true }`), as the IETF httpapi draft "The
 * Idempotency-Key HTTP Header Field" has it (docs/decisions.md, "Trust ledger"):
 *
 * - the key is claimed in the database before the work (a row per member of staff and key: two requests with one
 *   key cannot both run); the same key while the first request runs is a 409 with `Retry-After`;
 * - the work's transaction marks the row committed before its COMMIT (db/commit-watch.ts), and only while this
 *   attempt still holds the key, so a crash leaves the row saying whether the work was done;
 * - the answer is kept (2xx, or any answer below 500 once the work committed) and given again, with
 *   `Idempotent-Replayed: true`, to a retry with the same key and the same request for 24 hours; the same key with
 *   another request is a 422;
 * - a 4xx before anything committed, or a 5xx, lets the key go: the retry runs again.
 *
 * A request without the header runs as before.
 */
async function idempotencyPlugin(app: FastifyInstance) {
  const db: Database = app.db;
  const fingerprints = new WeakMap<FastifyRequest, { key: string; hash: string }>();
  const claims = new WeakMap<FastifyRequest, Claim>();
  let lastSweep = 0;

  const rowOf = (staffUserId: number, key: string) => and(eq(idempotencyKeys.staffUserId, staffUserId), eq(idempotencyKeys.key, key));
  const heldBy = (claim: Claim) => and(rowOf(claim.staffUserId, claim.key), eq(idempotencyKeys.claimToken, claim.token));

  async function sweep(now: Date) {
    if (now.getTime() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = now.getTime();
    await db.delete(idempotencyKeys).where(lte(idempotencyKeys.expiresAt, now));
  }

  /** Claims the key for this request, or answers the row another request holds or answered. */
  async function claim(staffUserId: number, key: string, hash: string): Promise<{ claimed: Claim } | { row: KeyRow }> {
    const now = app.now();
    await sweep(now);
    const token = randomUUID();
    const fresh = {
      requestHash: hash,
      claimToken: token,
      lockedUntil: new Date(now.getTime() + IDEMPOTENCY_LEASE_MS),
      committedAt: null,
      responseStatus: null,
      responseContentType: null,
      responseBody: null,
      createdAt: now,
      expiresAt: new Date(now.getTime() + IDEMPOTENCY_KEY_KEPT_MS),
    };
    const claimed = { claimed: { staffUserId, key, token, isCommitted: false } };
    // Twice at most: a row that went (swept, or let go by a failed attempt) between the insert and the read.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const inserted = await db
        .insert(idempotencyKeys)
        .values({ staffUserId, key, ...fresh })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (inserted.length > 0) return claimed;
      const [row] = await db.select().from(idempotencyKeys).where(rowOf(staffUserId, key)).limit(1);
      if (!row) continue;
      // A key past its day is a new key.
      if (row.expiresAt <= now) {
        const renewed = await db
          .update(idempotencyKeys)
          .set(fresh)
          .where(and(rowOf(staffUserId, key), lte(idempotencyKeys.expiresAt, now)))
          .returning({ key: idempotencyKeys.key });
        if (renewed.length > 0) return claimed;
        continue;
      }
      if (row.requestHash !== hash || row.responseStatus !== null) return { row };
      // An attempt that stopped (its lease over) without committing did nothing: this one runs it again.
      if (row.committedAt === null && row.lockedUntil <= now) {
        const taken = await db
          .update(idempotencyKeys)
          .set({ claimToken: token, lockedUntil: fresh.lockedUntil })
          .where(and(eq(idempotencyKeys.claimToken, row.claimToken), isNull(idempotencyKeys.committedAt), rowOf(staffUserId, key)))
          .returning({ key: idempotencyKeys.key });
        if (taken.length > 0) return claimed;
        continue;
      }
      return { row };
    }
    throw new ApiError(409, IDEMPOTENCY_IN_PROGRESS_MESSAGE);
  }

  /** The answer to a request whose key is held or was answered already. */
  function answerFromRow(reply: FastifyReply, row: KeyRow, hash: string) {
    if (row.requestHash !== hash)
      throw validationFailed({ [IDEMPOTENCY_KEY_HEADER]: [IDEMPOTENCY_KEY_REUSED_MESSAGE] }, IDEMPOTENCY_KEY_REUSED_MESSAGE);
    if (row.responseStatus !== null && row.responseBody !== null) {
      reply.code(row.responseStatus).header(IDEMPOTENT_REPLAYED_HEADER, 'true');
      if (row.responseContentType) reply.header('content-type', row.responseContentType);
      return reply.send(row.responseBody);
    }
    if (row.committedAt !== null && row.lockedUntil <= app.now()) throw new ApiError(409, IDEMPOTENCY_ANSWER_LOST_MESSAGE);
    reply.header('retry-after', String(IN_PROGRESS_RETRY_AFTER_SECONDS));
    throw new ApiError(409, IDEMPOTENCY_IN_PROGRESS_MESSAGE);
  }

  // The key and the request's fingerprint, once the body (a form's files included) has been read.
  app.addHook('preValidation', async (request) => {
    if (!request.routeOptions.config.idempotent) return;
    const key = readIdempotencyKey(request.headers[HEADER]);
    if (key === undefined) return;
    fingerprints.set(request, { key, hash: await requestFingerprint(request.method, request.url, request.body) });
  });

  // After validation, last before the handler: claim the key, or answer from it. The handler then runs with its
  // transactions watched (callback style, so the watch covers everything that follows).
  app.addHook('preHandler', (request, reply, done) => {
    const fingerprint = fingerprints.get(request);
    if (!fingerprint) return done();
    // Keys are the signed-in member's (a route outside the staff tree is refused here, 401).
    Promise.resolve()
      .then(() => claim(signedInStaff(request).id, fingerprint.key, fingerprint.hash))
      .then(
        (result) => {
          if ('claimed' in result) {
            const held = result.claimed;
            claims.set(request, held);
            runWatchingCommits(
              {
                async beforeCommit(tx) {
                  const marked = await tx
                    .update(idempotencyKeys)
                    .set({ committedAt: app.now() })
                    .where(heldBy(held))
                    .returning({ key: idempotencyKeys.key });
                  // A retry took the key over (this attempt outlived its lease): it runs the work, this one must not.
                  if (marked.length === 0) throw new ApiError(409, IDEMPOTENCY_IN_PROGRESS_MESSAGE);
                },
                afterCommit() {
                  held.isCommitted = true;
                },
              },
              done,
            );
            return;
          }
          try {
            answerFromRow(reply, result.row, fingerprint.hash);
          } catch (error) {
            done(error as Error);
          }
        },
        (error: unknown) => done(error as Error),
      );
  });

  // The answer, kept before it leaves (a retry that comes as soon as it arrives finds it), or the key let go.
  app.addHook('onSend', async (request, reply, payload) => {
    const held = claims.get(request);
    if (!held) return payload;
    claims.delete(request);
    const status = reply.statusCode;
    const isKept = typeof payload === 'string' && ((status >= 200 && status < 300) || (held.isCommitted && status < 500));
    try {
      if (isKept) {
        const contentType = reply.getHeader('content-type');
        await db
          .update(idempotencyKeys)
          .set({
            responseStatus: status,
            responseContentType: typeof contentType === 'string' ? contentType : null,
            responseBody: payload,
            lockedUntil: app.now(),
          })
          .where(heldBy(held));
      } else if (!held.isCommitted) {
        await db.delete(idempotencyKeys).where(and(heldBy(held), isNull(idempotencyKeys.committedAt)));
      } else {
        // Done, but the answer is a failure that says nothing true of it: a retry is told so, and not run again.
        await db.update(idempotencyKeys).set({ lockedUntil: app.now() }).where(heldBy(held));
      }
    } catch (error) {
      request.log.error({ err: error }, 'The idempotency key could not be updated.');
    }
    return payload;
  });
}

export default fp(idempotencyPlugin, { name: 'idempotency', dependencies: ['db', 'multipart', 'auth'] });
