import { ACCOUNT_CONTENT } from '@payee/content/client-area';
import { formatMoney, type TProgram, longDayLabel } from '@payee/contract';
import { useSession } from '@/lib/session';
import { useComingUp } from '../api/get-coming-up';

/**
 * "Coming up" (issue 14): the next bills the office will pay for the client, and their next debit card load, each
 * with its day and amount in plain words.
 */
export function ComingUpPanel({ program }: { program: TProgram }) {
  const copy = ACCOUNT_CONTENT.comingUp;
  const { isSignedIn } = useSession();
  const comingUp = useComingUp(program.id, isSignedIn);

  let body;
  if (comingUp.isPending) body = <p role="status">{copy.loading}</p>;
  else if (comingUp.isError) body = <p role="alert">{copy.error}</p>;
  else {
    const { bills, next_card_load: cardLoad } = comingUp.data;
    body = (
      <>
        <h3>{copy.billsHeading}</h3>
        {bills.length === 0 ? (
          <p>{copy.noBills}</p>
        ) : (
          <ul className="account-coming">
            {bills.map((bill) => (
              <li key={`${bill.due_on}-${bill.payee}-${bill.amount}`} className="account-coming__item">
                <span className="account-coming__day">{longDayLabel(bill.due_on)}</span>
                <span>{copy.bill(bill.payee, bill.category_label)}</span>
                <span className="account-coming__amount">{formatMoney(bill.amount)}</span>
              </li>
            ))}
          </ul>
        )}
        <h3>{copy.cardHeading}</h3>
        <p>{cardLoad ? copy.cardLoad(formatMoney(cardLoad.amount), longDayLabel(cardLoad.on)) : copy.noCardLoad}</p>
      </>
    );
  }

  return (
    <section className="account-panel account-money" aria-labelledby="coming-up-heading">
      <h2 id="coming-up-heading">{copy.heading}</h2>
      <p>{copy.lead}</p>
      {body}
    </section>
  );
}
