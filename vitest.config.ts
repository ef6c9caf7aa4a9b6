import { defineConfig } from 'vitest/config';

// One runner, five projects: `npm run test:unit` runs all but `api`, which `npm run test:api` runs.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'contract',
          root: './packages/contract',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          css: false,
        },
      },
      {
        test: {
          name: 'api-unit',
          root: './apps/api',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // The repository's own tooling: lint boundaries proven on snippets through ESLint's API.
        test: {
          name: 'tooling',
          root: './tooling',
          include: ['**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'api',
          root: './apps/api',
          include: ['test/**/*.test.ts'],
          environment: 'node',
          // One migrated database of each kind per run, which every test database copies.
          globalSetup: ['./test/helpers/database-template.ts'],
          // Each file builds its own app on a fresh database; PGlite start-up is the slow part.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
