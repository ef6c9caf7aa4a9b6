import fs from 'node:fs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../../lib/api-error';
import { attachmentDisposition } from './documents';
import { DOCUMENT_NOT_FOUND_MESSAGE } from './service';

/** Streams a saved document with its original name and checked type. */
export async function sendDocument(
  request: FastifyRequest,
  reply: FastifyReply,
  file: { path: string; originalName: string; contentType: string; sizeBytes: number },
) {
  const stream = fs.createReadStream(file.path);
  try {
    await new Promise<void>((resolve, reject) => {
      stream.once('open', () => resolve());
      stream.once('error', reject);
    });
  } catch (error) {
    request.log.error({ err: error }, 'A saved SSA document is missing from storage.');
    throw notFound(DOCUMENT_NOT_FOUND_MESSAGE);
  }
  return reply
    .header('content-type', file.contentType)
    .header('content-length', String(file.sizeBytes))
    .header('content-disposition', attachmentDisposition(file.originalName))
    .header('cache-control', 'no-store')
    // A stream is sent as is (no serializer); the typed reply only knows the error schemas.
    .send(stream as never);
}
