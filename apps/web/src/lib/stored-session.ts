import { AUTH_COOKIE_NAME, USER_INFO_STORAGE_KEY, type ProcessType } from '@payee/contract';

/*
 * Reading the session the browser keeps: the token in the `authToken` cookie, the other
 * fields as JSON under `userInfo`. No cookie library and no query cache here: the public pages' first chunk
 * reads it (the header's My Account link, unknown paths), so it stays a few hundred bytes. lib/session.tsx
 * writes, restores and clears the session.
 */

/** The signed-in user as sign-in returns it; the token is kept in the cookie, the rest in localStorage. */
export interface SessionUser {
  token: string;
  process_type?: ProcessType;
  application_code?: string | null;
  [field: string]: unknown;
}

/** The `authToken` cookie's value, or undefined. */
export function readAuthToken(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const prefix = `${AUTH_COOKIE_NAME}=`;
  const pair = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  if (pair === undefined) return undefined;
  try {
    return decodeURIComponent(pair.slice(prefix.length)) || undefined;
  } catch {
    return undefined;
  }
}

/** The stored user info (`userInfo`), or null when it is missing or not a JSON object. */
export function readUserInfo(): Record<string, unknown> | null {
  try {
    const raw = localStorage.getItem(USER_INFO_STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    // storage unavailable (private mode, prerendering) or unreadable: no session
    return null;
  }
}

/** The stored session when both the cookie and the user info exist, without changing either. */
export function peekStoredSession(): SessionUser | null {
  const token = readAuthToken();
  const userInfo = readUserInfo();
  return token && userInfo ? { ...userInfo, token } : null;
}

/** Whether a signed-in client (process type `client`) is stored in this browser. */
export function isClientStored(): boolean {
  return peekStoredSession()?.process_type === 'client';
}

/** Where an address the app does not know leads: a signed-in client's account, else home. */
export function unknownPathTarget(): string {
  return isClientStored() ? '/my-account' : '/';
}
