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

/** Deep copy with sensitive keys replaced; pino's own `redact` paths cannot say "at any depth". */
export function scrubSecrets(value: unknown, depth = 0): unknown {
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

/** A URL with the values of sensitive query parameters replaced (reset links, old clients sending SSNs). */
export function scrubUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  let changed = false;
  for (const key of new Set(params.keys())) {
    if (REDACTED_KEY_SET.has(key.toLowerCase().replace(/\[.*$/, ''))) {
      params.set(key, CENSOR);
      changed = true;
    }
  }
  return changed ? `${url.slice(0, queryStart)}?${params.toString()}` : url;
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
    serializers: {
      // Never bodies, never headers: method, scrubbed URL, address and request id are enough to follow a call.
      req: (req: FastifyRequest) => ({
        method: req.method,
        url: scrubUrl(req.url),
        remoteAddress: req.ip,
      }),
      err: pino.stdSerializers.err,
    },
    ...(isPretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } } : {}),
  };
}

export function createLogger(settings: LoggerSettings): Logger {
  return pino(loggerOptions(settings));
}
