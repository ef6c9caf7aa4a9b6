import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline, Readable, Transform } from 'node:stream';
import { MAX_UPLOAD_BYTES, type DOCUMENT_EXTENSIONS } from '@payee/contract';
import { fileTypeFromFile } from 'file-type';
import { UploadedFile } from './uploaded-file';
import { cleanFileName, cleanUploadContent } from './upload-content';
import { unwrapFileKey, wrapFileKey, type KeyRing } from './crypto';
import { decryptingStream, encryptedSize, encryptingStream, newFileKey } from './storage/file-encryption';
import { StoredFileMissingError, type FileStorage } from './storage/file-storage';

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

/**
 * Where a kind of stored file is kept: the first part of its storage key (`intake/<storage name>`); `reports` holds
 * the files the server writes itself (the SSA-623 batch's zips); `documents` the documents staff keep on a client's
 * file.
 */
export type UploadArea = 'intake' | 'onboarding' | 'reports' | 'documents';

export const storageKey = (area: UploadArea, storageName: string) => `${area}/${storageName}`;

/** A file put into storage, encrypted: what the database keeps about it. */
export interface StoredUpload {
  /** A random UUID: the object is `<area>/<storageName>`. */
  storageName: string;
  originalName: string;
  contentType: string;
  /** Of the plaintext, as sent back. */
  sizeBytes: number;
  /** Of the plaintext. */
  sha256: string;
  /** The file's own key, wrapped by the app key (lib/crypto.ts wrapFileKey): it names the app key's id. */
  keyEncrypted: string;
}

/**
 * Encrypts a plaintext stream of `sizeBytes` bytes under a new file key into `<area>/<new name>`, hashing it on
 * the way: one pass, one chunk in memory. Answers what the database keeps, but the names the caller gives.
 */
export async function putEncrypted(
  storage: FileStorage,
  ring: KeyRing,
  area: UploadArea,
  plaintext: Readable,
  sizeBytes: number,
): Promise<Omit<StoredUpload, 'originalName' | 'contentType'>> {
  const fileKey = newFileKey();
  const hash = createHash('sha256');
  let seen = 0;
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      // The encrypted length is announced before sending (S3), so the plaintext must be exactly what was said.
      if (seen > sizeBytes) return callback(new Error('The file grew while it was being stored.'));
      hash.update(chunk);
      callback(null, chunk);
    },
    flush(callback) {
      callback(seen === sizeBytes ? null : new Error('The file shrank while it was being stored.'));
    },
  });
  const encrypted = pipeline(plaintext, measure, encryptingStream(fileKey), () => {});
  const storageName = randomUUID();
  await storage.put(storageKey(area, storageName), encrypted, encryptedSize(sizeBytes));
  return { storageName, sizeBytes, sha256: hash.digest('hex'), keyEncrypted: wrapFileKey(fileKey, ring) };
}

/**
 * Stores checked uploads, encrypted, in order (lib/storage); their temp files are then removed. On failure
 * none is left behind in storage.
 */
export async function storeUploads(
  storage: FileStorage,
  ring: KeyRing,
  area: UploadArea,
  uploads: readonly CheckedUpload[],
): Promise<StoredUpload[]> {
  const stored: StoredUpload[] = [];
  try {
    for (const { file, contentType } of uploads) {
      // The size on disk, not the one multipart counted: the file is what gets stored.
      const { size } = await fs.promises.stat(file.path);
      const put = await putEncrypted(storage, ring, area, fs.createReadStream(file.path), size);
      stored.push({ ...put, originalName: file.filename, contentType });
    }
  } catch (error) {
    await removeStoredFiles(
      storage,
      area,
      stored.map((file) => file.storageName),
    ).catch(() => {});
    throw error;
  }
  await Promise.all(uploads.map(({ file }) => fs.promises.rm(file.path, { force: true })));
  return stored;
}

/** Stores generated bytes (the demo seed's files) as an encrypted upload. */
export async function storeUploadBytes(
  storage: FileStorage,
  ring: KeyRing,
  area: UploadArea,
  originalName: string,
  contentType: string,
  bytes: Buffer,
): Promise<StoredUpload> {
  const put = await putEncrypted(storage, ring, area, Readable.from([bytes]), bytes.length);
  return { ...put, originalName, contentType };
}

/** Removes stored files; a file already gone is not an error. */
export async function removeStoredFiles(storage: FileStorage, area: UploadArea, storageNames: readonly string[]) {
  await storage.remove(storageNames.map((name) => storageKey(area, name)));
}

/**
 * A stored file's plaintext as a stream: its key unwrapped (the app key it names must be in the ring), the
 * object read and decrypted chunk by chunk; an altered object errors the stream rather than yield its bytes.
 * A row without a key is a file from before encryption that the start-up conversion could not find.
 */
export async function openStoredUpload(
  storage: FileStorage,
  ring: KeyRing,
  area: UploadArea,
  file: { storageName: string; keyEncrypted: string | null },
): Promise<Readable> {
  const key = storageKey(area, file.storageName);
  if (!file.keyEncrypted) throw new StoredFileMissingError(key);
  const fileKey = unwrapFileKey(file.keyEncrypted, ring);
  const source = await storage.get(key);
  return pipeline(source, decryptingStream(fileKey), () => {});
}
