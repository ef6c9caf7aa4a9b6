import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { SITE } from '@payee/content';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/skip-link';
import { ActiveSectionContext } from './active-section';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';
import { scrollToSection } from './scroll-to-section';
import './public-theme.css';
import './public-layout.css';

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
    if (!sectionId || sectionId === MAIN_CONTENT_ID) return;
    return scrollToSection(sectionId);
  }, [sectionId, location.key]);

  return (
    <ActiveSectionContext value={setActiveSectionId}>
      <div className="pp-site pp-layout">
        <SkipLink className="pp-skip-link">{SITE.nav.skipLink}</SkipLink>
        <PublicHeader activeSectionId={isHome ? activeSectionId : null} />
        <main id={MAIN_CONTENT_ID} className="pp-layout__main" tabIndex={-1}>
          <Outlet />
        </main>
        <PublicFooter />
      </div>
    </ActiveSectionContext>
  );
}
