import { Link } from 'react-router';
import { ADMIN_CONTENT } from '@payee/content/admin';
import { usePageTitle } from '@/lib/page-title';
import { ADMIN_NAV } from '../admin-paths';
import { useStaffSession } from '../session/use-staff-session';

const copy = ADMIN_CONTENT.home;

/** `/admin`: the signed-in member's roles and the pages they open. */
export function AdminHomePage() {
  usePageTitle(copy.pageTitle);
  const session = useStaffSession();
  if (!session) return null;
  const pages = ADMIN_NAV.filter((page) => session.roles.includes(page.role));
  return (
    <>
      <h1>{copy.heading(session.name)}</h1>
      <p>{copy.intro}</p>
      <h2>{copy.yourRoles}</h2>
      <ul className="admin-roles">
        {session.roles.map((role) => (
          <li key={role}>
            <strong>{ADMIN_CONTENT.roles[role]}</strong>: {ADMIN_CONTENT.roleHints[role]}
          </li>
        ))}
      </ul>
      {pages.length === 0 ? (
        <p>{copy.noRoles}</p>
      ) : (
        <ul className="admin-tiles">
          {pages.map((page) => (
            <li key={page.to} className="admin-tile">
              <Link to={page.to}>{page.label}</Link>
              <p>{page.hint}</p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
