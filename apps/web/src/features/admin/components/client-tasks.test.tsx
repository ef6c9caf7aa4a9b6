import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_CASE_NOTES_CONTENT } from '@payee/content/admin-case-notes';
import { ADMIN_TASKS_CONTENT } from '@payee/content/admin-tasks';
import { ADMIN_MESSAGES } from '@payee/content/validation-admin';
import { TASK_COMPLETED_MESSAGE, TASK_REASSIGNED_MESSAGE, type TTask } from '@payee/contract';
import { staffSessionStore } from '@/lib/back-office/staff-session-store';
import { renderRoutes, stubApi, type RecordedRequest } from '@/test/api-stub';
import { staffSignedIn } from '@/test/staff';
import { ClientTasksSection } from './client-tasks';
import { MyTasksSection } from './my-tasks';

const copy = ADMIN_TASKS_CONTENT;
let api: ReturnType<typeof stubApi>;
afterEach(() => {
  api.restore();
  staffSessionStore.end('signed-out');
});

const task = (overrides: Partial<TTask>): TTask => ({
  id: 1,
  title: 'Ask for the award letter',
  kind: 'manual',
  status: 'open',
  client: { id: 5, name: 'Maria Lopez', application_code: 'APP-1' },
  due_on: '2026-03-13',
  is_overdue: true,
  assignee: { id: 7, name: 'Casey Worker' },
  created_by: { id: 7, name: 'Casey Worker' },
  created_at: '2026-03-06T14:00:00.000Z',
  closing_note: null,
  closed_by: null,
  closed_at: null,
  ...overrides,
});
const OVERDUE = task({});
const REVIEW = task({
  id: 2,
  title: 'Yearly review of the client (year 2)',
  kind: 'yearly_review',
  due_on: '2026-04-01',
  is_overdue: false,
  assignee: null,
  created_by: null,
});
const page = (tasks: TTask[]) => ({
  status: 200,
  data: { data: tasks, meta: { page: 1, per_page: 10, total: tasks.length, last_page: 1 } },
});
const closed = (request: RecordedRequest) => ({
  status: 200,
  data: {
    message: TASK_COMPLETED_MESSAGE,
    data: task({ status: 'done', is_overdue: false, closing_note: (request.body as { note: string }).note }),
  },
});

describe('tasks', () => {
  it('My tasks lists them as the server orders them, overdue said in words, each a link to its client’s tasks', async () => {
    api = stubApi({ 'GET /admin/tasks': () => page([OVERDUE, REVIEW]) });
    renderRoutes([{ path: '/admin', Component: MyTasksSection }], '/admin');
    const links = await screen.findAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Ask for the award letter (Maria Lopez)',
      'Yearly review of the client (year 2) (Maria Lopez)',
    ]);
    expect(links[0]).toHaveAttribute('href', '/admin/clients/5#client-tasks');
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(copy.task.overdue);
    expect(items[1]).not.toHaveTextContent(copy.task.overdue);
    expect(items[1]).toHaveTextContent(copy.task.unassigned);
    expect(api.sent('GET', '/admin/tasks')[0]?.params).toEqual({ page: '1' });
  });

  it.each([
    ['the client’s record', '/admin/clients/:id', () => <ClientTasksSection clientId={5} />, '/admin/clients/5'],
    ['My tasks', '/admin', MyTasksSection, '/admin'],
  ])('offers to take a task that is not the signed-in caseworker’s yet, and gives it to them (%s)', async (_where, path, Component, at) => {
    // Casey (7) holds the overdue task; the yearly review of the service is no one's yet.
    staffSessionStore.signIn(staffSignedIn({ id: 7 }));
    api = stubApi({
      'GET /admin/tasks': () => page([OVERDUE, REVIEW]),
      'POST /admin/tasks/2/reassign': () => ({
        status: 200,
        data: { message: TASK_REASSIGNED_MESSAGE, data: { ...REVIEW, assignee: { id: 7, name: 'Casey Worker' } } },
      }),
    });
    const view = renderRoutes([{ path, Component }], at);
    const [mine, review] = await screen.findAllByRole('listitem');
    expect(within(mine!).queryByRole('button', { name: copy.task.takeLabel(OVERDUE.title) })).not.toBeInTheDocument();
    await view.user.click(within(review!).getByRole('button', { name: copy.task.takeLabel(REVIEW.title) }));
    expect(await screen.findByText(TASK_REASSIGNED_MESSAGE)).toBeInTheDocument();
    expect(api.sent('POST', '/admin/tasks/2/reassign')[0]?.body).toEqual({ assignee_id: 7 });
    // The lists are read again.
    expect(api.sent('GET', '/admin/tasks').length).toBeGreaterThan(1);
  });

  it('a client’s task links to a case note about it, and is marked done only with a note', async () => {
    api = stubApi({ 'GET /admin/tasks': () => page([OVERDUE]), 'POST /admin/tasks/1/complete': closed });
    const view = renderRoutes([{ path: '/admin/clients/:id', Component: () => <ClientTasksSection clientId={5} /> }], '/admin/clients/5');
    const entry = await screen.findByRole('listitem');
    expect(api.sent('GET', '/admin/tasks')[0]?.params).toEqual({ page: '1', client_id: '5' });
    const noteLink = within(entry).getByRole('link', { name: copy.task.addNoteLabel(OVERDUE.title) });
    expect(noteLink).toHaveAttribute('href', '/admin/clients/5#case-note-form-heading');
    await view.user.click(noteLink);
    expect(view.router.state.location.state).toEqual({ noteAbout: ADMIN_CASE_NOTES_CONTENT.about.task(OVERDUE.title) });

    await view.user.click(within(entry).getByRole('button', { name: copy.task.completeLabel(OVERDUE.title) }));
    const note = screen.getByRole('textbox', { name: copy.close.completeNoteLabel });
    expect(note).toHaveFocus();
    await view.user.click(screen.getByRole('button', { name: copy.close.completeSubmit }));
    expect(await screen.findAllByText(ADMIN_MESSAGES.taskNote)).toHaveLength(2);
    expect(api.sent('POST', '/admin/tasks/1/complete')).toHaveLength(0);

    await view.user.type(note, 'Letter received and filed.');
    await view.user.click(screen.getByRole('button', { name: copy.close.completeSubmit }));
    expect(await screen.findByText(TASK_COMPLETED_MESSAGE)).toBeInTheDocument();
    expect(api.sent('POST', '/admin/tasks/1/complete')[0]?.body).toEqual({ note: 'Letter received and filed.' });
    expect(screen.getByRole('heading', { level: 2, name: copy.client.heading })).toHaveFocus();
  });
});
