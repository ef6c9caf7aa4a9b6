import { useId } from 'react';
import { Link } from 'react-router';
import { SITE } from '@payee/content';
import { OfficeDetails } from './office-details';
import './public-theme.css';
import './public-footer.css';

/**
 * The footer of every public page: logo, tagline, the "Community resources" link,
 * the Michigan office, the copyright line and the legal labels; content at most 1440px wide.
 */
export function PublicFooter() {
  const { footer, nav, organisation, office, contactLabels, tagline } = SITE;
  const linksHeadingId = useId();
  const officeHeadingId = useId();

  return (
    <footer className="pp-footer">
      <div className="pp-footer__inner pp-footer__columns">
        <div className="pp-footer__brand">
          <Link to="/" className="pp-footer__logo" aria-label={nav.homeLinkLabel}>
            <img src={organisation.logo.src} width={organisation.logo.width} height={organisation.logo.height} alt="" />
            <span>{organisation.serviceName}</span>
          </Link>
          <p className="pp-footer__tagline">{tagline}</p>
        </div>

        <nav className="pp-footer__links" aria-labelledby={linksHeadingId}>
          <h2 id={linksHeadingId} className="pp-footer__heading">
            {footer.linksHeading}
          </h2>
          <ul>
            <li>
              <a href={footer.communityResources.href} target="_blank" rel="noopener noreferrer">
                {footer.communityResources.label} <span className="visually-hidden">{footer.newTabNote}</span>
              </a>
            </li>
          </ul>
        </nav>

        <section className="pp-footer__office" aria-labelledby={officeHeadingId}>
          <h2 id={officeHeadingId} className="pp-footer__heading">
            {footer.officeHeading}
          </h2>
          <OfficeDetails office={office} labels={contactLabels} tone="dark" />
        </section>
      </div>

      <div className="pp-footer__bottom">
        <div className="pp-footer__inner pp-footer__legal-row">
          <p className="pp-footer__copyright">{footer.copyright}</p>
          <ul className="pp-footer__legal">
            {footer.legal.map((item) => (
              <li key={item.label}>{item.href ? <a href={item.href}>{item.label}</a> : item.label}</li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
