import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * `onSend` hook of a route tree that answers personal or financial data: never kept by a browser or proxy
 * cache. A route that set its own cache-control keeps it.
 */
export async function noStore(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  return payload;
}
