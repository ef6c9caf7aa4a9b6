import { useState, type ReactNode } from 'react';
import { ACCOUNT_CONTENT } from '@payee/content/client-area';
import { formatMoney, INACTIVE_PROGRAM_MESSAGE, type TProgram } from '@payee/contract';
import { useSession } from '@/lib/session';
import { useAccountBalance } from '../api/get-account-balance';
import { isNegativeMoney } from '../money';

/**
 * The program's total balance, hidden until the user asks: someone may be
 * looking over their shoulder. A negative balance is red and carries a minus sign and a note, never colour alone.
 */
export function BalancePanel({ program }: { program: TProgram }) {
  const copy = ACCOUNT_CONTENT.balance;
  const { isSignedIn } = useSession();
  const [isShown, setIsShown] = useState(false);
  const balance = useAccountBalance(program.id, isSignedIn && isShown);
  const valueId = 'balance-value';

  let shown: ReactNode = (
    <>
      <span aria-hidden="true">••••••</span>
      <span className="visually-hidden">{copy.hiddenForScreenReaders}</span>
    </>
  );
  if (isShown) {
    if (balance.isPending) shown = <span role="status">{copy.loading}</span>;
    else if (balance.isError) shown = <span role="alert">{copy.error}</span>;
    else {
      const isNegative = isNegativeMoney(balance.data);
      shown = (
        <>
          <span className={isNegative ? 'account-balance__amount account-balance__amount--negative' : 'account-balance__amount'}>
            {formatMoney(balance.data)}
          </span>
          {isNegative && <span className="account-balance__note">{copy.negativeNote}</span>}
        </>
      );
    }
  }

  return (
    <section className="account-panel account-balance" aria-labelledby="balance-heading">
      <h2 id="balance-heading">{copy.heading}</h2>
      {program.status === 0 && (
        <p className="account-inactive">
          <strong>{INACTIVE_PROGRAM_MESSAGE}</strong>
        </p>
      )}
      <div className="account-balance__row">
        <p id={valueId} className="account-balance__value">
          {shown}
        </p>
        <button
          type="button"
          className="button button--secondary"
          aria-expanded={isShown}
          aria-controls={valueId}
          onClick={() => setIsShown((current) => !current)}
        >
          {isShown ? copy.hide : copy.show}
        </button>
      </div>
    </section>
  );
}
