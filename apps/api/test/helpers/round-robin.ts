import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A load balancer in miniature on loopback: each request goes to the next upstream port in turn. */
export interface RoundRobin {
  url: string;
  /** The upstream port of each request passed on, in order. */
  passed: number[];
  close(): Promise<void>;
}

/**
 * Passes each request, body streamed, to `127.0.0.1:<port>` of `ports` in turn and streams the answer back, adding
 * the caller's address to `X-Forwarded-For` as a load balancer does (instances behind it set `TRUST_PROXY=1`).
 */
export async function startRoundRobin(ports: readonly number[]): Promise<RoundRobin> {
  const agent = new http.Agent({ keepAlive: true });
  const passed: number[] = [];
  const server = http.createServer((request, response) => {
    const port = ports[passed.length % ports.length]!;
    passed.push(port);
    const forwardedFor = [request.headers['x-forwarded-for'], request.socket.remoteAddress].filter(Boolean).join(', ');
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, 'x-forwarded-for': forwardedFor },
        agent,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => (response.headersSent ? response.destroy() : response.writeHead(502).end()));
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    passed,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
    },
  };
}
