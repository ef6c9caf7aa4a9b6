/** The onboarding area's addresses. */
export const ONBOARDING_PATHS = {
  area: '/client/onboarding',
  /** The wizard of the client with this application code. */
  wizard: (applicationCode: string) => `/client/onboarding/${encodeURIComponent(applicationCode)}`,
  success: '/client/onboarding/success',
  /** Sign-in with the code kept (Quit, a wizard link opened signed out). */
  login: (applicationCode: string) => (applicationCode ? `/auth/login/${encodeURIComponent(applicationCode)}` : '/auth/login'),
} as const;

/** Navigation state of the success page right after Submit: the page ends the session in the browser. */
export const SUBMITTED_STATE = { onboardingSubmitted: true } as const;

/** Whether a location's state is SUBMITTED_STATE. */
export const isSubmittedState = (state: unknown) =>
  typeof state === 'object' && state !== null && (state as { onboardingSubmitted?: unknown }).onboardingSubmitted === true;
