/*
 * Copy of a client's case notes and contact log (issue 24), on the client's record in the back office, and
 * the link from an enquiry that starts a note. Notes are never changed: the words say a correction is a new note.
 */

import type { CaseNoteKind } from '@payee/contract';

export const ADMIN_CASE_NOTES_CONTENT = {
  kinds: { phone_call: 'Phone call', visit: 'Visit', email: 'Email', letter: 'Letter', other: 'Other' } satisfies Record<
    CaseNoteKind,
    string
  >,

  list: {
    heading: 'Case notes and contact log',
    intro: 'Newest contact first. Notes cannot be changed or removed: to put one right, add a correction.',
    filterLegend: 'Show notes',
    kindLabel: 'Kind of contact',
    allKinds: 'All kinds',
    searchLabel: 'Search the notes',
    searchHint: "Searches the words of this client's notes (they are stored encrypted, so only one client's notes can be searched).",
    searchSubmit: 'Search',
    clearFilters: 'Show all notes',
    summary: (total: number) => `${total} ${total === 1 ? 'note' : 'notes'}`,
    oneNote: 'Showing the one note asked for.',
    empty: 'No notes yet.',
    emptyFiltered: 'No notes match.',
    writtenBy: (name: string, at: string) => `Written by ${name} on ${at}`,
    contactedAt: (at: string) => `Contact on ${at}`,
    fromEnquiry: 'From enquiry',
    corrects: 'Corrects an earlier note',
    correctedBy: 'Corrected by a later note',
    correct: 'Add a correction',
    correctLabel: (kind: string, at: string) => `Add a correction to the ${kind.toLowerCase()} note of ${at}`,
    noteLabel: (id: number) => `Note ${id}`,
    previous: 'Previous notes',
    next: 'Later page',
    pageOf: (page: number, last: number) => `Page ${page} of ${last}`,
  },

  form: {
    heading: 'Add a note',
    correctionHeading: 'Add a correction',
    correcting: (kind: string, at: string) =>
      `This note corrects the ${kind.toLowerCase()} note of ${at}. That note stays as it was, marked as corrected.`,
    cancelCorrection: 'Not a correction',
    fromEnquiry: (reference: string) => `This note is about enquiry ${reference}, and will link to it.`,
    kindLegend: 'Kind of contact',
    contactedAtLabel: 'Date and time of the contact',
    contactedAtHint: 'In the office’s time (Michigan). It starts at now.',
    textLabel: 'What happened',
    textHint: 'Staff with the caseworker role can read it; the client never sees it.',
    submit: 'Add the note',
  },

  enquiry: {
    addNote: (name: string) => `Add a case note to ${name}'s record about this enquiry`,
  },

  /** The note started from a task or an alert: the words its text starts with, and the alert's link. */
  about: {
    task: (title: string) => `About the task: ${title}.`,
    alert: (what: string) => `About the alert: ${what}.`,
    alertAddNote: (name: string) => `Add a case note to ${name}'s record about this alert`,
  },
};
