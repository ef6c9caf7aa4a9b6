/*
 * The API's words of the trust ledger (apps/api/src/modules/ledger): the journal's refusals, which finance staff
 * read when a posting is refused, and the client's own programs; then the labels of the client's account statement
 * (the PDF of apps/api/src/modules/statements). A message built from data is a function of that data.
 */

import { ACCOUNT_CONTENT } from './client-area';

const { statement, transactions } = ACCOUNT_CONTENT;

export const API_LEDGER_MESSAGES = {
  /** Said for a program the client is not enrolled in, which includes every other client's programs. */
  programNotFound: 'We could not find that program on your account.',

  /** The name of a client's sub-ledger in a program; a client or program not found is named by its id. */
  accounts: {
    clientAccount: (client: string, program: string) => `${client}, ${program}`,
    unknownClient: (id: number) => `Client ${id}`,
    unknownProgram: (id: number) => `program ${id}`,
  },

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

/**
 * The client's account statement (PDF): its title, heading, facts, columns, summary and page numbers. Its name and
 * its money columns are the client area's own words for them.
 */
export const API_STATEMENT_PDF = {
  title: (start: string, end: string) => `Account statement ${start} to ${end}`,
  heading: statement.heading,
  continued: (organisationName: string) => `${organisationName}: Account Statement (continued)`,
  period: (start: string, end: string) => `${start} to ${end}`,
  facts: {
    client: 'Client',
    ssn: 'SSN',
    program: 'Program',
    period: 'Period',
    openingBalance: 'Opening balance',
  },
  columns: {
    date: transactions.columns.date,
    description: 'Description',
    moneyIn: transactions.columns.moneyIn,
    moneyOut: transactions.columns.moneyOut,
    balance: 'Balance',
  },
  summary: {
    moneyIn: 'Total money in',
    moneyOut: 'Total money out',
    closingBalance: 'Closing balance',
  },
  page: (page: number, pages: number) => `Page ${page} of ${pages}`,
} as const;
