import path from 'node:path';

/**
 * Ladle logs a failed build and still exits 0, so without this a story that no longer compiles would
 * pass `npm run catalogue:build`.
 */
const failOnBuildError = {
  name: 'payee:fail-on-catalogue-build-error',
  apply: 'build' as const,
  buildEnd(error?: Error) {
    if (!error) return;
    process.stderr.write(`The component catalogue does not build:\n${error.message}\n`);
    process.exit(1);
  },
};

/**
 * Ladle's own Vite configuration: the `@/` alias of apps/web/tsconfig.json. A plain object, so it does
 * not import the app's Vite, which is a newer major than Ladle's.
 */
export default {
  resolve: { alias: { '@': path.resolve(import.meta.dirname, '../src') } },
  plugins: [failOnBuildError],
};
