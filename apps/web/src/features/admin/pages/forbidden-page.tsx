import { Link } from 'react-router';
import { ADMIN_CONTENT } from '@payee/content/admin';
import type { StaffRole } from '@payee/contract';
import { usePageTitle } from '@/lib/page-title';
import { ADMIN_HOME_PATH } from '@/lib/back-office/admin-paths';

const copy = ADMIN_CONTENT.forbidden;

/** A page the signed-in member's roles do not open. */
export function ForbiddenPage({ role }: { role: StaffRole }) {
  usePageTitle(copy.pageTitle);
  return (
    <>
      <h1>{copy.heading}</h1>
      <p>{copy.body(ADMIN_CONTENT.roles[role])}</p>
      <p>
        <Link to={ADMIN_HOME_PATH}>{copy.back}</Link>
      </p>
    </>
  );
}
