import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

/** A test app listening on a random loopback port (real sockets: aborted uploads, bodies never sent). */
export async function listenOnLoopback(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A request whose body the test writes piece by piece, and may cut off. */
export interface OpenRequest {
  request: http.ClientRequest;
  /** The answer, whenever it comes (before the body is complete, when the server refuses early). */
  answer: Promise<RawAnswer>;
  write(chunk: Buffer | string): Promise<void>;
  /** Cuts the connection mid-body, as a closed laptop or a dropped line does. */
  abort(): void;
}

/** Starts a request over its own socket (no keep-alive) and sends its head at once. */
export function openRequest(port: number, method: string, url: string, headers: http.OutgoingHttpHeaders): OpenRequest {
  const request = http.request({ host: '127.0.0.1', port, method, path: url, headers, agent: false });
  const answer = new Promise<RawAnswer>((resolve, reject) => {
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString() }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
  });
  // An aborted request rejects its answer; the tests that abort do not wait for one.
  answer.catch(() => {});
  request.flushHeaders();
  return {
    request,
    answer,
    write: (chunk) => new Promise((resolve, reject) => request.write(chunk, (error) => (error ? reject(error) : resolve()))),
    abort: () => request.destroy(),
  };
}

/** The opening of a multipart body with one file part, and the headers announcing a body of `declaredBytes`. */
export function multipartFileStart(field: string, filename: string, contentType: string) {
  const boundary = `----edge${Math.random().toString(36).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  return { boundary, head, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Every file under `dir`, at any depth (the multipart plugin keeps each server's temp files in a folder of its own). */
export function filesUnder(dir: string): { file: string; size: number }[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).flatMap((entry) => {
    if (!entry.isFile()) return [];
    const file = path.join(entry.parentPath, entry.name);
    const size = fs.statSync(file, { throwIfNoEntry: false })?.size;
    return size === undefined ? [] : [{ file, size }];
  });
}
