import type { Logger } from 'drizzle-orm';

/**
 * Counts the SQL statements the app sends while it is on (give `logger` as the test app's `queryLogger`): a test
 * proves a route's number of queries does not grow with the rows it reads.
 */
export function queryCounter(): { logger: Logger; count<T>(work: () => Promise<T>): Promise<{ result: T; statements: string[] }> } {
  let statements: string[] | undefined;
  return {
    logger: {
      logQuery(query: string) {
        statements?.push(query);
      },
    },
    async count(work) {
      statements = [];
      try {
        const result = await work();
        return { result, statements };
      } finally {
        statements = undefined;
      }
    },
  };
}

/**
 * What a route itself asks of the database: without the statements of what runs beside every request or on a timer
 * (the rate limit's counter, the token's last use, the outbox's and the report jobs' polls, and the transactions around them), which come
 * and go with the clock.
 */
export const routeStatements = (statements: readonly string[]) =>
  statements.filter(
    (statement) =>
      !/"(rate_limit_counters|auth_tokens|email_outbox|ssa623_batch_jobs)"/.test(statement) &&
      !/^(begin|commit|rollback)$/i.test(statement.trim()),
  );
