import path from 'node:path';

/** The e2e server's data directory (fresh for every run: the webServer command removes it first). */
export const E2E_DATA_DIR = path.join(import.meta.dirname, '..', '.data');
