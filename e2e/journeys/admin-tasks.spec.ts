import { ADMIN_CASE_NOTES_CONTENT } from '@payee/content/admin-case-notes';
import { ADMIN_TASKS_CONTENT } from '@payee/content/admin-tasks';
import { CASE_NOTE_ADDED_MESSAGE, officeToday, TASK_COMPLETED_MESSAGE } from '@payee/contract';
import { expectNoAxeViolations } from '../support/axe';
import { DEMO } from '../support/client-accounts';
import { expect, test } from '../support/fixtures';
import { tabTo } from '../support/keyboard';
import { openSignedInAsStaff, staffToken } from '../support/staff';
import { DESKTOP, expectNoSidewaysScroll, PHONE, SMALL_PHONE } from '../support/viewports';

// Tasks (issue 24): a caseworker opens My tasks on the home page, follows a task to its client, adds a phone-call
// note from it and marks it done with a note, by keyboard alone, at a phone's width and a desktop's; every state of
// the pages is scanned with axe, and the client's record at 320 px does not scroll sideways.

const COPY = ADMIN_TASKS_CONTENT;
const NOTES = ADMIN_CASE_NOTES_CONTENT;
const CLIENT = DEMO.maria;

test.describe('the back office: tasks', () => {
  test.describe.configure({ timeout: 180_000 });

  for (const [name, viewport] of [
    ['375 px', PHONE],
    ['1440 px', DESKTOP],
  ] as const) {
    test(`a caseworker closes a task from My tasks by keyboard alone at ${name}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const token = await staffToken(page.request);
      const headers = { Authorization: `Bearer ${token}` };
      const found = await page.request.get(`/api/v1/admin/clients?q=${encodeURIComponent(CLIENT.username)}`, { headers });
      const [client] = ((await found.json()) as { data: { id: number; name: string }[] }).data;
      // The task of this run: due today, so it follows the overdue ones in My tasks.
      const title = `Check the rent receipt (${name})`;
      const made = await page.request.post('/api/v1/admin/tasks', {
        headers,
        data: { title, client_id: client!.id, due_on: officeToday(new Date()) },
      });
      expect(made.status()).toBe(201);

      await openSignedInAsStaff(page, '/admin');
      const mine = page.getByRole('region', { name: COPY.mine.heading, exact: true });
      await expect(mine).toBeVisible();
      const toClient = mine.getByRole('link', { name: new RegExp(`^${title.replace(/[()]/g, '\\$&')}`) });
      await expect(toClient).toBeVisible();
      await expectNoAxeViolations(page, `My tasks at ${name}`);
      await page.setViewportSize(SMALL_PHONE);
      await expectNoSidewaysScroll(page, 'My tasks at 320 px');
      await page.setViewportSize(viewport);

      // Follow it to the client's record, at its tasks.
      await tabTo(page, toClient, 200);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 1, name: client!.name })).toBeVisible();
      const tasks = page.getByRole('region', { name: COPY.client.heading, exact: true });
      await expect(tasks.getByText(title)).toBeVisible();
      await expectNoAxeViolations(page, `a client's tasks at ${name}`);
      await page.setViewportSize(SMALL_PHONE);
      await expectNoSidewaysScroll(page, 'a client’s tasks at 320 px');
      await page.setViewportSize(viewport);

      // A case note from the task: the note form starts with the task's words; a phone call, sent.
      await tabTo(page, tasks.getByRole('link', { name: COPY.task.addNoteLabel(title) }), 200);
      await page.keyboard.press('Enter');
      const form = page.getByRole('form', { name: NOTES.form.heading });
      const text = form.getByRole('textbox', { name: NOTES.form.textLabel });
      await expect(text).toHaveValue(new RegExp(`^${NOTES.about.task(title).replace(/[().]/g, '\\$&')}`));
      await tabTo(page, form.getByRole('radio').first(), 200);
      await page.keyboard.press('Space');
      await expect(form.getByRole('radio', { name: NOTES.kinds.phone_call })).toBeChecked();
      await tabTo(page, text);
      await page.keyboard.press('End');
      await page.keyboard.type('Maria read the receipt to me over the phone.');
      await tabTo(page, form.getByRole('button', { name: NOTES.form.submit }));
      await page.keyboard.press('Enter');
      await expect(page.locator('.Toastify').getByText(CASE_NOTE_ADDED_MESSAGE)).toBeVisible();
      const newest = page.getByRole('list', { name: NOTES.list.heading }).getByRole('listitem').first();
      await expect(newest).toContainText(NOTES.about.task(title));
      await expect(newest).toContainText(NOTES.kinds.phone_call);

      // Marked done with what was done: the note field takes focus; sent, the task leaves the list.
      const tasksAgain = page.getByRole('region', { name: COPY.client.heading, exact: true });
      await tabTo(page, tasksAgain.getByRole('button', { name: COPY.task.completeLabel(title) }), 300);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('textbox', { name: COPY.close.completeNoteLabel })).toBeFocused();
      await expectNoAxeViolations(page, `closing a task at ${name}`);
      await page.keyboard.type('Receipt checked; rent paid on time.');
      await tabTo(page, tasksAgain.getByRole('button', { name: COPY.close.completeSubmit, exact: true }));
      await page.keyboard.press('Enter');
      await expect(page.locator('.Toastify').getByText(TASK_COMPLETED_MESSAGE)).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: COPY.client.heading })).toBeFocused();
      await expect(tasksAgain.getByText(title)).toHaveCount(0);
      await expectNoAxeViolations(page, `a task done at ${name}`);
    });
  }
});
