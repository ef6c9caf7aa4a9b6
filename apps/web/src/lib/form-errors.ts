import { fieldErrorsFromIssues } from '@payee/contract';
import { TOASTED_STATUSES, type ApiError } from '@/lib/http';
import { showToast } from '@/lib/toast';

/** The first message per field of a failed zod check, keyed by dotted path (the server's keys). */
export function firstIssueMessages(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const [field, list] of Object.entries(fieldErrorsFromIssues(issues))) {
    if (list[0]) messages[field] = list[0];
  }
  return messages;
}

/** Toasts a failure's message unless lib/http has already toasted its status (one toast is enough). */
export function toastFailure(apiError: ApiError): void {
  const isToasted = apiError.status !== null && (TOASTED_STATUSES as readonly number[]).includes(apiError.status);
  if (!isToasted) showToast('error', apiError.message);
}
