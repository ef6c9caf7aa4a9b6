import { createContext, use, useCallback, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Cookies from 'js-cookie';
import { AUTH_COOKIE_NAME, SESSION_DAYS, USER_INFO_STORAGE_KEY, type ProcessType } from '@payee/contract';

/** The signed-in user as sign-in returns it; the token is kept in the cookie, the rest in localStorage. */
export interface SessionUser {
  token: string;
  process_type?: ProcessType;
  application_code?: string | null;
  [field: string]: unknown;
}

const COOKIE_OPTIONS: Cookies.CookieAttributes = {
  secure: true,
  sameSite: 'Strict',
  path: '/',
  expires: SESSION_DAYS,
};

function readUserInfo(): Record<string, unknown> | null {
  try {
    const raw = localStorage.getItem(USER_INFO_STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Removes the token cookie and the stored user info. */
export function clearStoredSession(): void {
  Cookies.remove(AUTH_COOKIE_NAME, { path: '/' });
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
  const token = Cookies.get(AUTH_COOKIE_NAME);
  const userInfo = readUserInfo();
  if (!token || !userInfo) {
    if (token || userInfo) clearStoredSession();
    return null;
  }
  return { ...userInfo, token };
}

/** What useSession() gives a page. */
export interface SessionContextValue {
  user: SessionUser | null;
  isSignedIn: boolean;
  /** Keeps the user and token after a successful sign-in. */
  signIn(user: SessionUser): void;
  /** Merges fields into the stored user (the token stays). */
  updateUser(fields: Partial<Omit<SessionUser, 'token'>>): void;
  /** Clears the cookie, the stored user info and all cached data. Call it after `POST /website/logout`. */
  logout(): void;
}

const SessionContext = createContext<SessionContextValue | null>(null);

/** Holds the session for the app; must sit inside QueryClientProvider (logout clears its cache). */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [user, setUser] = useState<SessionUser | null>(readStoredSession);

  const signIn = useCallback((next: SessionUser) => {
    storeSession(next);
    setUser(next);
  }, []);

  const updateUser = useCallback((fields: Partial<Omit<SessionUser, 'token'>>) => {
    setUser((current) => {
      if (!current) return current;
      const next = { ...current, ...fields, token: current.token };
      storeSession(next);
      return next;
    });
  }, []);

  const logout = useCallback(() => {
    clearStoredSession();
    queryClient.clear();
    setUser(null);
  }, [queryClient]);

  const value = useMemo(
    () => ({ user, isSignedIn: user !== null, signIn, updateUser, logout }),
    [user, signIn, updateUser, logout],
  );
  return <SessionContext value={value}>{children}</SessionContext>;
}

/** The current session; throws outside SessionProvider. */
export function useSession(): SessionContextValue {
  const session = use(SessionContext);
  if (!session) throw new Error('useSession must be used inside SessionProvider');
  return session;
}
