import { Link, Outlet } from 'react-router';
import { SITE } from '@payee/content';
import { useSession } from '@/lib/session';
import { StatusScreen } from './components/status-screen';
import { heldStatusOf } from './sign-in-routing';
import './auth.css';

/**
 * The frame of the sign-in and credential pages (spec 000 section 2): a simple logo header linking home and
 * `<main>`. The user it holds is the signed-in session user: when that user is an onboarding applicant whose
 * application is in progress, rejected or approved, the full-page status screen replaces the page.
 */
export function AuthLayout() {
  const { user } = useSession();
  const status = heldStatusOf(user);
  const { organisation } = SITE;
  return (
    <div className="auth">
      <header className="auth__header">
        <Link to="/" className="auth__logo" aria-label={SITE.auth.logoHomeLabel}>
          <img src={organisation.logo.src} width={organisation.logo.width} height={organisation.logo.height} alt="" />
          <span>{organisation.serviceName}</span>
        </Link>
      </header>
      <main id="main-content" className="auth__main">
        {status && user ? <StatusScreen status={status} user={user} /> : <Outlet />}
      </main>
    </div>
  );
}
