import { ADMIN_RUN_FILES_CONTENT } from '@payee/content/admin-run-files';
import { API_RUN_FILES_MESSAGES as MESSAGES } from '@payee/content/api-run-files';
import type { RunFileKind } from '@payee/contract';
import { ACH_SETTINGS } from '../../../config';
import type { Database } from '../../../db/client';
import { ApiError, notFound } from '../../../lib/api-error';
import type { KeyRing } from '../../../lib/crypto';
import { createAuditRepository, type StaffActor } from '../../audit';
import { nachaSettings, positivePayAccount, writeCheckPdf, writePositivePayFile, type BankFileConfig } from '../bank-files/index';
import { createRunRepository } from '../runs/repository';
import { createPaymentRunService, runNumber } from '../runs/service';
import { nachaFileOfRun, toPaidPayment } from './paid-payments';

const FILE_NAMES = ADMIN_RUN_FILES_CONTENT.fileNames;

export interface RunFile {
  fileName: string;
  contentType: string;
  body: Buffer | string | NodeJS.ReadableStream;
}

/** A writer's refusal (an SSN-shaped reference, a vendor without an account number) as a 409 naming it. */
function written<T>(write: () => T): T {
  try {
    return write();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(409, MESSAGES.cannotWrite((error as Error).message));
  }
}

/**
 * The bank files of a PAID payment run (issue 25, wire; docs/decisions/money.md "A paid run's files"): its checks as
 * one PDF, its positive-pay CSV (issued and voided checks) and its NACHA file of transfers, each written by the pure
 * writers of bank-files/ from the run's paid payments. Each download is audited; none holds an SSN (the writers
 * refuse SSN-shaped text). A file that does not apply, or whose settings are not set, is a 409 saying which.
 */
export function createRunFileService(db: Database, key: KeyRing, now: () => Date, config: BankFileConfig) {
  const runs = createPaymentRunService(db, key, now, config);
  const repository = createRunRepository(db);

  async function paidRun(id: number) {
    const run = await repository.run(id);
    if (!run) throw notFound(MESSAGES.runNotPaid);
    if (run.status !== 'paid') throw new ApiError(409, MESSAGES.runNotPaid);
    return run;
  }

  async function audited(id: number, kind: RunFileKind, actor: StaffActor, details: Record<string, unknown>) {
    await createAuditRepository(db).record({
      action: 'finance.payment_run_file_download',
      staffUserId: actor.staffUserId,
      recordType: 'payment_run',
      recordId: id,
      ip: actor.ip,
      details: { file: kind, ...details },
      at: now(),
    });
  }

  return {
    async file(id: number, kind: RunFileKind, actor: StaffActor): Promise<RunFile> {
      const run = await paidRun(id);
      const number = runNumber(id);
      if (kind === 'nacha') {
        const settings = nachaSettings(config);
        if (!settings) throw new ApiError(409, MESSAGES.achNotSet(ACH_SETTINGS.filter((name) => !config[name])));
        const payments = await runs.paidPaymentsForFiles(id, { withAccountNumbers: true });
        const made = written(() => nachaFileOfRun(run, payments, settings));
        if (!made) throw new ApiError(409, MESSAGES.noTransfers);
        await audited(id, kind, actor, { entries: made.file.entryCount, total_cents: made.file.totalCreditCents });
        return { fileName: FILE_NAMES.nacha(number), contentType: 'text/plain; charset=us-ascii', body: made.file.text };
      }
      const payments = await runs.paidPaymentsForFiles(id);
      const checks = payments.filter((payment) => payment.checkNumber !== null);
      if (checks.length === 0) throw new ApiError(409, MESSAGES.noChecks);
      if (kind === 'positive-pay') {
        const account = positivePayAccount(config);
        if (!account) throw new ApiError(409, MESSAGES.positivePayNotSet);
        const text = await writePositivePayFile({
          accountNumber: account,
          checks: checks.map((check) => ({
            checkNumber: check.checkNumber!,
            amountCents: check.amountCents,
            issueDay: check.issuedOn,
            payee: check.payee,
            voided: check.checkStatus === 'voided',
          })),
        }).catch((error: Error) => {
          throw new ApiError(409, MESSAGES.cannotWrite(error.message));
        });
        await audited(id, kind, actor, { checks: checks.length });
        return { fileName: FILE_NAMES['positive-pay'](number), contentType: 'text/csv; charset=utf-8', body: text };
      }
      const issued = checks.filter((check) => check.checkStatus !== 'voided');
      if (issued.length === 0) throw new ApiError(409, MESSAGES.noChecks);
      const doc = written(() => writeCheckPdf(issued.map(toPaidPayment)));
      await audited(id, kind, actor, { checks: issued.length });
      return { fileName: FILE_NAMES.checks(number), contentType: 'application/pdf', body: doc };
    },
  };
}
