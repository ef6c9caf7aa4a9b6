import { QueryClientProvider } from '@tanstack/react-query';
import { Link, NavLink, Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { ADMIN_CONTENT } from '@payee/content/admin';
import type { StaffRole } from '@payee/contract';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/skip-link';
import { Toasts } from '@/components/ui/toasts';
import { adminQueryClient } from './admin-query-client';
import { ADMIN_HOME_PATH, ADMIN_NAV, ADMIN_SIGN_IN_PATH } from '@/lib/back-office/admin-paths';
import { IdleWarning } from './session/idle-warning';
import { signOutStaff } from './session/sign-out';
import { useStaffSession } from '@/lib/back-office/use-staff-session';
import { ForbiddenPage } from './pages/forbidden-page';
// Before any page under this layout parses with a contract schema.
import '@/lib/zod-csp';
import '@/components/ui/button.css';
import './admin.css';

const copy = ADMIN_CONTENT.frame;

/**
 * The back office's layout (issue 12): its own frame, query cache and toasts, apart from the public site and
 * the clients' pages (the route table is loaded only under /admin: router.tsx). Signed in, the header names
 * the member of staff, offers the pages of their roles and signing out, and the idle warning watches the session.
 */
export function AdminLayout() {
  return (
    <QueryClientProvider client={adminQueryClient}>
      <AdminFrame />
      <Toasts />
    </QueryClientProvider>
  );
}

function AdminFrame() {
  const session = useStaffSession();
  const navigate = useNavigate();
  const signOut = () => void signOutStaff('signed-out').then(() => navigate(ADMIN_SIGN_IN_PATH, { replace: true }));
  const pages = ADMIN_NAV.filter((page) => session?.roles.includes(page.role));
  return (
    <div className="admin">
      <SkipLink className="skip-link">Skip to main content</SkipLink>
      <header className="admin-header">
        <div className="admin-header__bar">
          <Link to={ADMIN_HOME_PATH} className="admin-header__name">
            {ADMIN_CONTENT.serviceName}
          </Link>
          {session && (
            <div className="admin-header__who">
              <span>{copy.signedInAs(session.name)}</span>
              <button type="button" className="button button--secondary admin-header__sign-out" onClick={signOut}>
                {copy.signOut}
              </button>
            </div>
          )}
        </div>
        {session && pages.length > 0 && (
          <nav aria-label={copy.navLabel} className="admin-nav">
            <ul>
              <li>
                <NavLink to={ADMIN_HOME_PATH} end>
                  {ADMIN_CONTENT.home.pageTitle}
                </NavLink>
              </li>
              {pages.map((page) => (
                <li key={page.to}>
                  <NavLink to={page.to} end={page.end}>
                    {page.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="admin-main">
        <Outlet />
      </main>
      {session && <IdleWarning />}
    </div>
  );
}

/** The pages behind sign-in: nobody signed in goes to the staff sign-in page, which brings them back after. */
export function RequireStaff() {
  const session = useStaffSession();
  const location = useLocation();
  if (!session) return <Navigate to={ADMIN_SIGN_IN_PATH} replace state={{ from: `${location.pathname}${location.search}` }} />;
  return <Outlet />;
}

/** A page of one role: anyone signed in without it is told so (the API refuses them anyway). */
export function RequireRole({ needs }: { needs: StaffRole }) {
  const session = useStaffSession();
  if (!session?.roles.includes(needs)) return <ForbiddenPage role={needs} />;
  return <Outlet />;
}
