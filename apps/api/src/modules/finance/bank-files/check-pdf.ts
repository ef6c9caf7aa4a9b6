import PDFDocument from 'pdfkit';
import { SITE } from '@payee/content';
import { API_BANK_FILES } from '@payee/content/api-bank-files';
import { centsToDecimal, formatDisplayDate, formatMoney } from '@payee/contract';
import { officeAddressLine } from '../../../lib/office';
import { amountInWords } from './amount-words';
import { withoutSsn } from './ssn-guard';
import type { PaidPayment } from './types';

type Doc = InstanceType<typeof PDFDocument>;

const WORDS = API_BANK_FILES.checks;
const REGULAR = 'Helvetica';
const BOLD = 'Helvetica-Bold';
/** US Letter, 612 × 792 pt; the check is the top third (a "check on top" stock), the payee's stub below it. */
const PAGE = { width: 612, height: 792 } as const;
const MARGIN = 36;
const CHECK_HEIGHT = 252;

/**
 * A run's checks as one PDF, one check per page, for "check on top" stock (US Letter, the check in the top third, its
 * stub below): the office's name and address, the check number, the date, the payee, the amount in figures and in
 * words, and a memo with the client's reference (never an SSN: a reference in an SSN's shape is refused). The MICR
 * line (routing, account and check number in magnetic ink) is the stock's own, printed by the check printer:
 * this PDF does not draw one. Answers the document, ended: pipe it to the reply or collect it.
 */
export function writeCheckPdf(payments: readonly PaidPayment[]): Doc {
  const checks = payments.map((payment, index) => {
    const where = `Payment ${index + 1} (${payment.payee})`;
    if (payment.method !== 'check') throw new Error(`${where} is not a check`);
    if (!payment.checkNumber || !Number.isSafeInteger(payment.checkNumber) || payment.checkNumber <= 0) {
      throw new Error(`${where} has no check number`);
    }
    return {
      payment,
      checkNumber: payment.checkNumber,
      words: amountInWords(payment.amountCents),
      figures: formatMoney(centsToDecimal(payment.amountCents)),
      memo: WORDS.memoText(withoutSsn(payment.clientReference, `${where}'s reference`)),
      payee: withoutSsn(payment.payee, `${where}'s payee`),
      address: payment.payeeAddress ? withoutSsn(payment.payeeAddress, `${where}'s address`) : null,
    };
  });
  if (checks.length === 0) throw new Error('A check PDF needs at least one check');
  const doc = new PDFDocument({
    size: 'LETTER',
    autoFirstPage: false,
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    info: { Title: WORDS.title(checks.length), Author: SITE.organisation.serviceName },
  });
  const right = PAGE.width - MARGIN;
  for (const check of checks) {
    doc.addPage();
    const date = formatDisplayDate(check.payment.issueDay);
    // The drawer: the office, top left; the check number, top right.
    doc.font(BOLD).fontSize(12).text(SITE.organisation.serviceName, MARGIN, MARGIN, { lineBreak: false });
    doc
      .font(REGULAR)
      .fontSize(9)
      .text(officeAddressLine(SITE.office), MARGIN, MARGIN + 16, { lineBreak: false });
    doc
      .font(BOLD)
      .fontSize(11)
      .text(`${WORDS.checkNumber} ${check.checkNumber}`, right - 160, MARGIN, { width: 160, align: 'right' });
    doc
      .font(REGULAR)
      .fontSize(10)
      .text(`${WORDS.date} ${date}`, right - 160, MARGIN + 40, { width: 160, align: 'right' });
    // The payee and the amount in figures, in its box.
    const payeeY = MARGIN + 78;
    doc.fontSize(9).text(WORDS.payToTheOrderOf, MARGIN, payeeY, { lineBreak: false });
    doc
      .font(BOLD)
      .fontSize(11)
      .text(check.payee, MARGIN + 100, payeeY - 1, { width: 300, lineBreak: false, ellipsis: true });
    doc
      .moveTo(MARGIN + 100, payeeY + 12)
      .lineTo(right - 130, payeeY + 12)
      .lineWidth(0.5)
      .stroke();
    doc
      .rect(right - 120, payeeY - 6, 120, 22)
      .lineWidth(0.8)
      .stroke();
    doc
      .font(BOLD)
      .fontSize(12)
      .text(check.figures, right - 116, payeeY - 1, { width: 112, align: 'right', lineBreak: false });
    // The amount in words, on its line (two lines at the cap), then the payee's address for a window envelope.
    const wordsY = payeeY + 28;
    doc
      .font(REGULAR)
      .fontSize(10)
      .text(check.words, MARGIN, wordsY, { width: right - MARGIN });
    doc
      .moveTo(MARGIN, doc.y + 2)
      .lineTo(right, doc.y + 2)
      .lineWidth(0.5)
      .stroke();
    if (check.address) doc.fontSize(9).text(`${check.payee}\n${check.address}`, MARGIN + 36, wordsY + 36, { width: 240 });
    // The memo and the signature line.
    const memoY = MARGIN + CHECK_HEIGHT - 60;
    doc.fontSize(9).text(`${WORDS.memo}: ${check.memo}`, MARGIN, memoY, { width: 260, lineBreak: false, ellipsis: true });
    doc
      .moveTo(right - 200, memoY + 10)
      .lineTo(right, memoY + 10)
      .lineWidth(0.5)
      .stroke();
    doc.fontSize(7).text(WORDS.signature, right - 200, memoY + 13, { width: 200, align: 'center', lineBreak: false });
    doc.fontSize(7).text(WORDS.void, right - 200, memoY - 24, { width: 200, align: 'right', lineBreak: false });
    // The stub the payee keeps.
    const stubY = MARGIN + CHECK_HEIGHT + 24;
    doc
      .moveTo(MARGIN, stubY - 12)
      .lineTo(right, stubY - 12)
      .dash(3, { space: 3 })
      .stroke()
      .undash();
    doc.font(BOLD).fontSize(10).text(WORDS.stubHeading, MARGIN, stubY, { lineBreak: false });
    const facts: [string, string][] = [
      [WORDS.stubFacts.payee, check.payee],
      [WORDS.stubFacts.checkNumber, String(check.checkNumber)],
      [WORDS.stubFacts.date, date],
      [WORDS.stubFacts.amount, check.figures],
      [WORDS.stubFacts.reference, check.payment.clientReference],
    ];
    for (const [index, [label, value]] of facts.entries()) {
      const y = stubY + 20 + index * 14;
      doc.font(REGULAR).fontSize(9).text(label, MARGIN, y, { width: 120, lineBreak: false });
      doc.text(value, MARGIN + 130, y, { width: 300, lineBreak: false, ellipsis: true });
    }
  }
  doc.end();
  return doc;
}
