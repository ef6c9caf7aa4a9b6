import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '@/lib/session';

const ONBOARDING_AREA = '/client/onboarding';

/**
 * The hidden routing rule of spec 001 section 2.1: while a signed-in user with a token has process type
 * onboarding, the onboarding routes apply, and any other path under `/client` goes (history replaced) to
 * `/client/onboarding/{application_code}` when a code is stored; without a code it stays where it is.
 * Everyone else passes through.
 */
export function OnboardingRouteRule() {
  const { user } = useSession();
  const { pathname } = useLocation();
  const code = user?.process_type === 'onboarding' && typeof user.application_code === 'string' ? user.application_code : '';
  const isInArea = pathname === ONBOARDING_AREA || pathname.startsWith(`${ONBOARDING_AREA}/`);
  if (code && !isInArea) return <Navigate to={`${ONBOARDING_AREA}/${encodeURIComponent(code)}`} replace />;
  return <Outlet />;
}
