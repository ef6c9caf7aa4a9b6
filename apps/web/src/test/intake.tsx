export { renderRoutes, stubApi, type RecordedRequest, type StubHandler, type StubReply } from '@/test/api-stub';
import { useLocation, type RouteObject } from 'react-router';
import type { StubReply } from '@/test/api-stub';

/** `GET /master/states?country_id=233` as the API answers it. */
export const STATES = [
  { id: 23, name: 'Michigan' },
  { id: 36, name: 'Ohio' },
];

/** Signs a user in the way sign-in leaves the browser: the token cookie and the user info. */
export function storeSignedInUser(fields: Record<string, unknown> = {}) {
  document.cookie = 'authToken=token-abc; path=/';
  localStorage.setItem(
    'userInfo',
    JSON.stringify({
      process_type: 'intake',
      current_process: 'inProgress',
      id: 41,
      application_code: 'APP-INP226',
      first_name: 'Dorothy',
      last_name: 'Baker',
      rejection_reason: [],
      ...fields,
    }),
  );
}

/**
 * `GET /website/client/process` as the server answers it for the user signed in in this browser (the stored
 * user info), or 401 when nobody is: what the status pages read.
 */
export function processOfStoredUser(): StubReply {
  const user = JSON.parse(localStorage.getItem('userInfo') ?? 'null') as Record<string, unknown> | null;
  if (!user) return { status: 401, data: { message: 'Please sign in to continue.' } };
  const { id, process_type, current_process, rejection_reason = [] } = user;
  return { status: 200, data: { data: { id, process_type, current_process, rejection_reason } } };
}

/** A sign-in answer for `POST /website/login`: an intake applicant unless `fields` say otherwise. */
export function loginAnswer(fields: Record<string, unknown> = {}) {
  return {
    status: 200,
    data: {
      message: 'Welcome back, Dorothy.',
      data: {
        process_type: 'intake',
        current_process: 'pending',
        id: 41,
        application_code: 'APP-PEN226',
        ssn_number_partial: '4325',
        title: null,
        first_name: 'Dorothy',
        middle_name: null,
        last_name: 'Baker',
        suffix: null,
        rejection_reason: [],
        token: 'token-abc',
        ...fields,
      },
    },
  };
}

/** Stands in for a page built elsewhere (the form, onboarding, my account): its path and navigation state. */
function Elsewhere({ name }: { name: string }) {
  const { pathname, search, state } = useLocation();
  return (
    <>
      <h1>{name}</h1>
      <output aria-label="where">{`${pathname}${search}`}</output>
      <output aria-label="navigation state">{JSON.stringify(state)}</output>
    </>
  );
}

/**
 * The intake area as app-areas.tsx mounts it, without lazy loading. The 11-step form (features/intake/form)
 * and the pages outside the area are stand-ins.
 */
export async function intakeRoutes(): Promise<RouteObject[]> {
  const [{ IntakeLayout }, landing, stateSelection, programSelection, chooser, signIn, status] = await Promise.all([
    import('@/features/intake/intake-layout'),
    import('@/features/intake/intake-landing-page'),
    import('@/features/intake/state-selection-page'),
    import('@/features/intake/program-selection-page'),
    import('@/features/intake/resume-chooser-page'),
    import('@/features/intake/resume-sign-in-page'),
    import('@/features/intake/intake-status-page'),
  ]);
  return [
    {
      path: '/client/intake',
      Component: IntakeLayout,
      children: [
        { index: true, Component: landing.IntakeLandingPage },
        { path: 'new/state-selection', Component: stateSelection.StateSelectionPage },
        { path: 'new/program-selection', Component: programSelection.ProgramSelectionPage },
        { path: 'new', element: <Elsewhere name="Intake form" /> },
        { path: 'resume/:id', element: <Elsewhere name="Intake form" /> },
        ...['resume-verification', 'resume-verification/:code'].flatMap((base): RouteObject[] => [
          { path: base, Component: chooser.ResumeChooserPage },
          { path: `${base}/username`, Component: signIn.ResumeByUsernamePage },
          { path: `${base}/ssn`, Component: signIn.ResumeBySsnPage },
        ]),
        { path: 'status/:status', Component: status.IntakeStatusPage },
      ],
    },
    { path: '/my-account', element: <Elsewhere name="My account" /> },
    { path: '/client/onboarding/:code', element: <Elsewhere name="Onboarding" /> },
    { path: '/auth/login', element: <Elsewhere name="Login" /> },
  ];
}
