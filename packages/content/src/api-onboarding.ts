/*
 * The API's messages of the onboarding wizard: the client's refusals and confirmations, the checks of a step's
 * answers, and the staff's words for the onboarding's lifecycle (invite, send back, activate). Texts the product has
 * always shown are kept word for word; what the wizard already says (a step saved, skipped, sent in) is the
 * wizard's own text, imported. A message built from data is a function of that data.
 */

import type { CurrentProcess } from '@payee/contract';
import { ONBOARDING_CONTENT } from './onboarding';

export const API_ONBOARDING_MESSAGES = {
  notFound: 'We could not find this onboarding. Please sign in again.',
  fileNotFound: 'This file has not been uploaded.',
  inReview: 'Your onboarding details have been sent in and are being reviewed, so they cannot be changed now.',
  notInvited: 'Your onboarding has not started yet. We will email you a link when it is ready for you.',
  stepSaved: ONBOARDING_CONTENT.saved.step,
  stepSkipped: ONBOARDING_CONTENT.saved.skipped,
  submitted: ONBOARDING_CONTENT.saved.submitted,
  incompleteStep: (title: string) => `Please complete the "${title}" step before you submit your onboarding details.`,
  notABill: 'Not a bill.',

  /** A step's answers. */
  steps: {
    billFileRequired: "Upload the bill's file (an image or a PDF).",
    duplicateBenefit: 'You chose this benefit more than once. Remove one of them.',
    itemNotFound: (what: string) => `This ${what} could not be found. Remove it and add it again.`,
    identificationType: 'Select an identification type from the list.',
    benefit: 'Select a benefit from the list.',
    contactCategory: 'Select a contact category from the list.',
    billType: 'Select a bill type from the list.',
    billFrequency: 'Select how often the bill repeats from the list.',
  },

  /** The staff's words for an onboarding's lifecycle. */
  staff: {
    noSuchOnboarding: (reference: string) => `There is no onboarding ${reference}.`,
    activeProgram: 'Choose an active program from the list.',
    /** Where an onboarding stands, inside "it is …". */
    statusWords: {
      approved: 'approved and waiting for an invitation',
      pending: 'invited and being filled in',
      inProgress: 'sent in and waiting for review',
      rejected: 'sent back and waiting for the client to update it',
    } satisfies Record<CurrentProcess, string>,
    alreadyActive: 'already an active client',
    notInOnboarding: 'not in onboarding',
    /** "Onboarding APP-… cannot be activated: it is invited and being filled in. Only an onboarding … can be activated." */
    wrongState: (code: string, what: string, where: string, needs: string) =>
      `Onboarding ${code} cannot be ${what}: it is ${where}. Only an onboarding ${needs} can be ${what}.`,
    /** What each action does and what it needs, inside wrongState's sentence. */
    actions: {
      invite: { what: 'invited', needs: 'approved (or already invited, to send the link again)' },
      sendBack: { what: 'sent back', needs: 'sent in (in progress)' },
      activate: { what: 'activated', needs: 'sent in (in progress)' },
      fillIn: { what: 'filled in', needs: 'invited or sent back' },
    },
    invited: (code: string) => `Onboarding ${code}: the client is invited and has been emailed the link to the wizard.`,
    sentBack: (code: string) => `Onboarding ${code} is sent back; the client can update it and send it again.`,
    activated: (code: string) => `Onboarding ${code} is complete: the client is active in the chosen programs and has been emailed.`,
  },
} as const;
