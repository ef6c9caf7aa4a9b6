import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeIntersectionObserver, renderPublicSite } from './render-public-site';

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const faqSection = () => screen.getByRole('region', { name: 'Frequently Asked Questions' });
const faqQuestions = () => within(faqSection()).getAllByRole('button');
const benefitsSection = () => screen.getByRole('region', { name: 'Key Benefits' });
const benefitItems = () => within(benefitsSection()).getAllByRole('listitem');

describe('HomePage', () => {
  it('has exactly one h1 and sets the page title', () => {
    renderPublicSite('/');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('Access Payee Services');
  });

  it('offers Apply and My Account in the banner', () => {
    renderPublicSite('/');
    const banner = screen.getByRole('region', { name: screen.getByRole('heading', { level: 1 }).textContent ?? '' });
    expect(within(banner).getByRole('link', { name: 'Apply Now' })).toHaveAttribute('href', '/client/intake');
    expect(within(banner).getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/auth/login');
  });

  it('explains How It Works in 4 steps', () => {
    renderPublicSite('/');
    const steps = within(screen.getByRole('region', { name: 'How It Works' })).getAllByRole('listitem');
    expect(steps).toHaveLength(4);
    expect(steps[2]).toHaveTextContent('Social Security Administration');
    expect(steps[3]).toHaveTextContent(/approved or rejected/);
  });

  it('has the services and service-areas sections the navigation scrolls to', () => {
    renderPublicSite('/');
    expect(screen.getByRole('region', { name: 'Our Services' })).toHaveAttribute('id', 'services');
    const areas = screen.getByRole('region', { name: /Michigan Since 1999/ });
    expect(areas).toHaveAttribute('id', 'service-areas');
    expect(within(areas).getByText(/PO Box/)).toBeInTheDocument();
    expect(within(areas).getByRole('link', { name: /@/ })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
    expect(within(areas).getByRole('link', { name: /555/ })).toHaveAttribute('href', expect.stringMatching(/^tel:\+1\d{10}$/));
    expect(within(areas).getByText('Fax')).toBeInTheDocument();
    expect(within(areas).getByRole('img', { name: /Map of Michigan/ })).toHaveAttribute('width', '400');
  });
});

describe('Key Benefits', () => {
  it('shows 4 items until View More, then all of them, then 4 again after Show Less', async () => {
    const { user } = renderPublicSite('/');
    expect(benefitItems()).toHaveLength(4);

    const viewMore = within(benefitsSection()).getByRole('button', { name: 'View More' });
    expect(viewMore).toHaveAttribute('aria-expanded', 'false');
    await user.click(viewMore);
    expect(benefitItems()).toHaveLength(12);
    const showLess = within(benefitsSection()).getByRole('button', { name: 'Show Less' });
    expect(showLess).toHaveAttribute('aria-expanded', 'true');
    expect(within(benefitsSection()).getByRole('heading', { name: 'Medical and Miscellaneous Needs' })).toBeInTheDocument();

    await user.click(showLess);
    expect(benefitItems()).toHaveLength(4);
    expect(within(benefitsSection()).getByRole('button', { name: 'View More' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('names the three groups of bills', () => {
    renderPublicSite('/');
    expect(benefitsSection()).toHaveTextContent(
      /essential living expenses, financial and legal support, and medical and miscellaneous needs/,
    );
  });
});

describe('FAQ', () => {
  it('has exactly 10 questions, each a button in a heading controlling its answer', () => {
    renderPublicSite('/');
    const questions = faqQuestions();
    expect(questions).toHaveLength(10);
    for (const question of questions) {
      expect(question.closest('h3')).not.toBeNull();
      expect(question).toHaveAttribute('aria-expanded', 'false');
      const answer = document.getElementById(question.getAttribute('aria-controls') ?? '');
      expect(answer).not.toBeVisible();
    }
  });

  it('opens and closes an answer', async () => {
    const { user } = renderPublicSite('/');
    const question = within(faqSection()).getByRole('button', { name: 'What if I lose my debit card?' });
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    const answer = within(faqSection()).getByRole('region', { name: 'What if I lose my debit card?' });
    expect(answer).toBeVisible();
    expect(answer).toHaveTextContent('7-10 days');
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(answer).not.toBeVisible();
  });

  it('states every fact of the FAQ', async () => {
    const { user } = renderPublicSite('/');
    for (const question of faqQuestions()) await user.click(question);
    const answers = within(faqSection())
      .getAllByRole('region')
      .map((answer) => answer.textContent)
      .join(' ');
    expect(answers).toMatch(/debit card weekly/);
    expect(answers).toMatch(/replacement card takes 7-10 days/);
    expect(answers).toMatch(/expedited card in 1-2 days for a fee/);
    expect(answers).toMatch(/last 30 days/);
    expect(answers).toMatch(/In most cases you can refer yourself/);
    expect(answers).toMatch(/do not offer walk-in services/);
    expect(answers).toMatch(/founded in 2008/);
  });
});
