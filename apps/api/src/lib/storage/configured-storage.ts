import path from 'node:path';
import type { Config } from '../../config';
import { createDiskStorage } from './disk-storage';
import type { FileStorage } from './file-storage';
import { createS3Storage } from './s3-storage';

/** Where the local-disk storage keeps its files (and where files from before encryption were). */
export const uploadsDir = (dataDir: string) => path.join(dataDir, 'uploads');

export type StorageSettings = Pick<
  Config,
  'DATA_DIR' | 'S3_BUCKET' | 'S3_ENDPOINT' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE'
>;

/** The storage the configuration names: the S3 bucket when S3_BUCKET is set, else DATA_DIR/uploads. */
export function createFileStorage(config: StorageSettings): FileStorage {
  if (!config.S3_BUCKET) return createDiskStorage(uploadsDir(config.DATA_DIR));
  return createS3Storage({
    bucket: config.S3_BUCKET,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    credentials:
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  });
}
