import fs from 'node:fs';
import path from 'node:path';
import { ADMIN_CLIENT_DOCUMENTS_CONTENT } from '@payee/content/admin-client-documents';
import { CLIENT_DOCUMENT_ADDED_MESSAGE } from '@payee/contract';
import { expectNoAxeViolations } from '../support/axe';
import { DEMO } from '../support/client-accounts';
import { expect, test } from '../support/fixtures';
import { tabTo } from '../support/keyboard';
import { openSignedInAsStaff, staffToken } from '../support/staff';
import { DESKTOP, expectNoSidewaysScroll, PHONE, SMALL_PHONE } from '../support/viewports';

// Client documents (issue 24): a caseworker uploads a new award letter to a client's file by keyboard alone, at a
// phone's width and a desktop's, sees it lead the list and downloads the same bytes; every state is scanned with axe.

const COPY = ADMIN_CLIENT_DOCUMENTS_CONTENT;
const CLIENT = DEMO.maria;
const LETTER = fs.readFileSync(path.join(import.meta.dirname, '..', 'fixtures', 'ssa-1696.pdf'));

test.describe('the back office: client documents', () => {
  test.describe.configure({ timeout: 180_000 });

  for (const [name, viewport, slug] of [
    ['375 px', PHONE, 'phone'],
    ['1440 px', DESKTOP, 'desktop'],
  ] as const) {
    test(`a caseworker uploads an award letter and downloads it by keyboard alone at ${name}`, async ({ page }) => {
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
      await expectNoAxeViolations(page, `client documents at ${name}`);
      await page.setViewportSize(SMALL_PHONE);
      await expectNoSidewaysScroll(page, 'client documents at 320 px');
      await page.setViewportSize(viewport);

      // Sent empty: the summary takes focus and names what is missing.
      const submit = form.getByRole('button', { name: COPY.form.submit });
      await tabTo(page, submit, 300);
      await page.keyboard.press('Enter');
      const summary = page.getByRole('alert').filter({ hasText: 'Choose the file of the document.' });
      await expect(summary).toBeFocused();
      await expectNoAxeViolations(page, `client document errors at ${name}`);

      // The type: Tab reaches the group, Space chooses the first (award letter); the date typed; the file chosen from
      // the file input opened by the keyboard.
      await tabTo(page, form.getByRole('radio').first(), 200);
      await page.keyboard.press('Space');
      await expect(form.getByRole('radio', { name: COPY.types.award_letter })).toBeChecked();
      await tabTo(page, form.getByRole('textbox', { name: COPY.form.datedOnLabel }));
      await page.keyboard.type('11/02/2026');
      const fileName = `award-letter-${slug}.pdf`;
      await tabTo(page, form.getByLabel(COPY.form.fileLabel, { exact: true }));
      const chooser = page.waitForEvent('filechooser');
      await page.keyboard.press('Space');
      await (await chooser).setFiles({ name: fileName, mimeType: 'application/pdf', buffer: LETTER });
      await expect(form.getByText(fileName)).toBeVisible();
      await tabTo(page, submit);
      await page.keyboard.press('Enter');

      await expect(page.locator('.Toastify').getByText(CLIENT_DOCUMENT_ADDED_MESSAGE)).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: COPY.list.heading })).toBeFocused();
      const newest = page.getByRole('list', { name: COPY.list.heading }).getByRole('listitem').first();
      await expect(newest).toContainText(COPY.list.file(fileName));
      await expect(newest).toContainText(COPY.types.award_letter);
      await expectNoAxeViolations(page, `client document added at ${name}`);
      // The narrowest phone once the list holds documents and the form offers what they replace.
      await page.setViewportSize(SMALL_PHONE);
      await expectNoSidewaysScroll(page, 'client documents listed at 320 px');
      await page.setViewportSize(viewport);

      // Its download: the same bytes as were uploaded, under its name.
      await tabTo(page, newest.getByRole('button', { name: COPY.list.downloadLabel(COPY.types.award_letter, '11/02/2026') }));
      const download = page.waitForEvent('download');
      await page.keyboard.press('Enter');
      const saved = await download;
      expect(saved.suggestedFilename()).toBe(fileName);
      expect(fs.readFileSync((await saved.path())!).equals(LETTER)).toBe(true);
    });
  }
});
