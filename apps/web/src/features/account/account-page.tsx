import { useState } from 'react';
import { ACCOUNT_CONTENT } from '@payee/content/client-area';
import { maskSsn } from '@payee/contract';
import { SelectField } from '@/components/ui/select-field';
import { usePageTitle } from '@/lib/page-title';
import { useSession } from '@/lib/session';
import { usePrograms } from './api/get-programs';
import { BalancePanel } from './components/balance-panel';
import { ChangePasswordDialog } from './components/change-password-dialog';
import { ComingUpPanel } from './components/coming-up-panel';
import { LogoutControl } from './components/logout-control';
import { StatementDownload } from './components/statement-download';
import { ThisMonthPanel } from './components/this-month-panel';
import { TransactionsTable } from './components/transactions-table';

/**
 * `/my-account` (issue 4): greeting, masked SSN, Logout and Change Password,
 * then for the chosen program its balance, what is coming up and this month's spending (issue 14), recent
 * transactions and statement download.
 */
export function AccountPage() {
  const copy = ACCOUNT_CONTENT;
  const { user, isSignedIn } = useSession();
  usePageTitle(copy.pageTitle);
  const programs = usePrograms(isSignedIn);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const list = programs.data ?? [];
  // The first program is chosen until the user picks another.
  const program = list.find((item) => item.id === chosenId) ?? list[0] ?? null;
  const firstName = typeof user?.first_name === 'string' ? user.first_name : '';
  const ssnPartial = typeof user?.ssn_number_partial === 'string' ? user.ssn_number_partial : null;

  return (
    <div className="account-page">
      <div className="account-intro">
        <div>
          <h1>{copy.greeting(firstName)}</h1>
          <p>{copy.lead}</p>
          {ssnPartial && (
            <p>
              {copy.ssnLabel}:{' '}
              <span className="account-ssn" aria-hidden="true">
                {maskSsn(ssnPartial)}
              </span>
              <span className="visually-hidden">{copy.ssnEndingIn(ssnPartial.slice(-4))}</span>
            </p>
          )}
        </div>
        <div className="account-intro__actions">
          <ChangePasswordDialog />
          <LogoutControl />
        </div>
      </div>

      {programs.isPending && <p role="status">{copy.program.loading}</p>}
      {programs.isError && <p role="alert">{copy.program.error}</p>}
      {programs.isSuccess && list.length === 0 && <p>{copy.program.none}</p>}
      {program && (
        <>
          <div className="account-panel">
            <SelectField
              id="program"
              label={copy.program.label}
              options={list.map((item) => ({ value: item.id, label: item.name }))}
              value={program.id}
              isSearchable={false}
              onChange={(value) => {
                if (value !== null) setChosenId(value);
              }}
            />
          </div>
          <BalancePanel key={`balance-${program.id}`} program={program} />
          <ComingUpPanel key={`coming-up-${program.id}`} program={program} />
          <ThisMonthPanel key={`this-month-${program.id}`} program={program} />
          <section className="account-panel" aria-labelledby="transactions-heading">
            <h2 id="transactions-heading">{copy.transactions.heading}</h2>
            <TransactionsTable key={`transactions-${program.id}`} program={program} />
          </section>
          <StatementDownload key={`statement-${program.id}`} program={program} />
        </>
      )}
    </div>
  );
}
