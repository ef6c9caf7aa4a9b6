import {
  centsToDecimal,
  DISBURSEMENT_KIND_LABELS,
  DISBURSEMENT_STATUS_LABELS,
  formatMoney,
  overBudgetMessage,
  secondApproverMessage,
  type SpendingCategory,
  type TBudgetRemaining,
  type TDisbursement,
  TRANSACTION_CATEGORY_LABELS,
  monthLabel,
} from '@payee/contract';
import { budgetMonthOf, figuresOf, uniqueEnrolments, type CategoryFigures } from './budgets';
import { refOf } from './common';
import { canMove } from './payment-status';
import type { FinanceRepository } from './repository/index';
import { enrolmentKey, type DisbursementRow } from './repository/payments';
import { API_FINANCE_MESSAGES } from '@payee/content/api-finance';

/** Why the page cannot approve a payment. */
const CANNOT_APPROVE = API_FINANCE_MESSAGES.payments.cannotApprove;

/**
 * A payment's budget block: the category's figures in its budget month and, while it is not paid yet, by how much
 * it would take the category over (`amount` null: not known yet).
 */
export function budgetBlock(
  category: SpendingCategory,
  month: string,
  figures: CategoryFigures,
  amount: number | null,
  isUnpaid: boolean,
): TBudgetRemaining {
  const { budgeted, spent, committed, remaining } = figures;
  const overBy = isUnpaid && amount !== null && remaining !== null && amount > remaining ? amount - Math.max(remaining, 0) : null;
  return {
    month,
    category,
    category_label: TRANSACTION_CATEGORY_LABELS[category],
    budgeted: budgeted === null ? null : centsToDecimal(budgeted),
    spent: centsToDecimal(spent),
    committed: centsToDecimal(committed),
    remaining: remaining === null ? null : centsToDecimal(remaining),
    over_by: overBy === null ? null : centsToDecimal(overBy),
  };
}

/** The budget block's warning in words, when the payment takes its category over the month's budget. */
export const overBudgetWarning = (budget: TBudgetRemaining) =>
  budget.over_by === null ? undefined : overBudgetMessage(budget.category_label, monthLabel(budget.month), formatMoney(budget.over_by));

/**
 * The payments as the screens read them, for `asker` (whether they may approve), with each client's balance, what
 * is available (less the approved payments not paid, the payment itself aside) and the budget block. `paidOn`: a
 * day the pay form names, for the budget block of a payment not paid yet (else today's). A page is read with a
 * fixed number of queries, whatever its length: the balances, commitments and budget figures of all its payments
 * with one grouped query each.
 */
export async function readPayments(
  repository: FinanceRepository,
  rows: readonly DisbursementRow[],
  asker: number | null,
  today: string,
  paidOn?: string,
): Promise<TDisbursement[]> {
  if (rows.length === 0) return [];
  const enrolments = uniqueEnrolments(rows);
  const [limit, clients, staff, vendors, accounts, approved, traces] = await Promise.all([
    repository.refs.approvalLimitCents(),
    repository.refs.clientRefs(rows.map((row) => row.clientId)),
    repository.refs.staffRefs(rows.flatMap((row) => [row.draftedBy, row.approvedBy, row.paidBy, row.voidedBy])),
    repository.refs.vendorNames(rows.map((row) => row.vendorId).filter((id): id is number => id !== null)),
    repository.book.accountsOfEnrolments(enrolments),
    repository.payments.approvedTotals(enrolments),
    repository.payments.traceNumbers(rows.map((row) => row.id)),
  ]);
  const isUnpaid = (row: DisbursementRow) => row.status === 'draft' || row.status === 'approved';
  const monthOf = (row: DisbursementRow) => budgetMonthOf(row, isUnpaid(row) && paidOn ? paidOn : today);
  const [balances, figures] = await Promise.all([
    repository.book.balancesByAccount([...accounts.values()]),
    figuresOf(
      repository,
      rows.map((row) => ({
        clientId: row.clientId,
        programId: row.programId,
        month: monthOf(row),
        except: { id: row.id, status: row.status, category: row.category, amountCents: Number(row.amountCents) },
      })),
      today,
      { accounts, approved },
    ),
  ]);
  return rows.map((row, index) => {
    const amount = Number(row.amountCents);
    const key = enrolmentKey(row.clientId, row.programId);
    const account = accounts.get(key);
    const balance = account === undefined ? 0 : (balances.get(account) ?? 0);
    // Approved, not paid: money already promised out of the client's account (this one aside).
    const committed = (approved.get(key)?.total ?? 0) - (row.status === 'approved' ? amount : 0);
    const needsSecond = amount > limit;
    let cannot: string | null = null;
    if (!canMove('approve', row.status))
      cannot =
        row.status === 'approved'
          ? CANNOT_APPROVE.approvedAlready
          : CANNOT_APPROVE.status(DISBURSEMENT_STATUS_LABELS[row.status].toLowerCase());
    else if (needsSecond && asker !== null && row.draftedBy === asker) cannot = secondApproverMessage(formatMoney(centsToDecimal(limit)));
    return {
      id: row.id,
      kind: row.kind,
      kind_label: DISBURSEMENT_KIND_LABELS[row.kind],
      status: row.status,
      status_label: DISBURSEMENT_STATUS_LABELS[row.status],
      client: clients.get(row.clientId)!,
      program_id: row.programId,
      vendor: row.vendorId ? (vendors.get(row.vendorId) ?? null) : null,
      payee: row.payeeName,
      description: row.description,
      category: row.category,
      category_label: TRANSACTION_CATEGORY_LABELS[row.category],
      amount: centsToDecimal(amount),
      due_on: row.dueOn,
      scheduled_payment_id: row.scheduledPaymentId,
      drafted_by: refOf(staff, row.draftedBy),
      drafted_at: row.draftedAt.toISOString(),
      approved_by: refOf(staff, row.approvedBy),
      approved_at: row.approvedAt?.toISOString() ?? null,
      paid_by: refOf(staff, row.paidBy),
      paid_at: row.paidAt?.toISOString() ?? null,
      paid_on: row.paidOn,
      payment_method: row.paymentMethod,
      payment_reference: row.paymentReference,
      trace_number: traces.get(row.id) ?? null,
      entry_id: row.entryId,
      voided_by: refOf(staff, row.voidedBy),
      voided_at: row.voidedAt?.toISOString() ?? null,
      void_reason: row.voidReason,
      reversal_entry_id: row.reversalEntryId,
      override_reason: row.overrideReason,
      needs_second_approver: needsSecond,
      approval_limit: centsToDecimal(limit),
      can_approve: cannot === null,
      cannot_approve_reason: cannot,
      balance: centsToDecimal(balance),
      available: centsToDecimal(balance - committed),
      duplicate_reason: row.duplicateReason,
      budget: budgetBlock(row.category, monthOf(row), figures[index]!.get(row.category)!, amount, isUnpaid(row)),
    };
  });
}
