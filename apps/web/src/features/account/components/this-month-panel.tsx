/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role -- on a phone the table's rows
   become cards (CSS changes its display, and Safari then drops a table's semantics): the explicit roles keep them, as the
   transactions table's do. */
import { ACCOUNT_CONTENT } from '@payee/content/client-area';
import { formatMoney, type TProgram, type TThisMonth, monthLabel } from '@payee/contract';
import { useSession } from '@/lib/session';
import { useThisMonth } from '../api/get-this-month';
import { isMoneyAbove, isNegativeMoney, spentPercent } from '../money';

type Category = TThisMonth['categories'][number];

/** What is left of a category's budget, or by how much it is over, in words. */
function leftWords(category: Category): string | null {
  const copy = ACCOUNT_CONTENT.thisMonth;
  if (category.remaining === null) return null;
  return isNegativeMoney(category.remaining)
    ? copy.over(formatMoney(category.remaining.replace(/^-/, '')))
    : copy.left(formatMoney(category.remaining));
}

/**
 * One category as a bar: the words say everything (spent, of what budget, what is left); the bar only draws the
 * share, so it is hidden from screen readers. Over the budget, the bar is full and striped, and the words say so.
 */
function CategoryBar({ category }: { category: Category }) {
  const copy = ACCOUNT_CONTENT.thisMonth;
  const isOver = category.remaining !== null && isNegativeMoney(category.remaining);
  const left = leftWords(category);
  return (
    <li className="account-bar">
      <span className="account-bar__label">{category.label}</span>
      <span className="account-bar__words">
        {category.budget === null
          ? copy.spentNoBudget(formatMoney(category.spent))
          : copy.spentOf(formatMoney(category.spent), formatMoney(category.budget))}
        {isMoneyAbove(category.committed) && <span className="account-bar__left">{copy.committed(formatMoney(category.committed))}</span>}
        {left && <span className={isOver ? 'account-bar__left account-bar__left--over' : 'account-bar__left'}>{left}</span>}
      </span>
      <span className="account-bar__track" aria-hidden="true">
        <span
          className={isOver ? 'account-bar__fill account-bar__fill--over' : 'account-bar__fill'}
          style={{ width: `${spentPercent(category.spent, category.budget)}%` }}
        />
      </span>
    </li>
  );
}

/**
 * "This month" (issue 14): the client's spending by category against their budget, as a simple chart of bars
 * with words (no chart library: each bar's meaning is in its text) and the same figures as a table.
 */
export function ThisMonthPanel({ program }: { program: TProgram }) {
  const copy = ACCOUNT_CONTENT.thisMonth;
  const { isSignedIn } = useSession();
  const thisMonth = useThisMonth(program.id, isSignedIn);

  let body;
  if (thisMonth.isPending) body = <p role="status">{copy.loading}</p>;
  else if (thisMonth.isError) body = <p role="alert">{copy.error}</p>;
  else if (thisMonth.data.categories.length === 0) body = <p>{copy.none}</p>;
  else {
    const { categories, month } = thisMonth.data;
    body = (
      <>
        <ul className="account-bars">
          {categories.map((category) => (
            <CategoryBar key={category.category} category={category} />
          ))}
        </ul>
        <p className="account-bars__total">
          {copy.total(formatMoney(thisMonth.data.total_spent), formatMoney(thisMonth.data.total_budget))}
        </p>
        <details className="account-details">
          <summary>{copy.tableToggle}</summary>
          <div className="account-month-frame">
            <table className="account-month-table" role="table" aria-labelledby="this-month-caption">
              <caption id="this-month-caption">{copy.tableCaption(monthLabel(month))}</caption>
              <thead role="rowgroup">
                <tr role="row">
                  <th scope="col" role="columnheader">
                    {copy.columns.category}
                  </th>
                  <th scope="col" role="columnheader">
                    {copy.columns.budget}
                  </th>
                  <th scope="col" role="columnheader">
                    {copy.columns.spent}
                  </th>
                  <th scope="col" role="columnheader">
                    {copy.columns.committed}
                  </th>
                  <th scope="col" role="columnheader">
                    {copy.columns.left}
                  </th>
                </tr>
              </thead>
              <tbody role="rowgroup">
                {categories.map((category) => (
                  <tr key={category.category} role="row">
                    <th scope="row" role="rowheader">
                      {category.label}
                    </th>
                    {/* data-label: the column's name, shown beside the amount on a card. */}
                    <td role="cell" data-label={copy.columns.budget}>
                      {category.budget === null ? copy.noBudget : formatMoney(category.budget)}
                    </td>
                    <td role="cell" data-label={copy.columns.spent}>
                      {formatMoney(category.spent)}
                    </td>
                    <td role="cell" data-label={copy.columns.committed}>
                      {formatMoney(category.committed)}
                    </td>
                    <td role="cell" data-label={copy.columns.left}>
                      {category.remaining === null ? '' : formatMoney(category.remaining)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </>
    );
  }

  return (
    <section className="account-panel account-money" aria-labelledby="this-month-heading">
      <h2 id="this-month-heading">{copy.heading}</h2>
      {thisMonth.data && <p>{copy.lead(monthLabel(thisMonth.data.month))}</p>}
      {body}
    </section>
  );
}
