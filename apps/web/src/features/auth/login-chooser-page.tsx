import { Link, useParams } from 'react-router';
import { AUTH_CONTENT } from '@payee/content/client-area';
import { usePageTitle } from '@/lib/page-title';
import { ApplicationCodeGreeting } from '@/components/client-access/application-code-greeting';

/** The base of the sign-in paths, keeping the application code when there is one. */
export const loginBase = (id: string | undefined) => (id ? `/auth/login/${encodeURIComponent(id)}` : '/auth/login');

/**
 * `/auth/login` and `/auth/login/:id`: the two ways to sign in, the id kept; with an
 * id the client is greeted by first name, without one "Haven't Applied Yet?" offers Apply Now.
 */
export function LoginChooserPage() {
  const copy = AUTH_CONTENT.chooser;
  const { id } = useParams();
  usePageTitle(copy.pageTitle);
  const base = loginBase(id);

  return (
    <div className="access-card">
      <ApplicationCodeGreeting applicationCode={id} greeting={copy.greeting} withoutCodeTo={loginBase(undefined)} />
      <h1>{copy.heading}</h1>
      <p>{copy.lead}</p>
      <ul className="access-choices">
        {[
          { method: 'user', label: copy.byUsername, hint: copy.byUsernameHint },
          { method: 'ssn', label: copy.bySsn, hint: copy.bySsnHint },
        ].map(({ method, label, hint }) => (
          <li key={method}>
            <Link className="access-choice" to={`${base}/${method}`} aria-describedby={`choice-${method}-hint`}>
              {label}
            </Link>
            <p id={`choice-${method}-hint`} className="field__hint">
              {hint}
            </p>
          </li>
        ))}
      </ul>
      {!id && (
        <section className="access-apply" aria-labelledby="not-applied-heading">
          <h2 id="not-applied-heading">{copy.notApplied}</h2>
          <p>{copy.notAppliedText}</p>
          <Link className="button button--secondary" to="/client/intake">
            {copy.applyNow}
          </Link>
        </section>
      )}
    </div>
  );
}
