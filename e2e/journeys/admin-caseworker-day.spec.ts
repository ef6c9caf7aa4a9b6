import fs from 'node:fs';
import path from 'node:path';
import { ADMIN_CONTENT } from '@payee/content/admin';
import { ADMIN_CASELOAD_CONTENT } from '@payee/content/admin-caseload';
import { ADMIN_CASE_NOTES_CONTENT } from '@payee/content/admin-case-notes';
import { ADMIN_CLIENT_DOCUMENTS_CONTENT } from '@payee/content/admin-client-documents';
import { ADMIN_TASKS_CONTENT } from '@payee/content/admin-tasks';
import { CASE_NOTE_ADDED_MESSAGE, CLIENT_DOCUMENT_ADDED_MESSAGE, officeToday, TASK_COMPLETED_MESSAGE } from '@payee/contract';
import { expectNoAxeViolations } from '../support/axe';
import { DEMO } from '../support/client-accounts';
import { expect, test } from '../support/fixtures';
import { tabTo } from '../support/keyboard';
import { openSignedInAsStaff, staffToken } from '../support/staff';
import { DESKTOP, expectNoSidewaysScroll, PHONE, SMALL_PHONE } from '../support/viewports';

// A caseworker's day (issue 24), in the browser at a phone's width and a desktop's: My tasks on the home page holds
// the day's task about Maria; her alert (over the SSI limit) leads to her record with a note started about it; a
// phone-call note is added and the task closed by keyboard alone; her new award letter is uploaded to her file; and
// the record shows an administrator who read it. Every state is scanned with axe; 320 px never scrolls sideways.

const TASKS = ADMIN_TASKS_CONTENT;
const NOTES = ADMIN_CASE_NOTES_CONTENT;
const DOCUMENTS = ADMIN_CLIENT_DOCUMENTS_CONTENT;
const READS = ADMIN_CASELOAD_CONTENT.reads;
const CLIENT = DEMO.maria;
const LETTER = fs.readFileSync(path.join(import.meta.dirname, '..', 'fixtures', 'ssa-1696.pdf'));
const escaped = (text: string) => text.replace(/[().$]/g, '\\$&');

test.describe('the back office: a caseworker’s day', () => {
  test.describe.configure({ timeout: 240_000 });

  for (const [name, viewport, slug] of [
    ['375 px', PHONE, 'phone'],
    ['1440 px', DESKTOP, 'desktop'],
  ] as const) {
    test(`My tasks, an alert, a phone-call note, an award letter and the task closed, at ${name}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const token = await staffToken(page.request);
      const headers = { Authorization: `Bearer ${token}` };
      const found = await page.request.get(`/api/v1/admin/clients?q=${encodeURIComponent(CLIENT.username)}`, { headers });
      const [client] = ((await found.json()) as { data: { id: number; name: string }[] }).data;
      // The day's task: due today, so it follows the overdue ones in My tasks.
      const title = `Get Maria's new SSI award letter (${name})`;
      const made = await page.request.post('/api/v1/admin/tasks', {
        headers,
        data: { title, client_id: client!.id, due_on: officeToday(new Date()) },
      });
      expect(made.status()).toBe(201);

      // My tasks and the alerts on the home page.
      await openSignedInAsStaff(page, '/admin');
      const mine = page.getByRole('region', { name: TASKS.mine.heading, exact: true });
      await expect(mine.getByRole('link', { name: new RegExp(`^${escaped(title)}`) })).toBeVisible();
      const overLimit = page
        .getByRole('region', { name: ADMIN_CONTENT.alerts.heading })
        .getByRole('region', { name: new RegExp(ADMIN_CONTENT.alerts.kinds.ssi_over_limit) });
      const alert = overLimit.getByRole('link', { name: /^Maria Lopez: .* held, over the SSI limit of \$2,000\.00$/ });
      await expect(alert).toBeVisible();
      await expectNoAxeViolations(page, `My tasks and the alerts at ${name}`);
      await page.setViewportSize(SMALL_PHONE);
      await expectNoSidewaysScroll(page, 'the home page at 320 px');
      await page.setViewportSize(viewport);

      // The alert's note link, by keyboard: Maria's record, the note form started with the alert's words.
      const alertWords = NOTES.about.alert((await alert.textContent())!);
      await tabTo(page, overLimit.getByRole('link', { name: NOTES.about.alertAddNote(client!.name) }), 300);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 1, name: client!.name })).toBeVisible();
      const form = page.getByRole('form', { name: NOTES.form.heading });
      const text = form.getByRole('textbox', { name: NOTES.form.textLabel });
      await expect(text).toHaveValue(new RegExp(`^${escaped(alertWords)}`));
      await expectNoAxeViolations(page, `the client's record from an alert at ${name}`);
      await page.setViewportSize(SMALL_PHONE);
      await expectNoSidewaysScroll(page, 'the client’s record at 320 px');
      await page.setViewportSize(viewport);

      // A phone call, by keyboard alone.
      await tabTo(page, form.getByRole('radio').first(), 200);
      await page.keyboard.press('Space');
      await expect(form.getByRole('radio', { name: NOTES.kinds.phone_call })).toBeChecked();
      await tabTo(page, text);
      await page.keyboard.press('End');
      await page.keyboard.type(' Called Maria: she will spend the extra on a new winter coat and boots.');
      await tabTo(page, form.getByRole('button', { name: NOTES.form.submit }));
      await page.keyboard.press('Enter');
      await expect(page.locator('.Toastify').getByText(CASE_NOTE_ADDED_MESSAGE)).toBeVisible();
      const newest = page.getByRole('list', { name: NOTES.list.heading }).getByRole('listitem').first();
      await expect(newest).toContainText(alertWords);
      await expect(newest).toContainText(NOTES.kinds.phone_call);

      // The new award letter, to her file.
      const upload = page.getByRole('form', { name: DOCUMENTS.form.heading });
      await upload.getByRole('radio', { name: DOCUMENTS.types.award_letter }).check();
      await upload.getByRole('textbox', { name: DOCUMENTS.form.datedOnLabel }).fill('11/02/2026');
      const fileName = `award-letter-day-${slug}.pdf`;
      await upload
        .getByLabel(DOCUMENTS.form.fileLabel, { exact: true })
        .setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: LETTER });
      await upload.getByRole('button', { name: DOCUMENTS.form.submit }).click();
      await expect(page.locator('.Toastify').getByText(CLIENT_DOCUMENT_ADDED_MESSAGE)).toBeVisible();
      await expect(page.getByRole('list', { name: DOCUMENTS.list.heading }).getByRole('listitem').first()).toContainText(
        DOCUMENTS.list.file(fileName),
      );

      // The task closed with what was done, by keyboard alone: the note field takes focus; sent, the task leaves.
      const tasks = page.getByRole('region', { name: TASKS.client.heading, exact: true });
      await tabTo(page, tasks.getByRole('button', { name: TASKS.task.completeLabel(title) }), 300);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('textbox', { name: TASKS.close.completeNoteLabel })).toBeFocused();
      await expectNoAxeViolations(page, `closing a task at ${name}`);
      await page.keyboard.type('Award letter uploaded; the SSI limit talk is in the case notes.');
      await tabTo(page, tasks.getByRole('button', { name: TASKS.close.completeSubmit, exact: true }));
      await page.keyboard.press('Enter');
      await expect(page.locator('.Toastify').getByText(TASK_COMPLETED_MESSAGE)).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: TASKS.client.heading })).toBeFocused();
      await expect(tasks.getByText(title)).toHaveCount(0);

      // Who read it: the demo member is an administrator too, and their reads of the record and its parts are there.
      await page.reload();
      const reads = page.getByRole('region', { name: READS.heading, exact: true });
      await expect(reads.getByRole('cell', { name: READS.kinds.profile }).first()).toBeVisible();
      await expect(reads.getByRole('cell', { name: READS.kinds.documents }).first()).toBeVisible();
      await expect(reads.getByRole('cell', { name: READS.kinds.case_notes }).first()).toBeVisible();
      await expectNoAxeViolations(page, `who read the record at ${name}`);
    });
  }
});
