/*
 * Copy of the back office's onboarding screens (issue 12): the queue of onboardings and one onboarding's record,
 * with the invitation, sending back and activation. The same words as the rest of the back office ("sent in",
 * "sent back", "audit trail").
 */

import type { CurrentProcess } from '@payee/contract';

export const ADMIN_ONBOARDING_CONTENT = {
  /** Where an onboarding stands (its current_process), as staff say it. */
  statuses: {
    approved: 'Approved, not invited',
    pending: 'Invited, being filled in',
    inProgress: 'Sent in, to review',
    rejected: 'Sent back to the client',
  } satisfies Record<CurrentProcess, string>,
  /** An onboarding that is done: the client is active (the clients' own status name, kept once). */

  queue: {
    pageTitle: 'Onboarding',
    navHint: 'Approved clients: invite them, review what they sent in, send it back or activate them.',
    heading: 'Onboarding',
    intro: 'Latest sent in first, then the latest changed, unless you sort by a column.',
    filtersHeading: 'Find onboardings',
    search: 'Name, username or application code',
    searchHint: 'For example, Walter Brooks or APP-7K3P9Q.',
    status: 'Status',
    anyStatus: 'Any status',
    apply: 'Show onboardings',
    tableCaption: (total: number) => `${total} ${total === 1 ? 'onboarding' : 'onboardings'}`,
    empty: 'No onboardings match these filters.',
    columns: {
      application_code: 'Application',
      name: 'Client',
      status: 'Status',
      steps: 'Steps saved',
      submitted_at: 'Sent in',
      updated_at: 'Last change',
    },
    stepsSaved: (saved: number, all: number) => `${saved} of ${all}`,
  },

  record: {
    pageTitle: (name: string) => `Onboarding of ${name}`,
    loadingTitle: 'Onboarding',
    heading: (name: string) => `Onboarding of ${name}`,
    backToQueue: 'Back to the onboarding queue',
    notGiven: 'Not given',

    aboutHeading: 'The client',
    facts: {
      application_code: 'Application code',
      status: 'Status',
      date_of_birth: 'Date of birth',
      ssn: 'SSN',
      submitted_at: 'Sent in',
      steps: 'Steps saved',
    },
    reasonsHeading: 'Reasons it was sent back',

    photoHeading: 'Photo',
    noPhoto: 'No photo was uploaded.',

    identifiersHeading: 'Identifiers',
    identifiers: {
      identification_type: 'Identification type',
      identity_code: 'Identification number',
      photo_id: 'Photo ID',
      debit_card_no: 'Debit card number',
      va_no: 'VA number',
      medicaid_no: 'RSS / Medicaid number',
    },
    noIdentifiers: 'The identifiers step is not saved yet.',
    otherIdentifiersHeading: 'Other identifiers',

    medicalHeading: 'Medical details',
    medicalIntro: 'Medical details are shown only on request. Your reason is kept in the audit trail with your name.',
    noMedical: 'The client gave no medical details.',
    showMedical: 'Show medical details',
    medicalDialogTitle: 'Show medical details',
    medicalDialogIntro: 'Why do you need to see this client’s medical details? They are shown once, on this page, and not kept.',
    medicalShow: 'Show',
    medical: { diagnosis: 'Diagnosis', medications: 'Medications', guardianship: 'Guardianship' },

    benefitsHeading: 'Benefits',
    noBenefits: 'No benefits were given.',

    contactsHeading: 'Contacts',
    contactHeading: (index: number, name: string) => `Contact ${index}: ${name}`,
    contact: {
      category: 'Category',
      description: 'Description',
      primary_phone: 'Phone',
      other_phone: 'Other phone',
      primary_email: 'Email',
      other_email: 'Other email',
      website: 'Website',
      fax_no: 'Fax',
      fax_email: 'Fax email',
      physical_address: 'Address',
      mailing_address: 'Mailing address',
    },
    sameAsAddress: 'Same as the address',
    noContacts: 'No contacts were given.',

    billsHeading: 'Bills',
    billHeading: (index: number, name: string) => `Bill ${index}: ${name}`,
    bill: { amount: 'Amount', repeats: 'Repeats', frequency: 'How often', intervals: 'Times' },
    noBills: 'No bills were given.',

    historyHeading: 'What happened',
    historyCaption: 'Actions on this onboarding, newest first',
    history: { action: 'Action', who: 'By', when: 'When', details: 'Details' },
    /** What happened: ADMIN_CONTENT's names, kept once. */
    programsChosen: (names: string) => `Programs: ${names}`,
    /** A program this screen has no name for. */
    programById: (id: number) => `Program ${id}`,
    noHistory: 'Nothing has happened yet.',
  },

  act: {
    heading: 'Actions',
    noActions: 'There is nothing to do here: the client is active.',
    assisted: 'Fill in with the client (assisted)',
    assistedHint: 'With the client on the phone, fill in the wizard for them.',

    invite: 'Invite to onboarding',
    inviteAgain: 'Send the invitation again',
    inviteIntro: 'The client gets an e-mail with the link to the onboarding wizard.',
    inviteTitle: (name: string) => `Invite ${name} to onboarding?`,
    inviteBody: 'We e-mail the client the link to the onboarding wizard. They sign in to fill it in.',
    inviteConfirm: 'Send the invitation',

    sendBackHeading: 'Send back to the client',
    sendBackIntro: 'The client reads these reasons above the wizard and in an e-mail. Say what to change, one reason each.',
    reasonLabel: (index: number) => `Reason ${index}`,
    removeReason: (index: number) => `Remove reason ${index}`,
    addReason: 'Add another reason',
    sendBack: 'Send back',
    sendBackTitle: (name: string) => `Send the onboarding back to ${name}?`,
    sendBackMessage: (name: string, count: number) =>
      `${name} is e-mailed that the onboarding is sent back, with the ${count === 1 ? 'reason' : `${count} reasons`} you gave, and reads ${count === 1 ? 'it' : 'them'} above the wizard.`,
    sendBackConfirm: 'Send back',

    activateHeading: 'Activate the client',
    activateIntro: 'The client becomes active in the programs you choose and is e-mailed. Their next sign-in opens their account.',
    programsLegend: 'Programs to enrol the client in',
    activate: 'Activate',
    activateTitle: (name: string) => `Activate ${name}?`,
    activateMessage: (name: string, programs: string) =>
      `${name} becomes an active client in ${programs} and is e-mailed that their account is open. This cannot be undone here.`,
    activateConfirm: 'Activate',
  },
} as const;
