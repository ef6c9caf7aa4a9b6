/*
 * Copy of caseload (issue 24): a client's caseworker on their record, "My clients" (the signed-in caseworker's
 * caseload), and "Who read this record" (the access log, admins only).
 */

import type { ClientReadKind } from '@payee/contract';

export const ADMIN_CASELOAD_CONTENT = {
  myClients: {
    pageTitle: 'My clients',
    heading: 'My clients',
    navHint: 'The clients assigned to you, with their balance and next bill.',
    homeLink: 'Open my clients',
    intro: 'The clients an administrator assigned to you. The balance is every program’s; the next bill is the next payment due.',
    filtersHeading: 'Search my clients',
    search: 'Search',
    searchHint: 'A name or application code.',
    apply: 'Search',
    tableCaption: (total: number) => `My clients: ${total} ${total === 1 ? 'client' : 'clients'}`,
    empty: 'No clients are assigned to you yet.',
    columns: { name: 'Name', code: 'Application code', balance: 'Balance', nextBill: 'Next bill', openTasks: 'Open tasks' },
    noBill: 'None due',
    nextBill: (amount: string, day: string) => `${amount} on ${day}`,
    /** The open-tasks count's link to the client's tasks. */
    openTasksLabel: (count: number, name: string) => `${count} open ${count === 1 ? 'task' : 'tasks'} for ${name}`,
  },

  caseworker: {
    heading: 'Caseworker',
    none: 'No caseworker is assigned.',
    assignedBy: (name: string, at: string) => `Assigned by ${name} on ${at}`,
    removedBy: (name: string, at: string) => `Caseworker taken off by ${name} on ${at}`,
    legend: 'Assign a caseworker',
    hint: 'Active staff who hold the caseworker role. The change is kept in the audit trail.',
    noneOption: 'No caseworker',
    submit: 'Save caseworker',
  },

  unassigned: {
    toggle: 'Only clients with no caseworker',
    caption: (total: number) => `Clients with no caseworker: ${total} ${total === 1 ? 'client' : 'clients'}`,
  },

  reads: {
    heading: 'Who read this record',
    intro: 'Every time a member of staff opened this client’s record or a part of it, newest first. Only administrators see this.',
    caption: (total: number) => `Reads of this record: ${total}`,
    empty: 'No member of staff has read this record yet.',
    columns: { at: 'When', who: 'Who', what: 'What they read' },
    kinds: {
      profile: 'The client’s record',
      application: 'The application',
      onboarding: 'The onboarding record',
      ledger: 'The ledger',
      case_notes: 'Case notes',
      documents: 'A document',
    } satisfies Record<ClientReadKind, string>,
  },
} as const;
