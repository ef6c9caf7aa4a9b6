import { execFile } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const REPO_DIR = path.join(import.meta.dirname, '..', '..');

/**
 * The demo's SSA deposit file of this month and bank statement of `month` (CSV and OFX), as an operator gets them for the history
 * the server seeded today: `npm run finance:demo-files -- <folder> <month>`, written into `folder`.
 */
export async function demoFinanceFiles(
  folder: string,
  month: string,
): Promise<{ depositFile: string; statementFile: string; statementOfxFile: string }> {
  await promisify(execFile)('npm', ['run', '--silent', 'finance:demo-files', '--', folder, month], { cwd: REPO_DIR });
  const written = await readdir(folder);
  const depositName = written.find((name) => name.startsWith('ssa-deposits-'));
  if (!depositName) throw new Error(`npm run finance:demo-files wrote no SSA deposit file into ${folder}: ${written.join(', ')}`);
  return {
    depositFile: path.join(folder, depositName),
    statementFile: path.join(folder, `bank-statement-${month}.csv`),
    // The same statement as the bank's website downloads it (OFX 1.02), each line with its FITID.
    statementOfxFile: path.join(folder, `bank-statement-${month}.ofx`),
  };
}
