import { useEffect, useRef } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { sessionEndState, useSession } from '@/lib/session';
import { ClientIdleWarning } from '@/lib/session-idle-warning';
import { AppProviders } from '../providers';
// Before any page under this layout parses with a contract schema.
import '@/lib/zod-csp';

/**
 * The layout of every page that calls the API, shows toasts or reads the session (router.tsx,
 * `withAppServices`). Loaded lazily with the first such page, so the content-only pages never download
 * TanStack Query, react-toastify or the session code. The query cache is still the app's one QueryClient
 * (lib/query-client), shared with code outside React such as the captcha. A signed-in client is warned
 * before the session ends for want of use (lib/session-idle-warning).
 */
export function AppServicesLayout() {
  return (
    <AppProviders>
      <Outlet />
      <SessionEndedRedirect />
      <ClientIdleWarning />
    </AppProviders>
  );
}

/**
 * When the server ends the session (lib/session `hasEnded`), or the page does after 30 idle minutes (`hasIdled`),
 * leads to the sign-in page, which then says so
 * (components/client-access/client-area-frame). Rendered after the page on purpose: React runs its effect
 * after the page's own, so this navigation comes last and wins over a page's "not signed in" redirect
 * (the intake pages' to resume verification; the account page's own carries the message). Only an ending
 * in this page: one from before a reload is for the pages that need a session to tell (a page that needs
 * none, such as the intake landing, is not left for it).
 */
function SessionEndedRedirect() {
  const { hasEnded, hasIdled } = useSession();
  const navigate = useNavigate();
  const hasLed = useRef(hasEnded);

  useEffect(() => {
    if (!hasEnded) {
      hasLed.current = false;
      return;
    }
    if (hasLed.current) return;
    hasLed.current = true;
    void navigate('/auth/login', { replace: true, state: sessionEndState({ hasEnded, hasIdled }) });
  }, [hasEnded, hasIdled, navigate]);

  return null;
}
