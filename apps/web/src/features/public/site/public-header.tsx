import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router';
import type { NavItem } from '@payee/content';
import { SITE } from '@payee/content';
import { useMyAccountTarget } from './use-my-account-target';
import './public-theme.css';
import './public-header.css';

/** Props of PublicHeader. */
export interface PublicHeaderProps {
  /** Id of the home-page section on screen (its link gets aria-current); null elsewhere. */
  activeSectionId: string | null;
}

/** Below this width the links sit in the collapsible menu (md, 1024). */
const DESKTOP_QUERY = '(min-width: 1024px)';

/**
 * The fixed top navigation: logo, About Us, Our Programs, Service Areas, Contact Us,
 * My Account (straight to /my-account for a signed-in client) and Apply Now. Under 1024px the links are in a menu that closes on an outside click, on
 * Escape (focus back on the button), when focus leaves it, and on choosing an item; the logo fades out
 * while it is open.
 */
export function PublicHeader({ activeSectionId }: PublicHeaderProps) {
  const { nav, organisation } = SITE;
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const myAccountTo = useMyAccountTarget(nav.myAccount.to);

  const closeMenu = () => setIsMenuOpen(false);

  useEffect(() => {
    if (!isMenuOpen) return;
    const isInsideNav = (target: EventTarget | null) =>
      target instanceof Node && navRef.current !== null && navRef.current.contains(target);

    const onPointerDown = (event: PointerEvent) => {
      if (!isInsideNav(event.target)) setIsMenuOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setIsMenuOpen(false);
      buttonRef.current?.focus();
    };
    // Tabbing past the last item would leave an open panel over the page.
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget !== null && !isInsideNav(event.relatedTarget)) setIsMenuOpen(false);
    };
    const desktop = typeof window.matchMedia === 'function' ? window.matchMedia(DESKTOP_QUERY) : null;
    const onViewportChange = (event: MediaQueryListEvent) => {
      if (event.matches) setIsMenuOpen(false);
    };

    const navElement = navRef.current;
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    navElement?.addEventListener('focusout', onFocusOut);
    desktop?.addEventListener('change', onViewportChange);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
      navElement?.removeEventListener('focusout', onFocusOut);
      desktop?.removeEventListener('change', onViewportChange);
    };
  }, [isMenuOpen]);

  return (
    <header className={isMenuOpen ? 'pp-header pp-header--menu-open' : 'pp-header'}>
      <nav ref={navRef} className="pp-nav" aria-label={nav.label}>
        <Link to="/" className="pp-nav__logo" aria-label={nav.homeLinkLabel} onClick={closeMenu}>
          <img
            className="pp-nav__logo-mark"
            src={organisation.logo.src}
            width={organisation.logo.width}
            height={organisation.logo.height}
            alt=""
          />
          <span className="pp-nav__logo-text">{organisation.serviceName}</span>
        </Link>

        <button
          ref={buttonRef}
          type="button"
          className="pp-nav__toggle"
          aria-expanded={isMenuOpen}
          aria-controls={menuId}
          onClick={() => setIsMenuOpen((isOpen) => !isOpen)}
        >
          <span className="pp-nav__toggle-icon" aria-hidden="true" />
          {nav.menuButtonLabel}
        </button>

        <div id={menuId} className="pp-nav__menu">
          <ul className="pp-nav__links">
            {nav.items.map((item) => (
              <li key={item.to}>
                <NavItemLink item={item} isActive={item.sectionId === activeSectionId} onChoose={closeMenu} />
              </li>
            ))}
          </ul>
          <div className="pp-nav__actions">
            <Link className="pp-button pp-button--secondary" to={myAccountTo} onClick={closeMenu}>
              {nav.myAccount.label}
            </Link>
            <Link className="pp-button pp-button--primary" to={nav.applyNow.to} onClick={closeMenu}>
              {nav.applyNow.label}
            </Link>
          </div>
        </div>
      </nav>
    </header>
  );
}

interface NavItemLinkProps {
  item: NavItem;
  isActive: boolean;
  onChoose: () => void;
}

/** A page link (current when its path is) or a home-page section link (current while it is on screen). */
function NavItemLink({ item, isActive, onChoose }: NavItemLinkProps) {
  if (item.sectionId) {
    return (
      <Link
        to={item.to}
        className={isActive ? 'pp-nav__link pp-nav__link--active' : 'pp-nav__link'}
        aria-current={isActive ? 'location' : undefined}
        onClick={onChoose}
      >
        {item.label}
      </Link>
    );
  }
  return (
    <NavLink
      to={item.to}
      className={({ isActive: isCurrentPage }) => (isCurrentPage ? 'pp-nav__link pp-nav__link--active' : 'pp-nav__link')}
      onClick={onChoose}
    >
      {item.label}
    </NavLink>
  );
}
