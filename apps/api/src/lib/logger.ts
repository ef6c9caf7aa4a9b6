import type { FastifyRequest } from 'fastify';
import pino, { type Logger, type LoggerOptions } from 'pino';

/** Keys whose values never reach a log line, at any depth of anything logged. */
export const REDACTED_KEYS = [
  'password',
  'confirm_password',
  'current_password',
  'ssn',
  'token',
  'g-recaptcha-response',
  'date_of_birth',
  'authorization',
  'cookie',
  'set-cookie',
] as const;

const REDACTED_KEY_SET = new Set<string>(REDACTED_KEYS);
const CENSOR = '[redacted]';

/**
 * What database errors carry of the row they failed on: drizzle's and PGlite's `params` (every value of the
 * insert: names, password hashes, encrypted SSNs, birth dates) and PostgreSQL's `detail` ("Failing row
 * contains (…)", "Key (username)=(…) already exists"). Never logged; the SQL itself (`query`) is kept.
 */
const DATABASE_VALUE_FIELDS = new Set(['params', 'parameters', 'detail']);

/** Drizzle writes the values into its message too: `Failed query: …\nparams: a,b,c`. */
const PARAMS_LINE = /\nparams: [^\n]*/g;

/** The `params` arrays of an error and its causes, to cut their exact text (values may hold newlines) from messages. */
function paramTexts(error: Error): string[] {
  const texts: string[] = [];
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 8; current = current.cause, depth += 1) {
    const params = (current as { params?: unknown }).params;
    if (Array.isArray(params)) texts.push(`\nparams: ${String(params)}`);
  }
  return texts;
}

function withoutValues(value: unknown, texts: readonly string[], depth = 0): unknown {
  if (typeof value === 'string') return texts.reduce((text, cut) => text.replaceAll(cut, ''), value).replace(PARAMS_LINE, '');
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => withoutValues(item, texts, depth + 1));
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (!DATABASE_VALUE_FIELDS.has(key)) copy[key] = withoutValues(item, texts, depth + 1);
  }
  return copy;
}

/** pino's error serializer (type, message and stack with causes, own fields), without the values of a failed query. */
export function serializeError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  return withoutValues({ ...pino.stdSerializers.err(error) }, paramTexts(error));
}

/** Deep copy with sensitive keys replaced; pino's own `redact` paths cannot say "at any depth". */
export function scrubSecrets(value: unknown, depth = 0): unknown {
  // An error under any key, not only `err`, goes through the error serializer (a plain copy would keep `params`).
  if (value instanceof Error) return serializeError(value);
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => scrubSecrets(item, depth + 1));
  // Only plain objects: class instances (requests, errors, buffers) go to their serializers intact.
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    copy[key] = REDACTED_KEY_SET.has(key.toLowerCase()) ? CENSOR : scrubSecrets(item, depth + 1);
  }
  return copy;
}

/** A path segment after one of these is a secret: the reset links' `/auth/password/reset/<token>` (credentials service). */
const TOKEN_PATH_MARKERS = new Set(['reset']);
/** A segment shaped like a generated token (32 random bytes in base64url, lib/crypto.ts), wherever a path puts one. */
const TOKEN_SHAPED_SEGMENT = /^[A-Za-z0-9_-]{40,}$/;

function scrubPath(path: string): string {
  const segments = path.split('/');
  return segments
    .map((segment, index) => {
      const isToken =
        (index > 0 && TOKEN_PATH_MARKERS.has(segments[index - 1]!.toLowerCase()) && segment !== '') || TOKEN_SHAPED_SEGMENT.test(segment);
      return isToken ? CENSOR : segment;
    })
    .join('/');
}

/**
 * A URL with its secrets replaced: token path segments (reset links) and the values of sensitive query
 * parameters (old clients sending SSNs or tokens).
 */
export function scrubUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return scrubPath(url);
  const path = scrubPath(url.slice(0, queryStart));
  const params = new URLSearchParams(url.slice(queryStart + 1));
  let changed = false;
  for (const key of new Set(params.keys())) {
    if (REDACTED_KEY_SET.has(key.toLowerCase().replace(/\[.*$/, ''))) {
      params.set(key, CENSOR);
      changed = true;
    }
  }
  return `${path}?${changed ? params.toString() : url.slice(queryStart + 1)}`;
}

export interface LoggerSettings {
  level: string;
  /** Pretty, coloured lines for a person at a terminal (development only). */
  isPretty?: boolean;
}

export function loggerOptions({ level, isPretty = false }: LoggerSettings): LoggerOptions {
  return {
    level,
    // Headers are logged only through the serializer below; these paths catch any other place.
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', 'headers.authorization', 'headers.cookie'],
      censor: CENSOR,
    },
    formatters: { log: (object) => scrubSecrets(object) as Record<string, unknown> },
    hooks: {
      // Without a message of its own, pino logs the error's message, past the serializer: give the cleaned one.
      logMethod(args, method) {
        const [first, second] = args as unknown[];
        const error = first instanceof Error ? first : (first as { err?: unknown } | null)?.err;
        if (error instanceof Error && typeof second !== 'string') {
          return method.apply(this, [first, withoutValues(error.message, paramTexts(error))] as Parameters<typeof method>);
        }
        return method.apply(this, args);
      },
      // The last look at every line, for a message that quotes a failed query itself (`\\n` as JSON writes it).
      streamWrite: (line) => line.replace(/\\nparams: (?:[^"\\]|\\[^n])*/g, ''),
    },
    serializers: {
      // Never bodies, never headers: method, scrubbed URL, address and request id are enough to follow a call.
      req: (req: FastifyRequest) => ({
        method: req.method,
        url: scrubUrl(req.url),
        remoteAddress: req.ip,
      }),
      err: serializeError,
    },
    ...(isPretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } } : {}),
  };
}

export function createLogger(settings: LoggerSettings): Logger {
  return pino(loggerOptions(settings));
}
