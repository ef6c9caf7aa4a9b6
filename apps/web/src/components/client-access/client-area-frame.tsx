import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SITE } from '@payee/content';
import { AUTH_CONTENT } from '@payee/content/client-area';
import './client-access.css';

/**
 * The frame of every page outside the public site (sign-in, my account, intake): a plain header whose logo
 * links home, and the page's `<main>` (the skip link's target). Kept simple on purpose: fewer things to
 * find for someone new to computers.
 */
export function ClientAreaFrame({ children }: { children: ReactNode }) {
  const { organisation } = SITE;
  return (
    <div className="client-frame">
      <header className="client-frame__header">
        <Link to="/" className="client-frame__logo" aria-label={AUTH_CONTENT.logoHomeLabel}>
          <img src={organisation.logo.src} width={organisation.logo.width} height={organisation.logo.height} alt="" />
          <span>{organisation.serviceName}</span>
        </Link>
      </header>
      <main id="main-content" className="client-frame__main">
        {children}
      </main>
    </div>
  );
}
