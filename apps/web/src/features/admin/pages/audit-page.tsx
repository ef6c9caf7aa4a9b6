import { useState } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { Link, useSearchParams } from 'react-router';
import { ADMIN_CONTENT } from '@payee/content/admin';
import {
  AUDIT_ACTIONS,
  ZAuditExportQuerySchema,
  ZAuditQuerySchema,
  type AuditAction,
  type TAuditEvent,
  type TAuditSubject,
} from '@payee/contract';
import { SpinnerButton } from '@/components/ui/spinner-button';
import { FormDateField } from '@/components/form/form-date-field';
import { toastFailure } from '@/lib/form-errors';
import { readApiError } from '@/lib/http';
import { usePageTitle } from '@/lib/page-title';
import { saveBlob } from '@/lib/save-file';
import { ListFilters, PagedListPage } from '@/components/back-office/paged-list-page';
import { useListFilters } from '@/components/back-office/use-list-filters';
import { formatStaffMoment } from '@/lib/back-office/format';
import {
  ADMIN_STAFF_PATH,
  adminApplicationPath,
  adminClientPath,
  adminEnquiryPath,
  adminOnboardingRecordPath,
} from '@/lib/back-office/admin-paths';
import { listParamsOf, listQueryOf } from '@/lib/back-office/list-query';
import { requestResolver } from '@/lib/request-resolver';
import { getAuditExport } from '../api/get-audit-export';
import { useAuditEvents } from '../api/get-audit-events';

const copy = ADMIN_CONTENT.audit;
const FILTERS = ['from', 'to', 'action'] as const;
type FilterValues = Record<(typeof FILTERS)[number], string>;

/** The filters as the list's query takes them: trimmed, and one left empty not set (an empty date is no date to check). */
const filterQueryOf = (values: FilterValues) =>
  Object.fromEntries(FILTERS.map((key) => [key, values[key].trim()]).filter(([, value]) => value !== ''));
const filterResolver = requestResolver(ZAuditQuerySchema, filterQueryOf);

/** An action's plain words; a row written under a name since retired shows its stored name alone. */
const actionLabel = (action: string) => ((AUDIT_ACTIONS as readonly string[]).includes(action) ? copy.actions[action as AuditAction] : '');

/** The page of a client or record an event names. */
const subjectPath = ({ kind, key }: TAuditSubject): string | null => {
  switch (kind) {
    case 'client':
      return adminClientPath(Number(key));
    case 'application':
      return adminApplicationPath(key);
    case 'onboarding':
      return adminOnboardingRecordPath(key);
    case 'enquiry':
      return adminEnquiryPath(key);
    case 'staff_member':
      return ADMIN_STAFF_PATH;
    default:
      return null;
  }
};

/**
 * A client or record by name, linked to its page; one no longer on file, or of a kind without a page, by its kind
 * and id ("Vendor #5", "Client #9").
 */
function Subject({ subject, recordType }: { subject: TAuditSubject | null; recordType?: string | null }) {
  if (!subject) return <>{ADMIN_CONTENT.none}</>;
  const path = subjectPath(subject);
  const kind =
    subject.kind === 'other'
      ? (copy.recordTypes[recordType ?? ''] ?? (recordType ?? '').replaceAll('_', ' '))
      : copy.recordKinds[subject.kind];
  if (subject.name === null || path === null) return <>{copy.recordFallback(kind, subject.key)}</>;
  return (
    <Link to={path} aria-label={copy.recordLink(kind, subject.name)}>
      {subject.name}
    </Link>
  );
}

/** The trail's columns: each event's names come with it from the server. */
const COLUMNS: ColumnDef<TAuditEvent, unknown>[] = [
  { id: 'at', header: copy.columns.at, cell: ({ row }) => formatStaffMoment(row.original.at) },
  {
    id: 'action',
    header: copy.columns.action,
    cell: ({ row }) => (
      <>
        {actionLabel(row.original.action)} <code className="admin-code">{row.original.action}</code>
      </>
    ),
  },
  {
    id: 'outcome',
    header: copy.columns.outcome,
    cell: ({ row }) => (row.original.outcome ? copy.outcomes[row.original.outcome] : ADMIN_CONTENT.none),
  },
  {
    id: 'who',
    header: copy.columns.who,
    cell: ({ row }) =>
      row.original.staff_user_id === null
        ? ADMIN_CONTENT.none
        : (row.original.staff_name ?? copy.staffFallback(row.original.staff_user_id)),
  },
  { id: 'client', header: copy.columns.client, cell: ({ row }) => <Subject subject={row.original.client} /> },
  {
    id: 'record',
    header: copy.columns.record,
    cell: ({ row }) => <Subject subject={row.original.record} recordType={row.original.record_type} />,
  },
  { id: 'ip', header: copy.columns.ip, cell: ({ row }) => row.original.ip ?? ADMIN_CONTENT.none },
  { id: 'reason', header: copy.columns.reason, cell: ({ row }) => row.original.reason ?? ADMIN_CONTENT.none },
];

/**
 * `/admin/audit` (admins): the audit trail, newest first, filtered by dates and action, paged by the server;
 * a date range exports as CSV. Nothing here changes a row: the trail is append-only.
 */
export function AuditTrailPage() {
  usePageTitle(copy.pageTitle);
  const [params, setParams] = useSearchParams();
  // The filters and page are in the address, so a link can be shared.
  const query = listQueryOf(ZAuditQuerySchema, params);
  const [isExporting, setIsExporting] = useState(false);
  const { data, isPending, error } = useAuditEvents(query);
  const { register, control, handleSubmit, setError, filters } = useListFilters<FilterValues>({
    values: { from: query.from ?? '', to: query.to ?? '', action: query.action ?? '' },
    empty: { from: '', to: '', action: '' },
    resolver: filterResolver,
    fields: FILTERS,
    applyId: 'audit-apply',
    onApply: (values) => setParams(listParamsOf(filterQueryOf(values))),
    onClear: () => setParams(new URLSearchParams()),
  });

  /**
   * Exports the dates and action as filled in, whether or not Show was pressed (the list then shows the same
   * rows); filters that came with a shared link (a member of staff, a client, a record) are kept.
   */
  const exportCsv = handleSubmit(async (values) => {
    const { page: _page, per_page: _perPage, from: _from, to: _to, action: _action, ...linked } = query;
    const filter = { ...linked, ...filterQueryOf(values) };
    const range = ZAuditExportQuerySchema.safeParse(filter);
    if (!range.success) {
      setError('from', { type: 'client', message: copy.exportNeedsDates });
      return;
    }
    setParams(listParamsOf(filter));
    setIsExporting(true);
    try {
      saveBlob(await getAuditExport(filter), `audit-${range.data.from}-to-${range.data.to}.csv`);
    } catch (failure) {
      toastFailure(readApiError(failure));
    } finally {
      setIsExporting(false);
    }
  });

  return (
    <PagedListPage
      heading={copy.heading}
      list={{ data, isPending, error }}
      caption={copy.tableCaption}
      columns={COLUMNS}
      rowKey={(event) => event.id}
      empty={copy.empty}
      onPage={(page) => setParams(listParamsOf({ ...query, page }))}
    >
      <p>{copy.intro}</p>
      <ListFilters
        headingId="audit-filters"
        heading={copy.filtersHeading}
        applyLabel={copy.apply}
        {...filters}
        actions={
          <SpinnerButton type="button" className="button button--secondary" isPending={isExporting} onClick={() => void exportCsv()}>
            {copy.export}
          </SpinnerButton>
        }
      >
        <FormDateField control={control} name="from" label={copy.from} hint={ADMIN_CONTENT.dateHint} />
        <FormDateField control={control} name="to" label={copy.to} hint={ADMIN_CONTENT.dateHint} />
        <div className="field">
          <label className="field__label" htmlFor="action">
            {copy.action}
          </label>
          <select id="action" className="field__input admin-select" {...register('action')}>
            <option value="">{copy.anyAction}</option>
            {AUDIT_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {copy.actions[action]}
              </option>
            ))}
          </select>
        </div>
      </ListFilters>
    </PagedListPage>
  );
}
