import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoading, RootLayout } from './layouts/root-layout';
import { RouteErrorPage } from './route-error-page';

/**
 * One entry per area. Every page is a `lazy` route, so an area's code (and its form libraries) is
 * fetched only when someone visits it; the public pages stay small.
 */
const publicArea: RouteObject = {
  lazy: async () => ({ Component: (await import('@/features/public/site/public-layout')).PublicLayout }),
  children: [
    { index: true, lazy: async () => ({ Component: (await import('@/features/public/site/home-page')).HomePage }) },
    {
      path: 'about-us',
      lazy: async () => ({ Component: (await import('@/features/public/site/about-us-page')).AboutUsPage }),
    },
    // Next: contact-us (spec 000 section 2).
    { path: '*', lazy: async () => ({ Component: (await import('@/components/not-found-page')).NotFoundPage }) },
  ],
};

// Areas still to come, each under its own layout and `features/<area>/`:
//   auth        /auth/login[/:id][/user|/ssn], /auth/forgot-*, /auth/*/reset/:token   (spec 000 section 2)
//   intake      /client/intake/**                                                       (spec 001 section 2.1)
//   onboarding  /client/onboarding[/:applicationCode], /client/onboarding/success       (spec 001 section 2.7)
//   account     /my-account                                                             (spec 000 section 2)
//   admin       staff back office (not in the specification)
// Add each as one more entry of `areas`; the public area's `*` route catches whatever no area matches.
const areas: RouteObject[] = [publicArea];

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: PageLoading,
    ErrorBoundary: RouteErrorPage,
    children: areas,
  },
];

export const router = createBrowserRouter(routes);
