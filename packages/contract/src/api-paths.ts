/** Every path under `/api/v1`, as the client calls it and the server registers it. */
export const API_PREFIX = '/api/v1';

export const API_PATHS = {
  health: '/health',
  ready: '/ready',
  countries: '/master/countries',
  states: '/master/states',
  dropdown: (name: string) => `/dropdown/${name}`,
  siteConfig: '/site-config',
  offices: '/website/offices',
  enquiry: '/website/enquiry',
  login: '/website/login',
  logout: '/website/logout',
  clientProcess: '/website/client/process',
  clientName: '/website/client/name',
  clientPrograms: '/website/client/programs',
  accountBalance: '/website/client/account-balance',
  accountStatement: '/website/client/account-statement',
  /** The program's transactions in plain words, newest first. */
  clientTransactions: '/website/client/transactions',
  changePassword: '/website/user/change-password',
  forgotCredential: '/website/forgot-credential',
  resetCredential: '/website/reset-credential',
  /** Whether a reset link can still be used, before the form is filled. */
  resetCredentialCheck: '/website/reset-credential/check',
  intake: '/website/intake',
  intakeUpdate: '/website/intake/update',
  /** Final submission after "Check your answers": the application goes to the office (inProgress). */
  intakeSubmit: '/website/intake/submit',
  /** A saved SSA document of the signed-in applicant's application, by slug (ssa-623, ssa-11-bk, ssa-1696). */
  intakeDocument: (slug: string) => `/website/intake/documents/${encodeURIComponent(slug)}`,
  /** GET: the signed-in onboarding client's detail; POST `?_method=PUT` (multipart): saves one wizard step. */
  onboarding: '/website/onboarding',
  /** GET: the same detail, by the client's application code (only their own; 404 for anyone else's). */
  onboardingDetail: (applicationCode: string) => `/website/onboarding/${encodeURIComponent(applicationCode)}`,
  /** The signed-in client's saved profile photo (the detail's image_url). */
  onboardingPhoto: (applicationCode: string) => `/website/onboarding/${encodeURIComponent(applicationCode)}/photo`,
  /** The file of one of their saved bills (the detail's client_bills[].files[0].file_path). */
  onboardingBillFile: (applicationCode: string, billId: number) =>
    `/website/onboarding/${encodeURIComponent(applicationCode)}/bills/${billId}/file`,
  /** The client's "Coming up": the next bills the office pays and the next debit card load. */
  clientComingUp: '/website/client/coming-up',
  /** The client's "This month": spending by category against the budget. */
  clientThisMonth: '/website/client/this-month',
  // Back office (staff only, bearer token from adminLogin).
  adminLogin: '/admin/login',
  adminLogout: '/admin/logout',
  /** Second step of sign-in: a TOTP or recovery code with the challenge token from adminLogin. */
  adminLoginTotp: '/admin/login/totp',
  /** Without TOTP yet: the secret and its otpauth:// URI for the challenge token. */
  adminLoginEnrol: '/admin/login/enrol',
  /** The first code from the new secret: enrolment done, ten recovery codes and a session. */
  adminLoginEnrolConfirm: '/admin/login/enrol/confirm',
  /** An invited member of staff sets a password with the link's token (then enrols TOTP). */
  adminSetUp: '/admin/set-up',
  /** Who is signed in, their roles and when the session ends. */
  adminSession: '/admin/session',
  /** Staff accounts (admin): list, invite. */
  adminStaff: '/admin/staff',
  adminStaffRoles: (id: number) => `/admin/staff/${id}/roles`,
  adminStaffDeactivate: (id: number) => `/admin/staff/${id}/deactivate`,
  /** The audit trail (admin), paged and filtered; `…/export` a date range as CSV. */
  adminAudit: '/admin/audit',
  adminAuditExport: '/admin/audit/export',
  /** The enquiry inbox, newest first (`?status=in_progress`); one enquiry by reference with its thread. */
  adminEnquiries: '/admin/enquiries',
  adminEnquiry: (reference: string) => `/admin/enquiries/${encodeURIComponent(reference)}`,
  /** The caseworker's home: counts of what needs action. */
  adminSummary: '/admin/summary',
  /** The applications queue (caseworker): paged, sorted and filtered (ZAdminApplicationListQuerySchema). */
  adminIntakeList: '/admin/intake',
  /** An internal note on an enquiry. */
  adminEnquiryNotes: (reference: string) => `/admin/enquiries/${encodeURIComponent(reference)}/notes`,
  /** PUT: new, in_progress or closed. */
  adminEnquiryStatus: (reference: string) => `/admin/enquiries/${encodeURIComponent(reference)}/status`,
  /** A reply e-mailed to the enquirer, kept in the thread. */
  adminEnquiryReply: (reference: string) => `/admin/enquiries/${encodeURIComponent(reference)}/reply`,
  /** Clients (caseworker): search by name, username, application code or the SSN's last four digits. */
  adminClients: '/admin/clients',
  /** One client's profile, by id. */
  adminClient: (id: number) => `/admin/clients/${id}`,
  /** Lock (until unlocked) or unlock the client's sign-in; locking ends their sessions. */
  adminClientLock: (id: number) => `/admin/clients/${id}/lock`,
  adminClientUnlock: (id: number) => `/admin/clients/${id}/unlock`,
  /** A client's case notes and contact log (caseworker): GET newest first, paged, `?kind=&q=`; POST adds one (append-only). */
  adminClientNotes: (id: number) => `/admin/clients/${id}/notes`,
  /** A client's documents (caseworker; finance reads some types): GET newest first, paged, `?type=`; POST uploads one. */
  adminClientDocuments: (id: number) => `/admin/clients/${id}/documents`,
  /** One document's file, streamed decrypted as an attachment. */
  adminClientDocumentFile: (id: number, documentId: number) => `/admin/clients/${id}/documents/${documentId}/file`,
  /** Tasks and reminders (caseworker): GET the signed-in member's (or a client's, `?client_id=`), overdue first; POST makes one. */
  adminTasks: '/admin/tasks',
  /** Close a task: done with a note, or cancelled with a reason; or give it to another caseworker. */
  adminTaskComplete: (id: number) => `/admin/tasks/${id}/complete`,
  adminTaskCancel: (id: number) => `/admin/tasks/${id}/cancel`,
  adminTaskReassign: (id: number) => `/admin/tasks/${id}/reassign`,
  /** The client's caseworker (caseworkers read it; PUT by an admin, with the audit row). */
  adminClientCaseworker: (id: number) => `/admin/clients/${id}/caseworker`,
  /** Who of the staff read the client's record (admins), newest first. */
  adminClientReads: (id: number) => `/admin/clients/${id}/reads`,
  /** The active members of staff holding the caseworker role (admins: whom a client can be assigned to). */
  adminCaseworkers: '/admin/caseworkers',
  /** "My clients": the signed-in caseworker's caseload, paged, searched and sorted. */
  adminCaseload: '/admin/caseload',
  /** E-mails the client the "Forgot password" link. */
  adminClientPasswordReset: (id: number) => `/admin/clients/${id}/password-reset`,
  /** An intake application read back for staff, by id or application code (`APP-7K3P9Q`). */
  adminIntake: (application: string | number) => `/admin/intake/${encodeURIComponent(String(application))}`,
  /** One of its SSA documents, by slug. */
  adminIntakeDocument: (application: string | number, slug: string) =>
    `/admin/intake/${encodeURIComponent(String(application))}/documents/${encodeURIComponent(slug)}`,
  /** Take up, approve or reject an application that was sent in (also `npm run application:decide`). */
  adminIntakeDecision: (application: string | number) => `/admin/intake/${encodeURIComponent(String(application))}/decision`,
  /** What happened to an application, oldest first. */
  adminIntakeHistory: (application: string | number) => `/admin/intake/${encodeURIComponent(String(application))}/history`,
  /** POST with a reason: the applicant's full SSN, the reveal recorded in the audit trail. */
  adminIntakeSsn: (application: string | number) => `/admin/intake/${encodeURIComponent(String(application))}/ssn`,
  /** The reusable rejection reasons a caseworker picks from. */
  adminRejectionReasons: '/admin/rejection-reasons',
  /** Onboarding clients by status (`?status=inProgress`), newest first. */
  adminOnboarding: '/admin/onboarding',
  /**
   * One onboarding, by client id or application code: GET reads it whole; PUT (or POST `?_method=PUT`,
   * multipart) saves one step of its wizard for the client, as the client's save does (assisted mode).
   */
  adminOnboardingDetail: (client: string | number) => `/admin/onboarding/${encodeURIComponent(String(client))}`,
  adminOnboardingPhoto: (client: string | number) => `/admin/onboarding/${encodeURIComponent(String(client))}/photo`,
  adminOnboardingBillFile: (client: string | number, billId: number) =>
    `/admin/onboarding/${encodeURIComponent(String(client))}/bills/${billId}/file`,
  /** approved → pending, with the e-mailed link to the wizard. */
  adminOnboardingInvite: (client: string | number) => `/admin/onboarding/${encodeURIComponent(String(client))}/invite`,
  /** inProgress → rejected, with reasons. */
  adminOnboardingSendBack: (client: string | number) => `/admin/onboarding/${encodeURIComponent(String(client))}/send-back`,
  /** The medical details, given a reason (recorded in the audit trail); the read above leaves them out. */
  adminOnboardingMedical: (client: string | number) => `/admin/onboarding/${encodeURIComponent(String(client))}/medical`,
  /** inProgress → process client, enrolled in the chosen programs. */
  adminOnboardingActivate: (client: string | number) => `/admin/onboarding/${encodeURIComponent(String(client))}/activate`,
  /** The approval limit (admin): GET, PUT `{ amount }`. */
  adminApprovalLimit: '/admin/settings/approval-limit',
  /** POST: another admin confirms the approval limit's pending change (docs/decisions/money.md, "Separation of duties"). */
  adminApprovalLimitConfirm: '/admin/settings/approval-limit/confirm',
  /** The difference a month may close with, alone (admin): GET, PUT `{ amount }`; above it a second finance member signs off. */
  adminReconciliationSignOff: '/admin/settings/reconciliation-sign-off',
  /** The SSI resource limit (admin): GET, PUT `{ amount }`; the alerts compare SSI recipients' balances with it. */
  adminSsiLimit: '/admin/settings/ssi-limit',
  /** What needs a look, for the signed-in member's roles (schemas/alerts.ts). */
  adminAlerts: '/admin/alerts',
  // The trust ledger (finance role): docs/decisions.md, "Trust ledger (issue 14)"; schemas in schemas/finance.ts.
  financeOverview: '/admin/finance/overview',
  financeClients: '/admin/finance/clients',
  financeClientLedger: (clientId: number) => `/admin/finance/clients/${clientId}/ledger`,
  /** GET (with `?month=`) and PUT: the client's monthly budget by category. */
  financeClientBudget: (clientId: number) => `/admin/finance/clients/${clientId}/budget`,
  /** The SSA-623 worksheet (`?program_id=&period_end=YYYY-MM`) as JSON, `…/pdf` and `…/csv`. */
  financeSsa623: (clientId: number) => `/admin/finance/clients/${clientId}/ssa-623`,
  financeSsa623Pdf: (clientId: number) => `/admin/finance/clients/${clientId}/ssa-623/pdf`,
  financeSsa623Csv: (clientId: number) => `/admin/finance/clients/${clientId}/ssa-623/csv`,
  financeSsa623BatchClients: '/admin/finance/reports/ssa-623/clients',
  /**
   * The month's batch as a job (schemas/ssa-623-jobs.ts): POST starts it (or answers the one under way or done), GET
   * `?month=&program_id=` the latest one for the month; `…/{id}` reads its progress and `…/{id}/file` is the zip.
   */
  financeSsa623Jobs: '/admin/finance/reports/ssa-623/jobs',
  financeSsa623Job: (id: number) => `/admin/finance/reports/ssa-623/jobs/${id}`,
  financeSsa623JobFile: (id: number) => `/admin/finance/reports/ssa-623/jobs/${id}/file`,
  financeEntries: '/admin/finance/entries',
  financeEntry: (id: number) => `/admin/finance/entries/${id}`,
  financeEntryReverse: (id: number) => `/admin/finance/entries/${id}/reverse`,
  financeDeposits: '/admin/finance/deposits',
  /** Deposits by hand above the approval limit, waiting for a second finance member: GET, POST `{id}/approve`. */
  financeDepositApprovals: '/admin/finance/deposit-approvals',
  financeFees: '/admin/finance/fees',
  financeAdjustments: '/admin/finance/adjustments',
  financeTransfers: '/admin/finance/transfers',
  /** GET the imports made; POST (multipart `file` + assignments) posts a deposit file. */
  financeDepositImports: '/admin/finance/deposit-imports',
  financeDepositImportPreview: '/admin/finance/deposit-imports/preview',
  financeVendors: '/admin/finance/vendors',
  financeVendor: (id: number) => `/admin/finance/vendors/${id}`,
  financeScheduledPayments: '/admin/finance/scheduled-payments',
  financeScheduledPayment: (id: number) => `/admin/finance/scheduled-payments/${id}`,
  financeScheduledPaymentsGenerate: '/admin/finance/scheduled-payments/generate',
  /** Payments due from today to `?days=` (14) ahead. */
  financeDue: '/admin/finance/due',
  financeDisbursements: '/admin/finance/disbursements',
  /** What a draft would meet before it is saved: the budget it counts against, possible duplicates. */
  financeDisbursementCheck: '/admin/finance/disbursements/check',
  financeDisbursement: (id: number) => `/admin/finance/disbursements/${id}`,
  financeDisbursementApprove: (id: number) => `/admin/finance/disbursements/${id}/approve`,
  financeDisbursementPay: (id: number) => `/admin/finance/disbursements/${id}/pay`,
  financeDisbursementVoid: (id: number) => `/admin/finance/disbursements/${id}/void`,
  financeCardLoadsGenerate: '/admin/finance/card-loads/generate',
  financeReconciliations: '/admin/finance/reconciliation',
  financeReconciliation: (month: string) => `/admin/finance/reconciliation/${month}`,
  /** POST multipart `file`: the month's bank statement, matched automatically. */
  financeBankStatement: (month: string) => `/admin/finance/reconciliation/${month}/bank-statement`,
  /** A page of the month's statement lines. */
  financeReconciliationLines: (month: string) => `/admin/finance/reconciliation/${month}/lines`,
  /** A page of the entries outstanding at the month's end, or of one line's candidates for a match by hand. */
  financeReconciliationOutstanding: (month: string) => `/admin/finance/reconciliation/${month}/outstanding`,
  financeMatches: (month: string) => `/admin/finance/reconciliation/${month}/matches`,
  financeMatch: (month: string, lineId: number) => `/admin/finance/reconciliation/${month}/matches/${lineId}`,
  financeCloseMonth: (month: string) => `/admin/finance/reconciliation/${month}/close`,
  /** A second finance member signs off a close prepared with a difference above the sign-off limit. */
  financeSignOffMonth: (month: string) => `/admin/finance/reconciliation/${month}/sign-off`,
  financeApproveDeposit: (id: number) => `/admin/finance/deposit-approvals/${id}/approve`,
  /** The month's reconciliation report (PDF). */
  financeReconciliationReport: (month: string) => `/admin/finance/reconciliation/${month}/report`,
  // Payment runs and checks (issue 25, runs).
  financePaymentRuns: '/admin/finance/payment-runs',
  /** The payments that may go in a run: not in one, not paid or voided, by due date, vendor, category, method. */
  financePaymentRunCandidates: '/admin/finance/payment-runs/candidates',
  financePaymentRun: (id: number) => `/admin/finance/payment-runs/${id}`,
  financePaymentRunApprove: (id: number) => `/admin/finance/payment-runs/${id}/approve`,
  financePaymentRunPay: (id: number) => `/admin/finance/payment-runs/${id}/pay`,
  financeChecks: '/admin/finance/checks',
  /** The check register as CSV (`?from=&to=`). */
  financeChecksCsv: '/admin/finance/checks.csv',
  financeCheckVoid: (id: number) => `/admin/finance/checks/${id}/void`,
  /** The check stock: the next check number a paid run gives. */
  financeCheckStock: '/admin/finance/check-stock',
  // Finance reports (issue 25, reports): each a PDF or CSV (`?format=`), schemas in schemas/finance-reports.ts.
  /** `?as_of=`: the pooled account and every client sub-ledger. */
  financeReportTrialBalance: '/admin/finance/reports/trial-balance',
  /** `?as_of=`: each client's balance, flagged over the SSI limit. */
  financeReportClientBalances: '/admin/finance/reports/client-balances',
  /** `?from=&to=`: the payments posted in the period. */
  financeReportPaymentsRegister: '/admin/finance/reports/payments-register',
  /** `?vendor_id=&from=&to=`: one vendor's payments in the period. */
  financeReportVendorHistory: '/admin/finance/reports/vendor-history',
  /** `?from=&to=`: fees taken, by month. */
  financeReportFeeIncome: '/admin/finance/reports/fee-income',
  /** `?from=&to=`: deposits by source (SSA, SSI, VA, wages, other). */
  financeReportDepositsBySource: '/admin/finance/reports/deposits-by-source',
  // The bank files of a paid payment run (issue 25, wire): `kind` is checks (PDF), positive-pay (CSV) or nacha (text).
  financePaymentRunFile: (id: number, kind: 'checks' | 'positive-pay' | 'nacha') => `/admin/finance/payment-runs/${id}/files/${kind}`,
} as const;
