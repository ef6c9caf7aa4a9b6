import { ADMIN_CONTENT } from '@payee/content/admin';
import { ADMIN_ONBOARDING_CONTENT } from '@payee/content/admin-onboarding';
import { STAFF_SET_UP_PAGE, type CurrentProcess, type StaffRole } from '@payee/contract';

/** The back office's pages (issue 12). */
export const ADMIN_HOME_PATH = '/admin';
export const ADMIN_SIGN_IN_PATH = '/admin/sign-in';
export const ADMIN_SET_UP_PATH = STAFF_SET_UP_PAGE;
export const ADMIN_STAFF_PATH = '/admin/staff';
export const ADMIN_AUDIT_PATH = '/admin/audit';
export const ADMIN_APPLICATIONS_PATH = '/admin/applications';
export const ADMIN_ONBOARDING_PATH = '/admin/onboarding';

/** The onboarding queue, of one status when given (the filter is in the address, as the page keeps it). */
export const adminOnboardingQueuePath = (status?: CurrentProcess) =>
  status ? `${ADMIN_ONBOARDING_PATH}?status=${status}` : ADMIN_ONBOARDING_PATH;
/** One onboarding's record, by the client's application code (the API also takes the client's id). */
export const adminOnboardingRecordPath = (client: string) => `${ADMIN_ONBOARDING_PATH}/${encodeURIComponent(client)}`;
/** The onboarding wizard filled in by a caseworker with the client on the phone (assisted mode). */
export const adminOnboardingAssistPath = (client: string) => `${adminOnboardingRecordPath(client)}/assist`;

/** The pages of the navigation, each with the role it needs: a member sees only those of their roles. */
export const ADMIN_NAV: readonly { to: string; label: string; hint: string; role: StaffRole }[] = [
  {
    to: ADMIN_APPLICATIONS_PATH,
    label: ADMIN_CONTENT.applications.pageTitle,
    hint: ADMIN_CONTENT.applications.navHint,
    role: 'caseworker',
  },
  {
    to: ADMIN_ONBOARDING_PATH,
    label: ADMIN_ONBOARDING_CONTENT.queue.pageTitle,
    hint: ADMIN_ONBOARDING_CONTENT.queue.navHint,
    role: 'caseworker',
  },
  { to: ADMIN_STAFF_PATH, label: ADMIN_CONTENT.staff.pageTitle, hint: ADMIN_CONTENT.staff.navHint, role: 'admin' },
  { to: ADMIN_AUDIT_PATH, label: ADMIN_CONTENT.audit.pageTitle, hint: ADMIN_CONTENT.audit.navHint, role: 'admin' },
];
