/*
 * A new application's form is first saved on Login Details, and the address then becomes
 * `/client/intake/resume/{id}`. The steps before it stay in the browser's history as `/client/intake/new?…`
 * entries: pressing Back there must continue the saved application, not start an empty one (which would
 * create a second application). So every history entry of a new form carries a draft key in its navigation
 * state, and the id created for that draft is kept in sessionStorage (it survives a reload, and ends with
 * the tab).
 */

const STORAGE_PREFIX = 'intakeDraft:';

/** The navigation state of a new form's history entries. */
export interface IntakeDraftState {
  intakeDraft: string;
}

/** The draft key in a location's state, if any. */
export function draftKeyOf(state: unknown): string | null {
  if (!state || typeof state !== 'object') return null;
  const key = (state as { intakeDraft?: unknown }).intakeDraft;
  return typeof key === 'string' && key.length > 0 ? key : null;
}

/** A fresh key for a new form. */
export function newDraftKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/** Remembers that a draft was saved as application `id`. */
export function rememberCreatedDraft(key: string, id: number): void {
  try {
    sessionStorage.setItem(`${STORAGE_PREFIX}${key}`, String(id));
  } catch {
    // storage unavailable (private mode): Back then opens an empty form, as without this module
  }
}

/** The application a draft was saved as, or null. */
export function createdDraftId(key: string | null): number | null {
  if (!key) return null;
  try {
    const stored = sessionStorage.getItem(`${STORAGE_PREFIX}${key}`);
    return stored && /^\d+$/.test(stored) ? Number(stored) : null;
  } catch {
    return null;
  }
}
