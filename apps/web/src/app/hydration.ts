import { matchRoutes, type RouteObject } from 'react-router';

declare global {
  interface Window {
    /** Written by StaticRouterProvider into prerendered pages; createBrowserRouter reads it. */
    __staticRouterHydrationData?: unknown;
  }
}

/** True when the page came prerendered (scripts/prerender.ts) and should be hydrated, not rendered. */
export function isPrerenderedPage(): boolean {
  return window.__staticRouterHydrationData !== undefined;
}

/**
 * Loads the code of the lazy routes matching `location` and puts it on the route objects, so the first
 * client render produces the prerendered markup at once. Left lazy, the router would show the
 * HydrateFallback first and React would throw the server's HTML away.
 */
export async function loadMatchedLazyRoutes(routes: RouteObject[], location: Pick<Location, 'pathname'>): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}
