import fs from 'node:fs';
import path from 'node:path';
import { demoBankStatementCsv, demoSsaDepositCsv } from '../db/seed/demo-finance';

/**
 * `npm run finance:demo-files -- [folder] [YYYY-MM]`: writes the finance demo's two files for the demo data seeded
 * today (README): this month's SSA deposit file and the pooled account's bank statement of last month (or the
 * month given), to import in the back office. Default folder: ./finance-demo-files.
 */
const [folderArgument, monthArgument] = process.argv.slice(2);
const today = new Date();
const lastMonth = new Date(today.getFullYear(), today.getMonth() - 1, 1);
const month = monthArgument ?? `${lastMonth.getFullYear()}-${String(lastMonth.getMonth() + 1).padStart(2, '0')}`;
if (!/^\d{4}-\d{2}$/.test(month)) {
  process.stderr.write('Usage: npm run finance:demo-files -- [folder] [YYYY-MM]\n');
  process.exit(2);
}
const folder = path.resolve(folderArgument ?? 'finance-demo-files');
fs.mkdirSync(folder, { recursive: true });
const deposits = path.join(folder, `ssa-deposits-${today.toISOString().slice(0, 7)}.csv`);
const statement = path.join(folder, `bank-statement-${month}.csv`);
fs.writeFileSync(deposits, await demoSsaDepositCsv(today));
fs.writeFileSync(statement, await demoBankStatementCsv(month, today));
process.stdout.write(`Wrote ${deposits}\nWrote ${statement}\n`);
