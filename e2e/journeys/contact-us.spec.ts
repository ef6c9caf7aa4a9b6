import { SITE } from '@payee/content';
import type { Page, Request } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { openContactUs, useOwnAddress, waitForEnquiryForm } from '../support/contact-form';
import { expect, expectConsoleErrors, failedResponse, test } from '../support/fixtures';
import { tabTo } from '../support/keyboard';
import { ENQUIRY_LIMIT } from '../support/server';
import { waitForMail } from '../support/outbox';
import { storedEnquiries } from '../support/staff';
import { DESKTOP, PHONE } from '../support/viewports';

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
    await openContactUs(page);
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
    await openContactUs(page);
    await page.getByRole('checkbox', { name: LABELS.isClient }).check();
    const ssn = page.getByLabel(LABELS.ssn);
    await expect(ssn).toHaveAttribute('type', 'password');
    // No length limit: a pasted number with spaces, dashes or words keeps all its digits.
    await expect(ssn).not.toHaveAttribute('maxlength', /.*/);
    await ssn.fill('SSN 123 - 45 - 6789');
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

  test('the browser checks the form before sending, with the enquiry form rules', async ({ page }) => {
    await openContactUs(page);
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
    await openContactUs(page);
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

/** The toasts (react-toastify's region), apart from the error summary, which is an alert too. */
const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ }).getByRole('alert');
const errorSummary = (page: Page) => page.getByRole('alert').filter({ hasText: SITE.contact.form.errorSummaryTitle });
const enquiryAnswer = (page: Page) =>
  page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/api/v1/website/enquiry'));

/** Sends the next enquiry with one field of its body replaced, as a tampered or outdated client would. */
async function rewriteEnquiryBody(page: Page, changes: Record<string, unknown>) {
  await page.route('**/api/v1/website/enquiry', async (route) => {
    const body = route.request().postDataJSON() as Record<string, unknown>;
    await route.continue({ postData: JSON.stringify({ ...body, ...changes }) });
  });
}

test.describe('Contact Us on a phone', () => {
  test.use({ viewport: PHONE });

  test('the form loads when it comes into view and takes the placeholder’s place without moving anything', async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const formRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/enquiry-form-section-[^/]+\.js$/.test(request.url())) formRequests.push(request.url());
    });
    await page.goto('/contact-us');
    const officesHeading = page.getByRole('heading', { level: 2, name: SITE.contact.offices.heading });
    const documentTop = () => officesHeading.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
    await expect(page.getByRole('article', { name: 'Michigan Office' })).toBeVisible();
    // Out of view and untouched, the form's code is not downloaded.
    expect(formRequests).toHaveLength(0);
    const before = await documentTop();

    await waitForEnquiryForm(page);
    expect(formRequests).toHaveLength(1);
    expect(await documentTop()).toBeCloseTo(before, 0);
    const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBe(0);
    await expectNoAxeViolations(page, 'Contact Us with the form at 375px');
  });
});

test.describe('Contact Us office block', () => {
  test.use({ viewport: DESKTOP });

  test('shows the Michigan office card from GET /website/offices: image, PO Box address, e-mail, phone and fax', async ({ page }) => {
    const officesAnswer = page.waitForResponse((response) => response.url().endsWith('/api/v1/website/offices'));
    await page.goto('/contact-us');
    const answer = await officesAnswer;
    expect(answer.status()).toBe(200);
    const offices = (await answer.json()) as {
      id: number;
      state: string;
      image: string;
      address: string;
      email: string;
      phone: string;
      fax: string;
    }[];
    expect(offices).toHaveLength(1);
    const office = offices[0]!;
    expect(office).toMatchObject({ state: 'Michigan', email: SITE.office.email, phone: SITE.office.phone, fax: SITE.office.fax });

    const block = page.getByRole('region', { name: SITE.contact.offices.heading });
    await expect(block.getByText(SITE.contact.offices.lead, { exact: true })).toBeVisible();
    const card = block.getByRole('article', { name: 'Michigan Office' });
    await expect(card).toBeVisible();
    await expect(block.getByRole('article')).toHaveCount(1);
    await expect(block.getByText(SITE.contact.offices.loading)).toHaveCount(0);

    const image = card.getByRole('img', { name: SITE.contact.offices.officeImageAlt('Michigan') });
    await image.scrollIntoViewIfNeeded();
    await expect(image).toHaveAttribute('src', office.image);
    await expect(image).toHaveAttribute('width', /^\d+$/);
    await expect(image).toHaveAttribute('height', /^\d+$/);
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);

    await expect(card.getByText(/^PO Box 14230/)).toBeVisible();
    await expect(card).toContainText(office.address.split('\n')[0]!);
    await expect(card.getByRole('link', { name: office.email })).toHaveAttribute('href', `mailto:${office.email}`);
    await expect(card.getByRole('link', { name: office.phone })).toHaveAttribute('href', `tel:+1${office.phone.replace(/\D/g, '')}`);
    await expect(card.getByText(office.fax, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, 'Contact Us with the office card');
  });
});

test.describe('Contact Us when the server refuses an enquiry', () => {
  test.use({ viewport: DESKTOP, ...expectConsoleErrors(failedResponse(422)) });

  test('an enquiry type the server does not know: its error stands beside the enquiry type, the answers are kept', async ({ page }) => {
    await useOwnAddress(page);
    const email = uniqueEmail('unknown-type');
    await rewriteEnquiryBody(page, { enquiry_type_id: 999_999 });
    await openContactUs(page);
    await fillEnquiry(page, { email });
    const answer = enquiryAnswer(page);
    await page.getByRole('button', { name: 'Submit' }).click();
    expect((await answer).status()).toBe(422);
    const body = (await (await answer).json()) as { message: string; errors: Record<string, string[]> };

    const message = 'Select an enquiry type from the list.';
    expect(body.errors).toEqual({ enquiry_type_id: [message] });
    const enquiryType = page.getByRole('combobox', { name: LABELS.enquiryType });
    await expect(enquiryType).toHaveAttribute('aria-invalid', 'true');
    await expect(enquiryType).toHaveAccessibleDescription(new RegExp(message.replace('.', '\\.')));
    // Beside the field: the message sits just above the dropdown, inside the field's own block.
    const fieldError = page.getByText(`Error: ${message}`);
    await expect(fieldError).toBeVisible();
    const [errorBox, selectBox] = [await fieldError.boundingBox(), await enquiryType.boundingBox()];
    expect(Math.abs(selectBox!.y - (errorBox!.y + errorBox!.height))).toBeLessThan(48);

    const summary = errorSummary(page);
    await expect(summary).toBeFocused();
    await summary.getByRole('link', { name: message }).click();
    await expect(enquiryType).toBeFocused();
    // The toast shows the server's message.
    await expect(toasts(page)).toHaveText(body.message);
    await expect(page.getByLabel(LABELS.firstName)).toHaveValue('Rosa');
    await expect(page.getByLabel(LABELS.email)).toHaveValue(email);
    await expectNoAxeViolations(page, 'Contact Us with a server field error');

    const stored = await storedEnquiries(page.request);
    expect(stored.find((enquiry) => enquiry.email === email)).toBeUndefined();
  });

  test('a captcha token the server refuses: "Captcha verification failed. Please try again!", nothing stored', async ({ page }) => {
    await useOwnAddress(page);
    const email = uniqueEmail('forged-captcha');
    await rewriteEnquiryBody(page, { 'g-recaptcha-response': 'forged-token' });
    await openContactUs(page);
    await fillEnquiry(page, { email });
    const answer = enquiryAnswer(page);
    await page.getByRole('button', { name: 'Submit' }).click();
    expect((await answer).status()).toBe(422);

    await expect(toasts(page)).toHaveText('Captcha verification failed. Please try again!');
    await expect(errorSummary(page).getByRole('link', { name: 'Captcha verification failed. Please try again!' })).toHaveAttribute(
      'href',
      '#enquiry-submit',
    );
    await expect(page.getByLabel(LABELS.firstName)).toHaveValue('Rosa');
    const stored = await storedEnquiries(page.request);
    expect(stored.find((enquiry) => enquiry.email === email)).toBeUndefined();
  });
});

test.describe('Contact Us when the captcha cannot run in the browser', () => {
  const SITE_KEY = 'journey-site-key';
  test.use({
    viewport: DESKTOP,
    // reCAPTCHA's script is refused by the page's CSP (its hosts are allowed only when the server has
    // keys) and, should it get through, blocked below.
    ...expectConsoleErrors(
      new RegExp(`^Refused to load the script 'https://www\\.google\\.com/recaptcha/api\\.js\\?render=${SITE_KEY}'`),
      /^Failed to load resource: net::ERR_FAILED$/,
    ),
  });

  test('shows "Captcha verification failed. Please try again!" and sends nothing', async ({ page }) => {
    await page.route('**/api/v1/site-config', (route) =>
      route.fulfill({ json: { captcha: { provider: 'recaptcha', site_key: SITE_KEY } } }),
    );
    await page.route('https://www.google.com/**', (route) => route.abort());
    const posts = enquiryPosts(page);
    await openContactUs(page);
    // Google's notice stands beside a form protected by reCAPTCHA (docs/decisions.md).
    await expect(page.getByText(/This site is protected by reCAPTCHA/)).toBeVisible();
    await fillEnquiry(page, { email: uniqueEmail('no-captcha') });
    await page.getByRole('button', { name: 'Submit' }).click();

    await expect(toasts(page)).toHaveText('Captcha verification failed. Please try again!');
    await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled();
    await expect(page.getByLabel(LABELS.firstName)).toHaveValue('Rosa');
    expect(posts).toHaveLength(0);
  });
});

test.describe('Contact Us at the enquiry limit', () => {
  test.use({ viewport: DESKTOP, ...expectConsoleErrors(failedResponse(429)) });

  test('the enquiry after the per-address limit is refused with the server message (429), answers kept', async ({ page }) => {
    const limit = ENQUIRY_LIMIT;
    const address = await useOwnAddress(page);
    const types = (await (await page.request.get('/api/v1/dropdown/enquiry-types')).json()) as { id: number }[];
    for (let sent = 0; sent < limit; sent += 1) {
      const response = await page.request.post('/api/v1/website/enquiry', {
        headers: { 'X-Forwarded-For': address, 'X-Requested-With': 'XMLHttpRequest' },
        data: {
          is_client: 0,
          first_name: 'Lee',
          last_name: 'Park',
          email: uniqueEmail('limit'),
          phone_number: '5175550100',
          enquiry_type_id: types[0]!.id,
          'g-recaptcha-response': 'dev-captcha:enquiry',
        },
      });
      expect(response.status(), await response.text()).toBe(201);
    }

    await openContactUs(page);
    await fillEnquiry(page, { email: uniqueEmail('over-limit') });
    const answer = enquiryAnswer(page);
    await page.getByRole('button', { name: 'Submit' }).click();
    expect((await answer).status()).toBe(429);

    const message = /You have sent several enquiries in a short time\. Please wait an hour and try again/;
    await expect(toasts(page)).toHaveCount(1);
    await expect(toasts(page)).toHaveText(message);
    await expect(errorSummary(page).getByRole('link', { name: message })).toBeVisible();
    await expect(page.getByLabel(LABELS.firstName)).toHaveValue('Rosa');
    await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });
});
