import type { Readable } from 'node:stream';

/**
 * Where uploaded files are kept: S3-compatible object storage when S3_BUCKET is set, else DATA_DIR/uploads
 * (docs/decisions.md, "Personal data at rest"). Objects are named `<area>/<storage name>` (`intake/3f…`), and
 * hold ciphertext only: lib/uploads.ts encrypts before `put` and decrypts after `get`.
 */
export interface FileStorage {
  readonly kind: 'disk' | 's3';
  /** For messages: "local disk (…/uploads)" or "S3 bucket payee-files". */
  readonly where: string;
  /**
   * Stores a stream of `sizeBytes` bytes under `key`. The object exists only once this resolves: a failed or
   * cut-off save leaves nothing behind.
   */
  put(key: string, body: Readable, sizeBytes: number): Promise<void>;
  /** The object's bytes; rejects with StoredFileMissingError when there is no such object. */
  get(key: string): Promise<Readable>;
  /** Removes objects; one already gone is not an error. */
  remove(keys: readonly string[]): Promise<void>;
  /** Every key under a prefix (`intake/`), for the at-rest checks and tests. */
  list(prefix: string): Promise<string[]>;
  /** Removes every object (`npm run db:reset`, never in production); answers how many. */
  removeAll(): Promise<number>;
}

export class StoredFileMissingError extends Error {
  constructor(readonly key: string) {
    super(`No stored file ${key}.`);
    this.name = 'StoredFileMissingError';
  }
}

/** Object names are the server's own (an area and a random UUID); anything else is refused before it nears a path. */
const KEY_PATTERN = /^[a-z][a-z0-9-]*\/[A-Za-z0-9][A-Za-z0-9._-]*$/;

export function checkKey(key: string): string {
  if (!KEY_PATTERN.test(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}.`);
  return key;
}
