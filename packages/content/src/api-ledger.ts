/*
 * The API's words of the trust ledger (apps/api/src/modules/ledger): the journal's refusals, which finance staff
 * read when a posting is refused, and the client's own programs. A message built from data is a function of that data.
 */

export const API_LEDGER_MESSAGES = {
  /** Said for a program the client is not enrolled in, which includes every other client's programs. */
  programNotFound: 'We could not find that program on your account.',

  /** A posting that would take a client below zero, refused without a reason to override. */
  overdraft: {
    message: (clientName: string, balance: string, out: string) =>
      `This would take ${clientName}'s balance below zero: ${balance} is there and ${out} would go out. ` +
      'A finance user can go ahead anyway by giving a reason, which the audit trail keeps.',
    overrideReason: 'Give a reason to go below zero, or lower the amount.',
  },

  /** The transfer rule: transfer categories belong to a transfer between a client's programs, and only there. */
  transfers: {
    categoryOutsideTransfer: (kind: string) =>
      `Only a transfer between programs carries a transfer category, not an entry of kind ${kind}.`,
    notAPair: "A transfer is two lines: one out of a client's program and the same amount into another program of the same client.",
  },
} as const;
