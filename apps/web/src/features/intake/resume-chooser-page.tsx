import { Link, useParams } from 'react-router';
import { INTAKE_CONTENT } from '@payee/content/intake';
import { ApplicationCodeGreeting } from '@/components/client-access/application-code-greeting';
import { usePageTitle } from '@/lib/page-title';
import { INTAKE_PATHS } from './intake-paths';

/**
 * `/client/intake/resume-verification[/:code]`: the two ways to prove who
 * is resuming, the application code kept in the path; with a code the applicant is greeted by first name.
 */
export function ResumeChooserPage() {
  const copy = INTAKE_CONTENT.resumeChooser;
  const { code } = useParams();
  usePageTitle(copy.pageTitle);
  const base = INTAKE_PATHS.resumeVerification(code);

  return (
    <div className="access-card">
      <ApplicationCodeGreeting applicationCode={code} greeting={copy.greeting} withoutCodeTo={INTAKE_PATHS.resumeVerification()} />
      <h1>{copy.heading}</h1>
      <p>{copy.lead}</p>
      <ul className="access-choices">
        <li>
          <Link className="access-choice" to={`${base}/username`} aria-describedby="resume-username-hint">
            {copy.byUsername}
          </Link>
          <p id="resume-username-hint" className="field__hint">
            {copy.byUsernameHint}
          </p>
        </li>
        <li>
          <Link className="access-choice" to={`${base}/ssn`} aria-describedby="resume-ssn-hint">
            {copy.bySsn}
          </Link>
          <p id="resume-ssn-hint" className="field__hint">
            {copy.bySsnHint}
          </p>
        </li>
      </ul>
      <p className="intake-resume-note">
        {copy.startNewText} <Link to={INTAKE_PATHS.stateSelection}>{copy.startNewLink}</Link>
      </p>
    </div>
  );
}
