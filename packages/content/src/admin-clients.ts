/*
 * Copy of the back office's clients (issue 12): the search and a client's profile with its actions (lock or
 * unlock the sign-in, send a password-reset link). Caseworkers read it while on the phone to the client:
 * short labels, and the client's own words for their money ("balance", "program").
 */

import type { ClientDocumentKind, ClientStatus, CurrentProcess, LoginMethod, ProcessType } from '@payee/contract';

export const ADMIN_CLIENTS_CONTENT = {
  search: {
    pageTitle: 'Clients',
    navHint: 'Find a client by name, application code or the last four SSN digits; open their profile.',
    heading: 'Clients',
    formHeading: 'Find a client',
    search: 'Name, username, application code or last four SSN digits',
    searchHint: 'For example, Maria Lopez, APP-MRA226 or 6789. Never the whole SSN.',
    submit: 'Search',
    clear: 'Show every client',
    tableCaption: (total: number) => `${total} ${total === 1 ? 'client' : 'clients'}`,
    empty: 'No client matches this search.',
    columns: {
      name: 'Name',
      application_code: 'Application',
      username: 'Username',
      status: 'Status',
      programs: 'Programs',
      ssn: 'SSN',
    },
    noUsername: 'None yet',
  },

  /** Where a client stands, as the back office names it (`locked` wins: docs/decisions.md). */
  statuses: { applicant: 'Applicant', onboarding: 'Onboarding', active: 'Active client', locked: 'Sign-in locked' } satisfies Record<
    ClientStatus,
    string
  >,
  processes: { intake: 'Application', onboarding: 'Onboarding', client: 'Client' } satisfies Record<ProcessType, string>,
  currentProcesses: { pending: 'Pending', inProgress: 'In progress', rejected: 'Sent back', approved: 'Approved' } satisfies Record<
    CurrentProcess,
    string
  >,

  profile: {
    pageTitle: 'Client profile',
    back: 'Back to the clients',
    notFound: 'There is no such client. Check the link, or find them from the clients page.',
    identityHeading: 'Identity',
    identity: {
      name: 'Name',
      username: 'Username',
      email: 'Email address',
      phone: 'Phone',
      ssn: 'SSN',
      birthDate: 'Date of birth',
      age: 'Age',
      address: 'Address',
      status: 'Status',
      process: 'Process',
      applicationCode: 'Application code',
      createdAt: 'Account created',
    },
    international: '(outside the United States)',
    programsHeading: 'Programs and balances',
    programsCaption: 'Programs the client is enrolled in, with their balance',
    programColumns: { name: 'Program', status: 'Enrolment', enrolledOn: 'Enrolled on', balance: 'Balance' },
    programStatuses: { 1: 'Active', 0: 'Inactive' } as Record<0 | 1, string>,
    noPrograms: 'Not enrolled in any program.',
    contactsHeading: 'Contacts',
    noContacts: 'No contacts given.',
    contact: { category: 'Kind', phone: 'Phone', email: 'Email address', description: 'About them' },
    benefitsHeading: 'Benefits',
    noBenefits: 'No benefits given.',
    ongoing: 'Ongoing',
    billsHeading: 'Bills',
    billsCaption: 'Bills the client pays',
    billColumns: { name: 'Bill', amount: 'Amount', repeats: 'Repeats' },
    noBills: 'No bills given.',
    billOnce: 'Once',
    billEvery: (frequency: string, times: number | null) => (times ? `${frequency}, ${times} times` : frequency),
    documentsHeading: 'Documents',
    noDocuments: 'No documents uploaded.',
    documentKinds: { ssa_document: 'SSA document', photo: 'Photo', bill: 'Bill' } satisfies Record<ClientDocumentKind, string>,
    uploadedAt: (when: string) => `Uploaded ${when}`,
    showDocument: (label: string) => `Show ${label}`,
    hideDocument: (label: string) => `Hide ${label}`,
    applicationsHeading: 'Application',
    noApplication: 'They did not apply through the intake form.',
    application: {
      code: 'Application code',
      status: 'Status',
      draft: 'Draft, not sent in',
      createdAt: 'Started',
      submittedAt: 'Sent in',
      open: (code: string) => `Open application ${code}`,
    },
    decisionsCaption: 'Decisions on the application, newest first',
    decisionColumns: { decision: 'Decision', by: 'By', at: 'When', reasons: 'Reasons' },
    onboardingHeading: 'Onboarding',
    noOnboarding: 'They have not reached onboarding.',
    onboardingSubmittedAt: 'Sent in for review',
    onboardingCaption: 'What happened in the onboarding, newest first',
    actionColumns: { action: 'What', by: 'By', at: 'When', reasons: 'Reasons' },
    signInsHeading: 'Sign-in history',
    signInsCaption: 'Recent sign-in attempts, newest first',
    signInColumns: { at: 'When', method: 'With', outcome: 'Outcome', ip: 'From address' },
    methods: { username: 'Username', ssn: 'SSN and date of birth' } satisfies Record<LoginMethod, string>,
    /** The API's outcomes (its `sign_in_attempts` check); one it adds later shows as it is sent. */
    outcomes: {
      success: 'Signed in',
      bad_credentials: 'Refused: wrong password or date of birth',
      unknown_account: 'Refused: no such account',
      application_mismatch: 'Refused: another application code',
      captcha_failed: 'Refused: failed the robot check',
      throttled: 'Refused: too many attempts',
      locked: 'Refused: sign-in locked',
    } as Partial<Record<string, string>>,
    noSignIns: 'No sign-in attempts yet.',
  },

  lock: {
    heading: 'Sign-in',
    unlocked: 'The client can sign in.',
    locked: 'Locked: the client cannot sign in.',
    lockedBy: 'Locked by',
    lockedAt: 'Locked on',
    reason: 'Reason',
    failedLockUntil: (when: string) =>
      `Five wrong passwords have also locked the sign-in on its own until ${when}. Unlocking does not lift this; it lifts by itself.`,
    lockButton: 'Lock sign-in',
    lockTitle: (name: string) => `Lock the sign-in of ${name}`,
    lockIntro:
      'They will be signed out everywhere at once and cannot sign in until someone unlocks it. Your reason is kept in the audit trail with your name.',
    lockSubmit: 'Lock sign-in',
    unlockButton: 'Unlock sign-in',
    unlockTitle: (name: string) => `Unlock the sign-in of ${name}`,
    unlockIntro: 'They can sign in again at once. The unlock is kept in the audit trail with your name.',
    unlockSubmit: 'Unlock sign-in',
    resetButton: 'Send a password-reset link',
    resetTitle: (name: string) => `Send ${name} a password-reset link?`,
    resetBody:
      'We e-mail the link the "Forgot password" page sends, to the address on file; any older link stops working. It does not unlock a locked sign-in.',
    resetConfirm: 'Send the link',
    noEmail: 'No email address on file, so no link can be sent.',
  },
} as const;
