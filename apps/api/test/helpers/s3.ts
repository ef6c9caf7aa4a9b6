import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { Env } from '../../src/config';

/** The file backends every storage test runs on: DATA_DIR/uploads, and a local S3 server. */
export const STORAGE_BACKENDS = ['disk', 's3'] as const;
export type StorageBackend = (typeof STORAGE_BACKENDS)[number];

export const TEST_BUCKET = 'payee-test';

export interface LocalS3 {
  /** The S3_* settings that point the server at it. */
  env: Env;
  /** Where s3rver keeps the bucket's objects (`<dir>/payee-test/<key>._S3rver_object`). */
  dir: string;
  close(): Promise<void>;
}

/** An S3-compatible server (s3rver) on a random loopback port, the test bucket created. */
export async function startLocalS3(): Promise<LocalS3> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'payee-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir, configureBuckets: [{ name: TEST_BUCKET }] });
  const { port } = await server.run();
  return {
    env: {
      S3_BUCKET: TEST_BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      // s3rver's fixed credentials.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    dir,
    close: async () => {
      await server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
