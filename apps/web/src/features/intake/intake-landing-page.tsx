import { Link } from 'react-router';
import { INTAKE_CONTENT } from '@payee/content/intake';
import { usePageTitle } from '@/lib/page-title';
import { INTAKE_PATHS } from './intake-paths';

/**
 * `/client/intake`: two big choices, start a new application or resume one, and the
 * way to sign in for someone who has already sent theirs. The form's entry rules send people here when a
 * new application has neither a state nor a program.
 */
export function IntakeLandingPage() {
  const copy = INTAKE_CONTENT.landing;
  usePageTitle(copy.pageTitle);
  return (
    <div className="intake-page">
      <h1>{copy.heading}</h1>
      <p className="intake-lead">{copy.lead}</p>
      <ul className="intake-choices" aria-label={copy.choicesLabel}>
        <li>
          <Link
            className="intake-choice"
            to={INTAKE_PATHS.stateSelection}
            aria-labelledby="intake-start-label"
            aria-describedby="intake-start-hint"
          >
            <span id="intake-start-label" className="intake-choice__label">
              {copy.startNew.label}
            </span>
            <span id="intake-start-hint" className="intake-choice__hint">
              {copy.startNew.hint}
            </span>
          </Link>
        </li>
        <li>
          <Link
            className="intake-choice"
            to={INTAKE_PATHS.resumeVerification()}
            aria-labelledby="intake-resume-label"
            aria-describedby="intake-resume-hint"
          >
            <span id="intake-resume-label" className="intake-choice__label">
              {copy.resume.label}
            </span>
            <span id="intake-resume-hint" className="intake-choice__hint">
              {copy.resume.hint}
            </span>
          </Link>
        </li>
      </ul>
      <section className="intake-aside" aria-labelledby="intake-applied-heading">
        <h2 id="intake-applied-heading">{copy.alreadyApplied.heading}</h2>
        <p>
          {copy.alreadyApplied.text} <Link to="/auth/login">{copy.alreadyApplied.link}</Link>
        </p>
      </section>
    </div>
  );
}
