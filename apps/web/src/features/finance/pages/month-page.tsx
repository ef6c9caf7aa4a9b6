import { useEffect, useMemo, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { z } from 'zod';
import { Link, useParams, useSearchParams } from 'react-router';
import { ADMIN_CONTENT } from '@payee/content/admin';
import { ADMIN_FINANCE_CONTENT } from '@payee/content/admin-finance';
import {
  API_PATHS,
  BANK_STATEMENT_EXTENSIONS,
  formatDisplayDate,
  formatMoney,
  zMonth,
  zPageQuery,
  RECONCILIATION_LINE_FILTERS,
  ZReconciliationLinesQuerySchema,
  type TBankStatementLine,
  type TReconciliation,
  type TReconciliationEntry,
  monthLabel,
} from '@payee/contract';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorSummary, type ErrorSummaryItem } from '@/components/ui/error-summary';
import { FieldError } from '@/components/ui/field';
import { FileUpload } from '@/components/ui/file-upload';
import { Modal } from '@/components/ui/modal';
import { SpinnerButton } from '@/components/ui/spinner-button';
import { toastFailure } from '@/lib/form-errors';
import { readApiError } from '@/lib/http';
import { usePageTitle } from '@/lib/page-title';
import { showToast } from '@/lib/toast';
import { AdminSection } from '@/components/back-office/admin-section';
import { PagedTable } from '@/components/back-office/data-table';
import { Pager } from '@/components/back-office/pager';
import { listParamsOf, listQueryOf } from '@/lib/back-office/list-query';
import { FactList } from '@/components/back-office/fact-list';
import { QueryWaiting } from '@/components/back-office/query-waiting';
import { StatusBadge } from '@/components/back-office/status-badge';
import { formatStaffMoment } from '@/lib/back-office/format';
import { deleteMatch } from '../api/delete-match';
import { refreshFinance } from '../api/finance-keys';
import { reconciliationQuery } from '../api/get-reconciliation';
import { reconciliationLinesQuery } from '../api/get-reconciliation-lines';
import { reconciliationOutstandingQuery } from '../api/get-reconciliation-outstanding';
import { postBankStatement } from '../api/post-bank-statement';
import { postCloseMonth } from '../api/post-close-month';
import { postMatch } from '../api/post-match';
import { ChoiceSelect } from '../components/choice-select';
import { DownloadButton } from '../components/download-button';
import { MonthSignOff } from '../components/month-sign-off';
import { OutstandingEntries } from '../components/outstanding-entries';
import { RECONCILIATION_PATH } from '@/lib/back-office/finance-paths';
import { amountWithDirection, inAndOut, moneyInOutColumns } from '../lib/money-in-out';

import { useHeadingFocusWhenShown } from '../lib/use-heading-focus';
import '../finance.css';

const copy = ADMIN_FINANCE_CONTENT.month;
const words = ADMIN_FINANCE_CONTENT;
const FILE_ID = 'statement-file';

/** The page's lists in the address: which statement lines, and the page of each list (a bad value reads as the default). */
const ZMonthListsSchema = z.object({
  matched: ZReconciliationLinesQuerySchema.shape.matched,
  lines_page: zPageQuery(20).page,
  outstanding_page: zPageQuery(20).page,
});
type MonthLists = z.output<typeof ZMonthListsSchema>;

/** Keeps the month's reconciliation as the server's answer gives it, and has every other finance read refreshed. */
function useReconciliationAnswer(month: string) {
  const queryClient = useQueryClient();
  return (answer: { message?: string; data: TReconciliation }, fallback: string) => {
    showToast('success', answer.message ?? fallback);
    queryClient.setQueryData(reconciliationQuery(month).queryKey, answer.data);
    void refreshFinance(queryClient);
  };
}

/** The statement's upload: the file's problems (and each row's, by its number) beside the field. */
function StatementImport({ month }: { month: string }) {
  const done = useReconciliationAnswer(month);
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<ErrorSummaryItem[]>([]);
  const [attempt, setAttempt] = useState(0);
  const [isPending, setIsPending] = useState(false);

  const upload = async () => {
    setAttempt((count) => count + 1);
    if (!file) {
      setProblems([{ fieldId: FILE_ID, message: copy.chooseFile }]);
      return;
    }
    setProblems([]);
    setIsPending(true);
    try {
      const answer = await postBankStatement(month, file);
      done(answer, copy.import);
    } catch (failure) {
      const apiError = readApiError(failure, ADMIN_CONTENT.failureFallback);
      const items = Object.entries(apiError.fieldErrors).map(([key, message]) => {
        const row = /^rows\.(\d+)\./.exec(key)?.[1];
        return { fieldId: FILE_ID, message: row ? words.depositImport.rowProblem(Number(row), message) : message };
      });
      setProblems(items.length > 0 ? items : [{ fieldId: FILE_ID, message: apiError.message }]);
      toastFailure(apiError);
    } finally {
      setIsPending(false);
    }
  };

  return (
    <AdminSection id="statement-import" heading={copy.importHeading}>
      <p>{copy.importIntro}</p>
      <ErrorSummary items={problems} title={ADMIN_CONTENT.errorSummaryTitle} focusKey={attempt} />
      <form
        aria-labelledby="statement-import"
        noValidate
        className="admin-form"
        onSubmit={(event) => {
          event.preventDefault();
          void upload();
        }}
      >
        <FileUpload
          id={FILE_ID}
          label={copy.file}
          hint={copy.fileHint}
          extensions={BANK_STATEMENT_EXTENSIONS}
          error={problems.map((problem) => problem.message).join(' ') || undefined}
          onFileChange={setFile}
        />
        <SpinnerButton isPending={isPending}>{copy.import}</SpinnerButton>
      </form>
    </AdminSection>
  );
}

/** A statement line matched by hand: one of the book's entries not on any line yet, chosen by its radio. */
function MatchDialog({
  month,
  line,
  onClose,
  onMatched,
}: {
  month: string;
  line: TBankStatementLine;
  onClose: () => void;
  /** After the match is made and the dialog closed. */
  onMatched: () => void;
}) {
  const done = useReconciliationAnswer(month);
  const [page, setPage] = useState(1);
  // The entries this line can be, by the matcher's rule, the likeliest first: a page of them, not the whole book.
  const candidates = useQuery(reconciliationOutstandingQuery(month, { candidates_for: line.id, page }));
  const entries: TReconciliationEntry[] = candidates.data?.data ?? [];
  const [entryId, setEntryId] = useState<number | null>(null);
  const [error, setError] = useState<string | undefined>();
  const match = useMutation({
    mutationFn: () => postMatch(month, { line_id: line.id, entry_id: entryId }),
    onSuccess: (answer) => {
      done(answer, copy.matched);
      onClose();
      onMatched();
    },
    onError: (failure) => {
      const apiError = readApiError(failure, ADMIN_CONTENT.failureFallback);
      setError(apiError.fieldErrors.entry_id ?? apiError.message);
      toastFailure(apiError);
    },
  });
  const errorId = 'match-entry-error';
  return (
    <Modal isOpen onClose={onClose} title={copy.matchTitle(line.line_no)}>
      <p>{copy.matchIntro(line.description, amountWithDirection(line.amount), formatDisplayDate(line.date))}</p>
      <form
        noValidate
        className="admin-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (entryId === null) {
            setError(words.reconciliation.chooseEntry);
            return;
          }
          match.mutate();
        }}
      >
        <fieldset className="fieldset" aria-describedby={error ? errorId : undefined}>
          <legend className="fieldset__legend">{copy.matchLegend}</legend>
          {error && <FieldError id={errorId} message={error} />}
          {!candidates.data && <QueryWaiting error={candidates.error} />}
          {candidates.data && entries.length === 0 && <p>{copy.matchNone}</p>}
          {entries.map((entry, index) => (
            <div className="choice" key={entry.entry_id}>
              <input
                id={index === 0 ? 'match-entry' : `match-entry-${entry.entry_id}`}
                type="radio"
                name="entry_id"
                className="choice__input"
                checked={entryId === entry.entry_id}
                onChange={() => setEntryId(entry.entry_id)}
              />
              <label className="choice__label" htmlFor={index === 0 ? 'match-entry' : `match-entry-${entry.entry_id}`}>
                {amountWithDirection(entry.amount)} · {formatDisplayDate(entry.posted_on)} · {entry.description}
                <span className="choice__hint">
                  {words.entry(entry.entry_id)}
                  {entry.reference ? ` · ${entry.reference}` : ''}
                </span>
              </label>
            </div>
          ))}
        </fieldset>
        {candidates.data && (
          <Pager page={candidates.data.meta.page} lastPage={candidates.data.meta.last_page} onPage={setPage} label={copy.matchPager} />
        )}
        <div className="admin-actions">
          <SpinnerButton isPending={match.isPending}>{copy.matchSubmit}</SpinnerButton>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {ADMIN_CONTENT.cancel}
          </button>
        </div>
      </form>
    </Modal>
  );
}

/** Close the month, after a confirmation; why it cannot be closed yet is said first, and a refusal beside the button. */
function CloseMonth({ reconciliation }: { reconciliation: TReconciliation }) {
  const done = useReconciliationAnswer(reconciliation.month);
  const [isConfirming, setIsConfirming] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const close = useMutation({
    mutationFn: () => postCloseMonth(reconciliation.month),
    onSuccess: (answer) => {
      setIsConfirming(false);
      done(answer, copy.closed);
    },
    onError: (failure) => {
      setIsConfirming(false);
      const apiError = readApiError(failure, ADMIN_CONTENT.failureFallback);
      setRefusal(apiError.message);
      toastFailure(apiError);
    },
  });
  return (
    <AdminSection id="close-month" heading={copy.closeHeading}>
      <p>{copy.closeIntro}</p>
      {reconciliation.close_problem && (
        <p id="close-problem" className="admin-notice">
          {reconciliation.close_problem}
        </p>
      )}
      <button
        type="button"
        className="button"
        aria-describedby={
          [reconciliation.close_problem && 'close-problem', refusal && 'close-refusal'].filter(Boolean).join(' ') || undefined
        }
        onClick={() => {
          setRefusal(null);
          setIsConfirming(true);
        }}
      >
        {copy.close}
      </button>
      {refusal && (
        <p id="close-refusal" className="admin-refusal" role="alert">
          {refusal}
        </p>
      )}
      <ConfirmDialog
        isOpen={isConfirming}
        title={copy.closeTitle(monthLabel(reconciliation.month))}
        message={copy.closeBody}
        confirmLabel={copy.close}
        cancelLabel={ADMIN_CONTENT.cancel}
        isPending={close.isPending}
        onConfirm={() => close.mutate()}
        onCancel={() => setIsConfirming(false)}
      />
    </AdminSection>
  );
}

/**
 * `/admin/finance/reconciliation/:month` (finance): the month's bank statement against the book. Import the
 * statement (matched automatically), match or unmatch lines by hand, see what is outstanding, close the month
 * (confirmed; then nothing can be posted in it) and download the reconciliation report.
 */
export function MonthPage() {
  const asked = zMonth().safeParse(useParams().month);
  const month = asked.success ? asked.data : '';
  usePageTitle(copy.pageTitle);
  const done = useReconciliationAnswer(month);
  const { data: reconciliation, error } = useQuery({ ...reconciliationQuery(month), enabled: asked.success });
  const [params, setParams] = useSearchParams();
  const lists = listQueryOf(ZMonthListsSchema, params);
  const showLists = (change: Partial<MonthLists>) => setParams(listParamsOf({ ...lists, ...change }));
  const statementLines = useQuery({
    ...reconciliationLinesQuery(month, { matched: lists.matched, page: lists.lines_page }),
    enabled: asked.success && reconciliation?.statement != null,
  });
  const [matching, setMatching] = useState<TBankStatementLine | null>(null);
  const linesHeading = useRef<HTMLHeadingElement>(null);
  // A matched line's button is gone with the dialog: focus goes to the lines' heading, after the dialog gives it back.
  const [matchedCount, setMatchedCount] = useState(0);
  useEffect(() => {
    if (matchedCount > 0) linesHeading.current?.focus();
  }, [matchedCount]);
  useHeadingFocusWhenShown(reconciliation !== undefined);
  const unmatch = useMutation({
    mutationFn: (line: TBankStatementLine) => deleteMatch(month, line.id),
    onSuccess: (answer) => {
      done(answer, copy.unmatched);
      linesHeading.current?.focus();
    },
    onError: (failure) => toastFailure(readApiError(failure)),
  });
  const isOpen = reconciliation?.status === 'open';

  const columns = useMemo<ColumnDef<TBankStatementLine, unknown>[]>(
    () => [
      { id: 'line', header: copy.columns.line, cell: ({ row }) => row.original.line_no },
      {
        id: 'date',
        header: words.columns.date,
        cell: ({ row }) => <span className="admin-nowrap">{formatDisplayDate(row.original.date)}</span>,
      },
      { id: 'what', header: words.columns.what, cell: ({ row }) => row.original.description },
      { id: 'reference', header: words.columns.reference, cell: ({ row }) => row.original.reference ?? ADMIN_CONTENT.none },
      ...moneyInOutColumns<TBankStatementLine>((line) => inAndOut(line.amount)),
      {
        id: 'balance',
        header: copy.columns.balance,
        cell: ({ row }) => <span className="admin-money">{formatMoney(row.original.balance)}</span>,
      },
      {
        id: 'match',
        header: copy.columns.match,
        cell: ({ row }) => {
          const { match } = row.original;
          if (!match) return <StatusBadge label={copy.notMatched} tone="warning" />;
          return (
            <>
              {words.entry(match.entry.entry_id)}: {match.entry.description}
              <span className="admin-muted admin-block">
                {match.by === 'auto' ? copy.matchedAuto : copy.matchedByHand(match.matched_by?.name ?? ADMIN_CONTENT.none)}
              </span>
            </>
          );
        },
      },
      {
        id: 'actions',
        header: words.columns.actions,
        cell: ({ row }) => {
          if (!isOpen) return null;
          return row.original.match ? (
            <SpinnerButton
              type="button"
              variant="secondary"
              isPending={unmatch.isPending && unmatch.variables?.id === row.original.id}
              onClick={() => unmatch.mutate(row.original)}
            >
              {copy.unmatchButton(row.original.line_no)}
            </SpinnerButton>
          ) : (
            <button type="button" className="button button--secondary" onClick={() => setMatching(row.original)}>
              {copy.matchButton(row.original.line_no)}
            </button>
          );
        },
      },
    ],
    [isOpen, unmatch],
  );

  const back = (
    <p>
      <Link to={RECONCILIATION_PATH}>{copy.back}</Link>
    </p>
  );
  if (!reconciliation) {
    return (
      <>
        {back}
        {(error || !asked.success) && <h1>{copy.pageTitle}</h1>}
        <QueryWaiting error={asked.success ? error : new Error(ADMIN_FINANCE_CONTENT.monthHint)} />
      </>
    );
  }
  const r = reconciliation;
  return (
    <>
      {back}
      <h1>{copy.heading(monthLabel(r.month))}</h1>
      <p className="admin-status">
        {words.reconciliation.columns.status}:{' '}
        <StatusBadge label={words.reconciliation.statuses[r.status]} tone={r.status === 'closed' ? 'done' : undefined} />
      </p>
      {r.closed_at && <p>{copy.closedBy(r.closed_by?.name ?? ADMIN_CONTENT.none, formatStaffMoment(r.closed_at))}</p>}
      <MonthSignOff reconciliation={r} />
      <AdminSection id="month-summary" heading={copy.summaryHeading}>
        <FactList
          facts={[
            ...(r.statement
              ? [
                  {
                    label: words.reconciliation.columns.statement,
                    value: copy.statementFacts(
                      r.statement.file_name,
                      formatStaffMoment(r.statement.imported_at),
                      r.statement.imported_by?.name ?? ADMIN_CONTENT.none,
                    ),
                  },
                ]
              : []),
            { label: copy.bankBalance, value: r.bank_balance === null ? copy.noStatement : formatMoney(r.bank_balance) },
            ...(r.statement
              ? [
                  { label: copy.matchedLines, value: copy.matchedFacts(r.matched_lines, formatMoney(r.matched_total)) },
                  { label: copy.unmatchedLines, value: copy.matchedFacts(r.unmatched_lines, formatMoney(r.unmatched_total)) },
                ]
              : []),
            { label: copy.outstanding, value: formatMoney(r.outstanding_total) },
            { label: copy.bookBalance, value: formatMoney(r.book_balance) },
            { label: copy.difference, value: r.difference === null ? ADMIN_CONTENT.none : <strong>{formatMoney(r.difference)}</strong> },
            { label: copy.clientsTotal, value: formatMoney(r.client_balances_total) },
          ]}
        />
        <DownloadButton path={API_PATHS.financeReconciliationReport(r.month)} fileName={`reconciliation-${r.month}.pdf`}>
          {copy.report}
        </DownloadButton>
      </AdminSection>
      {isOpen && <StatementImport month={r.month} />}
      <section aria-labelledby="statement-lines" className="admin-section">
        <h2 id="statement-lines" ref={linesHeading} tabIndex={-1}>
          {copy.linesHeading}
        </h2>
        {r.statement ? (
          <>
            {/* Made again when the address's filter changes (Back), so the select shows the list's filter. */}
            <form
              key={lists.matched}
              className="admin-filters"
              aria-labelledby="statement-lines"
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                const { matched } = listQueryOf(ZMonthListsSchema, { matched: new FormData(event.currentTarget).get('matched') });
                showLists({ matched, lines_page: 1 });
              }}
            >
              <ChoiceSelect
                id="lines-filter"
                label={copy.linesFilter}
                name="matched"
                defaultValue={lists.matched}
                options={RECONCILIATION_LINE_FILTERS.map((value) => ({ value, label: copy.linesFilters[value] }))}
              />
              <button type="submit" className="button button--secondary">
                {copy.linesFilterApply}
              </button>
            </form>
            <PagedTable
              isPending={statementLines.isPending}
              error={statementLines.error}
              page={statementLines.data}
              caption={() => copy.linesCaption(r.lines_count, r.unmatched_lines)}
              onPage={(page) => showLists({ lines_page: page })}
              pagerLabel={copy.linesPager}
              columns={columns}
              rowKey={(line) => line.id}
              empty={lists.matched === 'all' ? copy.linesEmpty : copy.linesFilterEmpty}
            />
          </>
        ) : (
          <p>{copy.linesEmpty}</p>
        )}
      </section>
      <AdminSection id="month-outstanding" heading={copy.outstandingHeading}>
        <OutstandingEntries summary={r} page={lists.outstanding_page} onPage={(page) => showLists({ outstanding_page: page })} />
      </AdminSection>
      {isOpen && !r.awaiting_sign_off && <CloseMonth reconciliation={r} />}
      {matching && (
        <MatchDialog
          month={r.month}
          line={matching}
          onClose={() => setMatching(null)}
          onMatched={() => setMatchedCount((count) => count + 1)}
        />
      )}
    </>
  );
}
