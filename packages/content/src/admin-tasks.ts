/*
 * Copy of tasks and reminders (issue 24) in the back office: "My tasks" on the home page and a client's tasks on
 * their record, with the forms that add, complete and cancel one.
 */

import type { TaskKind, TaskStatus } from '@payee/contract';

export const ADMIN_TASKS_CONTENT = {
  kinds: {
    manual: 'Added by staff',
    ssa_623_due: 'SSA-623 due',
    yearly_review: 'Yearly review',
    bill_overdue: 'Bill overdue',
    benefit_ending: 'Benefit ending',
    lease_renewal: 'Lease',
    document_expiry: 'Document expiring',
  } satisfies Record<TaskKind, string>,
  statuses: { open: 'Open', done: 'Done', cancelled: 'Cancelled' } satisfies Record<TaskStatus, string>,

  mine: {
    heading: 'My tasks',
    intro: 'Your open tasks and the service’s reminders nobody has taken yet. Overdue first, then by the day they are due.',
    empty: 'No open tasks. Nothing is waiting for you.',
    more: (shown: number, total: number) => `${shown} of ${total} shown.`,
    summary: (total: number) => `${total} open ${total === 1 ? 'task' : 'tasks'}`,
  },

  client: {
    heading: 'Tasks',
    intro: 'Open tasks about this client, overdue first. Close one as done with what was done, or cancel it with the reason.',
    empty: 'No open tasks for this client.',
    previous: 'Earlier tasks',
    next: 'Later tasks',
    summary: (total: number) => `${total} open ${total === 1 ? 'task' : 'tasks'}`,
  },

  task: {
    due: (day: string) => `Due ${day}`,
    overdue: 'Overdue',
    assignee: (name: string) => `Assigned to ${name}`,
    unassigned: 'Not assigned yet',
    madeBy: (name: string) => `Added by ${name}`,
    madeByService: 'Made by the service',
    client: (name: string) => `Client: ${name}`,
    addNote: 'Add a case note',
    addNoteLabel: (title: string) => `Add a case note about the task: ${title}`,
    complete: 'Mark as done',
    completeLabel: (title: string) => `Mark as done: ${title}`,
    cancel: 'Cancel the task',
    cancelLabel: (title: string) => `Cancel the task: ${title}`,
    take: 'Take this task',
    takeLabel: (title: string) => `Take this task: ${title}`,
  },

  close: {
    completeHeading: (title: string) => `Mark as done: ${title}`,
    cancelHeading: (title: string) => `Cancel the task: ${title}`,
    completeNoteLabel: 'What was done',
    cancelNoteLabel: 'Why it is not needed',
    noteHint: 'Kept with the task for the record.',
    completeSubmit: 'Mark as done',
    cancelSubmit: 'Cancel the task',
    back: 'Keep it open',
  },

  form: {
    heading: 'Add a task',
    titleLabel: 'What needs doing',
    dueOnLabel: 'Due on',
    dueOnHint: 'A day on the office’s calendar, today or later.',
    assigneeHint: 'The task is yours; it can be given to another caseworker later.',
    submit: 'Add the task',
  },
};
