import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from './api-error';
import { cleanFileName } from './upload-content';
import { StoredFileMissingError } from './storage/file-storage';

/**
 * `attachment` with the original file name: a plain-ASCII `filename` for old clients and the exact name
 * as `filename*` (RFC 6266, RFC 8187). Hand-written because the \`content-disposition\` package's current
 * major needs Node 22 and its types shadow the older line's (docs/decisions.md).
 */
export function attachmentDisposition(fileName: string): string {
  // Names stored before uploads were cleaned may still hold control or bidi characters.
  const name = cleanFileName(fileName);
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** A stored upload to send: how to read its plaintext (lib/uploads.ts openStoredUpload), and what the database keeps about it. */
export interface FileToSend {
  open: () => Promise<Readable>;
  originalName: string;
  contentType: string;
  sizeBytes: number;
}

/** What a route says when the database names a file that is not in storage. */
export interface MissingFile {
  /** The 404's message. */
  message: string;
  /** What is missing, for the log: "SSA document", "onboarding file". */
  what: string;
}

/**
 * A stored file is never a page of this site: no script runs, nothing loads, nothing is guessed from its bytes,
 * even if a browser were led to open it in place rather than download it (issue 13, finding 11).
 */
const STORED_FILE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
  'cross-origin-resource-policy': 'same-origin',
} as const;

/**
 * Streams a stored upload as an attachment with its original name and checked type, never cached, with
 * STORED_FILE_HEADERS. The back office shows files in its pages from blob URLs it makes of the fetched bytes,
 * which these headers leave alone. A file missing from storage is logged and a 404.
 */
export async function sendStoredFile(request: FastifyRequest, reply: FastifyReply, file: FileToSend, missing: MissingFile) {
  let stream: Readable;
  try {
    stream = await file.open();
  } catch (error) {
    if (!(error instanceof StoredFileMissingError)) throw error;
    request.log.error({ err: error }, `A saved ${missing.what} is missing from storage.`);
    throw notFound(missing.message);
  }
  return (
    reply
      .headers(STORED_FILE_HEADERS)
      .header('content-type', file.contentType)
      .header('content-length', String(file.sizeBytes))
      .header('content-disposition', attachmentDisposition(file.originalName))
      .header('cache-control', 'no-store')
      // A stream is sent as is (no serializer); the typed reply only knows the error schemas.
      .send(stream as never)
  );
}
