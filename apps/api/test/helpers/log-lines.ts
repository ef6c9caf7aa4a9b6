import { Writable } from 'node:stream';
import pino, { type Logger } from 'pino';
import { loggerOptions } from '../../src/lib/logger';

/** A logger with the server's options (redaction, serializers) whose lines the test reads. */
export function captureLogs(level = 'info'): { logger: Logger; lines: string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: pino(loggerOptions({ level }), stream), lines };
}
