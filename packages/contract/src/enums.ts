/** Kinds of user and where each stands in its process. */
export const PROCESS_TYPES = ['intake', 'onboarding', 'client'] as const;
export type ProcessType = (typeof PROCESS_TYPES)[number];

export const CURRENT_PROCESSES = ['pending', 'inProgress', 'rejected', 'approved'] as const;
export type CurrentProcess = (typeof CURRENT_PROCESSES)[number];

/** Route segments of `/client/intake/status/{status}` for each current_process a status page shows. */
export const STATUS_ROUTE_SEGMENTS = { inProgress: 'in-progress', rejected: 'rejected', approved: 'approved' } as const;

export const REPRESENTATIVE_TYPES = ['myself', 'case_manager', 'relative'] as const;
export type RepresentativeType = (typeof REPRESENTATIVE_TYPES)[number];

export const LOGIN_METHODS = ['username', 'ssn'] as const;
export type LoginMethod = (typeof LOGIN_METHODS)[number];

export const CREDENTIAL_TYPES = ['password', 'username'] as const;
export type CredentialType = (typeof CREDENTIAL_TYPES)[number];

/** Intake steps in order, by slug. */
export const INTAKE_STEPS = [
  { slug: 'representative', title: 'Representative', isOptional: false },
  { slug: 'contact-details', title: 'Contact Details', isOptional: true },
  { slug: 'about-you', title: 'About You', isOptional: false },
  { slug: 'login-details', title: 'Login Details', isOptional: false },
  { slug: 'address-details', title: 'Address Details', isOptional: false },
  { slug: 'emergency-contact', title: 'Emergency Contact Details', isOptional: false },
  { slug: 'benefit-details', title: 'Benefit Details', isOptional: true },
  { slug: 'employment-details', title: 'Employment Details', isOptional: false },
  { slug: 'housing-details', title: 'Housing Details', isOptional: false },
  { slug: 'ssa-documents', title: 'SSA Document Upload', isOptional: false },
  { slug: 'referral-details', title: 'Referral Details', isOptional: true },
] as const;
export type IntakeStepSlug = (typeof INTAKE_STEPS)[number]['slug'];
/**
 * The steps whose answers the first save (`POST /website/intake`, at Login Details) carries; Contact Details
 * only when someone else fills in the form.
 */
export const INTAKE_FIRST_SAVE_STEPS = [
  'representative',
  'contact-details',
  'about-you',
  'login-details',
] as const satisfies readonly IntakeStepSlug[];

/** Onboarding wizard steps in order, by slug; steps 3-5 may be skipped. */
export const ONBOARDING_STEPS = [
  { slug: 'document-proofs', title: 'Write Your Document Proofs details', isSkippable: false },
  { slug: 'identifiers', title: 'Write Your Identifiers Details', isSkippable: false },
  { slug: 'medical-details', title: 'Enter your Medical Details', isSkippable: true },
  { slug: 'active-benefits', title: 'Select Your Active Benefits', isSkippable: true },
  { slug: 'client-contacts', title: 'Client Contact Details', isSkippable: true },
  { slug: 'bills', title: 'Upload Your bills details', isSkippable: false },
] as const;
export type OnboardingStepSlug = (typeof ONBOARDING_STEPS)[number]['slug'];

/** SSA documents: the slug read back, and the multipart field name they are sent under. */
export const SSA_DOCUMENTS = [
  { slug: 'ssa-623', field: 'ssa_6233', label: 'SSA-623' },
  { slug: 'ssa-11-bk', field: 'ssa_11_bk', label: 'SSA-11' },
  { slug: 'ssa-1696', field: 'ssa_1696', label: 'SSA-1696' },
] as const;
export type SsaDocumentSlug = (typeof SSA_DOCUMENTS)[number]['slug'];
/** The SSA documents' slugs, in the form's order. */
export const SSA_DOCUMENT_SLUGS = SSA_DOCUMENTS.map((document) => document.slug) as [SsaDocumentSlug, ...SsaDocumentSlug[]];

/**
 * The application_status ids (5 is rejected). They follow the
 * applicant's current_process, except `underReview`: a member of staff has taken up an application that was
 * sent in (the applicant's current_process stays inProgress, so nothing changes on their side). The names are
 * in the application_statuses table.
 */
export const APPLICATION_STATUS_IDS = {
  pending: 1,
  inProgress: 2,
  underReview: 4,
  approved: 3,
  rejected: 5,
} as const satisfies Record<CurrentProcess | 'underReview', number>;
export type ApplicationStatusId = (typeof APPLICATION_STATUS_IDS)[keyof typeof APPLICATION_STATUS_IDS];
/** Every application_status id, by id. */
export const APPLICATION_STATUS_ID_LIST = (Object.values(APPLICATION_STATUS_IDS) as ApplicationStatusId[]).sort((a, b) => a - b);
/** Sent in and not decided yet: waiting (inProgress) or taken up by staff (underReview). */
export const AWAITING_DECISION_STATUS_IDS = [
  APPLICATION_STATUS_IDS.inProgress,
  APPLICATION_STATUS_IDS.underReview,
] as const satisfies readonly ApplicationStatusId[];
/** application_status id that means rejected. */
export const REJECTED_APPLICATION_STATUS_ID = APPLICATION_STATUS_IDS.rejected;
/** The one program offered, preselected on program selection. */
export const DEFAULT_PROGRAM_ID = 1;
/** Default preferred_communication of a representative. */
export const DEFAULT_PREFERRED_COMMUNICATION = 1;
/** The configured default country, United States (README "points already decided"). */
export const DEFAULT_COUNTRY_ID = 233;
/** reporting_type_id of the reporting-account look-ups. */
export const REPORTING_TYPE_ID = 1;
/** Housing types with no landlord (homeless, shelter, living with family): they waive the landlord fields. */
export const HOUSING_TYPES_WITHOUT_LANDLORD = [7, 8, 9] as const;
export const MAX_OTHER_IDENTIFIERS = 3;

/** Upload limits: 10 MB, PNG/JPG/JPEG/PDF (profile photo: images only). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_EXTENSIONS = ['png', 'jpg', 'jpeg', 'pdf'] as const;
export const PHOTO_EXTENSIONS = ['png', 'jpg', 'jpeg'] as const;
export const DOCUMENT_MIME_TYPES = ['image/png', 'image/jpeg', 'application/pdf'] as const;

export const RESEND_COUNTDOWN_SECONDS = 60;
export const RESET_REDIRECT_MS = 3000;
export const DESCRIPTION_MAX_LENGTH = 1000;

/** Where a Contact Us enquiry stands in the office's work; every new one starts as `new`. */
export const ENQUIRY_STATUSES = ['new', 'in_progress', 'closed'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

/** How the office was in touch with a client, as a case note records it (words: @payee/content/admin-case-notes). */
export const CASE_NOTE_KINDS = ['phone_call', 'visit', 'email', 'letter', 'other'] as const;
export type CaseNoteKind = (typeof CASE_NOTE_KINDS)[number];

/** What a document kept on a client's file is (words: @payee/content/admin-client-documents). */
export const CLIENT_DOCUMENT_TYPES = ['award_letter', 'lease', 'ssa_notice', 'id_document', 'other'] as const;
export type ClientDocumentType = (typeof CLIENT_DOCUMENT_TYPES)[number];
/**
 * The documents finance members may read too (list and download; never upload): the ones that state money the
 * book must agree with, the benefit amounts of award letters and SSA notices, and the rent of a lease. IDs and
 * other papers stay with caseworkers (docs/decisions/back-office.md, "Client documents").
 */
export const FINANCE_CLIENT_DOCUMENT_TYPES = ['award_letter', 'ssa_notice', 'lease'] as const satisfies readonly ClientDocumentType[];
/** Where a task stands (issue 24, "Tasks and reminders"): open until done (with a note) or cancelled (with a reason). */
export const TASK_STATUSES = ['open', 'done', 'cancelled'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
/**
 * What made a task: a member of staff (`manual`), or the service itself, once per source (its kind and source key):
 * the SSA-623 due, the yearly review, a bill overdue, a benefit ending, a lease's year, a document expiring.
 */
export const SERVICE_TASK_KINDS = [
  'ssa_623_due',
  'yearly_review',
  'bill_overdue',
  'benefit_ending',
  'lease_renewal',
  'document_expiry',
] as const;
export type ServiceTaskKind = (typeof SERVICE_TASK_KINDS)[number];
export const TASK_KINDS = ['manual', ...SERVICE_TASK_KINDS] as const;
export type TaskKind = (typeof TASK_KINDS)[number];

/**
 * What a client's record shows as their state in the back office: an applicant (intake), a client being
 * onboarded, an active client, or any of them whose sign-in staff have locked (the lock wins).
 */
export const CLIENT_STATUSES = ['applicant', 'onboarding', 'active', 'locked'] as const;
export type ClientStatus = (typeof CLIENT_STATUSES)[number];
