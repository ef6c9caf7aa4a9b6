import { cleanup, screen, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SITE } from '@payee/content';
import { FakeIntersectionObserver, renderPublicSite } from './render-public-site';

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function storeSignedIn(userInfo: Record<string, unknown>) {
  Cookies.set('authToken', 'tok-1');
  localStorage.setItem('userInfo', JSON.stringify(userInfo));
}

const myAccountLinks = () => screen.getAllByRole('link', { name: SITE.nav.myAccount.label });

describe('My Account on the public site', () => {
  it('takes a signed-in client straight to /my-account, from the header and the home page banner', () => {
    storeSignedIn({ process_type: 'client', first_name: 'Maria' });
    renderPublicSite('/');
    expect(
      within(screen.getByRole('navigation', { name: SITE.nav.label })).getByRole('link', { name: SITE.nav.myAccount.label }),
    ).toHaveAttribute('href', '/my-account');
    expect(myAccountLinks()).toHaveLength(2);
    for (const link of myAccountLinks()) expect(link).toHaveAttribute('href', '/my-account');
  });

  it('leads a visitor, and an applicant who has no account page, to the sign-in chooser', () => {
    renderPublicSite('/');
    for (const link of myAccountLinks()) expect(link).toHaveAttribute('href', SITE.nav.myAccount.to);
    cleanup();
    storeSignedIn({ process_type: 'intake', current_process: 'pending' });
    renderPublicSite('/about-us');
    for (const link of myAccountLinks()) expect(link).toHaveAttribute('href', SITE.nav.myAccount.to);
  });

  it('leads to the sign-in chooser when only half a session is stored (the cookie has expired)', () => {
    localStorage.setItem('userInfo', JSON.stringify({ process_type: 'client' }));
    renderPublicSite('/about-us');
    for (const link of myAccountLinks()) expect(link).toHaveAttribute('href', SITE.nav.myAccount.to);
  });
});
