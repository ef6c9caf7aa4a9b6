import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ADMIN_CONTENT } from '@payee/content/admin';
import { API_PATHS } from '@payee/contract';
import { Modal } from '@/components/ui/modal';
import '@/components/ui/button.css';
import { staffHttp, staffSessionStore } from './staff-session-store';
import { signOutStaff } from './sign-out';
import { useStaffSession } from './use-staff-session';
import { ADMIN_SIGN_IN_PATH } from '../admin-paths';

/** How long before the idle end the warning opens (WCAG 2.2.1 asks for at least 20 seconds to answer). */
export const IDLE_WARNING_MS = 2 * 60 * 1000;
const TICK_MS = 1000;

const copy = ADMIN_CONTENT.idle;

/**
 * The idle warning of the back office (WCAG 2.2.1 Timing Adjustable): two minutes before the session would end
 * for want of use, a dialog says so and counts down; "Stay signed in" asks the server, which moves the end on.
 * Ignored, it signs out when the time is up. Near the 12-hour limit, which nothing extends, it says so and
 * offers only signing out. The end comes from the server (`expires_at`, moved on by every call's header), so
 * work in another part of the page keeps the session alive too; it is compared with the server's clock, not
 * this computer's, which may be off.
 */
export function IdleWarning() {
  const session = useStaffSession();
  const navigate = useNavigate();
  const [now, setNow] = useState(() => staffSessionStore.serverNow());
  const [isStaying, setIsStaying] = useState(false);

  const idleEnd = session ? Date.parse(session.expires_at) : Number.POSITIVE_INFINITY;
  const absoluteEnd = session ? Date.parse(session.absolute_expires_at) : Number.POSITIVE_INFINITY;
  const end = Math.min(idleEnd, absoluteEnd);
  const isWarning = session !== null && now >= end - IDLE_WARNING_MS;
  const isAbsolute = absoluteEnd <= idleEnd;

  // Wake at the warning, then every second while it shows; on time, sign out.
  useEffect(() => {
    if (!session) return;
    const current = staffSessionStore.serverNow();
    if (current >= end) {
      void signOutStaff(isAbsolute ? 'absolute' : 'idle').then(() => navigate(ADMIN_SIGN_IN_PATH, { replace: true }));
      return;
    }
    const wait = current >= end - IDLE_WARNING_MS ? Math.min(TICK_MS, end - current) : end - IDLE_WARNING_MS - current;
    const timer = setTimeout(() => setNow(staffSessionStore.serverNow()), wait);
    return () => clearTimeout(timer);
  }, [session, end, isAbsolute, now, navigate]);

  if (!isWarning) return null;
  const secondsLeft = Math.max(0, Math.ceil((end - now) / 1000));

  const stay = async () => {
    setIsStaying(true);
    try {
      // Any signed-in call moves the idle end on; its answer's header updates the session (staff-session-store).
      await staffHttp.get(API_PATHS.adminSession);
    } finally {
      setIsStaying(false);
      setNow(staffSessionStore.serverNow());
    }
  };
  const signOut = () => void signOutStaff('signed-out').then(() => navigate(ADMIN_SIGN_IN_PATH, { replace: true }));

  return (
    <Modal
      isOpen
      role="alertdialog"
      isDismissable={false}
      onClose={() => undefined}
      title={copy.title}
      describedBy="idle-warning-body"
      actions={
        <>
          {!isAbsolute && (
            <button type="button" className="button" onClick={() => void stay()} disabled={isStaying}>
              {copy.stay}
            </button>
          )}
          <button type="button" className="button button--secondary" onClick={signOut}>
            {copy.signOut}
          </button>
        </>
      }
    >
      <p id="idle-warning-body">{isAbsolute ? copy.absoluteEnd : copy.body(Math.max(1, Math.ceil(secondsLeft / 60)))}</p>
      <p className="admin-idle__remaining" aria-live="off">
        {copy.remaining(secondsLeft)}
      </p>
    </Modal>
  );
}
