export { renderRoutes, stubApi, type RecordedRequest, type StubHandler, type StubReply } from '@/test/api-stub';
import type { RouteObject } from 'react-router';

/** A sign-in answer for `POST /website/login`. */
export function loginAnswer(fields: Record<string, unknown> = {}) {
  return {
    status: 200,
    data: {
      message: 'Welcome back, Maria.',
      data: {
        process_type: 'client',
        current_process: 'approved',
        id: 7,
        application_code: 'APP-MRA226',
        ssn_number_partial: '4320',
        title: null,
        first_name: 'Maria',
        middle_name: null,
        last_name: 'Lopez',
        suffix: null,
        rejection_reason: [],
        token: 'token-123',
        ...fields,
      },
    },
  };
}

/** The auth area as the router mounts it, without lazy loading. */
export async function authRoutes(): Promise<RouteObject[]> {
  const [{ AuthLayout }, chooser, signIn, forgot, reset] = await Promise.all([
    import('@/features/auth/auth-layout'),
    import('@/features/auth/login-chooser-page'),
    import('@/features/auth/sign-in-page'),
    import('@/features/auth/forgot-credential-page'),
    import('@/features/auth/reset-credential-page'),
  ]);
  return [
    {
      path: '/auth',
      Component: AuthLayout,
      children: ['login', 'login/:id']
        .flatMap((base): RouteObject[] => [
          { path: base, Component: chooser.LoginChooserPage },
          { path: `${base}/user`, Component: signIn.UsernameSignInPage },
          { path: `${base}/ssn`, Component: signIn.SsnSignInPage },
        ])
        .concat([
          { path: 'forgot-password', Component: forgot.ForgotPasswordPage },
          { path: 'forgot-username', Component: forgot.ForgotUsernamePage },
          { path: 'password/reset/:token', Component: reset.ResetPasswordPage },
          { path: 'username/reset/:token', Component: reset.ResetUsernamePage },
        ]),
    },
  ];
}
