import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { MAX_UPLOAD_BYTES, type DOCUMENT_EXTENSIONS } from '@payee/contract';
import { fileTypeFromFile } from 'file-type';
import { UploadedFile } from '../plugins/multipart';
import { cleanFileName, cleanUploadContent } from './upload-content';

type UploadExtension = (typeof DOCUMENT_EXTENSIONS)[number];
/** The one content type each extension may have, declared by the browser and found in the bytes. */
const CONTENT_TYPE_OF: Record<UploadExtension, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
};

/** What a form says at an upload's field when a check refuses it, in the check's order. */
export interface UploadMessages {
  /** Text, several files, or anything but one file. */
  notAFile: string;
  wrongExtension: string;
  wrongDeclaredType: string;
  tooLarge: string;
  empty: string;
  /** The bytes are not what the name and declared type say (or no image or PDF can be read from them). */
  wrongContent: string;
  /** A PDF with scripts, automatic actions, attached files or a password (lib/upload-content.ts). */
  activeContent: string;
}

/** One kind of upload (an SSA form, the profile photo, a bill): the extensions it may have and its messages. */
export interface UploadKind {
  extensions: readonly UploadExtension[];
  messages: UploadMessages;
}

/** An upload that passed every check, ready to be stored. */
export interface CheckedUpload {
  file: UploadedFile;
  contentType: string;
}

/** Its last extension, lowercase: `scan.final.PDF` → `pdf`. */
const extensionOf = (filename: string) => path.extname(filename).slice(1).toLowerCase();

/**
 * Checks one upload: one file, by extension (of its cleaned name), declared content type, size, emptiness and
 * content (the magic bytes, with file-type), in that order; then cleans it (lib/upload-content.ts: images
 * re-encoded, PDFs parsed and refused when active). Answers the checked file with its cleaned name and new
 * size, or the kind's message to show at its field.
 */
export async function checkUpload(
  value: unknown,
  kind: UploadKind,
): Promise<{ ok: true; upload: CheckedUpload } | { ok: false; message: string }> {
  const { messages } = kind;
  if (!(value instanceof UploadedFile)) return { ok: false, message: messages.notAFile };
  const filename = cleanFileName(value.filename);
  const extension = extensionOf(filename);
  if (!(kind.extensions as readonly string[]).includes(extension)) return { ok: false, message: messages.wrongExtension };
  const expected = CONTENT_TYPE_OF[extension as UploadExtension];
  if (value.mimetype.toLowerCase() !== expected) return { ok: false, message: messages.wrongDeclaredType };
  if (value.size > MAX_UPLOAD_BYTES) return { ok: false, message: messages.tooLarge };
  if (value.size === 0) return { ok: false, message: messages.empty };
  const found = await fileTypeFromFile(value.path);
  if (found?.mime !== expected) return { ok: false, message: messages.wrongContent };
  const cleaned = await cleanUploadContent(value.path, expected);
  if (!cleaned.ok) return { ok: false, message: cleaned.reason === 'active-content' ? messages.activeContent : messages.wrongContent };
  return { ok: true, upload: { file: new UploadedFile(filename, value.mimetype, cleaned.size, value.path), contentType: expected } };
}

/** A file moved into storage: what the database keeps about it. */
export interface StoredUpload {
  storageName: string;
  originalName: string;
  contentType: string;
  sizeBytes: number;
  sha256: string;
}

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest('hex');
}

async function moveFile(from: string, to: string) {
  try {
    await fs.promises.rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await fs.promises.copyFile(from, to, fs.constants.COPYFILE_EXCL);
    await fs.promises.rm(from, { force: true });
  }
}

/**
 * Moves checked uploads into `dir` (outside the web root) under random names, readable by the server alone, in
 * order; the temp files are then gone. On failure none is left behind.
 */
export async function storeUploads(dir: string, uploads: readonly CheckedUpload[]): Promise<StoredUpload[]> {
  if (uploads.length === 0) return [];
  await fs.promises.mkdir(dir, { recursive: true, mode: 0o700 });
  const stored: StoredUpload[] = [];
  try {
    for (const { file, contentType } of uploads) {
      const sha256 = await sha256Of(file.path);
      const storageName = randomUUID();
      await moveFile(file.path, path.join(dir, storageName));
      await fs.promises.chmod(path.join(dir, storageName), 0o600);
      stored.push({ storageName, originalName: file.filename, contentType, sizeBytes: file.size, sha256 });
    }
  } catch (error) {
    await removeStoredFiles(
      dir,
      stored.map((file) => file.storageName),
    );
    throw error;
  }
  return stored;
}

/** Writes generated bytes (the demo seed's files) as a stored upload. */
export async function storeUploadBytes(dir: string, originalName: string, contentType: string, bytes: Buffer): Promise<StoredUpload> {
  await fs.promises.mkdir(dir, { recursive: true, mode: 0o700 });
  const storageName = randomUUID();
  await fs.promises.writeFile(path.join(dir, storageName), bytes, { mode: 0o600, flag: 'wx' });
  return { storageName, originalName, contentType, sizeBytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
}

/** Removes stored files; a file already gone is not an error. */
export async function removeStoredFiles(dir: string, storageNames: readonly string[]) {
  await Promise.all(storageNames.map((name) => fs.promises.rm(path.join(dir, name), { force: true })));
}
