import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPublicSite } from './render-public-site';

describe('AboutUsPage', () => {
  it('has exactly one h1, naming the service, and sets the page title', () => {
    renderPublicSite('/about-us');
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]).toHaveTextContent('Access Payee Services');
    expect(document.title).toBe('About Us | Access Payee Services');
  });

  it('describes the parent nonprofit and the payee services with an image', () => {
    renderPublicSite('/about-us');
    const mission = screen.getByRole('region', { name: 'Helping You Manage Your Benefits With Dignity And Trust' });
    expect(mission).toHaveTextContent(/health equity, economic development and family wellbeing/);
    expect(mission).toHaveTextContent(/board/);
    expect(mission).toHaveTextContent(/advisory council/);
    expect(mission).toHaveTextContent(/representative payee and money management services/);
    const image = within(mission).getByRole('img');
    expect(image).toHaveAccessibleName();
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');
  });

  it('lists the three values, each with a quote and an explanation', () => {
    renderPublicSite('/about-us');
    const values = screen.getByRole('region', { name: 'Our Values' });
    const titles = within(values)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(['Uplifting Communities', 'Transparency', 'Empowering']);
    for (const card of within(values).getAllByRole('listitem')) {
      expect(card.querySelector('blockquote')).not.toBeNull();
      expect(card.querySelectorAll('p').length).toBeGreaterThanOrEqual(2);
    }
  });

  it('closes with an Apply Now banner', () => {
    renderPublicSite('/about-us');
    const closing = screen.getByRole('region', { name: 'Helping You Manage Your Finances with Care and Confidence' });
    expect(within(closing).getByRole('link', { name: 'Apply Now' })).toHaveAttribute('href', '/client/intake');
  });
});
