import { SESSION_EXPIRES_STORAGE_KEY } from '@payee/contract';

/*
 * When the client's session ends if idle, by the server's clock (lib/server-clock): learnt from every signed-in
 * answer (lib/http), kept in localStorage so every tab shares it (a call in one tab keeps the others' warning
 * away), read by the idle warning (lib/session-idle-warning).
 */

type Listener = () => void;
const listeners = new Set<Listener>();

function notify() {
  for (const listener of listeners) listener();
}

/** The idle end (ms, server time), or null when none is known. */
export function readSessionExpiry(): number | null {
  try {
    const stored = localStorage.getItem(SESSION_EXPIRES_STORAGE_KEY);
    const time = stored ? Date.parse(stored) : Number.NaN;
    return Number.isNaN(time) ? null : time;
  } catch {
    // storage unavailable: no warning, the server still ends the session
    return null;
  }
}

/** A later idle end from the server; an earlier one (an answer overtaken by a later call's) is ignored. */
export function storeSessionExpiry(expiresAt: string): void {
  const time = Date.parse(expiresAt);
  const current = readSessionExpiry();
  if (Number.isNaN(time) || (current !== null && current >= time)) return;
  try {
    localStorage.setItem(SESSION_EXPIRES_STORAGE_KEY, new Date(time).toISOString());
  } catch {
    return;
  }
  notify();
}

/** Forgets it (the session ended or was signed out). */
export function clearSessionExpiry(): void {
  try {
    localStorage.removeItem(SESSION_EXPIRES_STORAGE_KEY);
  } catch {
    return;
  }
  notify();
}

/** Listens for changes here and in other tabs (`useSyncExternalStore`). */
export function subscribeSessionExpiry(listener: Listener): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === SESSION_EXPIRES_STORAGE_KEY || event.key === null) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
