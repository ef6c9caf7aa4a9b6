import { useId, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { SITE } from '@payee/content';
import { AUTH_CONTENT } from '@payee/content/client-area';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/skip-link';
import { isSessionEndedState, isSessionIdleState } from '@/lib/session';
import { telHref } from '@/lib/tel-href';
import { WarningBox } from './warning-box';
import './client-access.css';

/**
 * The frame of every page outside the public site (sign-in, credential recovery, my account, intake): a skip
 * link, a plain header whose logo links home, the page's `<main>`, and a footer with the office's phone and
 * e-mail, so someone who is stuck always sees where to get help. Kept simple on purpose: fewer things to
 * find for someone new to computers. After the server has ended the session, the sign-in page it leads to
 * says so above the page (lib/session `SESSION_ENDED_STATE`).
 */
export function ClientAreaFrame({ children }: { children: ReactNode }) {
  const { organisation, office, contactLabels, nav } = SITE;
  const { state } = useLocation();
  const helpHeadingId = useId();
  return (
    <div className="client-frame">
      <SkipLink className="skip-link">{nav.skipLink}</SkipLink>
      <header className="client-frame__header">
        <Link to="/" className="client-frame__logo" aria-label={AUTH_CONTENT.logoHomeLabel}>
          <img src={organisation.logo.src} width={organisation.logo.width} height={organisation.logo.height} alt="" />
          <span>{organisation.serviceName}</span>
        </Link>
      </header>
      <main id={MAIN_CONTENT_ID} className="client-frame__main" tabIndex={-1}>
        {isSessionEndedState(state) && (
          <div className="client-frame__notice">
            <WarningBox message={isSessionIdleState(state) ? AUTH_CONTENT.idle.timedOut : AUTH_CONTENT.sessionEnded} />
          </div>
        )}
        {children}
      </main>
      <footer className="client-frame__footer" aria-labelledby={helpHeadingId}>
        <h2 id={helpHeadingId} className="client-frame__help-heading">
          {AUTH_CONTENT.help.heading}
        </h2>
        <p>{AUTH_CONTENT.help.text}</p>
        <ul className="client-frame__help-list">
          <li>
            {contactLabels.phone}: <a href={telHref(office.phone)}>{office.phone}</a>
          </li>
          <li>
            {contactLabels.email}: <a href={`mailto:${office.email}`}>{office.email}</a>
          </li>
        </ul>
      </footer>
    </div>
  );
}
