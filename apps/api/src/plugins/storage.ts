import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createFileStorage, type StorageSettings } from '../lib/storage/configured-storage';
import type { FileStorage } from '../lib/storage/file-storage';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded files are kept, encrypted: the S3 bucket when S3_BUCKET is set, else DATA_DIR/uploads. */
    storage: FileStorage;
  }
}

export interface StoragePluginOptions {
  config: StorageSettings;
  /** One made by the caller (server.ts shares it with the start-up conversion; tests); else from the config. */
  storage?: FileStorage;
}

async function storagePlugin(app: FastifyInstance, { config, storage }: StoragePluginOptions) {
  app.decorate('storage', storage ?? createFileStorage(config));
}

export default fp(storagePlugin, { name: 'storage' });
