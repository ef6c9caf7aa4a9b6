/*
 * Copy of the back office's enquiry inbox (issue 12): the Contact Us enquiries by status, one enquiry with the
 * client it matches, its thread of internal notes and e-mailed replies, and the forms that add to it. A note
 * is never sent and a reply always is: the words say so each time, so nobody writes one for the other.
 */

import type { EnquiryStatus, EnquiryThreadKind } from '@payee/contract';

export const ADMIN_ENQUIRIES_CONTENT = {
  /** Each status as a label of its own (the contract's ENQUIRY_STATUS_LABELS are for inside a sentence). */
  statuses: { new: 'New', in_progress: 'In progress', closed: 'Closed' } satisfies Record<EnquiryStatus, string>,

  inbox: {
    pageTitle: 'Enquiries',
    navHint: 'The Contact Us inbox: read, note, reply by e-mail and close enquiries.',
    heading: 'Enquiries',
    filterLabel: 'Show enquiries',
    all: 'All',
    tableCaption: (total: number, status: string | undefined) =>
      `${total} ${status ? `${status.toLowerCase()} ` : ''}${total === 1 ? 'enquiry' : 'enquiries'}`,
    empty: 'No enquiries here.',
    filtersHeading: 'Find enquiries',
    search: 'Name or reference',
    searchHint: 'For example, Jane Doe or ENQ-7K3P9Q.',
    apply: 'Show enquiries',
    columns: { reference: 'Reference', from: 'From', type: 'About', status: 'Status', received: 'Received' },
    client: 'client',
  },

  detail: {
    pageTitle: 'Enquiry',
    heading: (reference: string) => `Enquiry ${reference}`,
    back: 'Back to the enquiries',
    notFound: 'There is no such enquiry. Check the reference, or find it in the inbox.',
    enquiryHeading: 'The enquiry',
    facts: {
      reference: 'Reference',
      name: 'From',
      email: 'Email address',
      phone: 'Phone',
      type: 'About',
      received: 'Received',
      status: 'Status',
      isClient: 'Says they are a client',
      ssn: 'SSN they gave',
      description: 'Their message',
    },
    noDescription: 'No message written.',
    ssnEnding: (last4: string) => `Ends in ${last4}`,
    clientHeading: 'Matching client',
    clientMatch: 'The SSN given matches this client:',
    openClient: (name: string, code: string) => `${name} (${code})`,
    noClient: 'No client matches: they did not give an SSN, or no client has the one they gave.',
    threadHeading: 'Notes and replies',
    threadEmpty: 'Nothing written yet.',
    kinds: { note: 'Internal note, not sent', reply: 'Reply, e-mailed' } satisfies Record<EnquiryThreadKind, string>,
    writtenBy: (name: string, when: string) => `${name}, ${when}`,
    emailedTo: (email: string) => `Sent to ${email}`,
    noteHeading: 'Add an internal note',
    noteIntro: 'Only staff see notes. Nothing is sent to the person who wrote in.',
    noteLabel: 'Note',
    noteSubmit: 'Add note',
    replyHeading: 'Reply by e-mail',
    replyIntro: (email: string) =>
      `Your words are e-mailed to ${email} at once, with the office as the address to answer. A new enquiry moves to in progress.`,
    replyLabel: 'Reply',
    replyHint: 'Leave a blank line between paragraphs.',
    replySubmit: 'Send reply',
    statusHeading: 'Status',
    statusLegend: 'Move this enquiry to',
    statusSubmit: 'Change status',
  },
} as const;
