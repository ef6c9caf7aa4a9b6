import { STATUS_ROUTE_SEGMENTS, type TLoginUser } from '@payee/contract';
import type { SessionUser } from '@/lib/session';

/** The statuses that show a full-page status screen instead of the login page. */
export type HeldStatus = 'inProgress' | 'rejected' | 'approved';

const HELD_STATUSES: readonly string[] = ['inProgress', 'rejected', 'approved'];

/** The status screen to show for this user, if any (the login status screens). */
export function heldStatusOf(user: (Pick<SessionUser, 'process_type'> & { current_process?: unknown }) | null): HeldStatus | null {
  if (!user || user.process_type !== 'onboarding') return null;
  return typeof user.current_process === 'string' && HELD_STATUSES.includes(user.current_process)
    ? (user.current_process as HeldStatus)
    : null;
}

/** Where a successful sign-in leads. */
export type SignInDestination =
  /** Go to `to`; `showMessage` toasts the server's welcome message (onboarding, pending). */
  | { kind: 'navigate'; to: string; showMessage: boolean }
  /** Stay: the auth layout shows the status screen for the signed-in user. */
  | { kind: 'status'; status: HeldStatus };

/** Decides where a signed-in user goes; the login page then does it. */
export function signInDestination(
  user: Pick<TLoginUser, 'process_type' | 'current_process' | 'id' | 'application_code'>,
): SignInDestination {
  const code = encodeURIComponent(user.application_code ?? '');
  if (user.process_type === 'client') return { kind: 'navigate', to: '/my-account', showMessage: false };
  if (user.process_type === 'onboarding') {
    const status = heldStatusOf(user);
    if (status) return { kind: 'status', status };
    return { kind: 'navigate', to: `/client/onboarding/${code}`, showMessage: true };
  }
  // Intake: a pending application is resumed; one being reviewed or rejected shows its status page.
  if (user.current_process === 'inProgress' || user.current_process === 'rejected') {
    return { kind: 'navigate', to: `/client/intake/status/${STATUS_ROUTE_SEGMENTS[user.current_process]}`, showMessage: false };
  }
  return { kind: 'navigate', to: `/client/intake/resume/${user.id}`, showMessage: false };
}
