import { ADMIN_CONTENT } from '@payee/content/admin';
import { readApiError } from '@/lib/http';

/** Props of QueryWaiting. */
export interface QueryWaitingProps {
  /** The query's error; none while it is loading. */
  error: unknown;
  /** What is loading; "Loading…" when left out. */
  loading?: string;
  /** The failure's words when the error carries none; the usual "try again" when left out. */
  fallback?: string;
}

/** What a query shows before its data: "Loading…" (a status), or its failure (an alert). */
export function QueryWaiting({ error, loading = ADMIN_CONTENT.loading, fallback }: QueryWaitingProps) {
  if (!error) return <p role="status">{loading}</p>;
  return (
    <p className="admin-error" role="alert">
      {readApiError(error, fallback).message}
    </p>
  );
}
