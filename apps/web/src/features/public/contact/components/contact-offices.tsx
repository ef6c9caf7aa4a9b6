import { SITE } from '@payee/content';
import { useOffices } from '../api/get-offices';
import { OfficeCard } from './office-card';
import './contact-offices.css';

const HEADING_ID = 'contact-offices-heading';

/**
 * "We're Here for You!": one card per office from the API, a quiet loading line, and a way to retry.
 * Prerendered with the loading line; the request starts once the page is in the browser.
 */
export function ContactOffices() {
  const copy = SITE.contact.offices;
  const offices = useOffices();
  const isLoading = offices.offices === null && !offices.isError;

  return (
    <section className="pp-section pp-contact-offices" aria-labelledby={HEADING_ID}>
      <div className="pp-container">
        <h2 id={HEADING_ID} className="pp-section__heading">
          {copy.heading}
        </h2>
        <p className="pp-section__lead">{copy.lead}</p>
        {/* One live region for both outcomes, so the change from loading to error is announced. */}
        <div role="status" className="pp-contact-offices__status">
          {isLoading && <p className="pp-contact-offices__loading">{copy.loading}</p>}
          {offices.isError && <p className="pp-contact-offices__error">{copy.error}</p>}
        </div>
        {offices.isError && (
          <button
            type="button"
            className="pp-button pp-button--secondary"
            onClick={offices.refetch}
            disabled={offices.isFetching}
            aria-busy={offices.isFetching || undefined}
          >
            {copy.retry}
          </button>
        )}
        {offices.offices && !offices.isError && (
          <ul className="pp-contact-offices__list">
            {offices.offices.map((office) => (
              <li key={office.id}>
                <OfficeCard office={office} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
