import { Link } from 'react-router';
import { ADMIN_CONTENT } from '@payee/content/admin';
import { ADMIN_CASELOAD_CONTENT } from '@payee/content/admin-caseload';
import { ADMIN_FINANCE_CONTENT } from '@payee/content/admin-finance';
import { AWAITING_DECISION_STATUS_IDS, type TCaseworkSummary } from '@payee/contract';
import { usePageTitle } from '@/lib/page-title';
import {
  ADMIN_APPLICATIONS_PATH,
  ADMIN_MY_CLIENTS_PATH,
  ADMIN_NAV,
  adminEnquiriesPath,
  adminOnboardingQueuePath,
} from '@/lib/back-office/admin-paths';
import { QueryWaiting } from '@/components/back-office/query-waiting';
import { FinanceCounts } from '@/features/finance/components/finance-counts';
import { useCaseworkSummary } from '../api/get-casework-summary';
import { AlertsSection } from '../components/alerts-section';
import { MyTasksSection } from '../components/my-tasks';
import { useStaffSession } from '@/lib/back-office/use-staff-session';

const copy = ADMIN_CONTENT.home;

/** Where each count's queue is, for the counts whose screen exists. */
const COUNT_LINKS: Partial<Record<keyof TCaseworkSummary, string>> = {
  applications_awaiting_decision: `${ADMIN_APPLICATIONS_PATH}?status=${AWAITING_DECISION_STATUS_IDS.join(',')}`,
  onboarding_submissions_awaiting_review: adminOnboardingQueuePath('inProgress'),
  onboarding_invitations_not_sent: adminOnboardingQueuePath('approved'),
  enquiries_unanswered: adminEnquiriesPath('new'),
};

/** A caseworker's counts of what needs action (GET /admin/summary), each linked to its queue. */
function CaseworkCounts() {
  const { data, error } = useCaseworkSummary();
  if (!data) return <QueryWaiting error={error} />;
  const keys = Object.keys(ADMIN_CONTENT.casework.counts) as (keyof TCaseworkSummary)[];
  return (
    <ul className="admin-counts">
      {keys.map((key) => {
        const label = ADMIN_CONTENT.casework.counts[key];
        const link = COUNT_LINKS[key];
        return (
          <li key={key} className="admin-count">
            <span className="admin-count__number">{data[key]}</span>
            {link ? <Link to={link}>{label}</Link> : label}
          </li>
        );
      })}
    </ul>
  );
}

/** `/admin`: what needs action (caseworkers, finance), the signed-in member's roles and the pages they open. */
export function AdminHomePage() {
  usePageTitle(copy.pageTitle);
  const session = useStaffSession();
  if (!session) return null;
  const pages = ADMIN_NAV.filter((page) => session.roles.includes(page.role));
  return (
    <>
      <h1>{copy.heading(session.name)}</h1>
      <p>{copy.intro}</p>
      {session.roles.includes('caseworker') && <MyTasksSection />}
      {session.roles.length > 0 && <AlertsSection roles={session.roles} />}
      {session.roles.includes('caseworker') && (
        <section aria-labelledby="casework-counts">
          <h2 id="casework-counts">{ADMIN_CONTENT.casework.heading}</h2>
          <p>
            <Link to={ADMIN_MY_CLIENTS_PATH}>{ADMIN_CASELOAD_CONTENT.myClients.homeLink}</Link>
          </p>
          <CaseworkCounts />
        </section>
      )}
      {session.roles.includes('finance') && (
        <section aria-labelledby="finance-counts">
          <h2 id="finance-counts">{ADMIN_FINANCE_CONTENT.counts.heading}</h2>
          <FinanceCounts />
        </section>
      )}
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
