import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Paths resolved from this file, never from the working directory: npm runs workspace scripts with
 * cwd apps/api, while people start the server from the repository root.
 */
const SRC_DIR = path.dirname(fileURLToPath(import.meta.url));

/** apps/api, whether this runs from `src/` (tsx) or from the compiled bundle in `dist/` (one level down too). */
export const API_ROOT = path.resolve(SRC_DIR, '..');
export const REPO_ROOT = path.resolve(API_ROOT, '../..');
export const DEFAULT_DATA_DIR = path.join(REPO_ROOT, 'data');
export const DEFAULT_WEB_DIST_DIR = path.join(REPO_ROOT, 'apps/web/dist');
/** The SQL migrations stay in the sources: the compiled server reads them from there too. */
export const MIGRATIONS_DIR = path.join(API_ROOT, 'src/db/migrations');
