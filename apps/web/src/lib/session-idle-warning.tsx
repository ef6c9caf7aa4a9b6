import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { AUTH_CONTENT } from '@payee/content/client-area';
import { IdleWarningDialog, type IdleEnd } from '@/components/session/idle-warning-dialog';
import { getClientProcess } from './api/get-client-process';
import { logout as logoutOnServer } from './api/logout';
import { useSession } from './session';

/**
 * The clients' idle warning (components/session/idle-warning-dialog): the server ends a session after 30 idle
 * minutes, so two minutes before the end this says so; "Stay signed in" makes a signed-in call, whose answer moves
 * the end on. Ignored, it signs out here and on the server, and the sign-in page says why. The end is the
 * server's (lib/session `expiresAt`), shared by the browser's tabs.
 */
export function ClientIdleWarning() {
  const { isSignedIn, expiresAt, logout, endIdle } = useSession();
  const navigate = useNavigate();

  const signOut = useCallback(
    async (reason: IdleEnd | 'signed-out') => {
      try {
        await logoutOnServer();
      } catch {
        // Already ended on the server, or unreachable: it ends here all the same.
      }
      if (reason !== 'signed-out') {
        // The layout then leads to the sign-in page, which says why (app-services-layout `SessionEndedRedirect`).
        endIdle();
        return;
      }
      logout();
      await navigate('/auth/login', { replace: true });
    },
    [endIdle, logout, navigate],
  );

  if (!isSignedIn || expiresAt === null) return null;
  return (
    <IdleWarningDialog
      idleEnd={expiresAt}
      copy={AUTH_CONTENT.idle}
      onStay={getClientProcess}
      onSignOut={() => void signOut('signed-out')}
      onTimeUp={(reason) => void signOut(reason)}
    />
  );
}
