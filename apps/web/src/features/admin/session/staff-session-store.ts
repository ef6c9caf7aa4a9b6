import { SESSION_EXPIRES_HEADER, STAFF_SESSION_STORAGE_KEY, ZStaffSessionSchema, type TStaffSession } from '@payee/contract';
import { z } from 'zod';
import { createApiClient } from '@/lib/http';

/**
 * The back office's session, outside React: kept in sessionStorage (STAFF_SESSION_STORAGE_KEY), never in the
 * clients' `authToken` cookie, so it ends with the tab and no client page ever sends it. `staffHttp` carries
 * its token; every answer to a signed-in call says when the session ends if idle (SESSION_EXPIRES_HEADER),
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
/** The server's clock minus this browser's, from the last answer's Date header: the session's times are the server's. */
let serverOffsetMs = 0;

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
  serverNow(): number {
    return Date.now() + serverOffsetMs;
  },
  /** A later idle end from the server's header. */
  extend(expiresAt: string) {
    const current = staffSessionStore.get();
    if (!current || current.expires_at === expiresAt) return;
    write({ ...current, expires_at: expiresAt });
  },
};

/** The back office's HTTP client: the staff token, and a 401 to a call of this session ends it. */
export const staffHttp = createApiClient({
  readToken: () => staffSessionStore.get()?.token,
  onUnauthorized: (sentToken) => {
    const current = staffSessionStore.get();
    if (current && (sentToken === null || sentToken === current.token)) staffSessionStore.end('ended');
  },
});

function readServerClock(dateHeader: unknown) {
  const serverTime = typeof dateHeader === 'string' ? Date.parse(dateHeader) : Number.NaN;
  if (!Number.isNaN(serverTime)) serverOffsetMs = serverTime - Date.now();
}

staffHttp.interceptors.response.use(
  (response) => {
    readServerClock(response.headers.date);
    return response;
  },
  (error: unknown) => {
    readServerClock((error as { response?: { headers?: Record<string, unknown> } }).response?.headers?.date);
    return Promise.reject(error);
  },
);

staffHttp.interceptors.response.use((response) => {
  const expiresAt: unknown = response.headers[SESSION_EXPIRES_HEADER];
  const current = staffSessionStore.get();
  const sentToken = String(response.config.headers.Authorization ?? '').replace(/^Bearer /, '');
  if (typeof expiresAt === 'string' && current && sentToken === current.token) staffSessionStore.extend(expiresAt);
  return response;
});
