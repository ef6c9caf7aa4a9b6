import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * The new value of a `saved_steps` column: its steps and `slugs`, each once, in order. One statement, so two
 * saves at once cannot lose each other's step.
 */
export const savedStepsAdding = (column: PgColumn, slugs: readonly string[]) =>
  sql`array(select distinct step from unnest(${column} || ${sql.param([...slugs])}::text[]) as saved(step) order by step)`;
