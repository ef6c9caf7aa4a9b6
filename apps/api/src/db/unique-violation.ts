/** PostgreSQL's SQLSTATE for a unique_violation. */
const UNIQUE_VIOLATION = '23505';

/**
 * The constraint a PostgreSQL unique_violation names ('' when the driver does not say), whether the driver's
 * error arrives as is or wrapped by Drizzle (as its `cause`); undefined for any other error.
 */
export function uniqueViolationConstraint(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 4; current = (current as { cause?: unknown }).cause, depth += 1) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === UNIQUE_VIOLATION) return typeof constraint === 'string' ? constraint : '';
  }
  return undefined;
}

/** Whether an error is a unique_violation, whichever constraint it names. */
export const isUniqueViolation = (error: unknown): boolean => uniqueViolationConstraint(error) !== undefined;
