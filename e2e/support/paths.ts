import path from 'node:path';

let dataDir = path.join(import.meta.dirname, '..', '.data');

/** The data directory of this worker's server (support/server.ts empties it when the server starts). */
export const e2eDataDir = (): string => dataDir;

/** Called by the worker's server fixture once its server is up. */
export function useDataDir(directory: string): void {
  dataDir = directory;
}
