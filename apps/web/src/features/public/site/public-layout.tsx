import { useEffect, useState, type MouseEvent } from 'react';
import { Outlet, useLocation } from 'react-router';
import { SITE } from '@payee/content';
import { ActiveSectionContext } from './active-section';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';
import { scrollToSection } from './scroll-to-section';
import './public-theme.css';
import './public-layout.css';

const MAIN_ID = 'main-content';

/**
 * The frame of every public page: skip link, fixed top navigation, `<main>` with the page, footer.
 * Links such as `/#services` land on the home page and then scroll to the section, from any page.
 */
export function PublicLayout() {
  const location = useLocation();
  const [activeSectionId, setActiveSectionId] = useState<string | null>(null);
  const isHome = location.pathname === '/';

  // location.key changes on every navigation, so choosing "Our Programs" again scrolls again.
  const sectionId = decodeURIComponent(location.hash.slice(1));
  useEffect(() => {
    if (!sectionId || sectionId === MAIN_ID) return;
    return scrollToSection(sectionId);
  }, [sectionId, location.key]);

  // Focus <main> without changing the URL (a #main-content hash would be a router navigation).
  const skipToMain = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
  };

  return (
    <ActiveSectionContext value={setActiveSectionId}>
      <div className="pp-site pp-layout">
        <a className="pp-skip-link" href={`#${MAIN_ID}`} onClick={skipToMain}>
          {SITE.nav.skipLink}
        </a>
        <PublicHeader activeSectionId={isHome ? activeSectionId : null} />
        <main id={MAIN_ID} className="pp-layout__main" tabIndex={-1}>
          <Outlet />
        </main>
        <PublicFooter />
      </div>
    </ActiveSectionContext>
  );
}
