import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { fitMeasuredLine, measureText, writeTexts } from './fixed-text';

type Doc = InstanceType<typeof PDFDocument>;

/** The whole file pdfkit writes for `draw`, uncompressed and dated the same, so two files can be compared. */
async function render(draw: (doc: Doc) => void): Promise<string> {
  const doc = new PDFDocument({ size: 'LETTER', compress: false, autoFirstPage: false, info: { CreationDate: new Date(0) } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => doc.on('end', resolve));
  doc.addPage({ size: 'LETTER', margins: { top: 48, bottom: 0, left: 48, right: 48 } });
  draw(doc);
  doc.end();
  await ended;
  return Buffer.concat(chunks).toString('latin1');
}

const SAMPLES = [
  '01/31/2026',
  '$1,234,567.89',
  '-$12.50',
  'Page 3 of 627',
  'AVAWAY Ta Te To Tr Ty Vo Wa Yo LT kerning pairs',
  'Café au lait — “quoted” ’s ½ € ©',
  'Emoji 😀 and 中文 and Ω',
  'Trailing space ',
  '',
];
const FONTS = [
  ['Helvetica', 9.5],
  ['Helvetica-Bold', 10],
  ['Helvetica', 16],
  ['Times-Roman', 11],
] as const;

describe('fixed-layout text', () => {
  it('writes the same bytes as doc.text(text, x, y, { lineBreak: false })', async () => {
    for (const [font, size] of FONTS) {
      const place = (index: number) => [48 + index * 3.137, 100 + index * 16] as const;
      const expected = await render((doc) => {
        doc.font(font).fontSize(size);
        SAMPLES.forEach((text, index) => doc.text(text, ...place(index), { lineBreak: false }));
      });
      const actual = await render((doc) => {
        doc.font(font).fontSize(size);
        writeTexts(
          doc,
          SAMPLES.map((text, index) => [text, ...place(index)] as const),
        );
      });
      expect(actual).toBe(expected);
    }
  });

  it('hands text with a line break to doc.text, keeping the order of the pieces', async () => {
    const expected = await render((doc) => {
      doc.text('before', 48, 100, { lineBreak: false });
      doc.text('two\nlines', 48, 120, { lineBreak: false });
      doc.text('after', 48, 140, { lineBreak: false });
    });
    const actual = await render((doc) =>
      writeTexts(doc, [
        ['before', 48, 100],
        ['two\nlines', 48, 120],
        ['after', 48, 140],
      ]),
    );
    expect(actual).toBe(expected);
  });

  it('measures exactly as doc.widthOfString', async () => {
    await render((doc) => {
      for (const [font, size] of FONTS) {
        doc.font(font).fontSize(size);
        for (const text of SAMPLES) expect(measureText(doc, text)).toBe(doc.widthOfString(text));
      }
    });
  });

  it('cuts a line where a search measuring with doc.widthOfString cuts it', async () => {
    const reference = (doc: Doc, text: string, width: number) => {
      if (doc.widthOfString(text) <= width) return text;
      let low = 0;
      let high = text.length;
      while (low < high) {
        const mid = Math.ceil((low + high) / 2);
        if (doc.widthOfString(`${text.slice(0, mid).trimEnd()}…`) <= width) low = mid;
        else high = mid - 1;
      }
      return `${text.slice(0, low).trimEnd()}…`;
    };
    const lines = [
      'Card purchase 1234: Meijer, Frandor Shopping Center, Lansing',
      'AVAWAY Ta Te To Tr Ty Vo Wa Yo LT kerning pairs, and more words to cut',
      'Emoji 😀 and 中文 and Ω with a long tail of words to be cut somewhere',
      'Short',
    ];
    await render((doc) => {
      doc.font('Helvetica').fontSize(9.5);
      for (const line of lines) {
        for (const width of [0, 5, 40, 120, 236, 400]) expect(fitMeasuredLine(doc, line, width)).toBe(reference(doc, line, width));
      }
    });
  });
});
