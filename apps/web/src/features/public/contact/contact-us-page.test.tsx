import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SITE } from '@payee/content';
import { OFFICES_MAX_RETRIES } from './api/get-offices';
import { ContactUsPage } from './contact-us-page';
import { MICHIGAN_OFFICE, stubApi, type StubHandler } from '@/test/contact';

let api: ReturnType<typeof stubApi>;

afterEach(() => {
  vi.useRealTimers();
  api.restore();
});

/** The page as the router shows it: no providers around it (its enquiry form brings its own). */
function renderPage(overrides: Record<string, StubHandler> = {}) {
  api = stubApi(overrides);
  const user = userEvent.setup();
  return { ...render(<ContactUsPage />), user };
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

  it('shows an inert copy of the enquiry form until the form itself has loaded, then the working form', async () => {
    renderPage();
    const placeholder = screen.getByRole('form', { name: SITE.contact.form.heading });
    expect(placeholder).toHaveAttribute('inert');
    expect(placeholder).toHaveAttribute('aria-busy', 'true');

    // The form's chunk (react-hook-form, zod, the HTTP client) arrives: the same fields, now usable.
    expect(await screen.findByRole('combobox', { name: SITE.contact.form.labels.enquiryType })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: SITE.contact.form.heading });
    expect(form).not.toHaveAttribute('inert');
    expect(form).not.toHaveAttribute('aria-busy');
    expect(within(form).getByRole('checkbox', { name: /I am a client/ })).toBeEnabled();
    expect(within(form).getByRole('button', { name: 'Submit' })).toBeEnabled();
    expect(screen.getAllByRole('form')).toHaveLength(1);
  });

  describe('where the browser can tell whether the form is in view', () => {
    let reportVisible: (isVisible: boolean) => void;

    beforeEach(() => {
      class FakeIntersectionObserver {
        private readonly targets: Element[] = [];
        constructor(callback: IntersectionObserverCallback) {
          reportVisible = (isVisible) =>
            callback(
              this.targets.map((target) => ({ target, isIntersecting: isVisible }) as IntersectionObserverEntry),
              this as unknown as IntersectionObserver,
            );
        }
        observe(target: Element) {
          this.targets.push(target);
        }
        disconnect() {}
      }
      vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    });

    afterEach(() => {
      vi.unstubAllGlobals();
    });

    const isPlaceholderShown = () => screen.getByRole('form', { name: SITE.contact.form.heading }).hasAttribute('inert');

    it('leaves the form’s code unloaded while the fields are out of view and the visitor does nothing', async () => {
      renderPage();
      await screen.findByRole('article', { name: 'Michigan Office' });
      act(() => reportVisible(false));
      expect(isPlaceholderShown()).toBe(true);
      expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    });

    it('loads the form once its fields come into view', async () => {
      renderPage();
      expect(isPlaceholderShown()).toBe(true);
      act(() => reportVisible(true));
      expect(await screen.findByRole('combobox', { name: SITE.contact.form.labels.enquiryType })).toBeInTheDocument();
      expect(isPlaceholderShown()).toBe(false);
    });

    it('loads the form at the visitor’s first scroll, before the fields are in view', async () => {
      renderPage();
      expect(isPlaceholderShown()).toBe(true);
      fireEvent.scroll(window);
      expect(await screen.findByRole('combobox', { name: SITE.contact.form.labels.enquiryType })).toBeInTheDocument();
    });

    it('loads the form at the first key press, so a keyboard user finds it working', async () => {
      const { user } = renderPage();
      await user.keyboard('{Tab}');
      expect(await screen.findByRole('combobox', { name: SITE.contact.form.labels.enquiryType })).toBeInTheDocument();
    });
  });

  it('gives the placeholder the same fields, labels and hints as the form, in the same order, so nothing moves', async () => {
    renderPage();
    const structureOf = (form: HTMLElement) =>
      [...form.querySelectorAll('label, .field__hint, .choice__hint, button')].map((element) => element.textContent);
    const placeholder = structureOf(screen.getByRole('form', { name: SITE.contact.form.heading }));
    await screen.findByRole('combobox', { name: SITE.contact.form.labels.enquiryType });
    const form = structureOf(screen.getByRole('form', { name: SITE.contact.form.heading }));
    expect(placeholder).toEqual(form);
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

  it('asks for the offices with the X-Requested-With header and without the HTTP client', async () => {
    renderPage();
    await screen.findByRole('article', { name: 'Michigan Office' });
    const [request] = api.sent('GET', '/website/offices');
    expect(request?.via).toBe('fetch');
    expect(request?.href).toBe(`${location.origin}/api/v1/website/offices`);
    expect(request?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
  });

  it('tries a failing office request 3 more times, 1, 2 and 4 seconds apart, before saying so', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderPage({ 'GET /website/offices': () => ({ status: 503, data: { message: 'Unavailable' } }) });
    const block = screen.getByRole('region', { name: "We're Here for You!" });
    await vi.waitFor(() => expect(api.sent('GET', '/website/offices')).toHaveLength(1));
    for (const [retry, delay] of [1000, 2000, 4000].entries()) {
      expect(within(block).getByText(SITE.contact.offices.loading)).toBeInTheDocument();
      await vi.advanceTimersByTimeAsync(delay);
      await vi.waitFor(() => expect(api.sent('GET', '/website/offices')).toHaveLength(retry + 2));
    }
    expect(await within(block).findByText(SITE.contact.offices.error)).toBeInTheDocument();
    expect(api.sent('GET', '/website/offices')).toHaveLength(OFFICES_MAX_RETRIES + 1);
  });

  it('says so when the offices cannot be loaded, and loads them again on Try again', async () => {
    let isDown = true;
    // A 404 is final: shown at once, without the retries.
    const { user } = renderPage({
      'GET /website/offices': () => (isDown ? { status: 404, data: { message: 'Not found' } } : { status: 200, data: [MICHIGAN_OFFICE] }),
    });
    const block = screen.getByRole('region', { name: "We're Here for You!" });
    expect(await within(block).findByText(SITE.contact.offices.error)).toBeInTheDocument();
    expect(within(block).queryByRole('article')).not.toBeInTheDocument();
    expect(api.sent('GET', '/website/offices')).toHaveLength(1);

    isDown = false;
    await user.click(within(block).getByRole('button', { name: 'Try again' }));
    expect(await within(block).findByRole('article', { name: 'Michigan Office' })).toBeInTheDocument();
    expect(within(block).queryByText(SITE.contact.offices.error)).not.toBeInTheDocument();
  });
});
