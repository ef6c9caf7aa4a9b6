import { useEffect, useRef, useState } from 'react';
import { Modal } from '@/components/ui/modal';
import { serverNow } from '@/lib/server-clock';
import '@/components/ui/button.css';
import './idle-warning-dialog.css';

/** How long before the idle end the warning opens (WCAG 2.2.1 asks for at least 20 seconds to answer). */
export const IDLE_WARNING_MS = 2 * 60 * 1000;
const TICK_MS = 1000;
/**
 * The longest the dialog sleeps before it looks at the clock again. A browser's timer can be late: it does not
 * count while the computer sleeps, and a background tab's are held back. Waking often, and whenever the page is
 * shown again, keeps the warning from coming later than this after its time.
 */
export const IDLE_CHECK_MS = 15 * 1000;

/** Why the session ended when the time was up: for want of use, or at a limit nothing extends. */
export type IdleEnd = 'idle' | 'absolute';

/** The dialog's words (each area has its own: `ADMIN_CONTENT.idle`, `AUTH_CONTENT.idle`). */
export interface IdleWarningCopy {
  title: string;
  body: (minutes: number) => string;
  remaining: (seconds: number) => string;
  stay: string;
  signOut: string;
  /** Said instead of `body` when the absolute limit comes first, which "Stay signed in" cannot move. */
  absoluteEnd?: string;
}

export interface IdleWarningDialogProps {
  /** When the session ends for want of use, by the server's clock (ms); moved on by each signed-in answer. */
  idleEnd: number;
  /** When it ends whatever happens (ms), if there is such a limit. */
  absoluteEnd?: number;
  copy: IdleWarningCopy;
  /** "Stay signed in": a signed-in call, whose answer moves `idleEnd` on. */
  onStay: () => Promise<unknown>;
  /** "Sign out now". */
  onSignOut: () => void;
  /** The time is up (the dialog was ignored): sign out, saying why. */
  onTimeUp: (reason: IdleEnd) => void;
}

/**
 * The idle warning (WCAG 2.2.1 Timing Adjustable), shared by the back office and the clients' area: two minutes
 * before the session would end for want of use, a dialog says so and counts down; "Stay signed in" asks the
 * server, which moves the end on. Ignored, it signs out when the time is up. Near an absolute limit, which
 * nothing extends, it says so and offers only signing out. The ends come from the server and are compared with
 * the server's clock (lib/server-clock), not this computer's, which may be off.
 */
export function IdleWarningDialog({
  idleEnd,
  absoluteEnd = Number.POSITIVE_INFINITY,
  copy,
  onStay,
  onSignOut,
  onTimeUp,
}: IdleWarningDialogProps) {
  const [now, setNow] = useState(serverNow);
  const [isStaying, setIsStaying] = useState(false);
  // The latest callback, called once per end: a parent's new function on each render must not sign out twice.
  const onTimeUpRef = useRef(onTimeUp);
  const timedOutAt = useRef<number | null>(null);
  useEffect(() => {
    onTimeUpRef.current = onTimeUp;
  });

  const end = Math.min(idleEnd, absoluteEnd);
  const isAbsolute = absoluteEnd <= idleEnd;
  const isWarning = now >= end - IDLE_WARNING_MS;

  // Wake at the warning, then every second while it shows; on time, sign out.
  useEffect(() => {
    const current = serverNow();
    if (current >= end) {
      if (timedOutAt.current !== end) {
        timedOutAt.current = end;
        onTimeUpRef.current(isAbsolute ? 'absolute' : 'idle');
      }
      return;
    }
    const wait = current >= end - IDLE_WARNING_MS ? Math.min(TICK_MS, end - current) : end - IDLE_WARNING_MS - current;
    const timer = setTimeout(() => setNow(serverNow()), Math.min(wait, IDLE_CHECK_MS));
    return () => clearTimeout(timer);
  }, [end, isAbsolute, now]);

  // Shown again (another tab, a window restored, a computer woken): look at the clock at once.
  useEffect(() => {
    const look = () => {
      if (document.visibilityState === 'visible') setNow(serverNow());
    };
    document.addEventListener('visibilitychange', look);
    window.addEventListener('pageshow', look);
    window.addEventListener('focus', look);
    return () => {
      document.removeEventListener('visibilitychange', look);
      window.removeEventListener('pageshow', look);
      window.removeEventListener('focus', look);
    };
  }, []);

  if (!isWarning) return null;
  const secondsLeft = Math.max(0, Math.ceil((end - now) / 1000));

  const stay = async () => {
    setIsStaying(true);
    try {
      await onStay();
    } catch {
      // The HTTP client has told of it (a toast; a 401 ends the session); the countdown goes on meanwhile.
    } finally {
      setIsStaying(false);
      setNow(serverNow());
    }
  };

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
          <button type="button" className="button button--secondary" onClick={onSignOut}>
            {copy.signOut}
          </button>
        </>
      }
    >
      <p id="idle-warning-body">
        {isAbsolute && copy.absoluteEnd ? copy.absoluteEnd : copy.body(Math.max(1, Math.ceil(secondsLeft / 60)))}
      </p>
      <p className="idle-warning__remaining" aria-live="off">
        {copy.remaining(secondsLeft)}
      </p>
    </Modal>
  );
}
