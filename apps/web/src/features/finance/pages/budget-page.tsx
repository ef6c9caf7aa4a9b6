import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { ADMIN_CONTENT } from '@payee/content/admin';
import { ADMIN_FINANCE_CONTENT } from '@payee/content/admin-finance';
import {
  SPENDING_CATEGORIES,
  TRANSACTION_CATEGORY_LABELS,
  ZBudgetRequestSchema,
  formatMoney,
  zMonth,
  type SpendingCategory,
  type TBudget,
  monthLabel,
} from '@payee/contract';
import { ErrorSummary, type ErrorSummaryItem } from '@/components/ui/error-summary';
import { FieldError } from '@/components/ui/field';
import { SpinnerButton } from '@/components/ui/spinner-button';
import { firstIssueMessages, toastFailure } from '@/lib/form-errors';
import { readApiError } from '@/lib/http';
import { usePageTitle } from '@/lib/page-title';
import { showToast } from '@/lib/toast';
import { FactList } from '@/components/back-office/fact-list';
import { QueryWaiting } from '@/components/back-office/query-waiting';
import { refreshFinance } from '../api/finance-keys';
import { budgetQuery } from '../api/get-budget';
import { putBudget } from '../api/put-budget';
import { ClientSubNav } from '../components/client-sub-nav';
import { FINANCE_CLIENTS_PATH, financeBudgetPath } from '@/lib/back-office/finance-paths';
import { monthPlus } from '../lib/months';
import { amountToSend } from '../lib/typed-dollars';
import { useHeadingFocusWhenShown } from '../lib/use-heading-focus';
import { useIdParam } from '../lib/use-id-param';
import '../finance.css';

const copy = ADMIN_FINANCE_CONTENT.budget;
type BudgetValues = Record<SpendingCategory, { monthly: string; on_card: boolean }>;
const inputId = (category: SpendingCategory) => `monthly-${category}`;

const valuesOf = (budget: TBudget): BudgetValues =>
  Object.fromEntries(
    SPENDING_CATEGORIES.map((category) => {
      const line = budget.lines.find((candidate) => candidate.category === category);
      return [category, { monthly: line?.monthly ?? '', on_card: line?.on_card ?? false }];
    }),
  ) as BudgetValues;

/** The request's problems (`lines.<i>.monthly`, keyed by the order sent) as the summary lists them, by category. */
function problemsByCategory(messages: Record<string, string>, sent: readonly SpendingCategory[], general: string): ErrorSummaryItem[] {
  return Object.entries(messages).map(([key, message]) => {
    const index = /^lines\.(\d+)\./.exec(key)?.[1];
    const category = index === undefined ? undefined : sent[Number(index)];
    return { fieldId: category ? inputId(category) : 'budget-submit', message: category ? message : `${general} ${message}`.trim() };
  });
}

/**
 * The budget's table: each category's monthly amount and whether it is spent on the card, with what was posted in
 * the month, what approved payments not paid yet will take (this month only) and what remains.
 */
function BudgetForm({ clientId, budget }: { clientId: number; budget: TBudget }) {
  const queryClient = useQueryClient();
  // No resolver: the request is the list of filled lines (`lines.<i>`), whose indexes problemsByCategory maps back to categories.
  const { register, handleSubmit } = useForm<BudgetValues>({ values: valuesOf(budget) });
  const [problems, setProblems] = useState<ErrorSummaryItem[]>([]);
  const [attempt, setAttempt] = useState(0);
  const [isPending, setIsPending] = useState(false);
  const errorOf = (category: SpendingCategory) => problems.find((problem) => problem.fieldId === inputId(category))?.message;

  const save = async (values: BudgetValues) => {
    const sent = SPENDING_CATEGORIES.filter((category) => values[category].monthly.trim() !== '');
    const body = {
      lines: sent.map((category) => ({ category, monthly: amountToSend(values[category].monthly), on_card: values[category].on_card })),
    };
    setAttempt((count) => count + 1);
    const checked = ZBudgetRequestSchema.safeParse(body);
    if (!checked.success) {
      setProblems(problemsByCategory(firstIssueMessages(checked.error.issues), sent, ''));
      return;
    }
    setProblems([]);
    setIsPending(true);
    try {
      const answer = await putBudget(clientId, body);
      showToast('success', answer.message ?? copy.saved);
      queryClient.setQueryData(budgetQuery(clientId, budget.month).queryKey, answer.data);
      void refreshFinance(queryClient);
    } catch (failure) {
      const apiError = readApiError(failure, ADMIN_CONTENT.failureFallback);
      const items = problemsByCategory(apiError.fieldErrors, sent, '');
      setProblems(items.length > 0 ? items : [{ fieldId: 'budget-submit', message: apiError.message }]);
      toastFailure(apiError);
    } finally {
      setIsPending(false);
    }
  };

  return (
    <>
      <ErrorSummary items={problems} title={ADMIN_CONTENT.errorSummaryTitle} focusKey={attempt} />
      <form aria-labelledby="budget-caption" noValidate onSubmit={handleSubmit(save)} className="admin-form">
        <p className="admin-muted">{copy.blankHint}</p>
        {/* A scrolling region must take focus so keyboard users can scroll it (as DataTable's). */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <div className="admin-table" role="region" aria-labelledby="budget-caption" tabIndex={0}>
          <table>
            <caption id="budget-caption">{copy.tableCaption(monthLabel(budget.month))}</caption>
            <thead>
              <tr>
                <th scope="col">{copy.columns.category}</th>
                <th scope="col">{copy.columns.monthly}</th>
                <th scope="col">{copy.columns.onCard}</th>
                <th scope="col">{copy.columns.spent}</th>
                <th scope="col">{copy.columns.committed}</th>
                <th scope="col">{copy.columns.remaining}</th>
              </tr>
            </thead>
            <tbody>
              {SPENDING_CATEGORIES.map((category) => {
                const line = budget.lines.find((candidate) => candidate.category === category);
                const label = TRANSACTION_CATEGORY_LABELS[category];
                const error = errorOf(category);
                return (
                  <tr key={category}>
                    <th scope="row">{label}</th>
                    <td>
                      <label htmlFor={inputId(category)} className="visually-hidden">
                        {copy.monthlyLabel(label)}
                      </label>
                      {error && <FieldError id={`${inputId(category)}-error`} message={error} />}
                      <input
                        id={inputId(category)}
                        className="field__input admin-budget-input"
                        inputMode="decimal"
                        autoComplete="off"
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? `${inputId(category)}-error` : undefined}
                        {...register(`${category}.monthly`)}
                      />
                    </td>
                    <td>
                      <input
                        id={`on-card-${category}`}
                        type="checkbox"
                        className="admin-budget-check"
                        aria-label={copy.onCardLabel(label)}
                        {...register(`${category}.on_card`)}
                      />
                    </td>
                    <td className="admin-money">{line ? formatMoney(line.spent) : copy.noBudget}</td>
                    <td className="admin-money">{line ? formatMoney(line.committed) : ADMIN_CONTENT.none}</td>
                    <td className="admin-money">{line ? formatMoney(line.remaining) : ADMIN_CONTENT.none}</td>
                  </tr>
                );
              })}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{copy.total}</th>
                <td className="admin-money">{formatMoney(budget.total_monthly)}</td>
                <td />
                <td className="admin-money">{formatMoney(budget.total_spent)}</td>
                <td className="admin-money">{formatMoney(budget.total_committed)}</td>
                <td />
              </tr>
            </tfoot>
          </table>
        </div>
        <SpinnerButton id="budget-submit" isPending={isPending}>
          {copy.submit}
        </SpinnerButton>
      </form>
    </>
  );
}

/**
 * `/admin/finance/clients/:id/budget?month=` (finance): the client's monthly budget by category, editable, with what
 * was spent and what remains in the month shown (this month unless another is chosen).
 */
export function BudgetPage() {
  usePageTitle(copy.pageTitle);
  const clientId = useIdParam();
  const [params] = useSearchParams();
  const asked = zMonth().safeParse(params.get('month'));
  const { data: budget, error } = useQuery(budgetQuery(clientId, asked.success ? asked.data : undefined));
  useHeadingFocusWhenShown(budget !== undefined);
  const back = (
    <p>
      <Link to={FINANCE_CLIENTS_PATH}>{ADMIN_FINANCE_CONTENT.clientPages.back}</Link>
    </p>
  );
  if (!budget) {
    return (
      <>
        {back}
        {error && <h1>{copy.pageTitle}</h1>}
        <QueryWaiting error={error} fallback={ADMIN_FINANCE_CONTENT.clientPages.notFound} />
      </>
    );
  }
  return (
    <>
      {back}
      <h1>{copy.heading(budget.client.name)}</h1>
      <ClientSubNav clientId={clientId} current="budget" />
      <p>{copy.intro}</p>
      <FactList facts={[{ label: copy.weeklyCardLoad, value: formatMoney(budget.weekly_card_load) }]} />
      <nav aria-label={copy.monthNav} className="admin-subnav">
        <ul>
          <li>
            <Link to={financeBudgetPath(clientId, monthPlus(budget.month, -1))}>
              {copy.previousMonth}: {monthLabel(monthPlus(budget.month, -1))}
            </Link>
          </li>
          <li>
            <Link to={financeBudgetPath(clientId, monthPlus(budget.month, 1))}>
              {copy.nextMonth}: {monthLabel(monthPlus(budget.month, 1))}
            </Link>
          </li>
        </ul>
      </nav>
      <BudgetForm key={budget.month} clientId={clientId} budget={budget} />
    </>
  );
}
