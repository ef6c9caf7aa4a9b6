/*
 * The API's messages of the intake application: its refusals and confirmations, the checks of its answers
 * against the reference lists, and the SSA documents' upload checks. Texts the product has always shown are kept
 * word for word. A message built from data is a function of that data; the office's phone and e-mail come from
 * the site. Words the web's forms already show are imported from their own file, never copied.
 */

import { SITE } from './site';
import { VALIDATION_MESSAGES } from './validation';
import { CLIENT_AREA_MESSAGES } from './validation-client-area';

export const API_INTAKE_MESSAGES = {
  createLimit: 'Too many applications were started from this device. Please wait 15 minutes and try again, or resume your application.',
  applicationNotFound: 'This application could not be found. Start again from the intake page.',
  noApplication: 'You have no intake application. Start one from the intake page.',
  /** Only to an applicant who also gave the account's birth date (what signing in by SSN takes): no news to them. */
  ssnHasAccount:
    'An application or account already exists for this Social Security Number. Please resume your application or sign in instead.',
  /** To anyone else whose SSN has an account: it does not say so, and says where to get help. */
  ssnNotAccepted: () =>
    'We could not save an application with this Social Security Number and date of birth. Please check them, ' +
    `or call us at ${SITE.office.phone} or email ${SITE.office.email} and we will help you.`,
  inReview: 'Your application has been sent in and is being reviewed, so it cannot be changed now.',
  decided: 'Your application has already been approved, so it cannot be changed here.',
  loginDetailsFixed: 'Your username was set when the application was first saved and cannot be changed here.',
  loginDetailsKept: 'Your login details are already saved. To change your password, use "Forgot Password" on the sign-in page.',
  stepSaved: 'Your answers have been saved.',
  documentNotFound: 'This document has not been uploaded.',
  applicationCreated: (code: string) =>
    `Your application has been saved. Your application code is ${code}: keep it to come back to your application.`,
  applicationSubmitted: (code: string) => `Thank you. Your application ${code} has been sent to our team. We will update you by email.`,
  incompleteStep: (title: string) => `Please complete the "${title}" step before you send in your application.`,
  usernameRequired: CLIENT_AREA_MESSAGES.enterAUsername,
  /** Staff looking an application up by a reference that matches none. */
  noSuchApplication: (reference: string) => `There is no application ${reference}.`,

  /** An answer that must be an entry of its reference list. */
  lists: {
    option: 'Select an option from the list.',
    agency: 'Select an agency from the list.',
    caseManager: 'Select a case manager from the list.',
    relationship: 'Select a relationship from the list.',
    birthState: 'Select your state of birth from the list.',
    birthCountry: 'Select your country of birth from the list.',
    race: 'Select a race from the list.',
    incomeType: 'Select a type of income from the list.',
    serviceState: VALIDATION_MESSAGES.stateRequired,
    program: 'Select a program from the list.',
    caseManagerOfOtherAgency: 'Select a case manager of the agency you chose.',
    birthStateOutsideUs: 'A state from the list is only for a birth place in the United States. Type the state or region instead.',
  },

  /** An SSA form's upload, each message naming the form. */
  documents: {
    tooLarge: (label: string) => `The ${label} form must be 10 MB or smaller.`,
    notAFile: (label: string) => `Choose one file for the ${label} form.`,
    wrongExtension: (label: string) => `The ${label} form must be a PNG, JPG, JPEG or PDF file.`,
    wrongDeclaredType: (label: string) => `The ${label} file's type does not match its name. Upload a PNG, JPG, JPEG or PDF file.`,
    empty: (label: string) => `The ${label} file is empty. Choose the file again.`,
    wrongContent: (label: string) => `The ${label} file is not a real PNG, JPG or PDF document. Upload a scan or photo of the form.`,
    activeContent: (label: string) =>
      `The ${label} file has scripts, attached files or a password, which we cannot accept. Save it again with "Print to PDF", or upload a scan or photo of the form.`,
  },
} as const;
