import fs from 'node:fs';
import path from 'node:path';
import { and, asc, eq, getTableColumns, gt, isNotNull, isNull, like, not, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  currentCiphertextPattern,
  currentLookupPattern,
  decryptString,
  encryptString,
  keyIdOf,
  unwrapFileKey,
  wrapFileKey,
  type KeyRing,
} from '../lib/crypto';
import { uploadsDir } from '../lib/storage/configured-storage';
import type { FileStorage } from '../lib/storage/file-storage';
import { putEncrypted, removeStoredFiles, type UploadArea } from '../lib/uploads';
import { ssnLookupHash } from '../lib/ssn-lookup';
import type { Database } from './client';
import {
  caseNotes,
  clientDocuments,
  clientUsers,
  emailOutbox,
  enquiries,
  intakeApplicationDocuments,
  intakeApplications,
  onboardingBills,
  onboardingOtherIdentifiers,
  onboardingProfiles,
  paymentVendors,
  signInAttempts,
  ssa623BatchJobs,
  staffRecoveryCodes,
  staffUsers,
} from './schema/index';

/**
 * Personal data at rest (docs/decisions.md, "Personal data at rest"): one pass over every encrypted column,
 * look-up hash and stored file, in batches of rows each in its own transaction (rows locked while rewritten),
 * so it runs beside a server on PostgreSQL and may stop and start again anywhere.
 *
 * - `legacy` (the server, at every start, before it listens): what has no key id yet is written under the
 *   current key: values migration 0013 moved out of clear columns (`plain:…`), `v1:` ciphertexts and bare
 *   look-up hashes from before key versions, and files stored in the clear (no wrapped key: they are read
 *   from DATA_DIR/uploads, where they always were, encrypted into the configured storage, then deleted).
 * - `rotate` (`npm run keys:rotate`): also everything under another key id: values decrypted with the key
 *   they name and encrypted under the current one, SSN look-up hashes recomputed, file keys re-wrapped (the
 *   files themselves are not rewritten). Running it twice finds nothing the second time.
 */
export type AtRestPass = 'legacy' | 'rotate';

/** Values a migration moved out of a clear column, awaiting encryption (migration 0013). */
export const PLAIN_PREFIX = 'plain:';

/** What a pass did and left, by kind of data, for the command's report and the start-up log. */
export interface AtRestReport {
  /** Rows (values, hashes or file keys) rewritten under the current key, by kind. */
  rewritten: Record<string, number>;
  /** Rows that could not be rewritten (a key missing from the ring, a damaged value, a clear file not found), by kind. */
  failed: Record<string, number>;
  /**
   * Keyed hashes no pass can recompute (the value hashed is not kept) that name another key than the current
   * (counted by the rotate pass): they stop matching when their key is removed.
   */
  keyBound: KeyBoundCounts;
}

export interface KeyBoundCounts {
  /** Unused staff recovery codes made before they were argon2id (totp.ts): they work only while their key is in the ring. */
  recoveryCodes: number;
  /** History: they count towards a lock-out for 15 minutes, and are kept for the office to read. */
  signInAttempts: number;
  enquiryAddresses: number;
}

export const KEY_BOUND_LABELS: Record<keyof KeyBoundCounts, string> = {
  recoveryCodes: 'unused staff recovery codes',
  signInAttempts: 'sign-in attempts (identity and address hashes)',
  enquiryAddresses: 'enquiry address hashes',
};

export interface AtRestOptions {
  db: Database;
  ring: KeyRing;
  storage: FileStorage;
  /** Where files from before encryption are (DATA_DIR/uploads/<area>/…). */
  dataDir: string;
  pass: AtRestPass;
  /** Rows per transaction. */
  batchSize?: number;
  /** Told of each row that fails, without its value. */
  onFailure?: (kind: string, rowId: number, error: unknown) => void;
}

type Column = PgColumn;
type Columns = Record<string, Column>;

/** A table's encrypted text columns (by property name), and the look-up hashes recomputed from them. */
interface FieldJob {
  kind: string;
  table: PgTable;
  id: Column;
  ciphertexts: string[];
  /** Look-up hash column → how it is made from the row's decrypted values. */
  lookups?: Record<string, (plain: Record<string, string | null>, ring: KeyRing) => string>;
}

const FIELD_JOBS: FieldJob[] = [
  {
    kind: 'client SSNs, birth dates and SSN look-up hashes',
    table: clientUsers,
    id: clientUsers.id,
    ciphertexts: ['ssnEncrypted', 'dateOfBirthEncrypted'],
    lookups: { ssnLookup: (plain, ring) => ssnLookupHash(plain.ssnEncrypted!, ring) },
  },
  {
    kind: 'veteran service numbers (intake)',
    table: intakeApplications,
    id: intakeApplications.id,
    ciphertexts: ['veteranServiceNoEncrypted'],
  },
  { kind: 'enquiry SSNs', table: enquiries, id: enquiries.id, ciphertexts: ['ssnEncrypted'] },
  {
    kind: 'medical details and identifier numbers (onboarding)',
    table: onboardingProfiles,
    id: onboardingProfiles.id,
    ciphertexts: ['healthInfoEncrypted', 'identifiersEncrypted'],
  },
  {
    kind: 'other identifier numbers (onboarding)',
    table: onboardingOtherIdentifiers,
    id: onboardingOtherIdentifiers.id,
    ciphertexts: ['identityCodeEncrypted'],
  },
  // Append-only, but its trigger lets exactly this through: the text under another key id, nothing else changed.
  { kind: 'case notes', table: caseNotes, id: caseNotes.id, ciphertexts: ['textEncrypted'] },
  { kind: 'staff TOTP secrets', table: staffUsers, id: staffUsers.id, ciphertexts: ['totpSecretEncrypted'] },
  { kind: 'vendor account numbers (finance)', table: paymentVendors, id: paymentVendors.id, ciphertexts: ['accountNumberEncrypted'] },
  // Pending and failed messages; a sent one holds null. The worker never writes this column but to clear it once
  // sent, so a rewrite here and a send there cannot undo each other.
  { kind: 'e-mails waiting in the outbox', table: emailOutbox, id: emailOutbox.id, ciphertexts: ['messageEncrypted'] },
];

/** A table's stored files: the storage name and wrapped-key columns (by property name) and the area. */
interface FileJob {
  kind: string;
  table: PgTable;
  id: Column;
  area: UploadArea;
  storageName: string;
  keyEncrypted: string;
}

const FILE_JOBS: FileJob[] = [
  {
    kind: 'SSA documents (intake)',
    table: intakeApplicationDocuments,
    id: intakeApplicationDocuments.id,
    area: 'intake',
    storageName: 'storageName',
    keyEncrypted: 'keyEncrypted',
  },
  {
    kind: 'profile photos (onboarding)',
    table: onboardingProfiles,
    id: onboardingProfiles.id,
    area: 'onboarding',
    storageName: 'photoStorageName',
    keyEncrypted: 'photoKeyEncrypted',
  },
  {
    kind: 'bill files (onboarding)',
    table: onboardingBills,
    id: onboardingBills.id,
    area: 'onboarding',
    storageName: 'fileStorageName',
    keyEncrypted: 'fileKeyEncrypted',
  },
  {
    // Kept documents: the trigger of migration 0034 lets exactly this through, the file key under another key id.
    kind: "documents on clients' files",
    table: clientDocuments,
    id: clientDocuments.id,
    area: 'documents',
    storageName: 'storageName',
    keyEncrypted: 'keyEncrypted',
  },
  {
    kind: 'SSA-623 batch zips (finance)',
    table: ssa623BatchJobs,
    id: ssa623BatchJobs.id,
    area: 'reports',
    storageName: 'storageName',
    keyEncrypted: 'keyEncrypted',
  },
];

const columnsOf = (table: PgTable) => getTableColumns(table) as Columns;

/** A value that is not yet what the pass leaves: without key id (legacy), or not under the current key (rotate). */
function ciphertextNeedsWork(column: Column, pass: AtRestPass, ring: KeyRing): SQL {
  if (pass === 'legacy') return or(like(column, `${PLAIN_PREFIX}%`), like(column, 'v1:%'))!;
  return and(isNotNull(column), not(like(column, currentCiphertextPattern(ring))))!;
}

function lookupNeedsWork(column: Column, pass: AtRestPass, ring: KeyRing): SQL {
  if (pass === 'legacy') return not(like(column, '%:%'));
  return not(like(column, currentLookupPattern(ring)));
}

/** Whether one stored value still needs the pass (the SQL above, for the row in hand). */
function valueNeedsWork(value: string | null, pass: AtRestPass, ring: KeyRing, isLookup = false): boolean {
  if (value === null) return false;
  const id = value.startsWith(PLAIN_PREFIX) ? null : keyIdOf(value);
  if (pass === 'legacy') return isLookup ? id === null : value.startsWith(PLAIN_PREFIX) || value.startsWith('v1:');
  return id !== ring.current.id;
}

const reveal = (value: string, ring: KeyRing) =>
  value.startsWith(PLAIN_PREFIX) ? value.slice(PLAIN_PREFIX.length) : decryptString(value, ring);

type FullOptions = Required<Omit<AtRestOptions, 'onFailure'>> & Pick<AtRestOptions, 'onFailure'>;
type Row = { id: number } & Record<string, string | null>;
/** How many rows a job rewrote, and how many it could not. */
interface JobCounts {
  rewritten: number;
  failed: number;
}

/**
 * The rows of `table` that `where` selects, `batchSize` at a time in id order, each batch in a transaction with
 * its rows locked (`for update`); `rewrite` answers a row's new values (none: left as is). A row that fails is
 * told to `onFailure` and passed over, never retried in the same pass.
 */
async function rewriteInBatches(
  options: FullOptions,
  kind: string,
  table: PgTable,
  id: Column,
  columns: Columns,
  where: SQL | undefined,
  rewrite: (row: Row) => Record<string, string | null>,
): Promise<JobCounts> {
  const counts = { rewritten: 0, failed: 0 };
  let afterId = 0;
  for (;;) {
    const batch = await options.db.transaction(async (tx) => {
      const rows = (await tx
        .select({ id, ...columns })
        .from(table)
        .where(and(gt(id, afterId), where))
        .orderBy(asc(id))
        .limit(options.batchSize)
        .for('update')) as Row[];
      for (const row of rows) {
        try {
          const changes = rewrite(row);
          if (Object.keys(changes).length === 0) continue;
          await tx.update(table).set(changes).where(eq(id, row.id));
          counts.rewritten += 1;
        } catch (error) {
          counts.failed += 1;
          options.onFailure?.(kind, row.id, error);
        }
      }
      return rows;
    });
    if (batch.length === 0) return counts;
    afterId = batch[batch.length - 1]!.id;
  }
}

function runFieldJob(job: FieldJob, options: FullOptions): Promise<JobCounts> {
  const { ring, pass } = options;
  const columns = columnsOf(job.table);
  const lookupNames = Object.keys(job.lookups ?? {});
  const wanted = Object.fromEntries([...job.ciphertexts, ...lookupNames].map((name) => [name, columns[name]!]));
  const needsWork = or(
    ...job.ciphertexts.map((name) => ciphertextNeedsWork(columns[name]!, pass, ring)),
    ...lookupNames.map((name) => lookupNeedsWork(columns[name]!, pass, ring)),
  );
  return rewriteInBatches(options, job.kind, job.table, job.id, wanted, needsWork, (row) => {
    const plain = Object.fromEntries(job.ciphertexts.map((name) => [name, row[name] === null ? null : reveal(row[name]!, ring)]));
    const changes: Record<string, string | null> = {};
    for (const name of job.ciphertexts) {
      if (valueNeedsWork(row[name]!, pass, ring)) changes[name] = plain[name] === null ? null : encryptString(plain[name]!, ring);
    }
    for (const [name, make] of Object.entries(job.lookups ?? {})) {
      const hash = make(plain, ring);
      if (hash !== row[name]) changes[name] = hash;
    }
    return changes;
  });
}

/** A legacy file: encrypted from DATA_DIR/uploads into storage under a new name, the row switched over, the clear file deleted. */
async function encryptLegacyFile(job: FileJob, options: AtRestOptions, row: { id: number; storageName: string }) {
  const { db, ring, storage } = options;
  const columns = columnsOf(job.table);
  const clearFile = path.join(uploadsDir(options.dataDir), job.area, row.storageName);
  const { size } = await fs.promises.stat(clearFile);
  const stored = await putEncrypted(storage, ring, job.area, fs.createReadStream(clearFile), size);
  // Only if the row still names that clear file: a save meanwhile wins, and the new object goes.
  const updated = await db
    .update(job.table)
    .set({ [job.storageName]: stored.storageName, [job.keyEncrypted]: stored.keyEncrypted })
    .where(and(eq(job.id, row.id), eq(columns[job.storageName]!, row.storageName), isNull(columns[job.keyEncrypted]!)))
    .returning({ id: job.id });
  if (updated.length === 0) {
    await removeStoredFiles(storage, job.area, [stored.storageName]);
    return false;
  }
  await fs.promises.rm(clearFile, { force: true });
  return true;
}

async function runFileJob(job: FileJob, options: FullOptions): Promise<JobCounts> {
  const { db, ring, pass, batchSize } = options;
  const columns = columnsOf(job.table);
  const storageName = columns[job.storageName]!;
  const keyEncrypted = columns[job.keyEncrypted]!;
  const counts = { rewritten: 0, failed: 0 };

  // Files in the clear: one by one, outside any transaction (the file is read and written meanwhile).
  let afterId = 0;
  for (;;) {
    const rows = (await db
      .select({ id: job.id, storageName })
      .from(job.table)
      .where(and(gt(job.id, afterId), isNotNull(storageName), isNull(keyEncrypted)))
      .orderBy(asc(job.id))
      .limit(batchSize)) as { id: number; storageName: string }[];
    if (rows.length === 0) break;
    for (const row of rows) {
      try {
        if (await encryptLegacyFile(job, options, row)) counts.rewritten += 1;
      } catch (error) {
        counts.failed += 1;
        options.onFailure?.(job.kind, row.id, error);
      }
    }
    afterId = rows[rows.length - 1]!.id;
  }
  if (pass === 'legacy') return counts;

  // File keys under another app key: re-wrapped; the files stay as they are.
  const rewrapped = await rewriteInBatches(
    options,
    job.kind,
    job.table,
    job.id,
    { keyEncrypted },
    ciphertextNeedsWork(keyEncrypted, 'rotate', ring),
    (row) => ({ [job.keyEncrypted]: wrapFileKey(unwrapFileKey(row.keyEncrypted!, ring), ring) }),
  );
  return { rewritten: counts.rewritten + rewrapped.rewritten, failed: counts.failed + rewrapped.failed };
}

/** Counts keyed hashes that cannot be recomputed and name another key (or none): what removing a key would orphan. */
async function keyBoundCounts(db: Database, ring: KeyRing): Promise<KeyBoundCounts> {
  const notCurrent = (column: Column) => and(isNotNull(column), not(like(column, currentLookupPattern(ring))));
  const count = async (table: PgTable, where: SQL | undefined) =>
    Number(
      (
        await db
          .select({ n: sql<number>`count(*)` })
          .from(table)
          .where(where)
      )[0]?.n ?? 0,
    );
  return {
    recoveryCodes: await count(
      staffRecoveryCodes,
      and(isNull(staffRecoveryCodes.usedAt), not(like(staffRecoveryCodes.codeHash, '$argon2%')), notCurrent(staffRecoveryCodes.codeHash)),
    ),
    signInAttempts: await count(signInAttempts, or(notCurrent(signInAttempts.identityHash), notCurrent(signInAttempts.ipHash))),
    enquiryAddresses: await count(enquiries, notCurrent(enquiries.ipHash)),
  };
}

/** Runs one pass over every kind of encrypted data; see the module's comment. */
export async function protectDataAtRest(options: AtRestOptions): Promise<AtRestReport> {
  const full = { batchSize: 100, ...options };
  const report: AtRestReport = { rewritten: {}, failed: {}, keyBound: { recoveryCodes: 0, signInAttempts: 0, enquiryAddresses: 0 } };
  for (const job of FIELD_JOBS) {
    const { rewritten, failed } = await runFieldJob(job, full);
    report.rewritten[job.kind] = rewritten;
    report.failed[job.kind] = failed;
  }
  for (const job of FILE_JOBS) {
    const { rewritten, failed } = await runFileJob(job, full);
    report.rewritten[job.kind] = rewritten;
    report.failed[job.kind] = failed;
  }
  if (options.pass === 'rotate') report.keyBound = await keyBoundCounts(options.db, options.ring);
  return report;
}

/** The report's numbers that are not zero, one line each. */
export function reportLines(counts: Record<string, number>): string[] {
  return Object.entries(counts)
    .filter(([, n]) => n > 0)
    .map(([kind, n]) => `  ${kind}: ${n}`);
}
