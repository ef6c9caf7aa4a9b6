import { useCallback, useEffect, useState } from 'react';
import { API_PATHS, API_PREFIX, type TOffice } from '@payee/contract';

/*
 * `GET /website/offices` with the browser's fetch rather than lib/http: the office block is part of the
 * prerendered Contact Us page and hydrates with it, so it must not bring axios, zod or the query cache
 * into the page's first load (issue 3, "Speed"). The enquiry form, loaded after, uses the usual client.
 * The route is public: no bearer token is needed.
 */

const OFFICES_URL = `${import.meta.env.VITE_API_HOST ?? ''}${API_PREFIX}${API_PATHS.offices}`;

/** The data layer's policy (lib/query-client): 3 retries, back-off 1 s, 2 s, 4 s, capped at 30 s. */
export const OFFICES_MAX_RETRIES = 3;
const retryDelay = (attemptIndex: number) => Math.min(1000 * 2 ** attemptIndex, 30_000);

/** A failed answer; `status` is null when no answer came (offline, blocked). */
export class OfficesRequestError extends Error {
  readonly status: number | null;

  constructor(status: number | null, message: string) {
    super(message);
    this.name = 'OfficesRequestError';
    this.status = status;
  }
}

const OFFICE_TEXT_FIELDS = ['state', 'image', 'address', 'email', 'phone', 'fax'] as const;

/** Checks the answer's shape (as ZOfficeSchema would), so a wrong answer shows the error, not a broken card. */
function isOffice(value: unknown): value is TOffice {
  if (typeof value !== 'object' || value === null) return false;
  const office = value as Record<string, unknown>;
  return Number.isInteger(office.id) && OFFICE_TEXT_FIELDS.every((field) => typeof office[field] === 'string');
}

/** One request: a bare array of `{ id, state, image, address, email, phone, fax }`. */
export async function getOffices(signal?: AbortSignal): Promise<TOffice[]> {
  let response: Response;
  try {
    response = await fetch(OFFICES_URL, {
      headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new OfficesRequestError(null, 'The offices could not be reached');
  }
  if (!response.ok) throw new OfficesRequestError(response.status, `The offices answered ${response.status}`);
  const body: unknown = await response.json();
  if (!Array.isArray(body) || !body.every(isOffice)) throw new OfficesRequestError(response.status, 'The offices answer has another shape');
  return body;
}

/** Only what may pass on its own is tried again: no answer, 5xx, 429. */
const isRetryable = (error: unknown) =>
  error instanceof OfficesRequestError && (error.status === null || error.status >= 500 || error.status === 429);

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
  });
}

/** `getOffices` with the data layer's retries. */
export async function getOfficesWithRetries(signal: AbortSignal): Promise<TOffice[]> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await getOffices(signal);
    } catch (error) {
      if (signal.aborted || attempt >= OFFICES_MAX_RETRIES || !isRetryable(error)) throw error;
      await wait(retryDelay(attempt), signal);
    }
  }
}

/** What the office block shows. */
export interface OfficesState {
  /** The offices once loaded (kept while a later request runs). */
  offices: TOffice[] | null;
  isError: boolean;
  /** A request (or its retries) is under way. */
  isFetching: boolean;
  /** Asks again, after an error. */
  refetch: () => void;
}

/** The offices, requested once the page is in the browser (the prerendered page shows the loading line). */
export function useOffices(): OfficesState {
  const [requestKey, setRequestKey] = useState(0);
  const [result, setResult] = useState<{ key: number; offices: TOffice[] | null; isError: boolean }>({
    key: -1,
    offices: null,
    isError: false,
  });

  useEffect(() => {
    const controller = new AbortController();
    getOfficesWithRetries(controller.signal).then(
      (offices) => setResult({ key: requestKey, offices, isError: false }),
      () => {
        if (!controller.signal.aborted) setResult((previous) => ({ key: requestKey, offices: previous.offices, isError: true }));
      },
    );
    return () => controller.abort();
  }, [requestKey]);

  const refetch = useCallback(() => setRequestKey((key) => key + 1), []);
  return { offices: result.offices, isError: result.isError, isFetching: result.key !== requestKey, refetch };
}
