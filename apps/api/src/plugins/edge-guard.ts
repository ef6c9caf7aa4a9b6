import { API_PREFIX, fieldErrorsFromIssues } from '@payee/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { ApiError, notFound, TOO_MANY_REQUESTS_MESSAGE, validationFailed } from '../lib/api-error';
import { UploadedFile } from './multipart';
import { API_COMMON_MESSAGES } from '@payee/content/api-common';

/** Beside a field whose text holds U+0000, which PostgreSQL cannot store in text and no form can type. */
export const NUL_CHARACTER_MESSAGE = API_COMMON_MESSAGES.nulCharacter;

const NUL = '\u0000';

export interface EdgeGuardOptions {
  config: Pick<Config, 'IN_FLIGHT_LIMIT_PER_ADDRESS'>;
}

type FieldPath = (string | number)[];

/** A value met on the walk, with the way back to the root (a path is only built for what is found). */
interface Visit {
  value: unknown;
  key?: string | number;
  parent?: Visit;
}

function pathOf(visit: Visit, last?: string): FieldPath {
  const reversed: FieldPath = last === undefined ? [] : [last];
  for (let current: Visit | undefined = visit; current?.key !== undefined; current = current.parent) reversed.push(current.key);
  return reversed.reverse();
}

/**
 * Every place in a parsed body, query or path that holds a NUL: in text, in a key, in an upload's file name.
 * A stack with links back, not recursion or copied paths: a 1 MiB JSON body can nest half a million deep.
 */
export function pathsWithNul(value: unknown): FieldPath[] {
  const found: FieldPath[] = [];
  const stack: Visit[] = [{ value }];
  while (stack.length > 0) {
    const visit = stack.pop()!;
    const current = visit.value;
    if (typeof current === 'string') {
      if (current.includes(NUL)) found.push(pathOf(visit));
    } else if (current instanceof UploadedFile) {
      if (current.filename.includes(NUL)) found.push(pathOf(visit));
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => stack.push({ value: item, key: index, parent: visit }));
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        // A key with a NUL is named without it: the field is refused all the same.
        if (key.includes(NUL)) found.push(pathOf(visit, key.replaceAll(NUL, '')));
        else stack.push({ value: item, key, parent: visit });
      }
    }
  }
  return found;
}

/** The API's requests: the web pages and their files are neither counted nor capped here (see the rate limit). */
const isApiRequest = (request: FastifyRequest) => request.url.startsWith(`${API_PREFIX}/`);

/**
 * The edge of the API, before any route's own work (issue 13, findings 1 and 3):
 * - each address may have IN_FLIGHT_LIMIT_PER_ADDRESS requests in flight at once (per instance); one more is
 *   refused with 429 at once, so a few slow uploads cannot hold the server's disk, memory and sockets;
 * - every API request counts against the API-wide limit when it arrives, including those whose route has a
 *   limit of its own (counted after validation) and those cut off before they reach it;
 * - text with U+0000 never reaches the database: 422 naming the field (404 for a path).
 * Registered after the multipart plugin, so its NUL check sees a form's fields and file names.
 */
async function edgeGuardPlugin(app: FastifyInstance, { config }: EdgeGuardOptions) {
  const inFlight = new Map<string, number>();
  const countRequest = app.createRateLimit();

  const refuse = (reply: FastifyReply, retryAfterSeconds: number) => {
    reply.header('retry-after', String(retryAfterSeconds));
    return new ApiError(429, TOO_MANY_REQUESTS_MESSAGE);
  };

  app.addHook('onRequest', async (request, reply) => {
    const address = request.ip;
    const current = inFlight.get(address) ?? 0;
    if (current >= config.IN_FLIGHT_LIMIT_PER_ADDRESS) {
      // The body of a refused request is not read: the connection closes after the answer.
      reply.header('connection', 'close');
      throw refuse(reply, 1);
    }
    inFlight.set(address, current + 1);
    // 'close' comes once, when the answer is sent or the connection drops.
    reply.raw.once('close', () => {
      const left = (inFlight.get(address) ?? 1) - 1;
      if (left > 0) inFlight.set(address, left);
      else inFlight.delete(address);
    });

    // Health checks are left out for monitors; unknown paths are counted by the not-found handler (spa.ts).
    if (!isApiRequest(request) || request.routeOptions.config.rateLimit === false || request.is404) return;
    const counted = await countRequest(request);
    if (counted.isAllowed) return;
    reply.header('x-ratelimit-limit', String(counted.max));
    reply.header('x-ratelimit-remaining', String(counted.remaining));
    reply.header('x-ratelimit-reset', String(counted.ttlInSeconds));
    if (counted.isExceeded) throw refuse(reply, counted.ttlInSeconds);
  });

  app.addHook('preValidation', async (request) => {
    if (pathsWithNul(request.params).length > 0) throw notFound();
    const fields = [...pathsWithNul(request.query), ...pathsWithNul(request.body)];
    if (fields.length > 0) throw validationFailed(fieldErrorsFromIssues(fields.map((path) => ({ path, message: NUL_CHARACTER_MESSAGE }))));
  });
}

export default fp(edgeGuardPlugin, { name: 'edge-guard', dependencies: ['@fastify/rate-limit', 'multipart'] });
