import { useEffect } from 'react';
import { Link, useBlocker, useNavigate } from 'react-router';
import { ONBOARDING_CONTENT } from '@payee/content/onboarding';
import { usePageTitle } from '@/lib/page-title';

const copy = ONBOARDING_CONTENT.success;

/**
 * `/client/onboarding/success` (spec 001 section 2.1): the wizard has been sent in and the session has ended.
 * The browser's Back returns to `/` rather than to the wizard, whose session is gone: a Back (or Forward) is
 * held, and the home page takes this page's place in the history.
 */
export function OnboardingSuccessPage() {
  const navigate = useNavigate();
  usePageTitle(copy.pageTitle);
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
