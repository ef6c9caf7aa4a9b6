import fs from 'node:fs';
import path from 'node:path';
import { monthPlus, officeMonth } from '@payee/contract';
import { demoBankStatementCsv, demoBankStatementOfx, demoSsaDepositCsv } from '../seed/demo-finance';

/**
 * `npm run finance:demo-files -- [folder] [YYYY-MM]`: writes the finance demo's files for the demo data seeded
 * today (README): this month's SSA deposit file and the pooled account's bank statement of last month (or the
 * month given), as CSV and as the bank's OFX download (the same lines), to import in the back office. Default folder: ./finance-demo-files.
 */
const [folderArgument, monthArgument] = process.argv.slice(2);
const today = new Date();
// This month and last month are the office's (Michigan's), as the seeded history's days are.
const month = monthArgument ?? monthPlus(officeMonth(today), -1);
if (!/^\d{4}-\d{2}$/.test(month)) {
  process.stderr.write('Usage: npm run finance:demo-files -- [folder] [YYYY-MM]\n');
  process.exit(2);
}
const folder = path.resolve(folderArgument ?? 'finance-demo-files');
fs.mkdirSync(folder, { recursive: true });
const deposits = path.join(folder, `ssa-deposits-${officeMonth(today)}.csv`);
const statement = path.join(folder, `bank-statement-${month}.csv`);
const statementOfx = path.join(folder, `bank-statement-${month}.ofx`);
fs.writeFileSync(deposits, await demoSsaDepositCsv(today));
fs.writeFileSync(statement, await demoBankStatementCsv(month, today));
fs.writeFileSync(statementOfx, demoBankStatementOfx(month, today));
process.stdout.write(`Wrote ${deposits}\nWrote ${statement}\nWrote ${statementOfx}\n`);
