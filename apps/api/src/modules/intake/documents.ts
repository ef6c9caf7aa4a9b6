import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { DOCUMENT_EXTENSIONS, MAX_UPLOAD_BYTES, SSA_DOCUMENTS, type FieldErrors, type SsaDocumentSlug } from '@payee/contract';
import { fileTypeFromFile } from 'file-type';
import { UploadedFile } from '../../plugins/multipart';

/** SSA documents live outside the web root, under DATA_DIR, with names the server chose. */
export const intakeUploadsDir = (dataDir: string) => path.join(dataDir, 'uploads', 'intake');

type DocumentExtension = (typeof DOCUMENT_EXTENSIONS)[number];
/** The one content type each extension may have, declared by the browser and found in the bytes. */
const CONTENT_TYPE_OF: Record<DocumentExtension, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
};

export type SsaDocument = (typeof SSA_DOCUMENTS)[number];
export const SSA_DOCUMENT_BY_FIELD = new Map(SSA_DOCUMENTS.map((document) => [document.field as string, document]));
export const SSA_DOCUMENT_BY_SLUG = new Map(SSA_DOCUMENTS.map((document) => [document.slug as string, document]));

export const documentTooLargeMessage = (label: string) => `The ${label} form must be 10 MB or smaller.`;
const wrongExtensionMessage = (label: string) => `The ${label} form must be a PNG, JPG, JPEG or PDF file.`;
const wrongDeclaredTypeMessage = (label: string) =>
  `The ${label} file's type does not match its name. Upload a PNG, JPG, JPEG or PDF file.`;
const wrongContentMessage = (label: string) =>
  `The ${label} file is not a real PNG, JPG or PDF document. Upload a scan or photo of the form.`;
const emptyFileMessage = (label: string) => `The ${label} file is empty. Choose the file again.`;
const notAFileMessage = (label: string) => `Choose one file for the ${label} form.`;

/** An upload that passed every check, ready to be stored. */
export interface CheckedDocument {
  slug: SsaDocumentSlug;
  file: UploadedFile;
  contentType: string;
}

/** Its last extension, lowercase: `scan.final.PDF` → `pdf`. */
const extensionOf = (filename: string) => path.extname(filename).slice(1).toLowerCase();

/**
 * Checks the SSA document uploads of a save: by extension, declared content type and content (the magic
 * bytes, with file-type), and size. Fields not sent are simply absent; anything else at a document's field
 * (text, several files) is refused there.
 */
export async function checkSsaDocuments(body: Record<string, unknown>): Promise<{ documents: CheckedDocument[]; errors: FieldErrors }> {
  const documents: CheckedDocument[] = [];
  const errors: FieldErrors = {};
  for (const document of SSA_DOCUMENTS) {
    const value = body[document.field];
    if (value === undefined || value === null || value === '') continue;
    const refuse = (message: string) => {
      errors[document.field] = [message];
    };
    if (!(value instanceof UploadedFile)) {
      refuse(notAFileMessage(document.label));
      continue;
    }
    const extension = extensionOf(value.filename);
    if (!(DOCUMENT_EXTENSIONS as readonly string[]).includes(extension)) {
      refuse(wrongExtensionMessage(document.label));
      continue;
    }
    const expected = CONTENT_TYPE_OF[extension as DocumentExtension];
    if (value.mimetype.toLowerCase() !== expected) {
      refuse(wrongDeclaredTypeMessage(document.label));
      continue;
    }
    if (value.size > MAX_UPLOAD_BYTES) {
      refuse(documentTooLargeMessage(document.label));
      continue;
    }
    if (value.size === 0) {
      refuse(emptyFileMessage(document.label));
      continue;
    }
    const found = await fileTypeFromFile(value.path);
    if (found?.mime !== expected) {
      refuse(wrongContentMessage(document.label));
      continue;
    }
    documents.push({ slug: document.slug, file: value, contentType: expected });
  }
  return { documents, errors };
}

/** A document moved into storage: what the database keeps about it. */
export interface StoredFile {
  slug: SsaDocumentSlug;
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

/** Moves checked uploads into `dir` under random names (the temp files are then gone). */
export async function storeDocuments(dir: string, documents: readonly CheckedDocument[]): Promise<StoredFile[]> {
  if (documents.length === 0) return [];
  await fs.promises.mkdir(dir, { recursive: true, mode: 0o700 });
  const stored: StoredFile[] = [];
  try {
    for (const document of documents) {
      const sha256 = await sha256Of(document.file.path);
      const storageName = randomUUID();
      await moveFile(document.file.path, path.join(dir, storageName));
      stored.push({
        slug: document.slug,
        storageName,
        originalName: document.file.filename,
        contentType: document.contentType,
        sizeBytes: document.file.size,
        sha256,
      });
    }
  } catch (error) {
    await removeStoredFiles(dir, stored.map((file) => file.storageName));
    throw error;
  }
  return stored;
}

/** Writes generated bytes (the demo seed's documents) as a stored document. */
export async function storeBytes(dir: string, slug: SsaDocumentSlug, originalName: string, contentType: string, bytes: Buffer): Promise<StoredFile> {
  await fs.promises.mkdir(dir, { recursive: true, mode: 0o700 });
  const storageName = randomUUID();
  await fs.promises.writeFile(path.join(dir, storageName), bytes, { mode: 0o600, flag: 'wx' });
  return {
    slug,
    storageName,
    originalName,
    contentType,
    sizeBytes: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
  };
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

/** Removes stored files; a file already gone is not an error. */
export async function removeStoredFiles(dir: string, storageNames: readonly string[]) {
  await Promise.all(storageNames.map((name) => fs.promises.rm(path.join(dir, name), { force: true })));
}

/**
 * `attachment` with the original file name: a plain-ASCII `filename` for old clients and the exact name
 * as `filename*` (RFC 6266, RFC 8187). Hand-written because the \`content-disposition\` package's current
 * major needs Node 22 and its types shadow the older line's (docs/decisions.md).
 */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
