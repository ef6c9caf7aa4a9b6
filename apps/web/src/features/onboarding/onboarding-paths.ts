/** The onboarding area's addresses (spec 001 section 2.1). */
export const ONBOARDING_PATHS = {
  area: '/client/onboarding',
  /** The wizard of the client with this application code. */
  wizard: (applicationCode: string) => `/client/onboarding/${encodeURIComponent(applicationCode)}`,
  success: '/client/onboarding/success',
  /** Sign-in with the code kept (Quit, a wizard link opened signed out). */
  login: (applicationCode: string) => (applicationCode ? `/auth/login/${encodeURIComponent(applicationCode)}` : '/auth/login'),
} as const;
