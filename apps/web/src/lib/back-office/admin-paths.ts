import { ADMIN_CONTENT } from '@payee/content/admin';
import { ADMIN_CASELOAD_CONTENT } from '@payee/content/admin-caseload';
import { ADMIN_CLIENTS_CONTENT } from '@payee/content/admin-clients';
import { ADMIN_ENQUIRIES_CONTENT } from '@payee/content/admin-enquiries';
import { ADMIN_ONBOARDING_CONTENT } from '@payee/content/admin-onboarding';
import { STAFF_SET_UP_PAGE, type CurrentProcess, type EnquiryStatus, type StaffRole } from '@payee/contract';
import { FINANCE_NAV } from './finance-paths';

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
export const ADMIN_CLIENTS_PATH = '/admin/clients';
/** "My clients": the signed-in caseworker's caseload. */
export const ADMIN_MY_CLIENTS_PATH = '/admin/my-clients';
/** A client's profile, by their id (never by anything personal). */
export const adminClientPath = (id: number) => `${ADMIN_CLIENTS_PATH}/${id}`;
/** The client's record with the case-note form started from an enquiry (its id and reference), at the form. */
export const NOTE_ENQUIRY_PARAMS = { id: 'enquiry', reference: 'reference' } as const;
export const adminClientNoteFromEnquiryPath = (id: number, enquiry: { id: number; reference: string }) =>
  `${adminClientPath(id)}?${new URLSearchParams({ [NOTE_ENQUIRY_PARAMS.id]: String(enquiry.id), [NOTE_ENQUIRY_PARAMS.reference]: enquiry.reference }).toString()}#case-note-form-heading`;
/**
 * The client's record with the case-note form started about something (a task, an alert): a link's `to` and `state`.
 * Its words begin the note. They travel in the history entry's state, never the address: a task's title is staff's
 * own words about a person, and can say more than an address should.
 */
export interface NoteAboutState {
  noteAbout: string;
}
export const adminClientNoteAbout = (id: number, about: string) => ({
  to: `${adminClientPath(id)}#case-note-form-heading`,
  state: { noteAbout: about } satisfies NoteAboutState,
});
/** The words a note is started with, from the history entry's state (adminClientNoteAbout), if any. */
export const noteAboutOf = (state: unknown): string | undefined => {
  const about = (state as Partial<NoteAboutState> | null)?.noteAbout;
  return typeof about === 'string' && about.trim() ? about.trim() : undefined;
};
/** The client's record at its tasks (the home page's "My tasks" link there). */
export const adminClientTasksPath = (id: number) => `${adminClientPath(id)}#client-tasks`;
export const ADMIN_ENQUIRIES_PATH = '/admin/enquiries';
/** The inbox showing one status (`?status=` in the API's own words), or every one. */
export const adminEnquiriesPath = (status?: EnquiryStatus) => (status ? `${ADMIN_ENQUIRIES_PATH}?status=${status}` : ADMIN_ENQUIRIES_PATH);
export const adminEnquiryPath = (reference: string) => `${ADMIN_ENQUIRIES_PATH}/${encodeURIComponent(reference)}`;
export const ADMIN_ONBOARDING_PATH = '/admin/onboarding';

/** The onboarding queue, of one status when given (the filter is in the address, as the page keeps it). */
export const adminOnboardingQueuePath = (status?: CurrentProcess) =>
  status ? `${ADMIN_ONBOARDING_PATH}?status=${status}` : ADMIN_ONBOARDING_PATH;
/** One onboarding's record, by the client's application code (the API also takes the client's id). */
export const adminOnboardingRecordPath = (client: string) => `${ADMIN_ONBOARDING_PATH}/${encodeURIComponent(client)}`;
/** The onboarding wizard filled in by a caseworker with the client on the phone (assisted mode). */
export const adminOnboardingAssistPath = (client: string) => `${adminOnboardingRecordPath(client)}/assist`;

/**
 * The pages of the navigation, each with the role it needs: a member sees only those of their roles. `end`: the
 * link is current on its own path only, not under it (the book's `/admin/finance` holds the other finance pages).
 */
export const ADMIN_NAV: readonly { to: string; label: string; hint: string; role: StaffRole; end?: boolean }[] = [
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
  {
    to: ADMIN_MY_CLIENTS_PATH,
    label: ADMIN_CASELOAD_CONTENT.myClients.pageTitle,
    hint: ADMIN_CASELOAD_CONTENT.myClients.navHint,
    role: 'caseworker',
  },
  {
    to: ADMIN_CLIENTS_PATH,
    label: ADMIN_CLIENTS_CONTENT.search.pageTitle,
    hint: ADMIN_CLIENTS_CONTENT.search.navHint,
    role: 'caseworker',
  },
  {
    to: ADMIN_ENQUIRIES_PATH,
    label: ADMIN_ENQUIRIES_CONTENT.inbox.pageTitle,
    hint: ADMIN_ENQUIRIES_CONTENT.inbox.navHint,
    role: 'caseworker',
  },
  { to: ADMIN_STAFF_PATH, label: ADMIN_CONTENT.staff.pageTitle, hint: ADMIN_CONTENT.staff.navHint, role: 'admin' },
  { to: ADMIN_AUDIT_PATH, label: ADMIN_CONTENT.audit.pageTitle, hint: ADMIN_CONTENT.audit.navHint, role: 'admin' },
  ...FINANCE_NAV,
];
