import { ADMIN_CASE_NOTES_CONTENT } from '@payee/content/admin-case-notes';
import { CASE_NOTE_ADDED_MESSAGE } from '@payee/contract';
import { expectNoAxeViolations } from '../support/axe';
import { DEMO } from '../support/client-accounts';
import { expect, test } from '../support/fixtures';
import { tabTo } from '../support/keyboard';
import { openSignedInAsStaff, staffToken } from '../support/staff';
import { DESKTOP, expectNoSidewaysScroll, PHONE, SMALL_PHONE } from '../support/viewports';

// Case notes (issue 24): a caseworker adds a phone-call note to a client's contact log by keyboard alone, at a
// phone's width and a desktop's, and the new note leads the list; every state of the page is scanned with axe.

const COPY = ADMIN_CASE_NOTES_CONTENT;
const CLIENT = DEMO.maria;

test.describe('the back office: case notes', () => {
  test.describe.configure({ timeout: 180_000 });

  for (const [name, viewport] of [
    ['375 px', PHONE],
    ['1440 px', DESKTOP],
  ] as const) {
    test(`a caseworker adds a phone-call note by keyboard alone at ${name}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const token = await staffToken(page.request);
      const found = await page.request.get(`/api/v1/admin/clients?q=${encodeURIComponent(CLIENT.username)}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(found.status()).toBe(200);
      const [client] = ((await found.json()) as { data: { id: number }[] }).data;
      await openSignedInAsStaff(page, `/admin/clients/${client!.id}`);
      await expect(page.getByRole('heading', { level: 2, name: COPY.list.heading })).toBeVisible();
      const form = page.getByRole('form', { name: COPY.form.heading });
      await expectNoAxeViolations(page, `case notes at ${name}`);
      // The narrowest phone: the form's date-and-time field once made the page scroll sideways there.
      await page.setViewportSize(SMALL_PHONE);
      await expectNoSidewaysScroll(page, 'case notes at 320 px');
      await page.setViewportSize(viewport);

      // Sent empty: the summary takes focus and names both missing answers.
      const submit = form.getByRole('button', { name: COPY.form.submit });
      await tabTo(page, submit, 200);
      await page.keyboard.press('Enter');
      const summary = page.getByRole('alert').filter({ hasText: 'Write what happened.' });
      await expect(summary).toBeFocused();
      await expectNoAxeViolations(page, `case note errors at ${name}`);

      // The kind: Tab reaches the group, the arrows choose within it; the date and time keep "now"; the text typed.
      const phoneCall = form.getByRole('radio', { name: COPY.kinds.phone_call });
      await tabTo(page, form.getByRole('radio').first(), 200);
      await page.keyboard.press('Space');
      await expect(phoneCall).toBeChecked();
      await page.keyboard.press('Tab');
      await expect(form.getByLabel(COPY.form.contactedAtLabel)).toBeFocused();
      const text = `Phone call at ${name}: Maria confirmed the rent was paid.`;
      await tabTo(page, form.getByRole('textbox', { name: COPY.form.textLabel }));
      await page.keyboard.type(text);
      await tabTo(page, submit);
      await page.keyboard.press('Enter');

      await expect(page.locator('.Toastify').getByText(CASE_NOTE_ADDED_MESSAGE)).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: COPY.list.heading })).toBeFocused();
      const newest = page.getByRole('list', { name: COPY.list.heading }).getByRole('listitem').first();
      await expect(newest).toContainText(text);
      await expect(newest).toContainText(COPY.kinds.phone_call);
      await expectNoAxeViolations(page, `case note added at ${name}`);
    });
  }
});
