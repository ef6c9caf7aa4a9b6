import { API_PATHS, STAFF_SESSION_STORAGE_KEY, ZStaffSessionSchema, type TStaffSession } from '@payee/contract';
import { z } from 'zod';
import { createApiClient } from '@/lib/http';
import { sendIdempotencyKeys } from '@/lib/idempotency-keys';
import { serverNow } from '@/lib/server-clock';

/**
 * The back office's session, outside React: kept in sessionStorage (STAFF_SESSION_STORAGE_KEY), never in the
 * clients' `authToken` cookie, so it ends with the tab and no client page ever sends it. `staffHttp` carries
 * its token; every answer to a signed-in call says when the session ends if idle (the session-expires header),
 * which moves `expires_at` on, so the idle warning (idle-warning.tsx) counts from the last call.
 */

const ZStoredStaffSessionSchema = ZStaffSessionSchema.extend({ token: z.string().min(1) });
export type StoredStaffSession = z.infer<typeof ZStoredStaffSessionSchema>;

/** Why the session ended, for the sign-in page to say. */
export type StaffSessionEnd = 'signed-out' | 'ended' | 'idle' | 'absolute';

type Listener = () => void;
const listeners = new Set<Listener>();
let cached: StoredStaffSession | null | undefined;
let lastEnd: StaffSessionEnd | null = null;

function notify() {
  for (const listener of listeners) listener();
}

function read(): StoredStaffSession | null {
  try {
    const raw = sessionStorage.getItem(STAFF_SESSION_STORAGE_KEY);
    const parsed = raw ? ZStoredStaffSessionSchema.safeParse(JSON.parse(raw)) : null;
    return parsed?.success ? parsed.data : null;
  } catch {
    // storage unavailable or unreadable: no session
    return null;
  }
}

function write(session: StoredStaffSession | null) {
  cached = session;
  try {
    if (session) sessionStorage.setItem(STAFF_SESSION_STORAGE_KEY, JSON.stringify(session));
    else sessionStorage.removeItem(STAFF_SESSION_STORAGE_KEY);
  } catch {
    // storage unavailable: the session lives in memory until the tab closes
  }
  notify();
}

export const staffSessionStore = {
  /** The signed-in member of staff, or null. */
  get(): StoredStaffSession | null {
    if (cached === undefined) cached = read();
    return cached;
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  signIn(session: TStaffSession & { token: string }) {
    lastEnd = null;
    write(ZStoredStaffSessionSchema.parse(session));
  },
  /** Ends the session here (the caller tells the server first when it can), saying why. */
  end(reason: StaffSessionEnd) {
    lastEnd = reason;
    write(null);
  },
  /** Why the last session ended, once: the sign-in page reads it to say so. */
  takeLastEnd(): StaffSessionEnd | null {
    const reason = lastEnd;
    lastEnd = null;
    return reason;
  },
  /** Now by the server's clock (the session's ends are server times; a browser's clock may be off by minutes). */
  serverNow,
  /** A later idle end from the server's header. */
  extend(expiresAt: string) {
    const current = staffSessionStore.get();
    if (!current || current.expires_at === expiresAt) return;
    write({ ...current, expires_at: expiresAt });
  },
};

/**
 * The back office's HTTP client: the staff token; a 401 to a call of this session ends it, and each answer to one
 * moves its idle end on (the session-expires header, lib/http).
 */
export const staffHttp = createApiClient({
  readToken: () => staffSessionStore.get()?.token,
  onUnauthorized: (sentToken) => {
    const current = staffSessionStore.get();
    if (current && (sentToken === null || sentToken === current.token)) staffSessionStore.end('ended');
  },
  onSessionExpires: (sentToken, expiresAt) => {
    if (sentToken !== null && sentToken === staffSessionStore.get()?.token) staffSessionStore.extend(expiresAt);
  },
});

/**
 * Every form and button of the trust ledger that writes, and the form that adds a task, sends an `Idempotency-Key`
 * (lib/idempotency-keys): a submission retried after a network failure posts once; a new submission gets a new key.
 */
sendIdempotencyKeys(
  staffHttp,
  (config) =>
    config.method?.toLowerCase() === 'post' && ((config.url ?? '').startsWith('/admin/finance/') || config.url === API_PATHS.adminTasks),
);
