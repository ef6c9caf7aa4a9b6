import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SITE } from '@payee/content';
import { ContactUsPage } from './contact-us-page';
import { stubApi } from '@/test/contact';

let api: ReturnType<typeof stubApi> | undefined;

afterEach(() => {
  vi.unstubAllGlobals();
  api?.restore();
});

function prerender(): string {
  // The test set-up needs jsdom, so the browser globals are taken away for the render only.
  vi.stubGlobal('window', undefined);
  vi.stubGlobal('document', undefined);
  try {
    return renderToString(<ContactUsPage />);
  } finally {
    vi.unstubAllGlobals();
  }
}

describe('ContactUsPage prerendered', () => {
  it('renders to HTML with no window or document, as the build prerenders it', () => {
    const html = prerender();
    expect(html).toContain('Got a question? Let&#x27;s talk!');
    expect(html).toContain('We proudly serve clients in the following states: Michigan (MI).');
    expect(html).toContain(SITE.contact.offices.loading);
  });

  it('renders the inert placeholder of the form, never the form, even once the form’s code is loaded', async () => {
    // A browser render first, so the lazily loaded form and select are resolved before the prerender.
    api = stubApi();
    const view = render(<ContactUsPage />);
    // The form's code loads lazily: on a busy machine that takes more than findBy's default second.
    expect(await screen.findByRole('combobox', { name: SITE.contact.form.labels.enquiryType }, { timeout: 10_000 })).toBeInTheDocument();
    view.unmount();

    const html = prerender();
    expect(html).toMatch(/<form[^>]*aria-busy="true"[^>]*inert=""/);
    // An inert box of the same label stands in: no react-select markup, no emotion <style> lacking the CSP nonce.
    expect(html).toContain('id="enquiry_type_id"');
    expect(html).not.toContain('role="combobox"');
    expect(html).not.toContain('<style');
    // The toast area comes with the form, after hydration.
    expect(html).not.toContain('Toastify');
  });
});
