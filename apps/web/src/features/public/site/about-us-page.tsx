import { Link } from 'react-router';
import { SITE } from '@payee/content';
import { usePageTitle } from '@/lib/page-title';
import './public-theme.css';
import './about-us-page.css';

/**
 * About Us: hero naming the service, intro, the parent nonprofit and the payee
 * services with an image, Our Values, and the closing Apply Now banner. One h1, in the hero.
 */
export function AboutUsPage() {
  const { about } = SITE;
  usePageTitle(about.pageTitle);

  return (
    <div className="pp-about">
      <section className="pp-about-hero" aria-labelledby="about-hero-heading">
        <div className="pp-container">
          <h1 id="about-hero-heading" className="pp-about-hero__heading">
            {about.hero.heading}
          </h1>
          <p className="pp-about-hero__intro">{about.hero.intro}</p>
        </div>
      </section>

      <section className="pp-section" aria-labelledby="about-mission-heading">
        <div className="pp-container pp-about-mission">
          <div>
            <h2 id="about-mission-heading" className="pp-section__heading">
              {about.mission.heading}
            </h2>
            {about.mission.paragraphs.map((paragraph) => (
              <p key={paragraph} className="pp-about-mission__text">
                {paragraph}
              </p>
            ))}
          </div>
          <img
            className="pp-about-mission__image"
            src={about.mission.image.src}
            width={about.mission.image.width}
            height={about.mission.image.height}
            alt={about.mission.image.alt}
          />
        </div>
      </section>

      <section className="pp-section pp-about-values" aria-labelledby="about-values-heading">
        <div className="pp-container">
          <h2 id="about-values-heading" className="pp-section__heading">
            {about.values.heading}
          </h2>
          <p className="pp-section__lead">{about.values.lead}</p>
          <ul className="pp-about-values__list">
            {about.values.items.map((value) => (
              <li key={value.title} className="pp-about-values__card">
                <h3 className="pp-about-values__title">{value.title}</h3>
                <blockquote className="pp-about-values__quote">
                  <p>“{value.quote}”</p>
                </blockquote>
                <p className="pp-about-values__text">{value.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="pp-about-banner" aria-labelledby="about-closing-heading">
        <div className="pp-container pp-about-banner__inner">
          <h2 id="about-closing-heading" className="pp-about-banner__heading">
            {about.closing.heading}
          </h2>
          <p className="pp-about-banner__text">{about.closing.text}</p>
          <Link className="pp-button pp-button--primary pp-button--large" to={about.closing.action.to}>
            {about.closing.action.label}
          </Link>
        </div>
      </section>
    </div>
  );
}
