import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '@/lib/session';

const ONBOARDING_AREA = '/client/onboarding';
/** The status pages, where sign-in leads an onboarding client approved, in review or sent back. */
const STATUS_PAGES = '/client/intake/status/';

const isUnder = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`);

/**
 * The hidden routing rule of the onboarding area: while a signed-in user with a token has process type
 * onboarding, the onboarding routes apply, and any other path under `/client` goes (history replaced) to
 * `/client/onboarding/{application_code}` when a code is stored; without a code it stays where it is.
 * "Signed in" is table 4.1's: only a pending onboarding client signs in to onboarding. One approved, in review
 * or sent back is led to a status page instead (sections 2.6 and 4.1, also by the resume sign-in, which must
 * not be cut short while it leads there), and the status pages are never redirected. Everyone else passes
 * through.
 */
export function OnboardingRouteRule() {
  const { user } = useSession();
  const { pathname } = useLocation();
  const isSignedInToOnboarding = user?.process_type === 'onboarding' && user.current_process === 'pending';
  const code = isSignedInToOnboarding && typeof user.application_code === 'string' ? user.application_code : '';
  const isAllowed = isUnder(pathname, ONBOARDING_AREA) || pathname.startsWith(STATUS_PAGES);
  if (code && !isAllowed) return <Navigate to={`${ONBOARDING_AREA}/${encodeURIComponent(code)}`} replace />;
  return <Outlet />;
}
