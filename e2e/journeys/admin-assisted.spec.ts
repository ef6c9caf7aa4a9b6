import path from 'node:path';
import { ONBOARDING_CONTENT } from '@payee/content/onboarding';
import { expectAccessibleAtBothWidths } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { openSignedInAsStaff, staffToken } from '../support/staff';
import { DESKTOP } from '../support/viewports';

// Assisted mode (issue 12): a caseworker fills the client's onboarding wizard in with them on the phone, in
// the back office, and each save is recorded as done by that member of staff. Susan (pending, steps 1 to 4
// saved) is the client: saving her step 1 again keeps her saved steps, so onboarding.spec.ts, later in the
// same worker, still resumes her at step 5.

const WIZARD = ONBOARDING_CONTENT;
const SUSAN = { code: 'APP-SPK226', name: 'Susan Park' };
const FIXTURES = path.join(import.meta.dirname, '..', 'fixtures');

test('a caseworker saves step 1 of a client’s wizard with no captcha, recorded in the audit trail as done by them', async ({
  page,
  request,
}) => {
  await page.setViewportSize(DESKTOP);
  await openSignedInAsStaff(page, `/admin/onboarding/${SUSAN.code}/assist?step=document-proofs`);
  await expect(page.getByRole('heading', { level: 1, name: /^Step 1 of 6/ })).toBeVisible();
  await expect(page.getByText(WIZARD.assisted.banner(SUSAN.name))).toBeVisible();
  await expect(page.getByText(WIZARD.assisted.quitHint)).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'assisted wizard, step 1');

  await page.getByLabel(new RegExp(WIZARD.documentProofs.labels.photo)).setInputFiles(path.join(FIXTURES, 'ssa-623.png'));
  const saved = page.waitForResponse((answer) => new URL(answer.url()).pathname === `/api/v1/admin/onboarding/${SUSAN.code}`);
  await page.getByRole('button', { name: WIZARD.buttons.saveAndProceed, exact: true }).click();
  // Through the staff route (`POST …?_method=PUT`, multipart), with the staff token and no captcha.
  const answer = await saved;
  expect([answer.request().method(), new URL(answer.url()).searchParams.get('_method'), answer.status()]).toEqual(['POST', 'PUT', 200]);
  await expect(page.getByRole('heading', { level: 1, name: /^Step 2 of 6/ })).toBeFocused();
  await expect(page).toHaveURL(/[?&]step=identifiers(&|$)/);

  // The audit trail names the member of staff who saved it.
  const headers = { Authorization: `Bearer ${await staffToken(request)}` };
  const member = (await (await request.get('/api/v1/admin/session', { headers })).json()) as { data: { id: number; name: string } };
  expect(member.data.name).toBe('Demo Staff');
  const record = (await (await request.get(`/api/v1/admin/onboarding/${SUSAN.code}`, { headers })).json()) as { data: { id: number } };
  const trail = await request.get(`/api/v1/admin/audit?action=onboarding.save_step&client_id=${record.data.id}`, { headers });
  expect(trail.status()).toBe(200);
  const rows = ((await trail.json()) as { data: { staff_user_id: number; details: Record<string, unknown> }[] }).data;
  expect(rows[0]).toMatchObject({ staff_user_id: member.data.id, details: { step: 'document-proofs', assisted: true } });

  await expectAccessibleAtBothWidths(page, 'assisted wizard, step 2');
});
