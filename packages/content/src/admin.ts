/*
 * Copy of the staff back office (issue 12): sign-in with an authenticator app, the frame, the idle warning,
 * the home page, staff accounts and the audit trail. Staff read it all day: short labels, no jargon, and the
 * same word for the same thing everywhere ("authenticator app", "recovery code", "sign out").
 */

import type {
  AlertKind,
  ApplicationStatusId,
  AuditAction,
  AuditRecordKind,
  AuditSignInOutcome,
  IntakeDecision,
  OnboardingAction,
  RepresentativeType,
  StaffRole,
  TCaseworkSummary,
} from '@payee/contract';

const CLEAR_FILTERS = 'Clear filters';

export const ADMIN_CONTENT = {
  serviceName: 'Payee Portal back office',
  errorSummaryTitle: 'There is a problem',
  failureFallback: 'That did not work. Please try again.',
  loading: 'Loading…',

  /** Words every back-office screen uses: kept here once. */
  cancel: 'Cancel',
  yes: 'Yes',
  no: 'No',
  /** An empty cell or value. */
  none: '—',
  /** An application or onboarding the client has not sent in yet. */
  notSentIn: 'Not sent in',
  clearFilters: CLEAR_FILTERS,
  /** A day in a date field of the back office, typed as the client side's are. */
  dateHint: 'For example, 11/01/2026.',
  chooseOneOrMore: 'Choose one or more.',
  /** A caseworker's decision on an application, as its history and the client's profile list it. */
  decisions: { in_progress: 'Taken up for review', approve: 'Approved', reject: 'Rejected' } satisfies Record<IntakeDecision, string>,
  /** What happened to an onboarding, as its record and the client's profile list it. */
  onboardingActions: {
    invite: 'Invited',
    submit: 'Sent in',
    send_back: 'Sent back',
    activate: 'Activated',
  } satisfies Record<OnboardingAction, string>,
  /** The benefits a client receives, as the onboarding record and the client's profile show them. */
  benefits: {
    caption: 'Benefits the client receives',
    columns: { name: 'Benefit', amount: 'Amount', from: 'From', till: 'Until' },
  },

  frame: {
    navLabel: 'Back office',
    signedInAs: (name: string) => `Signed in as ${name}`,
    signOut: 'Sign out',
    signedOut: 'You are signed out.',
    sessionEnded: 'Your session has ended. Please sign in again.',
  },

  /** Names of the roles as staff see them. */
  roles: { admin: 'Administrator', caseworker: 'Caseworker', finance: 'Finance' } satisfies Record<StaffRole, string>,
  roleHints: {
    admin: 'Staff accounts, roles and the audit trail.',
    caseworker: 'Applications, onboarding, clients and enquiries.',
    finance: 'Client money: the ledger, payments and reports.',
  } satisfies Record<StaffRole, string>,

  signIn: {
    pageTitle: 'Staff sign-in',
    heading: 'Sign in to the back office',
    intro: 'For staff of the service. Clients sign in on the client sign-in page.',
    clientSignInLink: 'Client sign-in',
    email: 'Email address',
    password: 'Password',
    submit: 'Continue',
    failureFallback: 'We could not sign you in. Please try again.',
  },

  totp: {
    pageTitle: 'Enter your code',
    heading: 'Enter the code from your authenticator app',
    intro: 'Open the authenticator app on your phone and type the 6-digit code it shows for Payee Portal.',
    code: 'Code',
    codeHint: '6 digits, for example 123456.',
    submit: 'Sign in',
    useRecoveryCode: 'Use a recovery code instead',
    recoveryHeading: 'Enter a recovery code',
    recoveryIntro:
      'Each recovery code works once. After signing in, ask an administrator to set up your authenticator app again if you lost it.',
    recoveryCode: 'Recovery code',
    recoveryCodeHint: 'As printed, for example 7kq2-x9mb-4t. Spaces and dashes do not matter.',
    useAppCode: 'Use a code from the authenticator app instead',
    startAgain: 'Start again with your email address',
  },

  enrol: {
    pageTitle: 'Set up your authenticator app',
    heading: 'Set up your authenticator app',
    intro:
      'Every staff account needs a second step at sign-in. Install an authenticator app on your phone (for example Google Authenticator, Microsoft Authenticator or 1Password), then add Payee Portal to it.',
    scan: 'Scan this QR code with the app.',
    qrLabel: 'QR code for your authenticator app',
    typeKey: 'Or type this key into the app:',
    keyLabel: 'Key',
    code: 'Code the app shows',
    submit: 'Finish setting up',
    loading: 'Preparing your QR code…',
  },

  recoveryCodes: {
    pageTitle: 'Your recovery codes',
    heading: 'Keep your recovery codes',
    intro:
      'If you lose your phone, each of these codes lets you sign in once. They are shown only now: print them or keep them in a password manager, not on the phone.',
    listLabel: 'Recovery codes',
    copy: 'Copy the codes',
    copied: 'The codes are copied.',
    confirm: 'I have kept my recovery codes',
    continue: 'Continue to the back office',
  },

  setUp: {
    pageTitle: 'Set up your staff account',
    heading: 'Set up your staff account',
    intro: 'Choose a password for the back office. Next, you will set up an authenticator app.',
    password: 'New password',
    passwordHint: (min: number) =>
      `At least ${min} characters. Any letters, numbers, symbols and spaces will do; common or breached passwords are refused.`,
    confirmPassword: 'Confirm password',
    mismatch: 'The passwords do not match.',
    submit: 'Save password and continue',
    missingToken: 'This link is not complete. Open the link from your invitation e-mail again, or ask an administrator for a new one.',
    failureFallback: 'We could not set up your account. Please try again.',
  },

  idle: {
    title: 'Are you still there?',
    body: (minutes: number) =>
      `For your clients' safety, you will be signed out in ${minutes === 1 ? 'about 1 minute' : `about ${minutes} minutes`} unless you choose to stay signed in.`,
    remaining: (seconds: number) => `Time left: ${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`,
    stay: 'Stay signed in',
    signOut: 'Sign out now',
    timedOut: 'You were signed out because you were away for 15 minutes. Please sign in again.',
    absoluteEnd:
      'Your session reaches its 12-hour limit in a few minutes and cannot be extended. Finish what you are doing; then sign in again.',
    absoluteEnded: 'Your session reached its 12-hour limit. Please sign in again.',
  },

  forbidden: {
    pageTitle: 'Not open to you',
    heading: 'This page is not open to you',
    body: (role: string) => `It needs the ${role} role. Ask an administrator if your work needs it.`,
    back: 'Back to the back office home',
  },

  home: {
    pageTitle: 'Back office home',
    heading: (name: string) => `Welcome, ${name}`,
    intro: 'What needs your attention today.',
    noRoles: 'Your account has no role yet. Ask an administrator to give you one.',
    yourRoles: 'Your roles',
  },

  /** The home page's alerts (issue 24): each link names the client and the problem. */
  alerts: {
    heading: 'Alerts',
    intro: 'Clients who need a look, for your roles.',
    empty: 'No alerts today: every balance, bank line and expected deposit is as it should be.',
    kinds: {
      ssi_over_limit: 'SSI recipients over the resource limit',
      negative_balance: 'Balances below zero',
      low_for_bills: 'Too little for the bills of the next 14 days',
      bank_line_unmatched: 'Bank lines not matched for more than 5 days',
      ssa_deposit_missing: 'SSA deposits that did not arrive',
    } satisfies Record<AlertKind, string>,
    more: (count: number) => `And ${count} more.`,
    code: (code: string) => `Application code ${code}`,
    ssiOver: (name: string, balance: string, limit: string) => `${name}: ${balance} held, over the SSI limit of ${limit}`,
    ssiSoon: (name: string, projected: string, limit: string) =>
      `${name}: ${projected} expected within 30 days, over the SSI limit of ${limit}`,
    negative: (name: string, balance: string) => `${name}: balance ${balance}, below zero`,
    lowForBills: (name: string, balance: string, bills: string) => `${name}: balance ${balance}, bills of ${bills} due in 14 days`,
    bankLine: (date: string, description: string, amount: string, days: number) =>
      `Bank line of ${date}, ${description}, ${amount}: not matched for ${days} days`,
    depositMissing: (name: string, benefit: string, month: string) => `${name}: no ${benefit} deposit arrived in ${month}`,
  },

  staff: {
    pageTitle: 'Staff accounts',
    navHint: 'Invite staff, change their roles, deactivate accounts.',
    heading: 'Staff accounts',
    tableCaption: 'Members of staff',
    columns: { name: 'Name', email: 'Email address', roles: 'Roles', status: 'Status', actions: 'Actions' },
    active: 'Active',
    invited: 'Invited (not set up yet)',
    deactivated: 'Deactivated',
    you: '(you)',
    inviteHeading: 'Invite a member of staff',
    inviteIntro: 'They get an e-mail with a link to choose a password and set up an authenticator app. The link works for 72 hours.',
    name: 'Full name',
    email: 'Email address',
    roles: 'Roles',
    invite: 'Send invitation',
    editRoles: (name: string) => `Change roles of ${name}`,
    editRolesShort: 'Change roles',
    /** Separation of duties (docs/decisions/money.md): admin and finance in one person. */
    adminAndFinance:
      'Admin and finance together: this person could change the approval limit and approve payments above it. Their changes of the limit wait for another admin; give both only if the office has no one else.',
    saveRoles: 'Save roles',
    deactivate: 'Deactivate',
    deactivateTitle: (name: string) => `Deactivate ${name}?`,
    deactivateBody: 'They are signed out everywhere at once and can no longer sign in. Their actions stay in the audit trail.',
    deactivateConfirm: 'Deactivate',
  },

  audit: {
    pageTitle: 'Audit trail',
    navHint: 'Who did what and when; export a date range as CSV.',
    heading: 'Audit trail',
    intro: 'Every staff action and every sign-in, newest first. Nothing here can be changed or deleted.',
    filtersHeading: 'Filter',
    from: 'From (date)',
    to: 'To (date)',
    action: 'Action',
    anyAction: 'Any action',
    /** Each kind of row in plain words; the table shows the stored name beside it, as the CSV export has it. */
    actions: {
      'staff.sign_in': 'Staff sign-in',
      'staff.sign_out': 'Staff sign-out',
      'staff.totp_enrolment_started': 'Authenticator app set-up started',
      'staff.totp_enrolled': 'Authenticator app set up',
      'staff.invitation_accepted': 'Staff invitation accepted',
      'staff.invitation_refused': 'Staff invitation link refused',
      'staff.invite': 'Staff member invited',
      'staff.roles_change': 'Staff roles changed',
      'staff.deactivate': 'Staff member deactivated',
      'client.sign_in': 'Client sign-in',
      'client.password_change': 'Client password change',
      'client.lock': 'Client sign-in locked',
      'client.unlock': 'Client sign-in unlocked',
      'client.password_reset_link': 'Password-reset link sent to a client',
      'client.case_note': 'Case note added',
      'client.document_upload': 'Client document uploaded',
      'client.document_download': 'Client document downloaded',
      'task.create': 'Task added',
      'task.complete': 'Task done',
      'task.cancel': 'Task cancelled',
      'task.reassign': 'Task given to another caseworker',
      'task.service_made': 'Tasks made by the service',
      'client.caseworker_assign': 'Caseworker assigned',
      'intake.create': 'Application started',
      'intake.save_step': 'Application step saved',
      'intake.submit': 'Application sent in',
      'intake.decide': 'Application decided',
      'intake.email_sent': 'Application e-mail sent',
      'intake.ssn_reveal': 'Full SSN shown',
      'onboarding.save_step': 'Onboarding step saved',
      'onboarding.submit': 'Onboarding sent in',
      'onboarding.invite': 'Invited to onboarding',
      'onboarding.send_back': 'Onboarding sent back',
      'onboarding.activate': 'Client activated',
      'onboarding.medical_reveal': 'Medical details shown',
      'enquiry.note': 'Enquiry note added',
      'enquiry.reply': 'Enquiry answered by e-mail',
      'enquiry.status_change': 'Enquiry status changed',
      'finance.deposit': 'Benefit deposit recorded',
      'finance.deposit_draft': 'Deposit over the limit entered, waiting for approval',
      'finance.deposit_approve': 'Deposit approved and posted',
      'finance.deposit_import': 'SSA deposit file imported',
      'finance.deposit_assign': 'SSA deposit posted to a client with another SSN',
      'finance.fee': 'Service fee charged',
      'finance.adjustment': 'Ledger adjustment posted',
      'finance.transfer': 'Money moved between a client’s programs',
      'finance.reverse': 'Ledger entry reversed',
      'finance.vendor_create': 'Vendor added',
      'finance.vendor_update': 'Vendor changed',
      'finance.schedule_create': 'Scheduled payment added',
      'finance.schedule_update': 'Scheduled payment changed',
      'finance.schedules_generate': 'Payments drafted from schedules',
      'finance.card_loads_generate': 'Card loads drafted',
      'finance.disbursement_draft': 'Payment drafted',
      'finance.disbursement_approve': 'Payment approved',
      'finance.disbursement_pay': 'Payment marked paid',
      'finance.disbursement_void': 'Payment voided',
      'finance.budget_update': 'Budget changed',
      'finance.bank_statement_import': 'Bank statement imported',
      'finance.reconciliation_match': 'Bank line matched',
      'finance.reconciliation_unmatch': 'Bank line unmatched',
      'finance.month_close': 'Month closed',
      'finance.month_close_prepare': 'Month close prepared, waiting for sign-off',
      'finance.month_sign_off': 'Month close signed off',
      'finance.month_close_withdraw': 'Month close withdrawn: its figures changed before sign-off',
      'finance.ssa623_batch_start': 'SSA-623 batch prepared',
      'finance.ssa623_batch_download': 'SSA-623 batch downloaded',
      'settings.approval_limit': 'Approval limit changed',
      'settings.ssi_limit': 'SSI resource limit changed',
      'settings.approval_limit_propose': 'Approval limit change proposed',
      'settings.reconciliation_sign_off': 'Reconciliation sign-off limit changed',
      'finance.payment_run_create': 'Payment run drafted',
      'finance.payment_run_approve': 'Payment run approved',
      'finance.payment_run_pay': 'Payment run paid',
      'finance.check_void': 'Check voided',
      'settings.check_stock': 'Next check number changed',
      'finance.payment_run_file_download': 'Payment run bank file downloaded',
    } satisfies Record<AuditAction, string>,
    apply: 'Show',
    export: 'Export as CSV',
    exportNeedsDates: 'Choose a From and a To date to export.',
    tableCaption: (total: number) => `${total} ${total === 1 ? 'event' : 'events'}`,
    columns: {
      at: 'When',
      action: 'Action',
      outcome: 'Outcome',
      who: 'Staff member',
      client: 'Client',
      record: 'Record',
      ip: 'Address',
      reason: 'Reason',
    },
    /** A sign-in's outcome in plain words. */
    outcomes: {
      success: 'Signed in',
      password_accepted: 'Right password, code next',
      wrong_password: 'Wrong password',
      wrong_birth_date: 'Wrong SSN or birth date',
      wrong_code: 'Wrong code',
      locked: 'Locked out',
      unknown_account: 'No such account',
      deactivated: 'Account deactivated',
      captcha_failed: 'Failed the robot check',
      application_mismatch: 'Wrong application code',
      other: 'Other',
    } satisfies Record<AuditSignInOutcome, string>,
    /** What a record is, before its name (or its id when it is no longer on file or has no name). */
    recordKinds: {
      client: 'Client',
      application: 'Application',
      onboarding: 'Onboarding record',
      enquiry: 'Enquiry',
      staff_member: 'Staff member',
      other: 'Record',
    } satisfies Record<AuditRecordKind, string>,
    /** The stored kinds of the records without a page of their own here, in plain words. */
    recordTypes: {
      bank_statement: 'Bank statement',
      bank_statement_line: 'Bank statement line',
      budget: 'Budget',
      closed_month: 'Closed month',
      deposit_import: 'SSA deposit file',
      disbursement: 'Payment',
      journal_entry: 'Ledger entry',
      scheduled_payment: 'Scheduled payment',
      setting: 'Setting',
      vendor: 'Vendor',
    } as Record<string, string | undefined>,
    /** A record named by its kind and id: one no longer on file, or of a kind without a name. */
    recordFallback: (kind: string, id: string) => `${kind} #${id}`,
    /** A record's link's accessible name: its kind and name. */
    recordLink: (kind: string, name: string) => `${kind}: ${name}`,
    /** A member of staff no longer on file. */
    staffFallback: (id: number) => `Staff member #${id}`,
    empty: 'No events match these filters.',
  },

  applications: {
    pageTitle: 'Applications',
    navHint: 'Every intake application: find one by name, code or the last four SSN digits; sort and filter.',
    heading: 'Applications',
    filtersHeading: 'Find applications',
    search: 'Name, application code or last four SSN digits',
    searchHint: 'For example, Walter Brooks, APP-7K3P9Q or 6789.',
    statusLegend: 'Status',
    representative: 'Filled in by',
    anyRepresentative: 'Anyone',
    from: 'Sent in from (date)',
    to: 'Sent in to (date)',
    apply: 'Show applications',
    tableCaption: (total: number) => `${total} ${total === 1 ? 'application' : 'applications'}`,
    empty: 'No applications match these filters.',
    sortBy: (column: string) => `Sort by ${column}`,
    columns: {
      application_code: 'Application',
      name: 'Applicant',
      representative: 'Filled in by',
      status: 'Status',
      programs: 'Programs',
      ssn: 'SSN',
      submitted_at: 'Sent in',
      updated_at: 'Last change',
    },
    statuses: { 1: 'Pending', 2: 'In progress', 3: 'Approved', 4: 'Under review', 5: 'Rejected' } satisfies Record<
      ApplicationStatusId,
      string
    >,
    representatives: { myself: 'The applicant', case_manager: 'A case manager', relative: 'A relative or friend' } satisfies Record<
      RepresentativeType,
      string
    >,
  },

  casework: {
    heading: 'Needs action',
    counts: {
      applications_awaiting_decision: 'Applications waiting for a decision',
      onboarding_submissions_awaiting_review: 'Onboarding submissions to review',
      enquiries_unanswered: 'Enquiries not answered',
      onboarding_invitations_not_sent: 'Approved clients not yet invited to onboarding',
    } satisfies Record<keyof TCaseworkSummary, string>,
  },

  /** A typed reason before an action the audit trail records (components/reason-dialog.tsx). */
  reasonDialog: {
    label: 'Reason',
    hint: 'Say why you need this, in a few words. It is kept in the audit trail with your name.',
    purposeLegend: 'Why do you need to see this?',
    purposeHint: 'Your choice is kept in the audit trail with your name.',
    detailsLabel: 'Details',
    detailsHint: 'A few words more, if they help. Needed when you choose "Something else".',
  },

  /** A stored file viewed in the page (components/staff-file.tsx). */
  files: {
    loading: 'Loading the file…',
    failed: 'This file could not be shown. Try downloading it.',
    download: (name: string) => `Download ${name}`,
    preview: (name: string) => `Preview of ${name}`,
    noPreview: 'This kind of file cannot be shown in the page. Download it to open it.',
  },

  paging: {
    label: 'Pages',
    previous: 'Previous page',
    next: 'Next page',
    status: (page: number, last: number) => `Page ${page} of ${last}`,
  },
} as const;
