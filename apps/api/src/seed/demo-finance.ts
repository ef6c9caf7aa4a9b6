import {
  BANK_STATEMENT_COLUMNS,
  SSA_DEPOSIT_FILE_COLUMNS,
  centsToDecimal,
  dayPlus,
  monthBounds,
  type SpendingCategory,
} from '@payee/contract';
import { writeToString } from '@fast-csv/format';
import { and, eq } from 'drizzle-orm';
import { hashPassword } from '../lib/passwords';
import { encryptString, type KeyRing } from '../lib/crypto';
import { createStaffRepository } from '../modules/staff/repository';
import { encryptTotpSecret } from '../modules/staff/totp';
import type { Database } from '../db/client';
import { clientBudgets, clientUsers, paymentVendors, scheduledPayments } from '../db/schema/index';
import { DEMO_CLIENT, DEMO_MAIN_PROGRAM_ID, DEMO_OVERDRAWN_CLIENT, demoClientLedgers } from './demo-clients';
import { DEMO_CARD_CATEGORY, dayOfMonthBefore, daysBefore, inPostingOrder } from './demo-ledger';
import { DEMO_STAFF } from './demo-staff';

/**
 * The trust ledger's demo (README): two finance users (the second approves what the first drafts above the
 * limit), two landlords, each active client's rent scheduled and a monthly budget, and the two CSV files the
 * finance journeys import: this month's SSA deposits and last month's bank statement of the pooled account.
 */
export const DEMO_FINANCE_STAFF = [
  { email: 'finance@example.org', name: 'Demo Finance', roles: ['finance'] },
  { email: 'finance2@example.org', name: 'Demo Finance Two', roles: ['finance'] },
] as const;
export const DEMO_FINANCE_PASSWORD = 'Finance@Demo2026';

export const DEMO_VENDORS = [
  {
    name: 'Lansing Gardens Apartments',
    kind: 'landlord',
    paymentMethod: 'transfer',
    accountNumber: '4401234567',
    routingNumber: '072000326',
    address: '1200 E Michigan Ave, Lansing, MI 48912',
  },
  {
    name: 'Eastside Rooms',
    kind: 'landlord',
    paymentMethod: 'check',
    accountNumber: null,
    routingNumber: null,
    address: '415 Clemens Ave, Lansing, MI 48912',
  },
] as const;

/** When a client's next rent is due, for a history ending `today`. */
type NextRent = (today: Date) => string;

/**
 * Each active demo client's rent (the vendor by name) and monthly budget; the one `on_card` line is the weekly card
 * load, and the category every load counts under (DEMO_CARD_CATEGORY: the seeded history's loads too).
 */
const DEMO_MONEY_OUT: {
  applicationCode: string;
  rent: { vendor: string; cents: number; nextDue: NextRent };
  budget: [SpendingCategory, number, boolean][];
}[] = [
  {
    applicationCode: DEMO_CLIENT.applicationCode,
    // On the 5th, as in her history: this month's if it is still to come, else next month's.
    rent: {
      vendor: DEMO_VENDORS[0].name,
      cents: 65_000,
      nextDue: (today) => {
        const day = daysBefore(today, 0);
        return dayOfMonthBefore(day, Number(day.slice(8)) < 5 ? 0 : -1, 5);
      },
    },
    // $214.29 on the card is $50.00 a week, her loads of the year.
    budget: [
      ['housing', 65_000, false],
      ['utilities', 13_500, false],
      [DEMO_CARD_CATEGORY, 21_429, true],
      ['medical', 2_000, false],
      ['fees', 2_500, false],
    ],
  },
  {
    applicationCode: DEMO_OVERDRAWN_CLIENT.applicationCode,
    // Two days after his benefit, every four weeks (demo-clients.ts): the next is in two days.
    rent: { vendor: DEMO_VENDORS[1].name, cents: 60_000, nextDue: (today) => daysBefore(today, -2) },
    budget: [
      ['housing', 60_000, false],
      [DEMO_CARD_CATEGORY, 17_143, true],
    ],
  },
];

async function seedFinanceStaff(db: Database, key: KeyRing): Promise<number> {
  const repository = createStaffRepository(db);
  let added = 0;
  for (const member of DEMO_FINANCE_STAFF) {
    if (await repository.existsByEmail(member.email)) continue;
    const id = await repository.insertIfAbsent({
      email: member.email,
      name: member.name,
      roles: [...member.roles],
      passwordHash: await hashPassword(DEMO_FINANCE_PASSWORD),
      // The demo TOTP secret of the README, as the demo staff account's.
      totpSecretEncrypted: encryptTotpSecret(DEMO_STAFF.totpSecret, key),
      totpEnrolledAt: new Date(),
    });
    if (id !== undefined) added += 1;
  }
  return added;
}

/** Vendors, scheduled rent and budgets of the active demo clients, each once. Answers how many vendors were added. */
export async function seedDemoFinance(db: Database, key: KeyRing, today: Date = new Date()): Promise<{ staff: number; vendors: number }> {
  const staff = await seedFinanceStaff(db, key);
  let vendors = 0;
  const vendorIds = new Map<string, number>();
  for (const vendor of DEMO_VENDORS) {
    const [existing] = await db.select({ id: paymentVendors.id }).from(paymentVendors).where(eq(paymentVendors.name, vendor.name)).limit(1);
    if (existing) {
      vendorIds.set(vendor.name, existing.id);
      continue;
    }
    const [row] = await db
      .insert(paymentVendors)
      .values({
        name: vendor.name,
        kind: vendor.kind,
        paymentMethod: vendor.paymentMethod,
        accountNumberEncrypted: vendor.accountNumber ? encryptString(vendor.accountNumber, key) : null,
        accountLast4: vendor.accountNumber?.slice(-4) ?? null,
        routingNumber: vendor.routingNumber,
        address: vendor.address,
      })
      .returning({ id: paymentVendors.id });
    vendorIds.set(vendor.name, row!.id);
    vendors += 1;
  }
  for (const plan of DEMO_MONEY_OUT) {
    const [client] = await db
      .select({ id: clientUsers.id })
      .from(clientUsers)
      .where(eq(clientUsers.applicationCode, plan.applicationCode))
      .limit(1);
    if (!client) continue;
    const [scheduled] = await db
      .select({ id: scheduledPayments.id })
      .from(scheduledPayments)
      .where(and(eq(scheduledPayments.clientId, client.id), eq(scheduledPayments.category, 'housing')))
      .limit(1);
    if (!scheduled) {
      // The next rent after the demo history.
      await db.insert(scheduledPayments).values({
        clientId: client.id,
        programId: DEMO_MAIN_PROGRAM_ID,
        vendorId: vendorIds.get(plan.rent.vendor)!,
        reportingAccountId: 7, // Rent (migration 0001)
        description: 'Rent',
        category: 'housing',
        amountCents: plan.rent.cents,
        frequency: 'monthly',
        nextDueOn: plan.rent.nextDue(today),
      });
    }
    await db
      .insert(clientBudgets)
      .values(
        plan.budget.map(([category, monthlyCents, onCard]) => ({
          clientId: client.id,
          programId: DEMO_MAIN_PROGRAM_ID,
          category,
          monthlyCents,
          onCard,
        })),
      )
      .onConflictDoNothing();
  }
  return { staff, vendors };
}

/**
 * This month's SSA deposit file for the demo (contract: SSA_DEPOSIT_FILE_COLUMNS), dated `today`: Darnell's next
 * benefit (it brings him back above zero), Maria's SSI, and a back payment for her under an SSN the office has not
 * on file, which matches no client and is assigned to her by hand.
 */
export function demoSsaDepositCsv(today: Date = new Date()): Promise<string> {
  const day = daysBefore(today, 0);
  const stamp = day.replaceAll('-', '');
  return writeToString(
    [
      [...SSA_DEPOSIT_FILE_COLUMNS],
      [day, '987-65-4326', 'DARNELL PRICE', 'SSA', '943.00', `SSA-${stamp}-000481`],
      [day, '987-65-4320', 'MARIA LOPEZ', 'SSI', '50.00', `SSA-${stamp}-000482`],
      [day, '987-65-4328', 'MARIA L LOPEZ', 'SSA', '25.00', `SSA-${stamp}-000483`],
    ],
    { includeEndRowDelimiter: true },
  );
}

/**
 * The movements the bank shows for `month` of the demo history ending `today`, each on the day it cleared, with the
 * balance before the month. Card loads clear a day later and deposits carry their reference (matched automatically);
 * Maria's rent clears six days late, outside the matching window, for finance to match by hand.
 */
function demoBankMovements(month: string, today: Date) {
  const { start, end } = monthBounds(month);
  const movements = demoClientLedgers(today).flatMap(({ client, accounts }) =>
    accounts.flatMap((account) => account.transactions.map((line) => ({ ...line, client: client.firstName }))),
  );
  const opening = movements.filter((line) => line.postedOn < start).reduce((sum, line) => sum + line.amountCents, 0);
  const lines = inPostingOrder(movements.filter((line) => line.postedOn >= start && line.postedOn <= end))
    .filter((line) => line.category !== 'transfer_in' && line.category !== 'transfer_out') // between her programs: the bank never saw it
    .map((line) => {
      const clears = line.category === 'debit_card_load' ? 1 : line.category === 'housing' && line.client === 'Maria' ? 6 : 0;
      const day = dayPlus(line.postedOn, clears);
      const isDeposit = line.amountCents > 0;
      return {
        date: day > end ? line.postedOn : day,
        description: isDeposit ? `DEPOSIT ${line.description.toUpperCase()}` : `PAYMENT ${line.description.toUpperCase()}`,
        reference: isDeposit ? line.reference : '',
        amountCents: line.amountCents,
      };
    })
    .sort((a, b) => a.date.localeCompare(b.date));
  return { opening, lines, end };
}

/**
 * Last month's (or `month`'s) statement of the pooled account as the bank would send it (BANK_STATEMENT_COLUMNS),
 * from the demo history ending `today`: every movement of the month with the balance after it (demoBankMovements).
 */
export function demoBankStatementCsv(month: string, today: Date = new Date()): Promise<string> {
  const { opening, lines } = demoBankMovements(month, today);
  let balance = opening;
  const rows = lines.map((line) => {
    balance += line.amountCents;
    return [line.date, line.description, line.reference, centsToDecimal(line.amountCents), centsToDecimal(balance)];
  });
  return writeToString([[...BANK_STATEMENT_COLUMNS], ...rows], { includeEndRowDelimiter: true });
}

/**
 * The same statement as the bank's website downloads it: OFX 1.02 (SGML: a plain-text header, elements without
 * closing tags, times with the bank's zone `[-5:EST]`), with QFX's INTU.BID so Quicken-style files are tried too.
 * Each line has its FITID, the same for the same month and history (a second download of it is the same lines), and
 * the ledger balance (LEDGERBAL) is the month's closing balance.
 */
export function demoBankStatementOfx(month: string, today: Date = new Date()): string {
  const { opening, lines, end } = demoBankMovements(month, today);
  const escape = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
  const stamp = (day: string, time = '120000') => `${day.replaceAll('-', '')}${time}.000[-5:EST]`;
  const closing = opening + lines.reduce((sum, line) => sum + line.amountCents, 0);
  const { start } = monthBounds(month);
  const transactions = lines.map((line, index) =>
    [
      '<STMTTRN>',
      `<TRNTYPE>${line.amountCents > 0 ? 'CREDIT' : 'DEBIT'}`,
      `<DTPOSTED>${stamp(line.date)}`,
      `<TRNAMT>${centsToDecimal(line.amountCents)}`,
      `<FITID>${line.date.replaceAll('-', '')}${String(index + 1).padStart(4, '0')}`,
      ...(line.reference ? [`<REFNUM>${escape(line.reference)}`] : []),
      `<NAME>${escape(line.description.slice(0, 32))}`,
      `<MEMO>${escape(line.description)}`,
      '</STMTTRN>',
    ].join('\r\n'),
  );
  return [
    'OFXHEADER:100',
    'DATA:OFXSGML',
    'VERSION:102',
    'SECURITY:NONE',
    'ENCODING:USASCII',
    'CHARSET:1252',
    'COMPRESSION:NONE',
    'OLDFILEUID:NONE',
    'NEWFILEUID:NONE',
    '',
    '<OFX>',
    '<SIGNONMSGSRSV1><SONRS><STATUS><CODE>0<SEVERITY>INFO</STATUS>',
    `<DTSERVER>${stamp(end, '235959')}<LANGUAGE>ENG<INTU.BID>3000</SONRS></SIGNONMSGSRSV1>`,
    '<BANKMSGSRSV1><STMTTRNRS><TRNUID>1<STATUS><CODE>0<SEVERITY>INFO</STATUS>',
    '<STMTRS><CURDEF>USD<BANKACCTFROM><BANKID>072000326<ACCTID>000123456789<ACCTTYPE>CHECKING</BANKACCTFROM>',
    `<BANKTRANLIST><DTSTART>${stamp(start, '000000')}<DTEND>${stamp(end, '235959')}`,
    ...transactions,
    '</BANKTRANLIST>',
    `<LEDGERBAL><BALAMT>${centsToDecimal(closing)}<DTASOF>${stamp(end, '235959')}</LEDGERBAL>`,
    '</STMTRS></STMTTRNRS></BANKMSGSRSV1>',
    '</OFX>',
    '',
  ].join('\r\n');
}
