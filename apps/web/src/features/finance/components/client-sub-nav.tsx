import { Link } from 'react-router';
import { ADMIN_FINANCE_CONTENT } from '@payee/content/admin-finance';
import { financeBudgetPath, financeClientPath, financeSsa623Path } from '@/lib/back-office/finance-paths';

const copy = ADMIN_FINANCE_CONTENT.clientPages;
type ClientPage = 'ledger' | 'budget' | 'ssa623';

/** The sub-navigation between a client's money pages (MOJ's sub-navigation): the current one marked. */
export function ClientSubNav({ clientId, current }: { clientId: number; current: ClientPage }) {
  const pages: { page: ClientPage; to: string; label: string }[] = [
    { page: 'ledger', to: financeClientPath(clientId), label: copy.ledger },
    { page: 'budget', to: financeBudgetPath(clientId), label: copy.budget },
    { page: 'ssa623', to: financeSsa623Path(clientId), label: copy.ssa623 },
  ];
  return (
    <nav aria-label={copy.label} className="admin-subnav">
      <ul>
        {pages.map(({ page, to, label }) => (
          <li key={page}>
            <Link to={to} aria-current={page === current ? 'page' : undefined}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
