import { defineConfig } from 'drizzle-kit';

// One schema and one set of migrations serve PGlite (embedded, PostgreSQL 18) and PostgreSQL 15.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
  casing: 'snake_case',
});
