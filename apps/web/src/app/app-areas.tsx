import { Navigate, type RouteObject } from 'react-router';
import { withAppServices } from './with-app-services';

// Every area outside the public site. This table is not in the first chunk: the router loads it on the
// first navigation the public routes cannot answer (`discoverAppAreas` in router.tsx), so the public
// pages do not pay for the routes of the rest of the product.

/** Sign-in, login status screens and credential recovery (spec 000 section 2). */
const authRoute: RouteObject = {
  path: 'auth',
  lazy: async () => ({ Component: (await import('@/features/auth/auth-layout')).AuthLayout }),
  children: [
    { index: true, element: <Navigate to="/auth/login" replace /> },
    ...['login', 'login/:id'].flatMap((base): RouteObject[] => [
      {
        path: base,
        lazy: async () => ({ Component: (await import('@/features/auth/login-chooser-page')).LoginChooserPage }),
      },
      {
        path: `${base}/user`,
        lazy: async () => ({ Component: (await import('@/features/auth/sign-in-page')).UsernameSignInPage }),
      },
      {
        path: `${base}/ssn`,
        lazy: async () => ({ Component: (await import('@/features/auth/sign-in-page')).SsnSignInPage }),
      },
    ]),
    {
      path: 'forgot-password',
      lazy: async () => ({ Component: (await import('@/features/auth/forgot-credential-page')).ForgotPasswordPage }),
    },
    {
      path: 'forgot-username',
      lazy: async () => ({ Component: (await import('@/features/auth/forgot-credential-page')).ForgotUsernamePage }),
    },
    {
      path: 'password/reset/:token',
      lazy: async () => ({ Component: (await import('@/features/auth/reset-credential-page')).ResetPasswordPage }),
    },
    {
      path: 'username/reset/:token',
      lazy: async () => ({ Component: (await import('@/features/auth/reset-credential-page')).ResetUsernamePage }),
    },
  ],
};

/** The signed-in client's page; any other path under it leads back to it. */
const accountRoute: RouteObject = {
  path: 'my-account',
  lazy: async () => ({ Component: (await import('@/features/account/account-layout')).AccountLayout }),
  children: [
    { index: true, lazy: async () => ({ Component: (await import('@/features/account/account-page')).AccountPage }) },
    { path: '*', element: <Navigate to="/my-account" replace /> },
  ],
};

// One pathless services layout for both, so the session is one instance from sign-in to the account page.
const clientAccountsArea = withAppServices([authRoute, accountRoute]);

// Areas still to come, each under its own layout and `features/<area>/`:
//   intake      /client/intake/**                                                       (spec 001 section 2.1)
//   onboarding  /client/onboarding[/:applicationCode], /client/onboarding/success       (spec 001 section 2.7)
//   admin       staff back office (not in the specification)
// Add each as one more entry of `appAreas`, inside `withAppServices` (they all call the API).
export const appAreas: RouteObject[] = [clientAccountsArea];
