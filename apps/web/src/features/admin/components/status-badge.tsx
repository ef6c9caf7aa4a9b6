import { ADMIN_CLIENTS_CONTENT } from '@payee/content/admin-clients';
import type { ClientStatus } from '@payee/contract';

/** A status in words as a badge (MOJ frontend's badge); `isWarning` for one that changes what to do next. */
export function StatusBadge({ label, isWarning = false }: { label: string; isWarning?: boolean }) {
  return <span className={isWarning ? 'admin-badge admin-badge--warning' : 'admin-badge'}>{label}</span>;
}

/** Where a client stands; a locked sign-in stands out, since it changes what to tell them. */
export const ClientStatusBadge = ({ status }: { status: ClientStatus }) => (
  <StatusBadge label={ADMIN_CLIENTS_CONTENT.statuses[status]} isWarning={status === 'locked'} />
);
