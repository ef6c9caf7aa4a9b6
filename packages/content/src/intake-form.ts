/*
 * Copy of the intake form's frame, its "Check your answers" page and steps 1 to 4: Representative, Contact Details,
 * About You and Login Details. Steps 5 to 11 speak with the words of `@payee/content/intake-steps`. Tooltips are
 * shown as hints under the label, always visible. Readers are often elderly, new to computers or new to English:
 * short sentences, one idea each, an example where a format matters.
 */

import { UNSAVED_CHANGES_CONTENT } from './client-area';
import { FIELD_CONTENT } from './fields';
import { SSN_WORDS } from './ssn-words';
import { INTAKE_MESSAGES } from './validation-intake';

const PHONE_HINT = FIELD_CONTENT.phoneHint;
const EMAIL_HINT = FIELD_CONTENT.emailHint;
const FULL_NAME_HINT = 'Type your first and last name.';
const BIRTH_CITY = 'City or town of birth';

export const INTAKE_FORM_CONTENT = {
  /** The page title: "About You – Step 3 of 11 – Apply". */
  pageTitle: (stepTitle: string, number: number, count: number) => `${stepTitle} – Step ${number} of ${count} – Apply`,
  checkPageTitle: 'Check your answers – Apply',
  loadingPageTitle: 'Your application – Apply',
  /** "Step 3 of 11" above the step's heading. */
  stepCount: (number: number, count: number) => `Step ${number} of ${count}`,
  progressLabel: 'Steps of your application',
  errorSummaryTitle: 'There is a problem',
  requiredNote: FIELD_CONTENT.requiredNote,
  /** After an optional step's title. */
  optional: '(optional)',
  /** Shown while a saved application is loaded. */
  loading: 'Loading your application…',
  loadFailed: {
    heading: 'We could not open your application',
    text: 'Please check your internet connection and try again. Your saved answers are safe.',
    retry: 'Try Again',
    startOver: 'Go to the start',
  },
  /** The username of a saved application, shown read-only (it cannot be changed here). */
  signedInAs: (username: string) => `Your username: ${username}`,
  rejected: {
    heading: 'Your application needs some changes',
    text: 'Our team asked for these changes. Please update your answers, then send your application again:',
  },

  buttons: {
    back: 'Back',
    skip: 'Skip',
    next: 'Next',
    saveAndProceed: 'Save and proceed',
    submit: 'Submit',
  },

  saved: {
    /** When the server answers a save without a message. */
    created: 'Your answers are saved. You can sign in and finish later.',
    updated: 'Your answers are saved.',
    submitted: 'Thank you! Your application has been sent.',
  },
  failures: {
    save: 'We could not save your answers. Please try again.',
    submit: 'We could not send your application. Please try again.',
  },

  unsavedChanges: UNSAVED_CHANGES_CONTENT,

  check: {
    heading: 'Check your answers',
    lead: 'Please read your answers before you send your application. Use a Change link to correct an answer.',
    submitHeading: 'Send your application',
    submitText: 'When you press Submit, we send your application to our team. We will email you about what happens next.',
    notProvided: 'Not provided',
    /** "Change" + the answer's label for screen readers. */
    change: 'Change',
    yes: 'Yes',
    no: 'No',
    /** "Other: Part-time caregiver". */
    otherAnswer: (text: string) => (text ? `Other: ${text}` : 'Other'),
    loginDetailsNote: 'You chose your username when you started. It cannot be changed here.',
    hiddenPassword: 'Hidden for your safety',
  },

  representative: {
    intro: 'First, tell us who is filling in this form. A case manager, a relative or a friend can fill it in for the person applying.',
    typeLegend: 'Who is filling in this form?',
    types: {
      myself: 'I am applying for myself',
      case_manager: 'I am a case manager',
      relative: 'I am a relative or friend',
    },
    typeHints: {
      myself: 'You are the person who wants to become a client.',
      case_manager: 'You work for an agency and help the person applying.',
      relative: 'You are family or a friend of the person applying.',
    },
    labels: {
      agency: 'Your agency',
      otherAgency: 'Name of your agency',
      caseManager: 'Your name',
      caseManagerName: 'Your full name',
      relativeName: 'Your full name',
      relationship: 'Your relationship to the person applying',
      primaryPhone: 'Your phone number',
      otherPhone: FIELD_CONTENT.otherPhoneLabel,
      primaryEmail: 'Your email address',
      otherEmail: FIELD_CONTENT.otherEmailLabel,
      preferredCommunication: 'How should we contact you?',
    },
    hints: {
      agency: 'Choose the agency you work for. If it is not in the list, choose Other.',
      otherAgency: 'Type the full name of your agency.',
      caseManager: 'Choose your name from the list. If it is not there, choose Other.',
      caseManagerName: FULL_NAME_HINT,
      relativeName: FULL_NAME_HINT,
      relationship: 'For example, parent, child or friend.',
      primaryPhone: PHONE_HINT,
      otherPhone: FIELD_CONTENT.otherPhoneHint,
      primaryEmail: EMAIL_HINT,
      otherEmail: FIELD_CONTENT.otherEmailHint,
      preferredCommunication: 'We will use this way first when we need to reach you.',
    },
    /** The client's own phones and e-mails, asked here when the client fills in the form. */
    ownContact: {
      legend: 'How we can reach you',
      hint: 'These are optional, but they help us reach you quickly about your application.',
      primaryPhone: 'Your phone number',
      otherPhone: FIELD_CONTENT.otherPhoneLabel,
      primaryEmail: 'Your email address',
      otherEmail: FIELD_CONTENT.otherEmailLabel,
    },
    /** Values of preferred_communication (default 1); no reference list names them. */
    communicationOptions: [
      { value: 1, label: 'Phone call' },
      { value: 2, label: 'Email' },
      { value: 3, label: 'Text message' },
    ],
    /** Row labels on "Check your answers". */
    answers: {
      type: 'Who is filling in this form',
      agency: 'Agency',
      caseManager: 'Case manager',
      name: 'Name',
      relationship: 'Relationship to the person applying',
      primaryPhone: 'Phone number',
      otherPhone: 'Other phone number',
      primaryEmail: 'Email address',
      otherEmail: 'Other email address',
      preferredCommunication: 'How we should get in touch',
      ownPrimaryPhone: 'Your phone number',
      ownOtherPhone: 'Your other phone number',
      ownPrimaryEmail: 'Your email address',
      ownOtherEmail: 'Your other email address',
    },
  },

  contactDetails: {
    intro: 'How can we reach the person who is applying? This step is optional: you can skip it if they have no phone or email.',
    labels: {
      primaryPhone: 'Their phone number',
      otherPhone: 'Their other phone number',
      primaryEmail: 'Their email address',
      otherEmail: 'Their other email address',
    },
    hints: {
      primaryPhone: PHONE_HINT,
      otherPhone: FIELD_CONTENT.otherPhoneHint,
      primaryEmail: EMAIL_HINT,
      otherEmail: FIELD_CONTENT.otherEmailHint,
    },
    answers: {
      primaryPhone: 'Phone number',
      otherPhone: 'Other phone number',
      primaryEmail: 'Email address',
      otherEmail: 'Other email address',
    },
  },

  aboutYou: {
    /** Who "you" is on this step: the applicant, whoever fills in the form. */
    introMyself: 'Tell us about yourself. We need these details to find your Social Security records.',
    introForSomeone: 'Tell us about the person who is applying. Answer as if you were them: "you" means the person applying.',
    nameLegend: 'Name',
    birthLegend: 'Birth',
    familyLegend: 'Family',
    labels: {
      title: 'Title',
      firstName: 'First name',
      middleName: 'Middle name',
      lastName: 'Last name',
      suffix: 'Suffix',
      ssn: FIELD_CONTENT.ssnLabel,
      dateOfBirth: 'Date of birth',
      birthCity: BIRTH_CITY,
      birthCountry: 'Country of birth',
      birthState: 'State of birth',
      birthStateName: 'State, province or region of birth',
      englishFluency: 'How well do you speak English?',
      maritalStatus: 'Marital status',
      motherName: "Mother's full name",
      fatherName: "Father's full name",
      gender: 'Gender',
      otherGender: 'Describe your gender',
      ethnicity: 'Ethnicity',
      races: 'Race',
      otherRace: 'Describe your race',
      language: 'Preferred language',
      source: 'How did you hear about us?',
      otherSource: 'Tell us how you heard about us',
    },
    hints: {
      title: 'For example, Mr, Mrs, Ms or Dr.',
      middleName: 'Only if you have one.',
      suffix: 'For example, Jr or Sr.',
      /** The SSN tooltip, shown as the field's hint. */
      ssn: SSN_WORDS.hint,
      dateOfBirth: FIELD_CONTENT.dateHint,
      birthCity: 'For example, Detroit.',
      birthCountry: 'Type to search the list.',
      birthState: 'Choose the state you were born in.',
      birthStateName: 'Only if the country has states, provinces or regions.',
      englishFluency: 'This helps us know if you need an interpreter.',
      motherName: 'Include her name before marriage, if you know it.',
      fatherName: 'If you know it.',
      otherGender: FIELD_CONTENT.otherTextHint,
      races: 'Choose every race that applies to you.',
      otherRace: FIELD_CONTENT.otherTextHint,
      language: 'The language you would like us to use with you.',
      otherSource: FIELD_CONTENT.otherTextHint,
    },
    /** Row labels on "Check your answers". */
    answers: {
      name: 'Name',
      ssn: FIELD_CONTENT.ssnLabel,
      dateOfBirth: 'Date of birth',
      birthCity: BIRTH_CITY,
      birthCountry: 'Country of birth',
      birthState: 'State of birth',
      englishFluency: 'English',
      maritalStatus: 'Marital status',
      motherName: "Mother's name",
      fatherName: "Father's name",
      gender: 'Gender',
      ethnicity: 'Ethnicity',
      races: 'Race',
      language: 'Preferred language',
      source: INTAKE_MESSAGES.howYouHeardAboutUs,
    },
  },

  loginDetails: {
    intro: 'Choose a username and a password. You will use them to come back to your application and, later, to your account.',
    labels: {
      username: 'Username',
      password: 'Password',
      confirmPassword: 'Type the password again',
    },
    hints: {
      username: 'You will type it every time you sign in. Write it down somewhere safe.',
      password: 'Keep it secret. Use Show to check what you typed.',
      confirmPassword: 'So we know there is no typing mistake.',
    },
    answers: {
      username: 'Username',
      password: 'Password',
    },
  },
};

/** Copy of the intake form's frame, "Check your answers" and steps 1 to 4. */
export type IntakeFormContent = typeof INTAKE_FORM_CONTENT;
