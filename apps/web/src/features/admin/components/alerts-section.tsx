import { Link } from 'react-router';
import { ADMIN_CONTENT } from '@payee/content/admin';
import { ADMIN_CASE_NOTES_CONTENT as NOTE_WORDS } from '@payee/content/admin-case-notes';
import { formatDisplayDate, formatMoney, monthLabel, type StaffRole, type TAlert } from '@payee/contract';
import { QueryWaiting } from '@/components/back-office/query-waiting';
import { adminClientNoteAbout, adminClientPath } from '@/lib/back-office/admin-paths';
import { financeClientPath, reconciliationPath } from '@/lib/back-office/finance-paths';
import { useAlerts } from '../api/get-alerts';

const copy = ADMIN_CONTENT.alerts;

/** What an alert's link says: the client and the problem, with its figures. */
export function alertText(alert: TAlert): string {
  const name = alert.client?.name ?? '';
  switch (alert.kind) {
    case 'ssi_over_limit': {
      const limit = formatMoney(alert.limit!);
      return Number(alert.balance) > Number(alert.limit)
        ? copy.ssiOver(name, formatMoney(alert.balance!), limit)
        : copy.ssiSoon(name, formatMoney(alert.projected_balance!), limit);
    }
    case 'negative_balance':
      return copy.negative(name, formatMoney(alert.balance!));
    case 'low_for_bills':
      return copy.lowForBills(name, formatMoney(alert.balance!), formatMoney(alert.bills_due!));
    case 'bank_line_unmatched': {
      const line = alert.bank_line!;
      return copy.bankLine(formatDisplayDate(line.date), line.description, formatMoney(line.amount), line.days_unmatched);
    }
    case 'ssa_deposit_missing':
      return copy.depositMissing(name, alert.deposit!.benefit, monthLabel(alert.deposit!.month));
  }
}

/**
 * Where an alert leads, for these roles: a bank line to its month's reconciliation; a client to the finance client
 * page (finance: the money) or else the client's profile (caseworkers); nowhere a member cannot open (null).
 */
export function alertLink(alert: TAlert, roles: readonly StaffRole[]): string | null {
  if (alert.bank_line) return roles.includes('finance') ? reconciliationPath(alert.bank_line.month) : null;
  if (!alert.client) return null;
  if (roles.includes('finance')) return financeClientPath(alert.client.id);
  return roles.includes('caseworker') ? adminClientPath(alert.client.id) : null;
}

/** The home page's alerts (GET /admin/alerts), grouped by kind, each a link to its client; the kinds with none are left out. */
export function AlertsSection({ roles }: { roles: readonly StaffRole[] }) {
  const { data, error } = useAlerts();
  const groups = data?.groups.filter((group) => group.total > 0) ?? [];
  return (
    <section aria-labelledby="alerts-heading" className="admin-alerts">
      <h2 id="alerts-heading">{copy.heading}</h2>
      {!data ? (
        <QueryWaiting error={error} />
      ) : groups.length === 0 ? (
        <p>{copy.empty}</p>
      ) : (
        <>
          <p>{copy.intro}</p>
          {groups.map((group) => (
            <section key={group.kind} aria-labelledby={`alerts-${group.kind}`}>
              <h3 id={`alerts-${group.kind}`}>
                {copy.kinds[group.kind]} ({group.total})
              </h3>
              <ul className="admin-alerts__list">
                {group.alerts.map((alert) => {
                  const text = alertText(alert);
                  const to = alertLink(alert, roles);
                  return (
                    <li key={alert.bank_line ? `line-${alert.bank_line.id}` : `${alert.client?.id}-${alert.deposit?.benefit ?? ''}`}>
                      {to ? <Link to={to}>{text}</Link> : text}
                      {alert.client?.application_code && (
                        <span className="admin-alerts__code"> {copy.code(alert.client.application_code)}</span>
                      )}
                      {alert.client && roles.includes('caseworker') && (
                        <>
                          {' '}
                          <Link {...adminClientNoteAbout(alert.client.id, NOTE_WORDS.about.alert(text))}>
                            {NOTE_WORDS.about.alertAddNote(alert.client.name)}
                          </Link>
                        </>
                      )}
                    </li>
                  );
                })}
              </ul>
              {group.total > group.alerts.length && <p>{copy.more(group.total - group.alerts.length)}</p>}
            </section>
          ))}
        </>
      )}
    </section>
  );
}
