import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import { PageLoading, RootLayout } from './layouts/root-layout';
import { RouteErrorPage } from './route-error-page';
import { UnknownPathRedirect } from './unknown-path-redirect';

/**
 * The public site, the only area whose route table is in the first chunk (the other areas are in
 * app-areas.tsx). Every page is a `lazy` route, so its code is fetched only when someone visits it; the
 * public pages stay small.
 */
const publicArea: RouteObject = {
  lazy: async () => ({ Component: (await import('@/features/public/site/public-layout')).PublicLayout }),
  children: [
    { index: true, lazy: async () => ({ Component: (await import('@/features/public/site/home-page')).HomePage }) },
    {
      path: 'about-us',
      lazy: async () => ({ Component: (await import('@/features/public/site/about-us-page')).AboutUsPage }),
    },
    // Not under withAppServices: the page hydrates without the query cache, HTTP client or toasts; its
    // enquiry form brings them when it loads, after the page (contact/components/enquiry-form-loader).
    {
      path: 'contact-us',
      lazy: async () => ({ Component: (await import('@/features/public/contact/contact-us-page')).ContactUsPage }),
    },
  ],
};

/** Id of the root route: the areas loaded later (app-areas.tsx) are added as its children. */
export const ROOT_ROUTE_ID = 'root';

export const routes: RouteObject[] = [
  {
    id: ROOT_ROUTE_ID,
    Component: RootLayout,
    HydrateFallback: PageLoading,
    ErrorBoundary: RouteErrorPage,
    children: [
      publicArea,
      // Outside the public layout, so nothing of it flashes before the redirect.
      { path: '*', Component: UnknownPathRedirect },
    ],
  },
];

/**
 * The router's `patchRoutesOnNavigation`: when the first route table answers a path only with its `*`
 * route (unknown paths), adds the other areas that app-areas.tsx names for that path (the clients' areas, or
 * the back office's under /admin). Patching the same routes again is a no-op for react-router, so later
 * unknown paths cost only this call.
 */
export const discoverAppAreas: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  const { areasFor } = await import('./app-areas');
  patch(ROOT_ROUTE_ID, await areasFor(path));
};
