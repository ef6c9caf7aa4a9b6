import { Navigate, type RouteObject } from 'react-router';
import { OnboardingRouteRule } from './onboarding-route-rule';
import { unknownPathTarget } from '@/lib/stored-session';
import { withAppServices } from './with-app-services';

// Every area outside the public site. This table is not in the first chunk: the router loads it on the
// first navigation the public routes cannot answer (`discoverAppAreas` in router.tsx), so the public
// pages do not pay for the routes of the rest of the product.

/** Sign-in, login status screens and credential recovery. */
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

/** The signed-in client's page. Any other path under it is an unknown path (router.tsx): back to it for a client. */
const accountRoute: RouteObject = {
  path: 'my-account',
  lazy: async () => ({ Component: (await import('@/features/account/account-layout')).AccountLayout }),
  children: [{ index: true, lazy: async () => ({ Component: (await import('@/features/account/account-page')).AccountPage }) }],
};

/** The intake application: entry pages, resume sign-in, the form and the status pages. */
const intakeRoute: RouteObject = {
  path: 'client/intake',
  lazy: async () => ({ Component: (await import('@/features/intake/intake-layout')).IntakeLayout }),
  children: [
    { index: true, lazy: async () => ({ Component: (await import('@/features/intake/intake-landing-page')).IntakeLandingPage }) },
    {
      path: 'new/state-selection',
      lazy: async () => ({ Component: (await import('@/features/intake/state-selection-page')).StateSelectionPage }),
    },
    {
      path: 'new/program-selection',
      lazy: async () => ({ Component: (await import('@/features/intake/program-selection-page')).ProgramSelectionPage }),
    },
    // The 11-step form, new (`?state_id=&program_ids=&is_aware_checked=`) and resuming a saved application.
    ...['new', 'resume/:id'].map((path): RouteObject => ({
      path,
      lazy: async () => ({ Component: (await import('@/features/intake/form/intake-form-page')).IntakeFormPage }),
    })),
    // Resume sign-in, the application code kept in the path when there is one (as `/auth/login/:id/user`).
    ...['resume-verification', 'resume-verification/:code'].flatMap((base): RouteObject[] => [
      {
        path: base,
        lazy: async () => ({ Component: (await import('@/features/intake/resume-chooser-page')).ResumeChooserPage }),
      },
      {
        path: `${base}/username`,
        lazy: async () => ({ Component: (await import('@/features/intake/resume-sign-in-page')).ResumeByUsernamePage }),
      },
      {
        path: `${base}/ssn`,
        lazy: async () => ({ Component: (await import('@/features/intake/resume-sign-in-page')).ResumeBySsnPage }),
      },
    ]),
    {
      path: 'status/:status',
      lazy: async () => ({ Component: (await import('@/features/intake/intake-status-page')).IntakeStatusPage }),
    },
  ],
};

/** The onboarding wizard: the entry, the wizard by application code, the success page. */
const onboardingRoute: RouteObject = {
  path: 'onboarding',
  lazy: async () => ({ Component: (await import('@/features/onboarding/onboarding-layout')).OnboardingLayout }),
  children: [
    { index: true, lazy: async () => ({ Component: (await import('@/features/onboarding/onboarding-wizard-page')).OnboardingEntryPage }) },
    // Before `:applicationCode`: react-router ranks the fixed segment first.
    {
      path: 'success',
      lazy: async () => ({ Component: (await import('@/features/onboarding/onboarding-success-page')).OnboardingSuccessPage }),
    },
    {
      path: ':applicationCode',
      lazy: async () => ({ Component: (await import('@/features/onboarding/onboarding-wizard-page')).OnboardingWizardPage }),
    },
  ],
};

/**
 * An unknown path under `/client` that the rule lets through: the same target as router.tsx's UnknownPathRedirect.
 * Not that component: importing a first-chunk module here makes rolldown move React out of the first chunk,
 * one more request on every public page.
 */
function UnknownClientPath() {
  return <Navigate to={unknownPathTarget()} replace />;
}

/**
 * Everything under `/client`, behind the onboarding routing rule (a signed-in
 * onboarding client is kept in the onboarding area); an unknown path under it is any unknown path (router.tsx).
 */
const clientRoute: RouteObject = {
  path: 'client',
  Component: OnboardingRouteRule,
  children: [{ ...intakeRoute, path: 'intake' }, onboardingRoute, { path: '*', Component: UnknownClientPath }],
};

// One pathless services layout for all of them, so the session (and the toast area) is one instance from
// sign-in, wherever it starts, to the account page, the intake pages or onboarding it leads to.
const clientAccountsArea = withAppServices([authRoute, accountRoute, clientRoute]);

export const appAreas: RouteObject[] = [clientAccountsArea];

/** Whether a path is the staff back office's. */
export const isAdminPath = (path: string) => path === '/admin' || path.startsWith('/admin/');

/**
 * The areas to add for a path the public routes cannot answer: the back office's table (features/admin, its
 * own chunks, loaded by nobody else) for /admin paths, the clients' areas for any other.
 */
export async function areasFor(path: string): Promise<RouteObject[]> {
  if (!isAdminPath(path)) return appAreas;
  const { adminArea } = await import('@/features/admin/admin-routes');
  return [adminArea];
}
