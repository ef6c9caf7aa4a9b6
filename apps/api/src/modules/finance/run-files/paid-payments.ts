import { writeNachaFile, type NachaFile, type NachaSettings, type PaidPayment } from '../bank-files/index';
import type { PaymentRunRow } from '../runs/repository';
import type { PaidRunPayment } from '../runs/service';

/** The client's reference a check's memo and a NACHA entry carry: "C-000123" (never an SSN). */
export const clientReferenceOf = (clientId: number) => `C-${String(clientId).padStart(6, '0')}`;

/** A run's paid payment as the bank-file writers take it. */
export function toPaidPayment(payment: PaidRunPayment): PaidPayment {
  return {
    payee: payment.payee,
    payeeAddress: payment.vendor?.address ?? null,
    amountCents: payment.amountCents,
    method: payment.method === 'check' ? 'check' : 'transfer',
    checkNumber: payment.checkNumber,
    accountNumber: payment.vendor?.accountNumber ?? null,
    routingNumber: payment.vendor?.routingNumber ?? null,
    accountType: payment.vendor?.accountType ?? 'checking',
    entryClass: payment.vendor?.entryClass ?? 'CCD',
    issueDay: payment.issuedOn,
    clientReference: clientReferenceOf(payment.clientId),
  };
}

/**
 * The NACHA file of a paid run: its transfers (paid, in the run's fixed order: due day, then id), created at the
 * moment the run was paid, dated the run's paid day, modifier A. The same run gives the same bytes every time, and
 * the trace numbers recorded when it was paid are the file's. Null when the run paid no transfer.
 */
export function nachaFileOfRun(
  run: Pick<PaymentRunRow, 'paidAt' | 'paidOn'>,
  payments: readonly PaidRunPayment[],
  settings: NachaSettings,
): { file: NachaFile; transfers: PaidRunPayment[] } | null {
  const transfers = payments.filter((payment) => payment.method === 'transfer' && payment.status === 'paid');
  if (transfers.length === 0) return null;
  if (!run.paidAt || !run.paidOn) throw new Error('The run is not paid');
  const file = writeNachaFile({
    settings,
    payments: transfers.map(toPaidPayment),
    createdAt: run.paidAt,
    officeDay: run.paidOn,
    fileIdModifier: 'A',
  });
  return { file, transfers };
}
