import { createContext, use, useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Cookies from 'js-cookie';
import { AUTH_COOKIE_NAME, SESSION_DAYS, SESSION_ENDED_STORAGE_KEY, USER_INFO_STORAGE_KEY } from '@payee/contract';
import { onUnauthorized } from './http';
import { clearSessionExpiry, readSessionExpiry, subscribeSessionExpiry } from './session-expiry';
import { readAuthToken, readUserInfo, type SessionUser } from './stored-session';

export type { SessionUser } from './stored-session';

const COOKIE_OPTIONS: Cookies.CookieAttributes = {
  secure: true,
  sameSite: 'Strict',
  path: '/',
  expires: SESSION_DAYS,
};

/** Removes the token cookie, the stored user info and the session's idle end. */
export function clearStoredSession(): void {
  Cookies.remove(AUTH_COOKIE_NAME, { path: '/' });
  clearSessionExpiry();
  try {
    localStorage.removeItem(USER_INFO_STORAGE_KEY);
  } catch {
    // storage unavailable (private mode): nothing was kept there
  }
}

/** Keeps the token in the `authToken` cookie and the other fields as JSON under `userInfo`. */
export function storeSession({ token, ...userInfo }: SessionUser): void {
  Cookies.set(AUTH_COOKIE_NAME, token, COOKIE_OPTIONS);
  localStorage.setItem(USER_INFO_STORAGE_KEY, JSON.stringify(userInfo));
}

/** The stored session, only when both the cookie and the user info exist; otherwise both are cleared. */
export function readStoredSession(): SessionUser | null {
  const token = readAuthToken();
  const userInfo = readUserInfo();
  if (!token || !userInfo) {
    if (token || userInfo) clearStoredSession();
    return null;
  }
  return { ...userInfo, token };
}

/**
 * Whether the server ended this tab's last session and nobody has signed in (or out) since. Written in the
 * same step that clears the stored session: the navigation that carries the message comes later, and a
 * reload in flight or in between keeps sessionStorage but neither React's state nor that navigation, so the
 * reloaded page would otherwise find no session and no reason.
 */
function readEndedMark(): boolean {
  try {
    return sessionStorage.getItem(SESSION_ENDED_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

function writeEndedMark(isEnded: boolean): void {
  try {
    if (isEnded) sessionStorage.setItem(SESSION_ENDED_STORAGE_KEY, '1');
    else sessionStorage.removeItem(SESSION_ENDED_STORAGE_KEY);
  } catch {
    // storage unavailable (private mode): the message then rests on this page's state alone
  }
}

/** Navigation state of the sign-in page when the server has ended the session: the page then says so. */
export const SESSION_ENDED_STATE = { sessionEnded: true } as const;

/** Whether a location's state is SESSION_ENDED_STATE (or SESSION_IDLE_STATE). */
export function isSessionEndedState(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { sessionEnded?: unknown }).sessionEnded === true;
}

/** The same when the page signed out after 30 idle minutes (the idle warning was ignored): the page says why. */
export const SESSION_IDLE_STATE = { sessionEnded: true, isIdle: true } as const;

/** Whether a location's state is SESSION_IDLE_STATE. */
export function isSessionIdleState(state: unknown): boolean {
  return isSessionEndedState(state) && (state as { isIdle?: unknown }).isIdle === true;
}

/** The sign-in page's navigation state for how the session ended: idle, ended by the server, or not at all. */
export function sessionEndState({ hasEnded, hasIdled }: { hasEnded: boolean; hasIdled: boolean }) {
  if (!hasEnded) return undefined;
  return hasIdled ? SESSION_IDLE_STATE : SESSION_ENDED_STATE;
}

/** What useSession() gives a page. */
export interface SessionContextValue {
  user: SessionUser | null;
  isSignedIn: boolean;
  /**
   * The server ended the session (a 401 on a signed-in call: signed out elsewhere, password reset, expiry)
   * and it has been cleared here, in this page or in this tab before a reload; false again after the next
   * sign-in or logout. An ending in this page leads to the sign-in page (layouts/app-services-layout.tsx);
   * a page that needs a session sends a visitor without one there saying so (features/account/account-layout).
   */
  hasEnded: boolean;
  /** The session ended here because nobody used it for 30 minutes (`endIdle`); the sign-in page says so. */
  hasIdled: boolean;
  /**
   * When the session ends if no call is made (ms, by the server's clock: lib/server-clock), as the server last
   * said; null when not known yet. The idle warning (lib/session-idle-warning) counts down to it.
   */
  expiresAt: number | null;
  /** Keeps the user and token after a successful sign-in. */
  signIn(user: SessionUser): void;
  /** Merges fields into the stored user (the token stays). */
  updateUser(fields: Partial<Omit<SessionUser, 'token'>>): void;
  /** Clears the cookie, the stored user info and all cached data. Call it after `POST /website/logout`. */
  logout(): void;
  /** Ends the session as `logout` does, as one that went unused (the idle warning was ignored; call logout first). */
  endIdle(): void;
}

const SessionContext = createContext<SessionContextValue | null>(null);

/**
 * Holds the session for the app; must sit inside QueryClientProvider (logout clears its cache). A 401 on a
 * call made for the signed-in user (lib/http's `onUnauthorized`) ends the session as logout does.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [user, setUser] = useState<SessionUser | null>(readStoredSession);
  // A session restored here (signed in since, maybe in another tab) outranks an earlier ending's mark.
  const [hasEnded, setHasEnded] = useState(() => user === null && readEndedMark());
  const [hasIdled, setHasIdled] = useState(false);
  const expiresAt = useSyncExternalStore(subscribeSessionExpiry, readSessionExpiry, () => null);
  // The listener below runs outside React; it reads the user of the last render.
  const userRef = useRef(user);
  useEffect(() => {
    userRef.current = user;
  }, [user]);

  const signIn = useCallback((next: SessionUser) => {
    storeSession(next);
    userRef.current = next;
    setUser(next);
    writeEndedMark(false);
    setHasEnded(false);
    setHasIdled(false);
  }, []);

  const updateUser = useCallback((fields: Partial<Omit<SessionUser, 'token'>>) => {
    setUser((current) => {
      if (!current) return current;
      const next = { ...current, ...fields, token: current.token };
      storeSession(next);
      return next;
    });
  }, []);

  const clearSession = useCallback(() => {
    clearStoredSession();
    queryClient.clear();
    userRef.current = null;
    setUser(null);
  }, [queryClient]);

  const logout = useCallback(() => {
    clearSession();
    writeEndedMark(false);
    setHasEnded(false);
    setHasIdled(false);
  }, [clearSession]);

  const endIdle = useCallback(() => {
    clearSession();
    setHasEnded(true);
    setHasIdled(true);
  }, [clearSession]);

  useEffect(
    () =>
      onUnauthorized((sentToken) => {
        const current = userRef.current;
        // Nobody is signed in here, or the answer is to a call of an earlier session (signed in again since).
        if (!current || (sentToken !== null && sentToken !== current.token)) return;
        // The call carried this session's token, or none because the cookie is gone (expired, or signed
        // out in another tab): either way the server no longer knows this session.
        writeEndedMark(true);
        clearSession();
        setHasEnded(true);
      }),
    [clearSession],
  );

  const value = useMemo(
    () => ({ user, isSignedIn: user !== null, hasEnded, hasIdled, expiresAt, signIn, updateUser, logout, endIdle }),
    [user, hasEnded, hasIdled, expiresAt, signIn, updateUser, logout, endIdle],
  );
  return <SessionContext value={value}>{children}</SessionContext>;
}

/** The current session; throws outside SessionProvider. */
export function useSession(): SessionContextValue {
  const session = use(SessionContext);
  if (!session) throw new Error('useSession must be used inside SessionProvider');
  return session;
}
