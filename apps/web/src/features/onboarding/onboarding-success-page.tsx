import { useEffect } from 'react';
import { Link, useBlocker, useLocation, useNavigate } from 'react-router';
import { ONBOARDING_CONTENT } from '@payee/content/onboarding';
import { usePageTitle } from '@/lib/page-title';
import { useSession } from '@/lib/session';
import { isSubmittedState } from './onboarding-paths';

const copy = ONBOARDING_CONTENT.success;

/**
 * `/client/onboarding/success`: the wizard has been sent in and the server has ended the
 * session; arriving from Submit, the page ends it in the browser too (cookie, user, cached data). Ending it
 * here rather than in the wizard keeps the wizard's "signed out: sign in" redirect from racing this page. The browser's Back returns to `/` rather than to the wizard, whose session is gone: a Back (or Forward) is
 * held, and the home page takes this page's place in the history.
 */
export function OnboardingSuccessPage() {
  const navigate = useNavigate();
  const { state } = useLocation();
  const { isSignedIn, logout } = useSession();
  usePageTitle(copy.pageTitle);
  const hasJustSubmitted = isSubmittedState(state);

  useEffect(() => {
    if (hasJustSubmitted && isSignedIn) logout();
  }, [hasJustSubmitted, isSignedIn, logout]);
  const blocker = useBlocker(({ historyAction }) => historyAction === 'POP');

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    blocker.reset();
    void navigate('/', { replace: true });
  }, [blocker, navigate]);

  return (
    <section className="access-card onboarding-success" aria-labelledby="onboarding-success-heading">
      <h1 id="onboarding-success-heading">{copy.heading}</h1>
      {copy.lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <div className="access-actions">
        <Link to="/" replace className="button">
          {copy.home}
        </Link>
      </div>
    </section>
  );
}
