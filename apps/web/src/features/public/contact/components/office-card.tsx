import type { TOffice } from '@payee/contract';
import { SITE } from '@payee/content';
import { telHref } from '@/lib/tel-href';
import '../../site/office-details.css';

/** Props of OfficeCard. */
export interface OfficeCardProps {
  office: TOffice;
  /** Level of the card's heading under the section's h2. */
  headingLevel?: 3 | 4;
}

/**
 * One office from `GET /website/offices`: picture, postal address, e-mail (mailto), phone (tel) and fax.
 * Laid out like the site's OfficeDetails, whose data comes from the content module instead; the API
 * sends the address as one string, its lines separated by newlines.
 */
export function OfficeCard({ office, headingLevel = 3 }: OfficeCardProps) {
  const { contactLabels } = SITE;
  const copy = SITE.contact.offices;
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="pp-office-card" aria-labelledby={`office-${office.id}-heading`}>
      {office.image && (
        <img
          className="pp-office-card__image"
          src={office.image}
          width={copy.officeImageSize.width}
          height={copy.officeImageSize.height}
          alt={copy.officeImageAlt(office.state)}
          loading="lazy"
        />
      )}
      <div className="pp-office-card__body">
        <Heading id={`office-${office.id}-heading`} className="pp-office-card__name">
          {copy.officeName(office.state)}
        </Heading>
        <address className="pp-office pp-office--light">
          <dl className="pp-office__list">
            <div className="pp-office__row">
              <dt>{contactLabels.address}</dt>
              <dd className="pp-office-card__address">{office.address}</dd>
            </div>
            <div className="pp-office__row">
              <dt>{contactLabels.email}</dt>
              <dd>
                <a href={`mailto:${office.email}`}>{office.email}</a>
              </dd>
            </div>
            <div className="pp-office__row">
              <dt>{contactLabels.phone}</dt>
              <dd>
                <a href={telHref(office.phone)}>{office.phone}</a>
              </dd>
            </div>
            <div className="pp-office__row">
              <dt>{contactLabels.fax}</dt>
              <dd>{office.fax}</dd>
            </div>
          </dl>
        </address>
      </div>
    </article>
  );
}
