import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { DOCUMENT_EXTENSIONS, MAX_UPLOAD_BYTES, PHOTO_EXTENSIONS } from '@payee/contract';
import { fileTypeFromFile } from 'file-type';
import { UploadedFile } from '../../plugins/multipart';
import { removeStoredFiles } from '../intake/documents';

/** The profile photo and the bills live outside the web root, under DATA_DIR, with names the server chose. */
export const onboardingUploadsDir = (dataDir: string) => path.join(dataDir, 'uploads', 'onboarding');

/** The one content type each extension may have, declared by the browser and found in the bytes. */
const CONTENT_TYPE_OF: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
};

/** What is uploaded, in the words of its messages, and which kinds of file it may be. */
export interface UploadKind {
  /** "The profile photo", "The bill's file". */
  label: string;
  extensions: readonly string[];
  /** "PNG, JPG or JPEG", "PNG, JPG, JPEG or PDF". */
  formats: string;
}

export const PHOTO_UPLOAD: UploadKind = { label: 'The profile photo', extensions: PHOTO_EXTENSIONS, formats: 'PNG, JPG or JPEG' };
export const BILL_UPLOAD: UploadKind = { label: "The bill's file", extensions: DOCUMENT_EXTENSIONS, formats: 'PNG, JPG, JPEG or PDF' };

export const fileTooLargeMessage = (kind: UploadKind) => `${kind.label} must be 10 MB or smaller.`;
const wrongExtensionMessage = (kind: UploadKind) => `${kind.label} must be a ${kind.formats} file.`;
const wrongDeclaredTypeMessage = (kind: UploadKind) => `${kind.label}'s type does not match its name. Upload a ${kind.formats} file.`;
const wrongContentMessage = (kind: UploadKind) => `${kind.label} is not a real ${kind.formats} file. Choose another file.`;
const emptyFileMessage = (kind: UploadKind) => `${kind.label} is empty. Choose the file again.`;
const notAFileMessage = (kind: UploadKind) => `${kind.label} must be one file. Choose it again.`;

/** An upload that passed every check. */
export interface CheckedUpload {
  file: UploadedFile;
  contentType: string;
}

/**
 * Checks one upload as the SSA documents are checked: by extension, declared content type, size and content
 * (the magic bytes, with file-type). Answers the checked file, or the message to show at its field.
 */
export async function checkUpload(value: unknown, kind: UploadKind): Promise<{ ok: true; upload: CheckedUpload } | { ok: false; message: string }> {
  if (!(value instanceof UploadedFile)) return { ok: false, message: notAFileMessage(kind) };
  const extension = path.extname(value.filename).slice(1).toLowerCase();
  if (!kind.extensions.includes(extension)) return { ok: false, message: wrongExtensionMessage(kind) };
  const expected = CONTENT_TYPE_OF[extension]!;
  if (value.mimetype.toLowerCase() !== expected) return { ok: false, message: wrongDeclaredTypeMessage(kind) };
  if (value.size > MAX_UPLOAD_BYTES) return { ok: false, message: fileTooLargeMessage(kind) };
  if (value.size === 0) return { ok: false, message: emptyFileMessage(kind) };
  const found = await fileTypeFromFile(value.path);
  if (found?.mime !== expected) return { ok: false, message: wrongContentMessage(kind) };
  return { ok: true, upload: { file: value, contentType: expected } };
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

/** Moves checked uploads into `dir` under random names, in order; on failure none is left behind. */
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
    await removeStoredFiles(dir, stored.map((file) => file.storageName));
    throw error;
  }
  return stored;
}

/** Writes generated bytes (the demo seed's photo and bills) as a stored upload. */
export async function storeUploadBytes(dir: string, originalName: string, contentType: string, bytes: Buffer): Promise<StoredUpload> {
  await fs.promises.mkdir(dir, { recursive: true, mode: 0o700 });
  const storageName = randomUUID();
  await fs.promises.writeFile(path.join(dir, storageName), bytes, { mode: 0o600, flag: 'wx' });
  return { storageName, originalName, contentType, sizeBytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
}

export { removeStoredFiles };
