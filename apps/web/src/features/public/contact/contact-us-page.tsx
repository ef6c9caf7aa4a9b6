import { SITE } from '@payee/content';
import { usePageTitle } from '@/lib/page-title';
import { ContactOffices } from './components/contact-offices';
import { EnquiryFormLoader } from './components/enquiry-form-loader';
import '../site/public-theme.css';
import './contact-us-page.css';

const HEADING_ID = 'contact-heading';

/**
 * Contact Us: the heading, the map of the state served with its note, the enquiry
 * form, and the office block. Prerendered: nothing here reads window or document while rendering. The
 * page's own code is light (no form, HTTP or validation library): the form is loaded after hydration
 * (EnquiryFormLoader) and the office block fetches its card itself.
 */
export function ContactUsPage() {
  const { contact } = SITE;
  const { map, note } = contact.serviceArea;
  usePageTitle(contact.pageTitle);

  return (
    <div className="pp-contact">
      <section className="pp-contact-hero" aria-labelledby={HEADING_ID}>
        <div className="pp-container pp-contact-hero__inner">
          <div className="pp-contact-hero__text">
            <h1 id={HEADING_ID} className="pp-contact-hero__heading">
              {contact.hero.heading}
            </h1>
            <p className="pp-contact-hero__lead">{contact.hero.lead}</p>
            <p className="pp-contact-hero__note">{note}</p>
          </div>
          <img className="pp-contact-hero__map" src={map.src} width={map.width} height={map.height} alt={map.alt} />
        </div>
      </section>

      <div className="pp-section pp-contact-form">
        <div className="pp-container pp-contact-form__inner">
          <EnquiryFormLoader />
        </div>
      </div>

      <ContactOffices />
    </div>
  );
}
