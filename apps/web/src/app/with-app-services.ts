import type { RouteObject } from 'react-router';

/**
 * Pages that call the API, show toasts or use the session go inside this pathless layout: it brings the
 * query cache (the app's one QueryClient), the session and the toast area, loaded with the first such
 * page. Content-only pages (home, About Us) sit outside it, so their first load stays small
 * (docs/decisions.md, "Speed").
 */
export const withAppServices = (children: RouteObject[]): RouteObject => ({
  lazy: async () => ({ Component: (await import('./layouts/app-services-layout')).AppServicesLayout }),
  children,
});
