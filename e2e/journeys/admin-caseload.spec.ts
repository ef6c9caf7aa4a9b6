import { ADMIN_CASELOAD_CONTENT } from '@payee/content/admin-caseload';
import { expectNoAxeViolations } from '../support/axe';
import { DEMO } from '../support/client-accounts';
import { expect, test } from '../support/fixtures';
import { DEMO_STAFF, openSignedInAsStaff, staffToken } from '../support/staff';
import { DESKTOP, expectNoSidewaysScroll, PHONE, SMALL_PHONE } from '../support/viewports';

// Caseload and the access log (issue 24): an admin assigns a client to a caseworker on the client's record; the
// caseworker finds the client in My clients and opens the record; the admin sees that read in "Who read this
// record". The demo's one caseworker (Demo Staff) is an admin too, so the same member plays both parts: the admin
// first takes the caseworker off, so My clients shows the client only once the assignment is made.

const COPY = ADMIN_CASELOAD_CONTENT;
const CLIENT = DEMO.darnell;

test.describe('the back office: caseload and who read a record', () => {
  test.describe.configure({ timeout: 180_000 });

  for (const [name, viewport] of [
    ['375 px', PHONE],
    ['1440 px', DESKTOP],
  ] as const) {
    test(`an admin assigns a client, the caseworker opens it from My clients, the admin sees the read, at ${name}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const token = await staffToken(page.request);
      const found = await page.request.get(`/api/v1/admin/clients?q=${encodeURIComponent(CLIENT.username)}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(found.status()).toBe(200);
      const [client] = ((await found.json()) as { data: { id: number; name: string }[] }).data;
      const clientName = client!.name;

      // The admin takes the caseworker off: the client leaves My clients.
      await openSignedInAsStaff(page, `/admin/clients/${client!.id}`);
      const form = page.getByRole('form', { name: COPY.caseworker.legend });
      await form.getByRole('radio', { name: COPY.caseworker.noneOption }).check();
      await form.getByRole('button', { name: COPY.caseworker.submit }).click();
      await expect(page.getByText(COPY.caseworker.none)).toBeVisible();
      await page.goto('/admin/my-clients');
      await expect(page.getByRole('heading', { level: 1, name: COPY.myClients.heading })).toBeVisible();
      await expect(page.getByRole('table')).toBeVisible();
      await expect(page.getByRole('link', { name: clientName, exact: true })).toHaveCount(0);

      // The admin assigns the caseworker: "assigned by" says who and when.
      await page.goto(`/admin/clients/${client!.id}`);
      await form.getByRole('radio', { name: DEMO_STAFF.name }).check();
      await form.getByRole('button', { name: COPY.caseworker.submit }).click();
      await expect(page.getByText(new RegExp(`^Assigned by ${DEMO_STAFF.name} on `))).toBeVisible();
      await expectNoAxeViolations(page, `caseworker assigned at ${name}`);

      // The caseworker finds the client in My clients (the home page links to it) and opens the record.
      await page.goto('/admin');
      await page.getByRole('link', { name: COPY.myClients.homeLink }).click();
      const table = page.getByRole('table', { name: /^My clients: / });
      await expect(table.getByRole('link', { name: clientName, exact: true })).toBeVisible();
      await expectNoAxeViolations(page, `My clients at ${name}`);
      await page.setViewportSize(SMALL_PHONE);
      await expectNoSidewaysScroll(page, 'My clients at 320 px');
      await page.setViewportSize(viewport);
      await table.getByRole('link', { name: clientName, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: clientName })).toBeVisible();

      // The admin sees that read, newest first, the reader named with a link.
      const reads = page.getByRole('table', { name: /^Reads of this record: / });
      // The record and its case notes are read side by side: either may be the newest row.
      const profileRead = reads.getByRole('row').filter({ hasText: COPY.reads.kinds.profile }).first();
      await expect(profileRead).toContainText(DEMO_STAFF.name);
      await expect(reads.getByRole('row').filter({ hasText: COPY.reads.kinds.case_notes }).first()).toContainText(DEMO_STAFF.name);
      await expect(reads.getByRole('link', { name: DEMO_STAFF.name }).first()).toBeVisible();
      await expectNoAxeViolations(page, `who read this record at ${name}`);
      await page.setViewportSize(SMALL_PHONE);
      await expectNoSidewaysScroll(page, 'the client record at 320 px');
    });
  }
});
