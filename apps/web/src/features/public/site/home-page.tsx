import { Link } from 'react-router';
import { SITE } from '@payee/content';
import { useActiveSectionObserver } from './active-section';
import { FaqAccordion } from './faq-accordion';
import { KeyBenefits } from './key-benefits';
import { OfficeDetails } from './office-details';
import { useMyAccountTarget } from './use-my-account-target';
import { usePageTitle } from '@/lib/page-title';
import './public-theme.css';
import './home-page.css';

/**
 * The home page: banner with Apply and My Account, How It Works, Key Benefits,
 * Services (`#services`), the Michigan presence (`#service-areas`) and the FAQ. One h1, in the banner.
 */
export function HomePage() {
  const { home, office, contactLabels } = SITE;
  const { hero, howItWorks, services, serviceAreas } = home;
  usePageTitle(home.pageTitle);
  useActiveSectionObserver([services.sectionId, serviceAreas.sectionId]);
  const secondaryTo = useMyAccountTarget(hero.secondaryAction?.to ?? '');

  return (
    <div className="pp-home">
      <section className="pp-hero" aria-labelledby="home-hero-heading">
        <div className="pp-container pp-hero__inner">
          <div className="pp-hero__text">
            <p className="pp-hero__eyebrow">{hero.eyebrow}</p>
            <h1 id="home-hero-heading" className="pp-hero__heading">
              {hero.heading}
            </h1>
            <p className="pp-hero__lead">{hero.lead}</p>
            <div className="pp-hero__actions">
              <Link className="pp-button pp-button--primary pp-button--large" to={hero.primaryAction.to}>
                {hero.primaryAction.label}
              </Link>
              {hero.secondaryAction && (
                <Link className="pp-button pp-button--secondary pp-button--large" to={secondaryTo}>
                  {hero.secondaryAction.label}
                </Link>
              )}
            </div>
            {hero.note && <p className="pp-hero__note">{hero.note}</p>}
          </div>
          <img
            className="pp-hero__image"
            src={hero.image.src}
            width={hero.image.width}
            height={hero.image.height}
            alt={hero.image.alt}
            fetchPriority="high"
          />
        </div>
      </section>

      <section className="pp-section pp-steps" aria-labelledby="home-steps-heading">
        <div className="pp-container">
          <h2 id="home-steps-heading" className="pp-section__heading">
            {howItWorks.heading}
          </h2>
          <p className="pp-section__lead">{howItWorks.lead}</p>
          <ol className="pp-steps__list">
            {howItWorks.steps.map((step, index) => (
              <li key={step.title} className="pp-steps__item">
                <img src={step.icon.src} width={step.icon.width} height={step.icon.height} alt={step.icon.alt} loading="lazy" />
                <p className="pp-steps__number" aria-hidden="true">
                  {index + 1}
                </p>
                <h3 className="pp-steps__title">{step.title}</h3>
                <p className="pp-steps__text">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <KeyBenefits content={home.keyBenefits} />

      <section id={services.sectionId} className="pp-section pp-services" aria-labelledby="home-services-heading" tabIndex={-1}>
        <div className="pp-container">
          <h2 id="home-services-heading" className="pp-section__heading">
            {services.heading}
          </h2>
          <p className="pp-section__lead">{services.lead}</p>
          <div className="pp-services__layout">
            <div className="pp-services__program">
              <h3 className="pp-services__program-name">{services.program.name}</h3>
              <p>{services.program.text}</p>
              <Link className="pp-button pp-button--primary" to={services.program.action.to}>
                {services.program.action.label}
              </Link>
            </div>
            <div>
              <h3 className="pp-services__items-heading">{services.itemsHeading}</h3>
              <ul className="pp-services__items">
                {services.items.map((item) => (
                  <li key={item.title} className="pp-services__item">
                    <span className="pp-services__item-title">{item.title}</span>
                    <span>{item.text}</span>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>
      </section>

      <section id={serviceAreas.sectionId} className="pp-section pp-areas" aria-labelledby="home-areas-heading" tabIndex={-1}>
        <div className="pp-container pp-areas__inner">
          <img
            className="pp-areas__map"
            src={serviceAreas.map.src}
            width={serviceAreas.map.width}
            height={serviceAreas.map.height}
            alt={serviceAreas.map.alt}
            loading="lazy"
          />
          <div>
            <h2 id="home-areas-heading" className="pp-section__heading">
              {serviceAreas.heading}
            </h2>
            <p className="pp-section__lead">{serviceAreas.lead}</p>
            <div className="pp-areas__card">
              <h3 className="pp-areas__office-name">{office.name}</h3>
              <OfficeDetails office={office} labels={contactLabels} />
              <p className="pp-areas__note">{serviceAreas.note}</p>
            </div>
          </div>
        </div>
      </section>

      <FaqAccordion content={home.faq} />
    </div>
  );
}
