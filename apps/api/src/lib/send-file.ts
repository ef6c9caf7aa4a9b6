import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from './api-error';
import { StoredFileMissingError } from './storage/file-storage';

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
 * Streams a stored upload as an attachment with its original name and checked type, never cached (helmet's
 * `x-content-type-options: nosniff` goes with every answer). A file missing from storage is logged and a 404.
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
      .header('content-type', file.contentType)
      .header('content-length', String(file.sizeBytes))
      .header('content-disposition', attachmentDisposition(file.originalName))
      .header('cache-control', 'no-store')
      // A stream is sent as is (no serializer); the typed reply only knows the error schemas.
      .send(stream as never)
  );
}
