import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import { PageLoading, RootLayout } from './layouts/root-layout';
import { RouteErrorPage } from './route-error-page';

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
    { path: '*', lazy: async () => ({ Component: (await import('@/components/not-found-page')).NotFoundPage }) },
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
    children: [publicArea],
  },
];

/**
 * The router's `patchRoutesOnNavigation`: when the public routes answer a path only with their `*`
 * (404) route, adds the other areas (auth, account, intake…) from app-areas.tsx. Patching the same
 * routes again is a no-op for react-router, so later 404s cost only this call.
 */
export const discoverAppAreas: PatchRoutesOnNavigationFunction = async ({ patch }) => {
  const { appAreas } = await import('./app-areas');
  patch(ROOT_ROUTE_ID, appAreas);
};
