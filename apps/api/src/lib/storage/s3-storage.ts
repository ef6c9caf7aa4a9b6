import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import { checkKey, StoredFileMissingError, type FileStorage } from './file-storage';

export interface S3StorageOptions {
  bucket: string;
  /** MinIO, s3rver or another S3-compatible service; AWS when unset. */
  endpoint?: string;
  region: string;
  /** Without them, the SDK's default chain (environment, shared files, instance or task role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle: boolean;
}

const isMissing = (error: unknown) =>
  error instanceof NoSuchKey ||
  (error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404));

/**
 * Files as objects of one bucket, through the official SDK (v3), streamed both ways: a `put` sends the stream
 * with its length (no buffering), a `get` answers the response body as it arrives.
 */
export function createS3Storage(options: S3StorageOptions): FileStorage {
  const { bucket } = options;
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    credentials: options.credentials,
    forcePathStyle: options.forcePathStyle,
    // Checksums only where S3 requires them: the SDK's default sends streams `aws-chunked` with a trailing
    // CRC, which several S3-compatible servers do not accept. The files carry their own tags (file-encryption.ts).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // The SDK would print to the console (a failed upload's "non-retryable streaming request"); every failure
    // reaches the caller as an error, which the server logs once, with the request.
    logger: { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} },
  });

  const removeOne = (key: string) => client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));

  return {
    kind: 's3',
    where: `S3 bucket ${bucket}${options.endpoint ? ` at ${options.endpoint}` : ''}`,

    async put(key, body, sizeBytes) {
      checkKey(key);
      // The SDK pipes the body into the request: a body that fails must abort the request, or it would hang.
      const abort = new AbortController();
      let bodyError: unknown;
      const onBodyError = (error: unknown) => {
        bodyError = error;
        abort.abort();
      };
      body.once('error', onBodyError);
      try {
        await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentLength: sizeBytes }), {
          abortSignal: abort.signal,
        });
      } catch (error) {
        body.destroy();
        // S3 itself stores nothing of a failed PUT; some compatible servers keep what arrived, so it goes.
        await removeOne(key).catch(() => {});
        throw bodyError ?? error;
      } finally {
        body.off('error', onBodyError);
      }
    },

    async get(key) {
      checkKey(key);
      try {
        const { Body } = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!Body) throw new StoredFileMissingError(key);
        // In Node the SDK's body is an http.IncomingMessage, a Readable.
        return Body as Readable;
      } catch (error) {
        if (isMissing(error)) throw new StoredFileMissingError(key);
        throw error;
      }
    },

    async remove(keys) {
      await Promise.all(keys.map((key) => removeOne(checkKey(key))));
    },

    async list(prefix) {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }));
        keys.push(...(page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : [])));
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys;
    },

    async removeAll() {
      const keys = await this.list('');
      // One by one: DeleteObjects needs a Content-MD5 that not every compatible server checks alike; resets are rare.
      for (const key of keys) await removeOne(key);
      return keys.length;
    },
  };
}
