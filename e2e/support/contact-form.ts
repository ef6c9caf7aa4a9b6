import { SITE } from '@payee/content';
import { expect, type Page } from '@playwright/test';

const LABELS = SITE.contact.form.labels;

/**
 * Brings the enquiry form into view and waits until the form itself has replaced its prerendered, inert
 * placeholder: its code loads once the fields are in view or the visitor scrolls, touches or types
 * (contact/components/enquiry-form-loader.tsx). The enquiry-type dropdown exists only then.
 */
export async function waitForEnquiryForm(page: Page): Promise<void> {
  // In the page: on a large screen the form may replace the placeholder (and its heading) meanwhile.
  await page
    .getByRole('heading', { level: 2, name: SITE.contact.form.heading })
    .evaluate((heading) => heading.scrollIntoView({ block: 'center' }));
  await expect(page.getByRole('combobox', { name: LABELS.enquiryType })).toBeVisible();
  await expect(page.locator('form[aria-busy="true"]')).toHaveCount(0);
}

/** Opens Contact Us and waits for the working enquiry form. */
export async function openContactUs(page: Page): Promise<void> {
  await page.goto('/contact-us');
  await waitForEnquiryForm(page);
}

let lastAddress = 0;

/**
 * Sends every request of this page from an address of its own (documentation range 198.51.100.0/24),
 * through X-Forwarded-For, which the journeys' server trusts: a test that sends enquiries, or is refused
 * on purpose, does not use up the per-address enquiry limit of the others. Returns the address.
 */
export async function useOwnAddress(page: Page): Promise<string> {
  lastAddress += 1;
  const address = `198.51.100.${((process.pid + lastAddress) % 254) + 1}`;
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': address });
  return address;
}
