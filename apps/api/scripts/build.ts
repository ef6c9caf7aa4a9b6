/*
 * The API compiled for production: `src/server.ts` and each command of `src/cli` bundled by esbuild into `dist/` as
 * plain JavaScript, started with `node dist/server.js` (no TypeScript at run time). The workspace's own packages
 * (`@payee/contract`, `@payee/content`: TypeScript, no build of their own) go into the bundle; every other package
 * stays an import, read from node_modules as installed. Each entry is one file of its own (`dist/server.js`,
 * `dist/create-staff.js`, ...), so a command's `import.meta.url` is the file node was started with.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { API_ROOT } from '../src/file-paths';

export const DIST_DIR = path.join(API_ROOT, 'dist');
const ENTRIES = [
  'server',
  'cli/create-staff',
  'cli/decide-application',
  'cli/rotate-keys',
  'cli/database',
  'cli/backup',
  'cli/finance-demo-files',
  // The SSA-623 batch's PDF worker thread, started by the server from dist/ssa-623-pdf-worker.js beside it.
  'modules/finance/ssa-623-pdf-worker',
];

/** Bare imports stay imports, but the workspace's own TypeScript packages are bundled. */
const packagesOutsideTheBundle: Plugin = {
  name: 'packages-outside-the-bundle',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@payee/') ? undefined : { path: args.path, external: true }));
  },
};

/** Bundles every entry; `write: false` keeps the output in memory (the build's own test). */
export function buildApi({ write = true } = {}) {
  return build({
    absWorkingDir: API_ROOT,
    // Flat, each beside server.js: src/file-paths.ts finds apps/api one level above the file that runs.
    entryPoints: Object.fromEntries(ENTRIES.map((entry) => [path.basename(entry), `src/${entry}.ts`])),
    outdir: DIST_DIR,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: true,
    plugins: [packagesOutsideTheBundle],
    metafile: true,
    logLevel: 'warning',
    write,
  });
}

async function main() {
  const started = Date.now();
  await fs.rm(DIST_DIR, { recursive: true, force: true });
  const result = await buildApi();
  const bytes = Object.entries(result.metafile.outputs)
    .filter(([file]) => file.endsWith('.js'))
    .reduce((sum, [, output]) => sum + output.bytes, 0);
  console.log(
    `Built the API into ${path.relative(process.cwd(), DIST_DIR) || DIST_DIR} (${ENTRIES.length} entries, ${(bytes / 1024).toFixed(0)} kB) in ${Date.now() - started} ms.`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
