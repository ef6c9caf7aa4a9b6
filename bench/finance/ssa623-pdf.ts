/**
 * `tsx bench/finance/ssa623-pdf.ts [--count=500]`: the time to lay out one SSA-623 worksheet's PDF (issue 23), with no
 * database: the same worksheet `count` times, each PDF read to its end. Prints ms per worksheet (wall clock and this process's CPU time) and the PDF's size.
 */
import type { TSsa623Worksheet } from '@payee/contract';
import { SPENDING_CATEGORIES, SSA_623_GROUP_OF, TRANSACTION_CATEGORY_LABELS } from '@payee/contract';
import type { Database } from '../../apps/api/src/db/client';
import { createSsa623Service } from '../../apps/api/src/modules/finance/ssa-623';

const count = Number(process.argv.find((arg) => arg.startsWith('--count='))?.split('=')[1] ?? 500);
const sheet: TSsa623Worksheet = {
  client: { id: 1, name: 'Maria Lopez', application_code: 'APP-000001', ssn_masked: '***-**-1234' },
  program: { id: 1, name: 'Representative payee' },
  period: { start: '2025-11-01', end: '2026-10-31' },
  opening_balance: '1234.56',
  closing_balance: '2345.67',
  benefits_received: '11400.00',
  other_money_in: '120.00',
  moved_in: '0.00',
  spent_on_food_and_housing: '8000.00',
  spent_on_other_things: '2000.00',
  saved: '1520.00',
  spent_from_balance: '0.00',
  moved_out: '0.00',
  income: [
    { source: 'social_security', label: 'Social Security', amount: '11400.00' },
    { source: 'other', label: 'Other', amount: '120.00' },
  ],
  categories: SPENDING_CATEGORIES.map((category) => ({
    category,
    label: TRANSACTION_CATEGORY_LABELS[category],
    group: SSA_623_GROUP_OF[category],
    amount: '100.00',
  })),
  adds_up: true,
};
const service = createSsa623Service({} as Database);
async function one() {
  const chunks: Buffer[] = [];
  for await (const chunk of service.pdf(sheet)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).length;
}
for (let index = 0; index < 20; index += 1) await one();
const started = performance.now();
const cpuBefore = process.cpuUsage();
let bytes = 0;
for (let index = 0; index < count; index += 1) bytes = await one();
const ms = (performance.now() - started) / count;
const cpu = process.cpuUsage(cpuBefore);
const cpuMs = (cpu.user + cpu.system) / 1000 / count;
process.stdout.write(
  `${JSON.stringify({ count, ms_per_worksheet: Math.round(ms * 100) / 100, cpu_ms_per_worksheet: Math.round(cpuMs * 100) / 100, pdf_bytes: bytes })}\n`,
);
