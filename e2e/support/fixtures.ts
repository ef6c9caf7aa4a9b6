import { test as base, expect, type Page } from '@playwright/test';
import { APP_STARTED_ATTRIBUTE } from '@payee/contract';
import { useDataDir } from './paths';
import { startJourneyServer, type JourneyServer } from './server';

/** Options of the journeys' fixtures, set per describe block with `test.use`. */
export interface JourneyOptions {
  /**
   * Console errors a test provokes on purpose, each matched by one pattern: Chromium logs every 4xx/5xx
   * answer ("Failed to load resource: the server responded with a status of 422 …") and every blocked
   * resource. Empty by default; list only what the test expects, as precisely as possible, with
   * `expectConsoleErrors`.
   */
  expectedConsoleErrors: RegExp[];
}

/** Worker options, set per file with `test.use`. */
export interface JourneyWorkerOptions {
  /**
   * A name for a file whose journey changes shared demo records for good (Walter's application becomes an
   * active client): its tests get a worker, a server and a database of their own, so no journey that counts
   * on those records in their seeded state can run after it on the same database. Costs one server start.
   */
  ownDatabase: string;
}

/**
 * Every journey fails on a console error or a Content-Security-Policy violation:
 * the built SPA must run under the server's strict CSP without any of either.
 * A test that provokes an error on purpose names it in `expectedConsoleErrors`.
 */
export const test = base.extend<JourneyOptions & { consoleErrors: string[] }, JourneyWorkerOptions & { journeyServer: JourneyServer }>({
  ownDatabase: ['', { scope: 'worker', option: true }],
  // Each worker runs its own built server on a fresh database (support/server.ts), so workers run side by
  // side without sharing applicants, sessions, e-mails or rate limits; every page and API call goes to it.
  journeyServer: [
    // A worker of a file with its own database (ownDatabase) is a worker of its own: Playwright starts one for
    // each set of worker options.
    async ({ ownDatabase: _ownDatabase }, use, workerInfo) => {
      const server = await startJourneyServer(workerInfo.parallelIndex);
      useDataDir(server.dataDir);
      await use(server);
      await server.stop();
    },
    { scope: 'worker', auto: true, timeout: 150_000 },
  ],
  baseURL: async ({ journeyServer }, use) => {
    await use(journeyServer.url);
  },
  // A prerendered page (/, /about-us, /contact-us) shows before its scripts load, and they load only once it
  // has loaded and painted (apps/web/src/prerender/page-html.ts): its buttons work from the hydration on. So
  // that a journey uses the page as a visitor would once it is ready, `goto` and `reload` wait for the app.
  page: async ({ page }, use) => {
    for (const method of ['goto', 'reload'] as const) {
      const navigate = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page['reload']>;
      (page as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
        const response = await navigate(...args);
        await page.waitForFunction(
          (attribute) => document.documentElement.hasAttribute(attribute) || !('__staticRouterHydrationData' in window),
          APP_STARTED_ATTRIBUTE,
        );
        return response;
      };
    }
    await use(page);
  },
  expectedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      const unexpected = errors.filter((error) => !expectedConsoleErrors.some((pattern) => pattern.test(error)));
      expect(unexpected, 'console errors and CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * `test.use({ ...expectConsoleErrors(failedResponse(422)) })`: the errors a describe block's tests
 * provoke on purpose. (A bare array of two or more patterns would be read by Playwright as a
 * `[value, options]` fixture tuple, hence this helper.)
 */
export const expectConsoleErrors = (...patterns: RegExp[]) => ({
  expectedConsoleErrors: [patterns, { scope: 'test', option: true }] as [RegExp[], { scope: 'test'; option: true }],
});

/** The console error Chromium logs for an answer with this HTTP status, e.g. `failedResponse(422)`. */
export const failedResponse = (status: number) =>
  new RegExp(`^Failed to load resource: the server responded with a status of ${status} \\([A-Za-z ]+\\)$`);

export { expect };
