import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SITE } from '@payee/content';
import { ContactUsPage } from './contact-us-page';
import { MICHIGAN_OFFICE, renderWithProviders, stubApi, type StubHandler } from './contact-test-support';

let api: ReturnType<typeof stubApi>;

afterEach(() => {
  api.restore();
});

function renderPage(overrides: Record<string, StubHandler> = {}) {
  api = stubApi(overrides);
  return renderWithProviders(<ContactUsPage />);
}

describe('ContactUsPage', () => {
  it('has one h1, "Got a question? Let\'s talk!", and the page title "Contact Us"', () => {
    renderPage();
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]).toHaveTextContent("Got a question? Let's talk!");
    expect(document.title).toBe('Contact Us | Access Payee Services');
  });

  it('shows the Michigan map with its size and alt text, and the note on the states served', () => {
    renderPage();
    const map = screen.getByRole('img', { name: SITE.contact.serviceArea.map.alt });
    expect(map).toHaveAttribute('src', '/images/michigan-map.svg');
    expect(map).toHaveAttribute('width', '400');
    expect(map).toHaveAttribute('height', '400');
    expect(screen.getByText('We proudly serve clients in the following states: Michigan (MI).')).toBeInTheDocument();
  });

  it('shows the enquiry form, named by its heading', () => {
    renderPage();
    const form = screen.getByRole('form', { name: SITE.contact.form.heading });
    expect(within(form).getByRole('checkbox', { name: /I am a client/ })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Submit' })).toBeInTheDocument();
  });

  it('shows one card per office from the API: image, PO Box address, email, phone and fax links', async () => {
    renderPage();
    const block = screen.getByRole('region', { name: "We're Here for You!" });
    expect(within(block).getByText('Reach out to our local offices in your state')).toBeInTheDocument();
    expect(within(block).getByText(SITE.contact.offices.loading)).toBeInTheDocument();

    const card = await within(block).findByRole('article', { name: 'Michigan Office' });
    expect(within(block).queryByText(SITE.contact.offices.loading)).not.toBeInTheDocument();
    const image = within(card).getByRole('img', { name: 'Drawing of our Michigan office building' });
    expect(image).toHaveAttribute('src', MICHIGAN_OFFICE.image);
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');
    expect(card).toHaveTextContent('PO Box 14230');
    expect(within(card).getByRole('link', { name: MICHIGAN_OFFICE.email })).toHaveAttribute('href', `mailto:${MICHIGAN_OFFICE.email}`);
    expect(within(card).getByRole('link', { name: MICHIGAN_OFFICE.phone })).toHaveAttribute('href', 'tel:+15175550142');
    expect(card).toHaveTextContent(`Fax${MICHIGAN_OFFICE.fax}`);
    expect(api.sent('GET', '/website/offices')).toHaveLength(1);
  });

  it('says so when the offices cannot be loaded, and loads them again on Try again', async () => {
    let isDown = true;
    const { user } = renderPage({
      'GET /website/offices': () => (isDown ? { status: 503, data: { message: 'Unavailable' } } : { status: 200, data: [MICHIGAN_OFFICE] }),
    });
    const block = screen.getByRole('region', { name: "We're Here for You!" });
    expect(await within(block).findByText(SITE.contact.offices.error)).toBeInTheDocument();
    expect(within(block).queryByRole('article')).not.toBeInTheDocument();

    isDown = false;
    await user.click(within(block).getByRole('button', { name: 'Try again' }));
    expect(await within(block).findByRole('article', { name: 'Michigan Office' })).toBeInTheDocument();
    expect(within(block).queryByText(SITE.contact.offices.error)).not.toBeInTheDocument();
  });
});
