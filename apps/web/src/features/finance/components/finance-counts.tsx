import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ADMIN_FINANCE_CONTENT } from '@payee/content/admin-finance';
import { QueryWaiting } from '@/components/back-office/query-waiting';
import { overviewQuery } from '../api/get-overview';
import { reconciliationMonthsQuery } from '../api/get-reconciliation';
import { PAYMENTS_PATH, RECONCILIATION_PATH, paymentsPath, reconciliationPath } from '@/lib/back-office/finance-paths';

const copy = ADMIN_FINANCE_CONTENT.counts;

/**
 * A finance member's counts on the home page, each linked to its list, as the caseworker's are: payments waiting
 * for approval, payments due in the next 14 days, and bank statement lines not matched yet (in open months).
 */
export function FinanceCounts() {
  const overview = useQuery(overviewQuery());
  const months = useQuery(reconciliationMonthsQuery());
  if (!overview.data || !months.data) return <QueryWaiting error={overview.error ?? months.error} />;
  const open = months.data.filter((month) => month.status === 'open' && month.unmatched_lines > 0);
  const unmatched = open.reduce((sum, month) => sum + month.unmatched_lines, 0);
  const counts = [
    { key: 'drafts', number: overview.data.drafts_to_approve, label: copy.drafts_to_approve, to: paymentsPath('draft') },
    { key: 'due', number: overview.data.due_in_next_14_days, label: copy.due_in_next_14_days, to: PAYMENTS_PATH },
    {
      key: 'unmatched',
      number: unmatched,
      label: copy.unmatched_lines,
      // Straight to the month when one month holds them all.
      to: open.length === 1 ? reconciliationPath(open[0]!.month) : RECONCILIATION_PATH,
    },
  ];
  return (
    <ul className="admin-counts">
      {counts.map((count) => (
        <li key={count.key} className="admin-count">
          <span className="admin-count__number">{count.number}</span>
          <Link to={count.to}>{count.label}</Link>
        </li>
      ))}
    </ul>
  );
}
