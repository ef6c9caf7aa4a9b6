import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import { MAX_UPLOAD_BYTES } from '@payee/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import qs from 'qs';
import { FORM_OR_JSON } from '../lib/route-schemas';
import { UploadedFile } from '../lib/uploaded-file';

/** The upload a form gives (lib/uploaded-file.ts), from where routes and plugins read the form's parts. */
export { UploadedFile, zUploadedFile } from '../lib/uploaded-file';

declare module 'fastify' {
  interface FastifyRequest {
    /** Temp files written for this request's uploads; removed once the answer is sent or the connection drops. */
    uploadedTempFiles: string[];
  }
}

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

/** How long another machine's temp folder (a DATA_DIR on a shared disk) may sit untouched before it counts as left by a crash. */
const OTHER_HOST_STALE_MS = 60 * 60 * 1000;

/** What multipart form a route reads (route `config.multipartForm`); without it a multipart body is refused unread. */
export type MultipartForm = 'fields' | 'files';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The one place a route says it reads a multipart form: `'files'` (uploads), or `'fields'` (a form the web
     * sends as multipart but without files, held to the JSON body limit). Any other route answers a multipart
     * body with 415 before reading it, so no open route can be made to write to disk.
     */
    multipartForm?: MultipartForm;
  }
}

export interface MultipartOptions {
  /** DATA_DIR/tmp: each server writes in a folder of its own under it (see `instanceTempDir`). */
  tempRoot: string;
  /** The most a form of fields only may carry, in bytes (the JSON body limit). */
  fieldsLimitBytes: number;
}

const MULTIPART_TYPE = /^multipart\/form-data\b/i;

/** A refusal of the form itself; the connection is closed after the answer, so the rest of the body is never read. */
function formRefusal(statusCode: number, code: string, message: string) {
  return Object.assign(new Error(message), { statusCode, code });
}

/** Where this request's uploads are being written, so an abort can stop and remove them. */
interface UploadState {
  tempDir: string;
  fieldsOnly: boolean;
  fieldsLimitBytes: number;
  writing: Set<fs.WriteStream>;
  /** The answer went out or the connection dropped: nothing more may be written. */
  isClosed: boolean;
}

async function collectMultipartBody(request: FastifyRequest, state: UploadState): Promise<unknown> {
  const flat: Record<string, unknown> = {};
  const add = (name: string, value: unknown) => {
    const existing = flat[name];
    if (existing === undefined) flat[name] = value;
    else if (Array.isArray(existing)) existing.push(value);
    else flat[name] = [existing, value];
  };
  let fieldBytes = 0;

  for await (const part of request.parts()) {
    if (part.type === 'field') {
      const value = typeof part.value === 'string' ? part.value : String(part.value);
      fieldBytes += Buffer.byteLength(part.fieldname) + Buffer.byteLength(value);
      if (state.fieldsOnly && fieldBytes > state.fieldsLimitBytes) {
        throw formRefusal(413, 'FST_ERR_CTP_BODY_TOO_LARGE', 'The form is over the body limit.');
      }
      add(part.fieldname, value);
      continue;
    }
    // A file input left empty still sends a part with no file name: treat it as "no file".
    if (!part.filename) {
      part.file.resume();
      continue;
    }
    if (state.fieldsOnly) {
      part.file.resume();
      throw formRefusal(415, 'FST_FORM_TAKES_NO_FILES', 'A file was sent to a form of fields only.');
    }
    if (state.isClosed) throw formRefusal(400, 'FST_MP_PREMATURE_CLOSE', 'The request ended during the form.');
    const tempPath = path.join(state.tempDir, randomUUID());
    request.uploadedTempFiles.push(tempPath);
    const output = fs.createWriteStream(tempPath, { mode: 0o600 });
    state.writing.add(output);
    // At the size limit, stop at once: busboy would otherwise read (and drop) the rest of the file first.
    part.file.once('limit', () => output.destroy(new Error('The file is over the size limit.')));
    try {
      await pipeline(part.file, output);
    } catch (error) {
      if (!part.file.truncated) throw error;
    } finally {
      state.writing.delete(output);
    }
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

const removeFiles = (files: readonly string[]) => Promise.all(files.map((file) => fs.promises.rm(file, { force: true })));

/**
 * Multipart forms (intake and onboarding saves) become the same nested object a JSON body
 * would, so one zod schema validates both: fields and files are gathered under their bracket names and
 * expanded with `qs`, files streamed to this server's folder under DATA_DIR/tmp and given as UploadedFile.
 * Only routes that declare `config.multipartForm` read one; temp files go when the answer is sent or the
 * connection drops, whichever comes first.
 */
async function multipartPlugin(app: FastifyInstance, { tempRoot, fieldsLimitBytes }: MultipartOptions) {
  const tempDir = await openInstanceTempDir(tempRoot);
  app.addHook('onClose', async () => {
    LIVE_TEMP_DIRS.delete(tempDir);
    await fs.promises.rm(tempDir, { recursive: true, force: true });
  });

  await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });

  // The route says what it reads; the OpenAPI document then describes the form as well as JSON.
  app.addHook('onRoute', (route) => {
    if (route.config?.multipartForm && !route.schema?.consumes) route.schema = { ...route.schema, consumes: FORM_OR_JSON };
  });

  const states = new WeakMap<FastifyRequest, UploadState>();
  app.decorateRequest('uploadedTempFiles', null as unknown as string[]);
  app.addHook('onRequest', async (request) => {
    request.uploadedTempFiles = [];
  });
  // After every onRequest hook (the in-flight cap, the limits, sign-in checks), before a byte of the body is read.
  app.addHook('preParsing', async (request, reply, payload) => {
    if (!MULTIPART_TYPE.test(request.headers['content-type'] ?? '') || request.is404) return payload;
    const form = request.routeOptions.config.multipartForm;
    if (form === undefined) {
      reply.header('connection', 'close');
      throw formRefusal(415, 'FST_ERR_CTP_INVALID_MEDIA_TYPE', 'This route reads no multipart form.');
    }
    if (form === 'fields' && Number(request.headers['content-length'] ?? 0) > fieldsLimitBytes) {
      reply.header('connection', 'close');
      throw formRefusal(413, 'FST_ERR_CTP_BODY_TOO_LARGE', 'The form is over the body limit.');
    }
    const state: UploadState = { tempDir, fieldsOnly: form === 'fields', fieldsLimitBytes, writing: new Set(), isClosed: false };
    states.set(request, state);
    // 'close' comes once the answer is sent or the connection is gone (Fastify's onResponse misses the latter):
    // stop what is still being written, then remove every temp file of the request.
    reply.raw.once('close', () => {
      state.isClosed = true;
      for (const output of state.writing) output.destroy();
      void removeFiles(request.uploadedTempFiles).catch((error: unknown) =>
        request.log.error({ err: error }, 'Could not remove temp files.'),
      );
    });
    return payload;
  });
  app.addHook('preValidation', async (request, reply) => {
    const state = states.get(request);
    if (!state || !request.isMultipart()) return;
    try {
      request.body = await collectMultipartBody(request, state);
    } catch (error) {
      // What is left of a refused form is not read: the connection closes after the answer.
      reply.header('connection', 'close');
      throw asClientError(error);
    } finally {
      // Files begun after the connection dropped are removed here, the 'close' listener having run already.
      if (state.isClosed) await removeFiles(request.uploadedTempFiles);
    }
  });
}

/**
 * Busboy reports a damaged form ("Unexpected end of multipart data", "Malformed part header") as a plain
 * Error: that is the sender's fault, a 400. Limit errors keep their 413; system errors (disk full) stay 500s.
 */
function asClientError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const { statusCode, code } = error as Error & { statusCode?: number; code?: string };
  if (code === 'ERR_STREAM_PREMATURE_CLOSE') return formRefusal(400, 'FST_MP_PREMATURE_CLOSE', error.message);
  if (statusCode !== undefined || (typeof code === 'string' && /^E[A-Z]+$/.test(code))) return error;
  return formRefusal(400, 'FST_MULTIPART_MALFORMED', `Malformed multipart form: ${error.message}`);
}

/** The temp folders of the servers running in this process (tests run several), never swept as stale. */
const LIVE_TEMP_DIRS = new Set<string>();

/** `<host>-<pid>-<random>`: who wrote a temp folder, so the next start knows whether its owner is gone. */
const TEMP_DIR_NAME = /^(.+)-(\d+)-[a-z0-9]+$/;

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, but another user's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** This server's own temp folder, after removing what servers that died left behind. */
async function openInstanceTempDir(tempRoot: string): Promise<string> {
  await fs.promises.mkdir(tempRoot, { recursive: true });
  await removeStaleTempFiles(tempRoot);
  const tempDir = path.join(tempRoot, `${os.hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`);
  await fs.promises.mkdir(tempDir, { mode: 0o700 });
  LIVE_TEMP_DIRS.add(tempDir);
  return tempDir;
}

/**
 * Temp files of a server that died mid-upload (kill -9, power cut) are removed at the next start, at once:
 * on this machine a folder whose process is gone is stale whatever its age; a folder of another machine
 * sharing DATA_DIR only when untouched for an hour. Loose files are from the layout before per-server folders.
 */
async function removeStaleTempFiles(tempRoot: string) {
  for (const entry of await fs.promises.readdir(tempRoot, { withFileTypes: true })) {
    const target = path.join(tempRoot, entry.name);
    if (!entry.isDirectory()) {
      await fs.promises.rm(target, { force: true });
      continue;
    }
    if (LIVE_TEMP_DIRS.has(target)) continue;
    const owner = TEMP_DIR_NAME.exec(entry.name);
    const pid = Number(owner?.[2]);
    const isStale =
      owner?.[1] === os.hostname() ? pid === process.pid || !isProcessAlive(pid) : await isUntouchedFor(target, OTHER_HOST_STALE_MS);
    if (isStale) await fs.promises.rm(target, { recursive: true, force: true });
  }
}

async function isUntouchedFor(dir: string, ms: number): Promise<boolean> {
  const cutoff = Date.now() - ms;
  const stats = [await fs.promises.stat(dir)];
  for (const name of await fs.promises.readdir(dir)) {
    const stat = await fs.promises.stat(path.join(dir, name)).catch(() => null);
    if (stat) stats.push(stat);
  }
  return stats.every((stat) => stat.mtimeMs < cutoff);
}

export default fp(multipartPlugin, { name: 'multipart' });
