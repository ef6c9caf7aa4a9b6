/*
 * The back office's validation messages and answers: clients, enquiries, applications and staff (the contract's admin schemas).
 * Texts the product has always shown are kept word for word. A message built from data is a function of it.
 */

export const ADMIN_MESSAGES = {
  ssnSearch: 'To find a client by Social Security Number, enter only its last 4 digits.',
  searchText: 'Enter a name, username, application code or the last 4 digits of the SSN.',
  clientId: 'A client is named by their id, a whole number.',
  lockReason: "Give the reason for locking this client's sign-in.",
  clientAlreadyLocked: "This client's sign-in is already locked.",
  clientNotLocked: "This client's sign-in is not locked.",
  clientHasNoEmail: 'This client has no email address on file, so no link can be sent.',
  writeTheNote: 'Write the note.',
  noteLabel: 'The note',
  writeTheReply: 'Write the reply.',
  replyLabel: 'The reply',
  enquiryNoteAdded: 'Your note has been added.',
  caseNoteKind: 'Choose how you were in touch: phone call, visit, email, letter or other.',
  writeTheCaseNote: 'Write what happened.',
  caseNoteLabel: 'The note',
  contactedAt: 'Enter the date and time of the contact, for example 03/14/2026 2:30 PM.',
  contactedAtInFuture: 'The date and time of the contact cannot be in the future.',
  caseNoteSearchLabel: 'The search',
  caseNoteAdded: 'The note has been added to the contact log.',
  caseNoteNotFound: (id: number) => `There is no note ${id} for this client.`,
  caseNoteCorrectsOtherClient: 'A note can only correct another note of the same client.',
  caseNoteEnquiryNotFound: (id: number) => `There is no enquiry ${id}.`,
  direction: 'Choose asc or desc.',
  notACaseworker: 'Choose an active member of staff who holds the caseworker role.',
  caseworkerAssigned: (client: string, caseworker: string) => `${caseworker} is now the caseworker of ${client}.`,
  caseworkerRemoved: (client: string) => `${client} has no caseworker now.`,
  caseworkerUnchanged: (client: string) => `Nothing changed: that is already the caseworker of ${client}.`,
  ssnRevealReason: 'Choose why you need to see the full Social Security Number.',
  challenge: 'Please sign in with your email address and password again.',
  code: 'Enter the 6-digit code from your authenticator app.',
  recoveryCode: 'Enter one of your recovery codes.',
  invitationLinkInvalid: 'This link is not valid. Ask an administrator for a new invitation.',
  roles: 'Choose at least one role.',
  enterTheirEmailAddress: 'Enter their email address.',
  enterTheirName: 'Enter their name.',
  staffNameTooLong: 'Name must be 200 characters or fewer.',
  wholeNumber: 'Enter a whole number.',
  chooseAnActionFromTheList: 'Choose an action from the list.',
  clientNotFound: (id: number | string) => `There is no client ${id}.`,
  clientLocked: (name: string) => `${name} can no longer sign in, and every session of theirs has ended.`,
  clientUnlocked: (name: string) => `${name} can sign in again.`,
  passwordResetLinkSent: (maskedEmail: string, minutes: number) =>
    `We have emailed a password reset link to ${maskedEmail}. It works for ${minutes} minutes.`,
  /** An enquiry status outside the list (`statuses`: the list). */
  enquiryStatus: (statuses: readonly string[]) => `Choose ${statuses.join(', ')}.`,
  enquiryNotFound: (reference: string) => `There is no enquiry ${reference}.`,
  /** What an enquiry now is (`statusLabel`: "in progress"). */
  enquiryStatusChanged: (reference: string, statusLabel: string) => `Enquiry ${reference} is ${statusLabel}.`,
  enquiryReplySent: (email: string) => `Your reply is saved and is being emailed to ${email}.`,
  applicationSort: (sorts: readonly string[]) => `Sort by one of ${sorts.join(', ')}.`,
  /** Any list's sort (the onboarding queue, the enquiry inbox): one of its columns. */
  listSort: (sorts: readonly string[]) => `Sort by one of ${sorts.join(', ')}.`,
  applicationStatusFilter: (statusIds: readonly (string | number)[]) =>
    `Choose statuses from ${statusIds.join(', ')}, as one comma-separated list (status=2,4).`,
  representativeType: (types: readonly string[]) => `Choose one of ${types.join(', ')}.`,
  signInPasswordTooLong: (max: number) => `Password must be ${max} characters or fewer.`,
  staffPasswordTooShort: (min: number) =>
    `Enter a password of at least ${min} characters. Any letters, numbers, symbols and spaces will do: a few words you will remember make a good one.`,
  staffPasswordTooLong: (max: number) => `Password must be ${max} characters or fewer.`,
  staffPasswordUnprintable: 'The password cannot contain tabs, line breaks or other invisible characters.',
  staffPasswordCommon: 'This password is on a list of common or breached passwords, which attackers try first. Choose another.',
  staffRole: (roles: readonly string[]) => `Choose from ${roles.join(', ')}.`,
};
