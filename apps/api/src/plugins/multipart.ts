import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import { MAX_UPLOAD_BYTES } from '@payee/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import qs from 'qs';
import { z } from 'zod';

declare module 'fastify' {
  interface FastifyRequest {
    /** Temp files written for this request's uploads; removed once the response is sent. */
    uploadedTempFiles: string[];
  }
}

/**
 * A file received in a multipart form, already on disk under DATA_DIR/tmp. A handler that keeps it
 * moves `path` into storage; anything left is deleted when the response has been sent.
 * A class, not a plain object, so a JSON body cannot pretend to be an upload (see zUploadedFile).
 */
export class UploadedFile {
  constructor(
    readonly filename: string,
    readonly mimetype: string,
    readonly size: number,
    readonly path: string,
  ) {}

  toJSON() {
    return { filename: this.filename, mimetype: this.mimetype, size: this.size };
  }
}

/** Route schemas use this for file fields: only a real upload passes, never `{ path: '/etc/passwd' }` in JSON. */
export const zUploadedFile = z.instanceof(UploadedFile, { message: 'Please choose a file to upload.' });

/** Limits of one multipart form. A form of this product has at most a few dozen fields and files. */
export const MULTIPART_LIMITS = {
  fileSize: MAX_UPLOAD_BYTES,
  files: 20,
  fields: 1000,
  parts: 1020,
  fieldSize: 64 * 1024,
  fieldNameSize: 200,
  headerPairs: 100,
} as const;

/** How bracket names (`client_bills[0][files][0]`) become nested objects; also used for query strings. */
export const QS_PARSE_OPTIONS = {
  depth: 8,
  arrayLimit: 100,
  parameterLimit: 1000,
  allowPrototypes: false,
  allowDots: false,
} as const satisfies qs.IParseOptions;

const STALE_TEMP_FILE_MS = 60 * 60 * 1000;

export interface MultipartOptions {
  tempDir: string;
}

async function collectMultipartBody(request: FastifyRequest, tempDir: string): Promise<unknown> {
  const flat: Record<string, unknown> = {};
  const add = (name: string, value: unknown) => {
    const existing = flat[name];
    if (existing === undefined) flat[name] = value;
    else if (Array.isArray(existing)) existing.push(value);
    else flat[name] = [existing, value];
  };

  for await (const part of request.parts()) {
    if (part.type === 'field') {
      add(part.fieldname, typeof part.value === 'string' ? part.value : String(part.value));
      continue;
    }
    // A file input left empty still sends a part with no file name: treat it as "no file".
    if (!part.filename) {
      part.file.resume();
      continue;
    }
    const tempPath = path.join(tempDir, randomUUID());
    request.uploadedTempFiles.push(tempPath);
    await pipeline(part.file, fs.createWriteStream(tempPath, { mode: 0o600 }));
    if (part.file.truncated) {
      const error = new request.server.multipartErrors.RequestFileTooLargeError();
      Object.assign(error, { part });
      throw error;
    }
    const { size } = await fs.promises.stat(tempPath);
    add(part.fieldname, new UploadedFile(path.basename(part.filename), part.mimetype, size, tempPath));
  }
  return qs.parse(flat as Record<string, string>, QS_PARSE_OPTIONS);
}

/**
 * Multipart forms (spec 001 §7: intake and onboarding saves) become the same nested object a JSON body
 * would, so one zod schema validates both: fields and files are gathered under their bracket names and
 * expanded with `qs`, files streamed to DATA_DIR/tmp and given as UploadedFile.
 */
async function multipartPlugin(app: FastifyInstance, { tempDir }: MultipartOptions) {
  await fs.promises.mkdir(tempDir, { recursive: true });
  await removeStaleTempFiles(tempDir);

  await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });

  app.decorateRequest('uploadedTempFiles', null as unknown as string[]);
  app.addHook('onRequest', async (request) => {
    request.uploadedTempFiles = [];
  });
  app.addHook('preValidation', async (request) => {
    if (!request.isMultipart()) return;
    try {
      request.body = await collectMultipartBody(request, tempDir);
    } catch (error) {
      throw asClientError(error);
    }
  });
  app.addHook('onResponse', async (request) => {
    await Promise.all(request.uploadedTempFiles.map((file) => fs.promises.rm(file, { force: true })));
  });
}

/**
 * Busboy reports a damaged form ("Unexpected end of multipart data", "Malformed part header") as a plain
 * Error: that is the sender's fault, a 400. Limit errors keep their 413; system errors (disk full) stay 500s.
 */
function asClientError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const { statusCode, code } = error as Error & { statusCode?: number; code?: string };
  if (statusCode !== undefined || (typeof code === 'string' && /^E[A-Z]+$/.test(code))) return error;
  return Object.assign(new Error(`Malformed multipart form: ${error.message}`), {
    statusCode: 400,
    code: 'FST_MULTIPART_MALFORMED',
  });
}

/** Files left by a crash; only old ones, as another server sharing DATA_DIR may be mid-upload. */
async function removeStaleTempFiles(tempDir: string) {
  const cutoff = Date.now() - STALE_TEMP_FILE_MS;
  for (const name of await fs.promises.readdir(tempDir)) {
    const file = path.join(tempDir, name);
    const stat = await fs.promises.stat(file).catch(() => null);
    if (stat?.isFile() && stat.mtimeMs < cutoff) await fs.promises.rm(file, { force: true });
  }
}

export default fp(multipartPlugin, { name: 'multipart' });
