import { useState } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { ADMIN_CASELOAD_CONTENT } from '@payee/content/admin-caseload';
import type { TClientRead } from '@payee/contract';
import { AdminSection } from '@/components/back-office/admin-section';
import { PagedTable } from '@/components/back-office/data-table';
import { formatStaffMoment } from '@/lib/back-office/format';
import { ADMIN_AUDIT_PATH } from '@/lib/back-office/admin-paths';
import { useStaffSession } from '@/lib/back-office/use-staff-session';
import { useClientReads } from '../api/get-client-reads';

const copy = ADMIN_CASELOAD_CONTENT.reads;

const columns: ColumnDef<TClientRead, unknown>[] = [
  { id: 'at', header: copy.columns.at, cell: ({ row }) => <span className="admin-nowrap">{formatStaffMoment(row.original.at)}</span> },
  {
    id: 'who',
    header: copy.columns.who,
    // The member's own actions in the audit trail.
    cell: ({ row }) => <Link to={`${ADMIN_AUDIT_PATH}?staff_user_id=${row.original.staff.id}`}>{row.original.staff.name}</Link>,
  },
  { id: 'what', header: copy.columns.what, cell: ({ row }) => copy.kinds[row.original.kind] },
];

/** "Who read this record" (issue 24): the access log of the client's record, newest first, for admins only. */
export function ClientReadsSection({ clientId }: { clientId: number }) {
  const session = useStaffSession();
  if (!session?.roles.includes('admin')) return null;
  return <ReadsTable clientId={clientId} />;
}

function ReadsTable({ clientId }: { clientId: number }) {
  const [page, setPage] = useState(1);
  const { data, isPending, error } = useClientReads(clientId, page);
  return (
    <AdminSection id="client-reads" heading={copy.heading}>
      <p>{copy.intro}</p>
      <PagedTable
        isPending={isPending}
        error={error}
        page={data}
        caption={copy.caption}
        columns={columns}
        rowKey={(row) => row.id}
        empty={copy.empty}
        onPage={setPage}
        pagerLabel={copy.heading}
      />
    </AdminSection>
  );
}
