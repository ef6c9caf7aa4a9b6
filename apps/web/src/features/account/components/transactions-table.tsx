/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role -- Safari drops a
   table's semantics when CSS changes its display, as the card layout on a phone does; the explicit roles (the
   elements' own) keep the rows, cells and column headers for screen readers. */
import { useState } from 'react';
import { ACCOUNT_CONTENT } from '@payee/content/client-area';
import { formatDisplayDate, formatMoney, type TProgram } from '@payee/contract';
import { useSession } from '@/lib/session';
import { useTransactions } from '../api/get-transactions';

const CAPTION_ID = 'transactions-caption';

/**
 * The program's recent transactions in plain words, newest first, ten a page (issue 4):
 * a real table, named and with column headers, so screen readers name each cell. Where its five columns
 * do not fit, each row shows as a card (date, what it was, the amount and the balance after, each amount
 * labelled), so a phone shows every amount without sideways scrolling (issue 9).
 */
export function TransactionsTable({ program }: { program: TProgram }) {
  const copy = ACCOUNT_CONTENT.transactions;
  const { isSignedIn } = useSession();
  const [page, setPage] = useState(1);
  const transactions = useTransactions(program.id, page, isSignedIn);

  if (transactions.isPending) return <p role="status">{copy.loading}</p>;
  if (transactions.isError) return <p role="alert">{copy.error}</p>;
  const { data: rows, meta } = transactions.data;
  if (rows.length === 0) return <p>{copy.none}</p>;

  return (
    <>
      <p id={CAPTION_ID} className="account-table__caption">
        {copy.caption(program.name)}
      </p>
      {/* A size container: where the five columns do not fit (a phone), each row becomes a card (account.css). */}
      <div className="account-table-frame">
        <table className="account-table" role="table" aria-labelledby={CAPTION_ID}>
          <thead role="rowgroup">
            <tr role="row">
              <th scope="col" role="columnheader">
                {copy.columns.date}
              </th>
              <th scope="col" role="columnheader">
                {copy.columns.description}
              </th>
              <th scope="col" role="columnheader" className="account-table__money">
                {copy.columns.moneyIn}
              </th>
              <th scope="col" role="columnheader" className="account-table__money">
                {copy.columns.moneyOut}
              </th>
              <th scope="col" role="columnheader" className="account-table__money">
                {copy.columns.balanceAfter}
              </th>
            </tr>
          </thead>
          <tbody role="rowgroup">
            {rows.map((row) => (
              <tr key={row.id} role="row">
                <td role="cell" className="account-table__date">
                  {formatDisplayDate(row.posted_on)}
                </td>
                <td role="cell" className="account-table__description">
                  {row.description}
                  <span className="account-table__category">{row.category_label}</span>
                </td>
                {/* data-label: the column's name, shown beside the amount on a card. */}
                <td role="cell" className="account-table__money" data-label={copy.columns.moneyIn}>
                  {row.money_in ? formatMoney(row.money_in) : null}
                </td>
                <td role="cell" className="account-table__money" data-label={copy.columns.moneyOut}>
                  {row.money_out ? formatMoney(row.money_out) : null}
                </td>
                <td role="cell" className="account-table__money" data-label={copy.columns.balanceAfter}>
                  {formatMoney(row.balance_after)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <nav className="account-pages" aria-label={copy.paginationLabel}>
        <button type="button" className="button button--secondary" disabled={page <= 1} onClick={() => setPage((current) => current - 1)}>
          {copy.previous}
        </button>
        <p aria-live="polite">{copy.pageOf(meta.page, meta.last_page)}</p>
        <button
          type="button"
          className="button button--secondary"
          disabled={page >= meta.last_page}
          onClick={() => setPage((current) => current + 1)}
        >
          {copy.next}
        </button>
      </nav>
    </>
  );
}
