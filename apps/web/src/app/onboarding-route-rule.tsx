import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '@/lib/session';

const ONBOARDING_AREA = '/client/onboarding';
/** The status pages, where spec 001 sections 2.6 and 4.1 lead an onboarding client approved, in review or sent back. */
const STATUS_PAGES = '/client/intake/status/';

const isUnder = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`);

/**
 * The hidden routing rule of spec 001 section 2.1: while a signed-in user with a token has process type
 * onboarding, the onboarding routes apply, and any other path under `/client` goes (history replaced) to
 * `/client/onboarding/{application_code}` when a code is stored; without a code it stays where it is. The
 * status pages stay theirs (sections 2.6 and 4.1 send an approved onboarding client to
 * `/client/intake/status/approved`; the resume sign-in leads there too). Everyone else passes through.
 */
export function OnboardingRouteRule() {
  const { user } = useSession();
  const { pathname } = useLocation();
  const code = user?.process_type === 'onboarding' && typeof user.application_code === 'string' ? user.application_code : '';
  const isAllowed = isUnder(pathname, ONBOARDING_AREA) || pathname.startsWith(STATUS_PAGES);
  if (code && !isAllowed) return <Navigate to={`${ONBOARDING_AREA}/${encodeURIComponent(code)}`} replace />;
  return <Outlet />;
}
