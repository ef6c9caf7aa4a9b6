import axios, { AxiosHeaders, isAxiosError, type AxiosProgressEvent, type InternalAxiosRequestConfig } from 'axios';
import { API_PREFIX, GENERIC_ERROR_TOAST, SESSION_EXPIRES_HEADER, ZApiErrorBodySchema } from '@payee/contract';
import { readServerClock } from './server-clock';
import { storeSessionExpiry } from './session-expiry';
import { readAuthToken } from './stored-session';
import { showToast } from './toast';

declare module 'axios' {
  interface AxiosRequestConfig {
    /**
     * The caller deals with a 401 itself, so it is not reported as an ended session (`onUnauthorized`):
     * sign-in (wrong credentials) and logout (the caller signs out locally whatever the server answers).
     */
    handlesUnauthorized?: boolean;
    /** When the call left, by this browser's clock: an answer's Date header then bounds the server's clock. */
    sentAt?: number;
  }
}

/** Statuses whose failure is told to the user by a toast whatever the caller does. */
export const TOASTED_STATUSES = [500, 403, 429] as const;

/** Told of a 401 answer: the bearer token the refused call carried, or null when it carried none. */
export type UnauthorizedListener = (sentToken: string | null) => void;

const unauthorizedListeners = new Set<UnauthorizedListener>();

/**
 * Registers a listener for 401 answers (the session: lib/session's SessionProvider ends the session the
 * server no longer knows). Returns the function that removes it.
 */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => {
    unauthorizedListeners.delete(listener);
  };
}

function bearerTokenOf(config: InternalAxiosRequestConfig | undefined): string | null {
  const header = config ? AxiosHeaders.from(config.headers).get('Authorization') : null;
  const match = typeof header === 'string' ? /^Bearer (.+)$/.exec(header) : null;
  return match?.[1] ?? null;
}

/** How a client made by `createApiClient` finds its bearer token and tells of a 401. */
export interface ApiClientOptions {
  /** The token to send, or undefined to send none. */
  readToken: () => string | undefined;
  /** A 401 answer to a call that did not handle it itself, with the token the call carried. */
  onUnauthorized: UnauthorizedListener;
  /**
   * An answer saying when the session ends if idle (SESSION_EXPIRES_HEADER, ISO time by the server's clock),
   * with the token the call carried: the session moves its end on, so the idle warning counts from the last call.
   */
  onSessionExpires?: (sentToken: string | null, expiresAt: string) => void;
}

/**
 * An HTTP client of the API: `{host}/api/v1`, JSON and XMLHttpRequest headers, a bearer token, the toasts for
 * 500, 403 and 429. No timeout. The clients' area uses `http` (token from the cookie);
 * the back office makes its own with the staff token (features/admin/session), so neither ever sends the
 * other's token.
 */
export function createApiClient({ readToken, onUnauthorized: tellUnauthorized, onSessionExpires }: ApiClientOptions) {
  const client = axios.create({
    baseURL: `${import.meta.env.VITE_API_HOST ?? ''}${API_PREFIX}`,
    headers: {
      'X-Requested-With': 'XMLHttpRequest',
      'Content-Type': 'application/json',
      Accept: 'application/json',
    },
  });

  client.interceptors.request.use((config) => {
    const headers = AxiosHeaders.from(config.headers);
    const token = readToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    // With a JSON content type axios would serialise FormData to JSON. Name it multipart instead;
    // the browser adapter then drops the header so the browser writes it with the boundary.
    if (typeof FormData !== 'undefined' && config.data instanceof FormData) {
      headers.setContentType('multipart/form-data');
    }
    config.headers = headers;
    config.sentAt = Date.now();
    return config;
  });

  client.interceptors.response.use(
    (response) => {
      readServerClock(response.headers.date, response.config.sentAt ?? Date.now());
      const expiresAt: unknown = response.headers[SESSION_EXPIRES_HEADER];
      if (typeof expiresAt === 'string') onSessionExpires?.(bearerTokenOf(response.config), expiresAt);
      return response;
    },
    (error: unknown) => {
      if (isAxiosError(error)) readServerClock(error.response?.headers.date, error.config?.sentAt ?? Date.now());
      return Promise.reject(error);
    },
  );

  client.interceptors.response.use(undefined, (error: unknown) => {
    if (isAxiosError(error) && error.response && (TOASTED_STATUSES as readonly number[]).includes(error.response.status)) {
      const parsed = ZApiErrorBodySchema.safeParse(error.response.data);
      showToast('error', parsed.success && parsed.data.message ? parsed.data.message : GENERIC_ERROR_TOAST);
    }
    // Only the session knows whether a 401 ends it (whose token, anyone signed in?): tell it, and still
    // pass the error on to the caller.
    if (isAxiosError(error) && error.response?.status === 401 && !error.config?.handlesUnauthorized) {
      tellUnauthorized(bearerTokenOf(error.config));
    }
    return Promise.reject(error);
  });
  return client;
}

/**
 * The clients' HTTP client: bearer token from the `authToken` cookie, 401s told to `onUnauthorized` listeners,
 * the session's idle end kept from each answer of this session (lib/session-expiry), and from the sign-in answer,
 * the one that carries it without a token.
 */
export const http = createApiClient({
  readToken: readAuthToken,
  onUnauthorized: (sentToken) => {
    for (const listener of unauthorizedListeners) listener(sentToken);
  },
  onSessionExpires: (sentToken, expiresAt) => {
    if (sentToken === null || sentToken === readAuthToken()) storeSessionExpiry(expiresAt);
  },
});

/** What a form needs from a failed call: a message, the first message per field, and the warning if any. */
export interface ApiError {
  status: number | null;
  message: string;
  fieldErrors: Record<string, string>;
  warning?: string;
}

/** Reads the API's error shape `{ message, errors: { field: [messages] }, warning? }` from any thrown value. */
export function readApiError(error: unknown, fallback: string = GENERIC_ERROR_TOAST): ApiError {
  const status = isAxiosError(error) ? (error.response?.status ?? null) : null;
  const body: unknown = isAxiosError(error) ? error.response?.data : error;
  const parsed = ZApiErrorBodySchema.partial().safeParse(body);
  if (!parsed.success) return { status, message: fallback, fieldErrors: {} };
  const fieldErrors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(parsed.data.errors ?? {})) {
    if (messages[0]) fieldErrors[field] = messages[0];
  }
  return {
    status,
    message: parsed.data.message || fallback,
    fieldErrors,
    ...(parsed.data.warning ? { warning: parsed.data.warning } : {}),
  };
}

/** Turns axios upload progress into a whole percentage for FileUpload's progress bar. */
export function toUploadPercent(onPercent: (percent: number) => void) {
  return (event: AxiosProgressEvent) => {
    if (event.total) onPercent(Math.min(100, Math.round((event.loaded / event.total) * 100)));
  };
}
