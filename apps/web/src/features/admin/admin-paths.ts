import { ADMIN_CONTENT } from '@payee/content/admin';
import { STAFF_SET_UP_PAGE, type StaffRole } from '@payee/contract';

/** The back office's pages (issue 12). */
export const ADMIN_HOME_PATH = '/admin';
export const ADMIN_SIGN_IN_PATH = '/admin/sign-in';
export const ADMIN_SET_UP_PATH = STAFF_SET_UP_PAGE;
export const ADMIN_STAFF_PATH = '/admin/staff';
export const ADMIN_AUDIT_PATH = '/admin/audit';
export const ADMIN_APPLICATIONS_PATH = '/admin/applications';
/** One application's record (pages/application-page.tsx), by its code. */
export const adminApplicationPath = (code: string) => `${ADMIN_APPLICATIONS_PATH}/${encodeURIComponent(code)}`;

/** What the queue's links hand the record (router state), so "Back to applications" keeps the queue's filters. */
export interface QueueReturnState {
  queueSearch: string;
}
/** The queue's `?…` from a record's router state; nothing when the record was opened some other way. */
export const queueSearchOf = (state: unknown): string => {
  const search = (state as Partial<QueueReturnState> | null)?.queueSearch;
  return typeof search === 'string' && search ? `?${search}` : '';
};

/** The pages of the navigation, each with the role it needs: a member sees only those of their roles. */
export const ADMIN_NAV: readonly { to: string; label: string; hint: string; role: StaffRole }[] = [
  {
    to: ADMIN_APPLICATIONS_PATH,
    label: ADMIN_CONTENT.applications.pageTitle,
    hint: ADMIN_CONTENT.applications.navHint,
    role: 'caseworker',
  },
  { to: ADMIN_STAFF_PATH, label: ADMIN_CONTENT.staff.pageTitle, hint: ADMIN_CONTENT.staff.navHint, role: 'admin' },
  { to: ADMIN_AUDIT_PATH, label: ADMIN_CONTENT.audit.pageTitle, hint: ADMIN_CONTENT.audit.navHint, role: 'admin' },
];
