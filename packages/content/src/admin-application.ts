/*
 * Copy of the back office's application record (issue 12): one intake application's answers, documents,
 * history and decision. Its own module so the queue and the other back-office pages do not load it.
 */

import type { ApplicationStatusId, IntakeDecision } from '@payee/contract';

export const ADMIN_APPLICATION_CONTENT = {
  pageTitle: (code: string) => `Application ${code}`,
  heading: (code: string, name: string) => `Application ${code}: ${name}`,
  backToQueue: 'Back to applications',

  facts: {
    statusLine: (status: string) => `Status: ${status}`,
    ssn: 'Social Security Number',
  },

  ssn: {
    show: 'Show full SSN',
    hide: 'Hide full SSN',
    dialogTitle: 'Show the full Social Security Number',
    dialogIntro:
      'The full number is shown only for a reason, which is kept in the audit trail with your name. Close the page or press Hide when you are done.',
    recorded: 'This view of the full SSN was recorded in the audit trail.',
  },

  documents: {
    heading: 'The documents',
  },

  history: {
    heading: 'History',
    intro: 'Oldest first.',
    empty: 'Nothing has happened to this application yet.',
    by: { applicant: 'The applicant', system: 'The system' },
    byStaff: (name: string | null) => name ?? 'A member of staff',
    created: 'Application started',
    createdSteps: 'Steps saved:',
    stepSaved: (step: string) => `Saved the ${step} step`,
    submitted: 'Sent in',
    /** The decisions' names: ADMIN_CONTENT's, kept once. */
    resubmitted: 'Sent in again after changes',
    reasons: 'Reasons given:',
    emailSent: (subject: string) => `E-mail sent: ${subject}`,
    emailTo: (to: string) => `To ${to}`,
  },

  decision: {
    heading: 'Decision',
    legend: 'What do you decide?',
    chooseDecision: 'Choose what you decide.',
    options: {
      in_progress: { label: 'In progress', hint: 'Take it up for review. The applicant is not told.' },
      approve: { label: 'Approve', hint: 'The applicant is e-mailed and can start onboarding.' },
      reject: { label: 'Reject', hint: 'The applicant is e-mailed the reasons, and can change the application and send it again.' },
    } satisfies Record<IntakeDecision, { label: string; hint: string }>,
    reasonsLegend: 'Reasons for the rejection',
    reasonsHint: 'The applicant reads each reason you tick, and your own words, in the e-mail and when they sign in.',
    otherReason: 'Another reason, in your own words',
    otherReasonHint: 'Optional when you ticked a reason. Write it as the applicant will read it.',
    submit: 'Save the decision',
    confirm: {
      approve: {
        title: (code: string) => `Approve application ${code}?`,
        message: (name: string) => `${name} is e-mailed that the application is approved. This cannot be undone here.`,
        confirmLabel: 'Approve',
      },
      reject: {
        title: (code: string) => `Reject application ${code}?`,
        message: (name: string, count: number) =>
          `${name} is e-mailed that the application is sent back, with the ${count === 1 ? 'reason' : `${count} reasons`} you gave.`,
        confirmLabel: 'Reject',
      },
    },
    loadingReasons: 'Loading the reasons…',
    cannotDecide: {
      1: 'This application cannot be decided yet: the applicant has not sent it in.',
      3: 'This application is approved. There is nothing more to decide here.',
      5: 'This application was sent back to the applicant. It can be decided again when they send it in.',
    } satisfies Partial<Record<ApplicationStatusId, string>>,
    notDecidable: 'This application cannot be decided now.',
  },
} as const;
