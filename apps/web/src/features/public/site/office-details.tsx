import type { ContactLabels, Office } from '@payee/content';
import { telHref } from '@/lib/tel-href';
import './office-details.css';

/** Props of OfficeDetails. */
export interface OfficeDetailsProps {
  office: Office;
  labels: ContactLabels;
  /** "light" on white or tinted backgrounds, "dark" in the footer. */
  tone?: 'light' | 'dark';
}

/** The office's postal address, e-mail, phone and fax, as a labelled list inside <address>. */
export function OfficeDetails({ office, labels, tone = 'light' }: OfficeDetailsProps) {
  const { address } = office;
  return (
    <address className={`pp-office pp-office--${tone}`}>
      <dl className="pp-office__list">
        <div className="pp-office__row">
          <dt>{labels.address}</dt>
          <dd>
            {address.line1}
            <br />
            {address.city}, {address.stateCode} {address.zip}
          </dd>
        </div>
        <div className="pp-office__row">
          <dt>{labels.email}</dt>
          <dd>
            <a href={`mailto:${office.email}`}>{office.email}</a>
          </dd>
        </div>
        <div className="pp-office__row">
          <dt>{labels.phone}</dt>
          <dd>
            <a href={telHref(office.phone)}>{office.phone}</a>
          </dd>
        </div>
        <div className="pp-office__row">
          <dt>{labels.fax}</dt>
          <dd>{office.fax}</dd>
        </div>
      </dl>
    </address>
  );
}
