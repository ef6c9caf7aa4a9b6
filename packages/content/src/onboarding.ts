/*
 * Copy of the onboarding wizard: its frame, its six steps and the success page. Step titles, the tooltip of the
 * photo, the success sentences and the messages are the product's fixed texts. Readers are often elderly, new to
 * computers or new to English: short sentences, one idea each, an example where a format matters.
 */

import { ADDRESS_HINTS, ADDRESS_LABELS } from './address';
import { FIELD_CONTENT } from './fields';
import { VALIDATION_MESSAGES } from './validation';
import { ONBOARDING_MESSAGES } from './validation-onboarding';

const PHONE_HINT = FIELD_CONTENT.phoneHint;
const EMAIL_HINT = FIELD_CONTENT.emailHint;
/** The first success sentence, also the toast after the last step. */
const SUBMITTED = 'Your request has been successfully submitted to the Access Payee service team!';
/** Bills take images and PDFs of at most 10 MB. */
const BILL_FILE_NOTE = VALIDATION_MESSAGES.documentUploadNote;
/** The profile photo takes PNG, JPG and JPEG. */
const PHOTO_FILE_NOTE = 'Max. file size 10 MB (File format: PNG, JPG and JPEG)';

export const ONBOARDING_CONTENT = {
  /** The page title: "Write Your Identifiers Details – Step 2 of 6 – Onboarding". */
  pageTitle: (stepTitle: string, number: number, count: number) => `${stepTitle} – Step ${number} of ${count} – Onboarding`,
  loadingPageTitle: 'Your onboarding',
  /** "Step 2 of 6" above the step's heading. */
  stepCount: (number: number, count: number) => `Step ${number} of ${count}`,
  progressLabel: 'Steps of your onboarding',
  errorSummaryTitle: 'There is a problem',
  requiredNote: FIELD_CONTENT.requiredNote,
  optional: '(optional)',
  loading: 'Loading your onboarding details…',
  /** A failed load logs the user out with this toast. */
  loggedOut: VALIDATION_MESSAGES.loggedOut,
  /** The greeting above the wizard. */
  greeting: (name: string) => (name ? `Welcome, ${name}` : 'Welcome'),
  intro: 'Please tell us a few more things so we can set up your account. Your answers are saved step by step.',
  rejected: {
    heading: 'Your onboarding details need some changes',
    text: 'Our team asked for these changes. Please update your details, then submit them again:',
  },

  buttons: {
    back: 'Back',
    skip: 'Skip',
    saveAndProceed: 'Save and Proceed',
    submit: 'Submit',
    quit: 'Quit',
  },
  /** Said to screen readers while a save is on its way. */
  saving: 'Saving…',
  saved: {
    /** When the server answers a save without a message. */
    step: 'Your details have been saved.',
    skipped: 'This step was skipped; nothing was saved.',
    submitted: SUBMITTED,
  },
  failures: {
    save: 'We could not save your details. Please try again.',
  },
  quitHint: 'Quit signs you out. Your saved steps are kept; sign in again to finish.',

  /**
   * Assisted mode (issue 12): a caseworker fills the wizard in with the client on the phone, in the back
   * office (the wizard in the staff app's layout). Read by staff, so it speaks to them.
   */
  assisted: {
    banner: (clientName: string) =>
      `You are filling this in for ${clientName}, with them on the phone. Each step you save is recorded as done by you.`,
    quitHint: 'Quit returns to the onboarding record. The steps you saved are kept.',
    submitNote: 'When you press Submit, the onboarding details are sent to the team for review, recorded as sent by you.',
    /** The toast on the onboarding record after the last step. */
    submitted: (clientName: string) => `${clientName}'s onboarding details are sent in for review.`,
    loadingPageTitle: 'Fill in the onboarding',
    loadFailed: 'We could not load this onboarding. Go back to the record and try again.',
    /** The onboarding is sent in, active or not invited yet: only an invited or sent-back one can be filled in. */
    notFillable: (clientName: string) =>
      `${clientName}'s onboarding cannot be filled in now. Only an onboarding that is invited or sent back can be filled in.`,
    backToRecord: 'Back to the onboarding record',
    /** Step 3: the staff read leaves the medical details out (they are read only through the recorded reveal). */
    medicalNote: 'Medical details saved before are not shown here. Saving this step replaces them with what you enter; Skip keeps them.',
  },

  /** Step 1, "Write Your Document Proofs details": read-only identity and the profile photo. */
  documentProofs: {
    intro: 'These details come from your application. They cannot be changed here. If something is wrong, please call us.',
    labels: {
      name: 'Name',
      dateOfBirth: 'Date of birth',
      ssn: FIELD_CONTENT.ssnLabel,
      photo: 'Profile photo',
    },
    hints: {
      ssn: 'Only the last four digits are shown, for your safety.',
      /** The tooltip of the profile photo. */
      photo: 'Upload a photo that will be displayed as profile picture.',
      photoFormat: PHOTO_FILE_NOTE,
    },
    /** "***-**-6789". */
    maskedSsn: (lastFour: string | null) => (lastFour ? `***-**-${lastFour}` : 'Not on file'),
    photoPreview: 'Preview of your profile photo',
    savedPhotoPreview: 'Your saved profile photo',
    noPhoto: 'No photo yet. A photo is optional.',
  },

  /** Step 2, "Write Your Identifiers Details". */
  identifiers: {
    labels: {
      debitCardNo: 'Debit card number',
      vaNo: 'VA number',
      medicaidNo: ONBOARDING_MESSAGES.rssMedicaidNumber,
      identificationType: 'Identification type',
      identityCode: ONBOARDING_MESSAGES.identificationNumber,
    },
    hints: {
      debitCardNo: 'The number on the front of your debit card, if you have one.',
      vaNo: 'Your Veterans Affairs number, if you have one.',
      medicaidNo: 'Your RSS or Medicaid number, if you have one.',
      identificationType: "Choose the kind of ID you have, for example a driver's license.",
      identityCode: 'The number printed on that ID.',
    },
    others: {
      heading: 'Other identifiers',
      hint: 'Add up to 3 other identifiers, for example a passport or a state ID. This part is optional.',
      /** "Identifier 2: Passport". */
      itemHeading: (number: number, type: string) => (type ? `Identifier ${number}: ${type}` : `Identifier ${number}`),
      add: 'Add another identifier',
      remove: 'Remove',
      full: 'You have added 3 other identifiers, the most you can add.',
      empty: 'No other identifiers added.',
      labels: { identityType: 'Type of identifier', identityCode: 'Identifier number' },
      hints: { identityType: 'For example, passport or state ID.', identityCode: 'The number printed on it.' },
    },
  },

  /** Step 3, "Enter your Medical Details" (optional). */
  medicalDetails: {
    intro: 'This step is optional. It helps us understand your needs. Only our team can read it.',
    labels: { diagnosis: 'Diagnosis', medications: 'Medications', guardianship: 'Guardianship' },
    hints: {
      diagnosis: 'Any health conditions you would like us to know about.',
      medications: 'The medicines you take, if you want to tell us.',
      guardianship: 'If you have a legal guardian, their name and how to reach them.',
    },
  },

  /** Step 4, "Select Your Active Benefits" (optional). */
  activeBenefits: {
    intro: 'This step is optional. Tick each benefit you receive now, then enter its amount and dates.',
    legend: 'Which benefits do you receive?',
    labels: { amount: 'Amount', effectiveFrom: 'Effective from', effectiveTill: 'Effective till' },
    hints: {
      amount: 'The amount of each payment in dollars, for example 943.00.',
      effectiveFrom: 'The date the benefit started.',
      effectiveTill: 'The date the benefit ends or is next reviewed.',
    },
    /** The group of one chosen benefit's details. */
    detailsLegend: (name: string) => `${name} details`,
    none: 'No benefits are listed. Please refresh the page and try again.',
  },

  /** Step 5, "Client Contact Details" (optional): people and offices we may contact. */
  clientContacts: {
    intro: 'This step is optional. Add the people or offices we may need to contact, for example your doctor or landlord.',
    listHeading: 'Contacts',
    /** "Contact 2: Dr. Patel". */
    itemHeading: (number: number, name: string) => (name ? `Contact ${number}: ${name}` : `Contact ${number}`),
    add: 'Add another contact',
    remove: 'Remove',
    empty: 'No contacts added.',
    labels: {
      name: 'Name',
      contactCategory: 'Contact category',
      otherContactCategory: 'Describe the contact category',
      description: 'Description',
      primaryPhone: 'Phone number',
      otherPhone: FIELD_CONTENT.otherPhoneLabel,
      primaryEmail: 'Email address',
      otherEmail: FIELD_CONTENT.otherEmailLabel,
      website: 'Website',
      faxNo: 'Fax number',
      faxEmail: 'Fax email address',
    },
    hints: {
      name: 'A person or an office, for example Dr. Patel.',
      contactCategory: 'Who they are to you. If it is not in the list, choose Other.',
      otherContactCategory: 'For example, pharmacist.',
      description: 'Anything that helps us, for example when to call.',
      primaryPhone: PHONE_HINT,
      otherPhone: FIELD_CONTENT.otherPhoneHint,
      primaryEmail: EMAIL_HINT,
      otherEmail: FIELD_CONTENT.otherEmailHint,
      website: 'For example, www.example.com.',
      faxNo: PHONE_HINT,
      faxEmail: 'An email address that receives faxes, if there is one.',
    },
    address: {
      physical: { legend: 'Physical address', hint: "The contact's street address in the United States, if you know it." },
      mailing: { legend: 'Mailing address', hint: 'Where letters to this contact go.' },
      labels: ADDRESS_LABELS,
      hints: {
        sameAsPhysical: 'Tick this box if letters go to the physical address.',
        sameAsPhysicalTicked: 'We copy the physical address here. Untick the box to type a different mailing address.',
        ...ADDRESS_HINTS,
      },
    },
  },

  /** Step 6, "Upload Your bills details". */
  bills: {
    intro: 'Add the bills we should pay for you, with a photo or PDF of each. If you have none, press Submit.',
    listHeading: 'Bills',
    /** "Bill 2: Electricity". */
    itemHeading: (number: number, type: string) => (type ? `Bill ${number}: ${type}` : `Bill ${number}`),
    add: 'Add another bill',
    remove: 'Remove',
    empty: 'No bills added.',
    labels: {
      file: 'Bill file',
      billType: 'Bill type',
      amount: 'Amount',
      isRecursive: 'Does this bill repeat?',
      frequency: 'How often',
      repeatIntervals: 'Number of times',
    },
    hints: {
      file: BILL_FILE_NOTE,
      billType: 'What the bill is for.',
      amount: 'The amount in dollars, for example 85.40.',
      isRecursive: 'Choose Yes for a bill that comes again, such as rent or electricity.',
      frequency: 'For example, monthly.',
      repeatIntervals: 'How many more times it comes, if you know. A whole number.',
    },
    recursiveOptions: [
      { value: 0, label: 'No' },
      { value: 1, label: 'Yes' },
    ],
    /** "Saved file: electricity-may.pdf". */
    savedFile: 'Saved file:',
    download: 'Download',
    downloadFailed: FIELD_CONTENT.downloadFailed,
    replaceNote: 'Choosing a new file replaces the saved one when you submit.',
    /** The server's words when a bill has no file. */
    fileRequired: "Upload the bill's file (an image or a PDF).",
    submitNote: 'When you press Submit, we send your onboarding details to our team and sign you out.',
  },

  success: {
    pageTitle: 'Request submitted – Onboarding',
    heading: 'Thank you',
    /** The success sentences, one paragraph each. */
    lines: [SUBMITTED, 'We will notify you via email, regarding your request.'],
    home: 'Go to the home page',
  },
} as const;

export type OnboardingContent = typeof ONBOARDING_CONTENT;
