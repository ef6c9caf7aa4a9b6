import { Link, Navigate, Outlet } from 'react-router';
import { SITE } from '@payee/content';
import { useSession } from '@/lib/session';
import './account.css';

/**
 * The signed-in area: only a `client` may be here (spec 000 section 6); anyone else, or nobody, goes to the
 * login page. Rendering <Navigate> instead of the page the moment the session ends also unmounts the page's
 * queries, so nothing is asked of the API without a token after logout.
 */
export function AccountLayout() {
  const { user } = useSession();
  if (!user || user.process_type !== 'client') return <Navigate to="/auth/login" replace />;
  const { organisation } = SITE;
  return (
    <div className="account">
      <header className="account__header">
        <Link to="/" className="account__logo" aria-label={SITE.auth.logoHomeLabel}>
          <img src={organisation.logo.src} width={organisation.logo.width} height={organisation.logo.height} alt="" />
          <span>{organisation.serviceName}</span>
        </Link>
      </header>
      <main id="main-content" className="account__main">
        <Outlet />
      </main>
    </div>
  );
}
