import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PassThrough, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { API_FINANCE_JOBS_MESSAGES as WORDS } from '@payee/content/api-finance-jobs';
import { SSA_623_JOB_KEEP_DAYS, monthLabel, type TSsa623Job, type TSsa623JobRequest } from '@payee/contract';
import type { Database } from '../../db/client';
import { ApiError, notFound } from '../../lib/api-error';
import { wrapFileKey, type KeyRing } from '../../lib/crypto';
import { encryptingStream, newFileKey } from '../../lib/storage/file-encryption';
import { createBackgroundPasses, type WorkerLog } from '../../lib/background-passes';
import type { FileStorage } from '../../lib/storage/file-storage';
import { openStoredUpload, storageKey } from '../../lib/uploads';
import { createAuditRepository, type StaffActor } from '../audit';
import { createFinanceRepository } from './repository/index';
import type { BatchJobRow } from './repository/batch-jobs';
import type { createSsa623Service } from './ssa-623';

/** How long a worker's claim on a job lasts unless it renews it (each progress write does). */
export const JOB_LEASE_MS = 2 * 60_000;
/** A job whose server stopped mid-batch this many times is given up. */
export const MAX_JOB_ATTEMPTS = 3;
/** `done` is written every this many worksheets (and at the first and the last). */
export const PROGRESS_EVERY = 50;
const KEEP_MS = SSA_623_JOB_KEEP_DAYS * 24 * 60 * 60_000;
/** Where the zips are kept in the document storage: `reports/<random name>`. */
const AREA = 'reports' as const;

export interface BatchJobDeps {
  db: Database;
  storage: FileStorage;
  key: KeyRing;
  now: () => Date;
  log: WorkerLog;
  ssa623: ReturnType<typeof createSsa623Service>;
  /** Where a zip is written, encrypted, before it goes to the storage (DATA_DIR/tmp). */
  tempDir: string;
  /**
   * How often the worker looks for jobs when nothing wakes it: asking for a batch wakes this server's worker at once,
   * so the poll only finds a job another server was asked for, or one a stopped server left (after its lease).
   */
  pollMs?: number;
}

/** The worker must stop writing: its claim was taken over, or its server is closing. */
class StopWriting extends Error {}

const toJob = (row: BatchJobRow): TSsa623Job => ({
  id: row.id,
  month: row.month,
  program_id: row.programId,
  status: row.status,
  done: row.done,
  total: row.total,
  created_at: row.createdAt.toISOString(),
  finished_at: row.finishedAt?.toISOString() ?? null,
  expires_at: row.expiresAt?.toISOString() ?? null,
  error: row.error,
  file_name: row.status === 'done' ? WORDS.fileName(row.month) : null,
  size_bytes: row.status === 'done' ? row.sizeBytes : null,
});

/**
 * The SSA-623 batch as a durable job (issue 23): `ask` writes a queued row (at most one queued or running per
 * month and program), and a worker in every server claims jobs one at a time (`for update skip locked`, a lease it
 * renews with each progress write), writes the zip (ssa-623.ts writeBatch) encrypted under its own key to a temp
 * file, then puts it into the document storage, and marks the job done with the file kept SSA_623_JOB_KEEP_DAYS.
 * A server that stops mid-batch leaves the lease to run out; another pass (there or in another server) starts the
 * job again, up to MAX_JOB_ATTEMPTS claims. The same pass deletes the files, and jobs, past keeping.
 */
export function createSsa623Jobs({ db, storage, key, now, log, ssa623, tempDir, pollMs = 15_000 }: BatchJobDeps) {
  const repository = createFinanceRepository(db).batchJobs;
  /** Set by `stop`: a batch under way stops at its next worksheet. */
  let isClosing = false;

  /** Leaves a job this server stopped for the next pass, here or in another server, at once. */
  const release = (row: BatchJobRow) =>
    repository.progress(row.id, row.claimToken!, { done: 0, total: row.total, lockedUntil: new Date(0) });

  async function run(row: BatchJobRow) {
    const token = row.claimToken!;
    if (row.attempts > MAX_JOB_ATTEMPTS) {
      await repository.finish(row.id, token, { status: 'failed', finishedAt: now(), error: WORDS.gaveUp(MAX_JOB_ATTEMPTS) });
      log.error({ job_id: row.id, month: row.month }, 'Gave up an SSA-623 batch whose server stopped every time.');
      return;
    }
    await fs.promises.mkdir(tempDir, { recursive: true, mode: 0o700 });
    const temp = path.join(tempDir, `ssa-623-job-${row.id}-${randomUUID()}`);
    const csvFile = `${temp}.csv`;
    const fileKey = newFileKey();
    let sizeBytes = 0;
    const measure = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        sizeBytes += chunk.length;
        callback(null, chunk);
      },
    });
    const zip = new PassThrough();
    const writing = pipeline(zip, measure, encryptingStream(fileKey), fs.createWriteStream(temp, { mode: 0o600, flags: 'wx' }));
    let written = -PROGRESS_EVERY;
    const onProgress = async (done: number, total: number) => {
      if (isClosing) throw new StopWriting();
      if (done - written < PROGRESS_EVERY && done !== total) return;
      written = done;
      const lockedUntil = new Date(now().getTime() + JOB_LEASE_MS);
      if (!(await repository.progress(row.id, token, { done, total, lockedUntil }))) throw new StopWriting();
    };
    try {
      // A failed write (the disk full) ends the batch too, rather than leave it waiting for a reader.
      const total = await Promise.race([
        ssa623.writeBatch(row.month, row.programId, zip, csvFile, onProgress),
        writing.then(() => new Promise<never>(() => {})),
      ]);
      await writing;
      const storageName = randomUUID();
      const { size } = await fs.promises.stat(temp);
      await storage.put(storageKey(AREA, storageName), fs.createReadStream(temp), size);
      const at = now();
      const isOurs = await repository.finish(row.id, token, {
        status: 'done',
        done: total,
        total,
        finishedAt: at,
        expiresAt: new Date(at.getTime() + KEEP_MS),
        storageName,
        keyEncrypted: wrapFileKey(fileKey, key),
        sizeBytes,
      });
      if (!isOurs) await storage.remove([storageKey(AREA, storageName)]);
      else log.info({ job_id: row.id, month: row.month, clients: total, bytes: sizeBytes }, 'The SSA-623 batch is written.');
    } catch (error) {
      zip.destroy();
      await writing.catch(() => {});
      if (error instanceof StopWriting) {
        if (isClosing) await release(row).catch(() => {});
        return;
      }
      log.error({ err: error, job_id: row.id, month: row.month }, 'The SSA-623 batch could not be written.');
      await repository.finish(row.id, token, { status: 'failed', finishedAt: now(), error: WORDS.failed });
    } finally {
      await Promise.all([fs.promises.rm(temp, { force: true }), fs.promises.rm(csvFile, { force: true })]);
    }
  }

  /** Deletes the files, and the jobs, past keeping. */
  async function sweep() {
    for (const row of await repository.expired(now())) {
      await storage.remove([storageKey(AREA, row.storageName!)]);
      await repository.remove(row.id);
    }
  }

  async function runAll(): Promise<number> {
    await sweep();
    let ran = 0;
    for (;;) {
      if (isClosing) return ran;
      const row = await repository.claimNext(now(), JOB_LEASE_MS, randomUUID());
      if (!row) return ran;
      await run(row);
      ran += 1;
    }
  }

  /** Passes run one after another in a server: it writes one batch at a time. */
  const passes = createBackgroundPasses(runAll, {
    pollMs,
    onFailure: (error) => log.error({ err: error }, 'The SSA-623 batch jobs could not be read; trying again later.'),
  });

  async function found(id: number) {
    const row = await repository.byId(id);
    if (!row) throw notFound(WORDS.noSuchJob(id));
    return row;
  }

  return {
    /**
     * Asks for the month's batch: the job queued or running for it if there is one, else the done one unless
     * `rerun`, else a new queued job (audited). `created` says which.
     */
    async ask(request: TSsa623JobRequest, actor: StaffActor): Promise<{ job: TSsa623Job; created: boolean; message: string }> {
      const { month, program_id: programId } = request;
      if (!(await repository.programExists(programId))) throw notFound(WORDS.noSuchProgram(programId));
      const label = monthLabel(month);
      const latest = await repository.latest(month, programId);
      if (latest && (latest.status === 'queued' || latest.status === 'running'))
        return { job: toJob(latest), created: false, message: WORDS.underWay(label) };
      if (latest?.status === 'done' && !request.rerun) return { job: toJob(latest), created: false, message: WORDS.alreadyDone(label) };
      const row = await db.transaction(async (tx) => {
        const at = now();
        const inserted = await createFinanceRepository(tx).batchJobs.insertQueued({
          month,
          programId,
          requestedBy: actor.staffUserId,
          createdAt: at,
        });
        if (!inserted) return undefined;
        await createAuditRepository(tx).record({
          action: 'finance.ssa623_batch_start',
          staffUserId: actor.staffUserId,
          recordType: 'ssa623_batch_job',
          recordId: inserted.id,
          ip: actor.ip,
          details: { month, program_id: programId, rerun: request.rerun === true },
          at,
        });
        return inserted;
      });
      // Another request made it meanwhile: that one is the month's.
      if (!row) return { job: toJob((await repository.latest(month, programId))!), created: false, message: WORDS.underWay(label) };
      passes.wake();
      return { job: toJob(row), created: true, message: WORDS.started(label) };
    },

    async read(id: number) {
      return toJob(await found(id));
    },

    async latest(month: string, programId: number) {
      const row = await repository.latest(month, programId);
      return row ? toJob(row) : null;
    },

    /** The done job's zip to send (lib/send-file.ts), its download audited. */
    async file(id: number, actor: StaffActor) {
      const row = await found(id);
      if (row.status !== 'done') throw new ApiError(409, WORDS.notReady(id));
      await createAuditRepository(db).record({
        action: 'finance.ssa623_batch_download',
        staffUserId: actor.staffUserId,
        recordType: 'ssa623_batch_job',
        recordId: id,
        ip: actor.ip,
        details: { month: row.month, program_id: row.programId, clients: row.total },
        at: now(),
      });
      return {
        open: () => openStoredUpload(storage, key, AREA, { storageName: row.storageName!, keyEncrypted: row.keyEncrypted }),
        originalName: WORDS.fileName(row.month),
        contentType: 'application/zip',
        sizeBytes: row.sizeBytes!,
        missing: { message: WORDS.fileGone(id), what: 'SSA-623 batch' },
      };
    },

    /** Runs every job due now (after the pass under way, if any); answers how many this call ran. */
    runDue: passes.runPass,
    start() {
      isClosing = false;
      passes.start();
    },
    wake: passes.wake,
    /** Stops the worker: a batch under way stops at its next worksheet and is left for the next pass. */
    async stop() {
      isClosing = true;
      await passes.stop();
    },
  };
}

export type Ssa623Jobs = ReturnType<typeof createSsa623Jobs>;
