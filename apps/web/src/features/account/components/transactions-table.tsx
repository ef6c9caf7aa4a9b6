import { useState } from 'react';
import { ACCOUNT_CONTENT } from '@payee/content/client-area';
import { formatDisplayDate, type TProgram } from '@payee/contract';
import { useSession } from '@/lib/session';
import { useTransactions } from '../api/get-transactions';
import { formatMoney } from '../money';

const CAPTION_ID = 'transactions-caption';

/**
 * The program's recent transactions in plain words, newest first, ten a page (issue 4, beyond the spec):
 * a real table, named and with column headers, so screen readers name each cell.
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
      {/* The table's name stands outside the region, so a narrow screen shows all of it while the table scrolls. */}
      <p id={CAPTION_ID} className="account-table__caption">
        {copy.caption(program.name)}
      </p>
      {/* Scrolls sideways on a narrow screen rather than widening the page; focusable so the keyboard can scroll it. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard (WCAG 2.1.1) */}
      <div className="account-table-wrap" role="region" aria-labelledby={CAPTION_ID} tabIndex={0}>
        <table className="account-table" aria-labelledby={CAPTION_ID}>
          <thead>
            <tr>
              <th scope="col">{copy.columns.date}</th>
              <th scope="col">{copy.columns.description}</th>
              <th scope="col" className="account-table__money">
                {copy.columns.moneyIn}
              </th>
              <th scope="col" className="account-table__money">
                {copy.columns.moneyOut}
              </th>
              <th scope="col" className="account-table__money">
                {copy.columns.balanceAfter}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td className="account-table__date">{formatDisplayDate(row.posted_on)}</td>
                <td className="account-table__description">
                  {row.description}
                  <span className="account-table__category">{row.category_label}</span>
                </td>
                <td className="account-table__money">{row.money_in ? formatMoney(row.money_in) : ''}</td>
                <td className="account-table__money">{row.money_out ? formatMoney(row.money_out) : ''}</td>
                <td className="account-table__money">{formatMoney(row.balance_after)}</td>
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
