import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { ADMIN_CONTENT } from '@payee/content/admin';
import { IdleWarningDialog, type IdleEnd } from '@/components/session/idle-warning-dialog';
import { signOutStaff } from './sign-out';
import { getStaffSession } from '../api/get-staff-session';
import { useStaffSession } from '@/lib/back-office/use-staff-session';
import { ADMIN_SIGN_IN_PATH } from '@/lib/back-office/admin-paths';

/**
 * The back office's idle warning (components/session/idle-warning-dialog): 15 idle minutes or the 12-hour limit
 * from the staff session; "Stay signed in" asks for the session, which moves its end on; the sign-in page then
 * says why the session ended.
 */
export function IdleWarning() {
  const session = useStaffSession();
  const navigate = useNavigate();
  const signOut = useCallback(
    (reason: IdleEnd | 'signed-out') => void signOutStaff(reason).then(() => navigate(ADMIN_SIGN_IN_PATH, { replace: true })),
    [navigate],
  );
  if (!session) return null;
  return (
    <IdleWarningDialog
      idleEnd={Date.parse(session.expires_at)}
      absoluteEnd={Date.parse(session.absolute_expires_at)}
      copy={ADMIN_CONTENT.idle}
      // Any signed-in call moves the idle end on; its answer's header updates the session (staff-session-store).
      onStay={getStaffSession}
      onSignOut={() => signOut('signed-out')}
      onTimeUp={signOut}
    />
  );
}
