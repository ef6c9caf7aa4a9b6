import { SITE } from '@payee/content';
import type { Page, Request } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { tabTo } from '../support/keyboard';
import { waitForMail } from '../support/outbox';
import { storedEnquiries } from '../support/staff';
import { DESKTOP } from '../support/viewports';

const LABELS = SITE.contact.form.labels;

let runId = 0;
/** A unique e-mail address per enquiry, so each test finds its own stored enquiry and messages. */
const uniqueEmail = (name: string) => `${name}.${Date.now()}.${(runId += 1)}@example.net`;

async function chooseEnquiryType(page: Page, name: string) {
  const select = page.getByRole('combobox', { name: LABELS.enquiryType });
  await select.click();
  await select.fill(name);
  await page.keyboard.press('Enter');
}

async function fillEnquiry(page: Page, { email, ssn }: { email: string; ssn?: string }) {
  if (ssn) {
    await page.getByRole('checkbox', { name: LABELS.isClient }).check();
    await page.getByLabel(LABELS.ssn).fill(ssn);
  }
  await page.getByLabel(LABELS.firstName).fill('Rosa');
  await page.getByLabel(LABELS.lastName).fill('Alvarez');
  await page.getByLabel(LABELS.email).fill(email);
  await page.getByLabel(LABELS.phone).fill('3135550188');
  await chooseEnquiryType(page, 'General question');
  await page.getByLabel(/Description/).fill('I would like to know how the debit card works.');
}

const enquiryPosts = (page: Page) => {
  const posts: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/v1/website/enquiry')) posts.push(request);
  });
  return posts;
};

test.describe('Contact Us', () => {
  test.use({ viewport: DESKTOP });


  test('a visitor who is not a client sends an enquiry: stored, acknowledged and passed to the office', async ({ page }) => {
    const email = uniqueEmail('visitor');
    await page.goto('/contact-us');
    await expect(page.getByLabel(LABELS.ssn)).toHaveCount(0);
    await fillEnquiry(page, { email });
    await page.getByRole('button', { name: 'Submit' }).click();

    const toast = page.getByRole('alert').filter({ hasText: /received your enquiry/ });
    await expect(toast).toBeVisible();
    const reference = /ENQ-[A-Z0-9]+/.exec(await toast.innerText())?.[0];
    expect(reference).toBeTruthy();
    // The form is reset to its defaults.
    await expect(page.getByLabel(LABELS.firstName)).toHaveValue('');
    await expect(page.getByLabel(LABELS.email)).toHaveValue('');

    const stored = (await storedEnquiries(page.request)).find((enquiry) => enquiry.email === email);
    expect(stored).toMatchObject({ reference, is_client: 0, first_name: 'Rosa', last_name: 'Alvarez', phone_number: '3135550188' });

    const acknowledgement = await waitForMail(email);
    expect(acknowledgement.text).toContain(reference!);
    const notification = await waitForMail(SITE.office.email, (mail) => mail.text.includes(reference!));
    expect(notification.text).toContain(email);
    expect(notification.html).toContain('Rosa');
  });

  test('a client sends an enquiry with their SSN, which is stored but never e-mailed in full', async ({ page }) => {
    const email = uniqueEmail('client');
    await page.goto('/contact-us');
    await page.getByRole('checkbox', { name: LABELS.isClient }).check();
    const ssn = page.getByLabel(LABELS.ssn);
    await expect(ssn).toHaveAttribute('type', 'password');
    await expect(ssn).toHaveAttribute('maxlength', '11');
    await ssn.fill('123456789');
    await expect(ssn).toHaveValue('123-45-6789');
    await fillEnquiry(page, { email });

    const posts = enquiryPosts(page);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /received your enquiry/ })).toBeVisible();
    const sent = posts[0]!.postDataJSON() as Record<string, unknown>;
    expect(sent).toMatchObject({ is_client: 1, ssn: '123456789', phone_number: '3135550188' });
    expect(sent['g-recaptcha-response']).toBeTruthy();

    const stored = (await storedEnquiries(page.request)).find((enquiry) => enquiry.email === email);
    expect(stored).toMatchObject({ is_client: 1, ssn_last4: '6789' });
    expect(JSON.stringify(stored)).not.toContain('123456789');

    const acknowledgement = await waitForMail(email);
    const notification = await waitForMail(SITE.office.email, (mail) => mail.text.includes(String(stored!.reference)));
    for (const mail of [acknowledgement, notification]) {
      expect(mail.text + mail.html).not.toContain('123456789');
      expect(mail.text + mail.html).not.toContain('123-45-6789');
    }
    expect(notification.text).toContain('6789');
  });


  test('the browser checks the form before sending, with the spec rules', async ({ page }) => {
    await page.goto('/contact-us');
    const posts = enquiryPosts(page);
    await page.getByRole('checkbox', { name: LABELS.isClient }).check();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeFocused();
    await expect(page.getByLabel(LABELS.firstName)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel(LABELS.ssn)).toHaveAttribute('aria-invalid', 'true');
    const description = page.getByLabel(/Description/);
    await description.fill('x'.repeat(1200));
    await expect(description).toHaveValue('x'.repeat(1000));
    expect(posts).toHaveLength(0);
  });



  test('the form can be filled and sent with the keyboard alone', async ({ page }) => {
    const email = uniqueEmail('keyboard');
    await page.goto('/contact-us');
    await tabTo(page, page.getByRole('checkbox', { name: LABELS.isClient }));
    await tabTo(page, page.getByLabel(LABELS.firstName));
    await page.keyboard.type('Sam');
    await tabTo(page, page.getByLabel(LABELS.lastName));
    await page.keyboard.type('Lee');
    await tabTo(page, page.getByLabel(LABELS.email));
    await page.keyboard.type(email);
    await tabTo(page, page.getByLabel(LABELS.phone));
    await page.keyboard.type('5175550123');
    await tabTo(page, page.getByRole('combobox', { name: LABELS.enquiryType }));
    await page.keyboard.type('Debit');
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('button', { name: 'Submit' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: /received your enquiry/ })).toBeVisible();
    await waitForMail(email);
  });
});
