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
