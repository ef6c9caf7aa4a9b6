import type PDFDocument from 'pdfkit';

/**
 * One-line text for the statement's fixed layout, measured and written without pdfkit's per-call work.
 *
 * `doc.text(text, x, y, { lineBreak: false })` measures its string three times, and right alignment once
 * more, each time looking every glyph and kerning pair up by name (`"A\0V"`) in a plain object: the profile
 * of a 10,000-row statement spent about 2 s there, 200 µs a row. Here each character's width and code, and
 * each pair's kerning, are read from pdfkit once per font (by char code, into Maps kept for the process),
 * and the operators pdfkit would write for that call are written straight into the page's content stream.
 * The bytes are pdfkit's own (`fixed-text.test.ts` compares them with `doc.text`'s); anything this does
 * not cover (another kind of font, a line break) goes through `doc.text` as before.
 */

type Doc = InstanceType<typeof PDFDocument>;

/** The parts of pdfkit 0.20's standard (AFM) font this reads; not in its public types. */
interface StandardFontInternals {
  name: string;
  id: string;
  ascender: number;
  encode(text: string): [string[], { xAdvance: number; advanceWidth: number }[]];
  ref(): unknown;
}

/** The parts of pdfkit's document state `doc.text` reads; not in its public types. */
interface DocumentInternals {
  _font?: StandardFontInternals;
  _fontSize: number;
  page: { height: number; fonts: Record<string, unknown> };
}

/** The 12 Latin standard fonts: WinAnsi-encoded, widths and kerning from their AFM files. */
const LATIN_STANDARD_FONTS = new Set([
  'Helvetica',
  'Helvetica-Bold',
  'Helvetica-Oblique',
  'Helvetica-BoldOblique',
  'Times-Roman',
  'Times-Bold',
  'Times-Italic',
  'Times-BoldItalic',
  'Courier',
  'Courier-Bold',
  'Courier-Oblique',
  'Courier-BoldOblique',
]);

/** A font's metrics by UTF-16 code unit, as pdfkit encodes them, and the TJ arrays already written. */
interface FontMetrics {
  /** Hex code and advance width of the code units below 256 (every WinAnsi character), filled as met. */
  latinHex: (string | undefined)[];
  latinWidth: Float64Array;
  /** Kerning of the pairs of code units below 256, `left * 256 + right`; NaN until met. */
  latinKerning: Float64Array;
  /** The same for any other code unit (and pair, `left * 0x10000 + right`). */
  otherHex: Map<number, string>;
  otherWidth: Map<number, number>;
  otherKerning: Map<number, number>;
  /** TJ arrays of strings already written (dates, amounts and descriptions repeat), up to GLYPH_RUNS_LIMIT. */
  glyphRuns: Map<string, string>;
}

/** TJ arrays kept per font; the map starts again when full, so memory stays bounded. */
const GLYPH_RUNS_LIMIT = 4096;

/** Per standard font name, for the life of the process (no document is kept: each call passes its own font). */
const metricsByName = new Map<string, FontMetrics>();

/** Numbers as pdfkit writes them in content streams (`PDFObject.number`). */
const pdfNumber = (value: number) => Math.round(value * 1e6) / 1e6;

/** The current font of `doc` and its metrics, when it is a Latin standard font (else `doc.text` is used). */
interface Shaper {
  font: StandardFontInternals;
  metrics: FontMetrics;
}

function shaperOf(doc: Doc): Shaper | null {
  const { _font: font } = doc as unknown as DocumentInternals;
  if (!font || !LATIN_STANDARD_FONTS.has(font.name) || typeof font.encode !== 'function') return null;
  let metrics = metricsByName.get(font.name);
  if (!metrics) {
    metrics = {
      latinHex: [],
      latinWidth: new Float64Array(256).fill(Number.NaN),
      latinKerning: new Float64Array(256 * 256).fill(Number.NaN),
      otherHex: new Map(),
      otherWidth: new Map(),
      otherKerning: new Map(),
      glyphRuns: new Map(),
    };
    metricsByName.set(font.name, metrics);
  }
  return { font, metrics };
}

/** Reads one code unit's hex and width from pdfkit's own encoder. */
function learnCharacter({ font, metrics }: Shaper, code: number): void {
  const [encoded, positions] = font.encode(String.fromCharCode(code));
  const hex = encoded[0] ?? '';
  const width = positions[0]?.advanceWidth ?? 0;
  if (code < 256) {
    metrics.latinHex[code] = hex;
    metrics.latinWidth[code] = width;
  } else {
    metrics.otherHex.set(code, hex);
    metrics.otherWidth.set(code, width);
  }
}

function widthOf(shaper: Shaper, code: number): number {
  const { metrics } = shaper;
  if (code < 256) {
    if (Number.isNaN(metrics.latinWidth[code]!)) learnCharacter(shaper, code);
    return metrics.latinWidth[code]!;
  }
  if (!metrics.otherWidth.has(code)) learnCharacter(shaper, code);
  return metrics.otherWidth.get(code)!;
}

function hexOf(shaper: Shaper, code: number): string {
  const { metrics } = shaper;
  if (code < 256) {
    if (metrics.latinHex[code] === undefined) learnCharacter(shaper, code);
    return metrics.latinHex[code]!;
  }
  if (!metrics.otherHex.has(code)) learnCharacter(shaper, code);
  return metrics.otherHex.get(code)!;
}

/** Reads one pair's kerning from pdfkit's own encoder: the first glyph's advance beyond its width. */
function pairKerning(font: StandardFontInternals, left: number, right: number): number {
  const [, positions] = font.encode(String.fromCharCode(left, right));
  const first = positions[0];
  return first ? first.xAdvance - first.advanceWidth : 0;
}

function kerningOf({ font, metrics }: Shaper, left: number, right: number): number {
  if (left < 256 && right < 256) {
    const index = left * 256 + right;
    let kerning = metrics.latinKerning[index]!;
    if (Number.isNaN(kerning)) {
      kerning = pairKerning(font, left, right);
      metrics.latinKerning[index] = kerning;
    }
    return kerning;
  }
  const key = left * 0x10000 + right;
  let kerning = metrics.otherKerning.get(key);
  if (kerning === undefined) {
    kerning = pairKerning(font, left, right);
    metrics.otherKerning.set(key, kerning);
  }
  return kerning;
}

/** The advance of `text` in thousandths of the size, summed glyph by glyph as StandardFont.widthOfString does. */
function unitsOf(shaper: Shaper, text: string): number {
  let units = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    const kerning = index + 1 < text.length ? kerningOf(shaper, code, text.charCodeAt(index + 1)) : 0;
    units += widthOf(shaper, code) + kerning;
  }
  return units;
}

/**
 * The TJ array TextMixin._fragment writes for `text`: its glyphs in runs, each run closed by the kerning
 * after its last glyph where that is not 0, and the last run by 0.
 */
function glyphRunsOf(shaper: Shaper, text: string): string {
  const { metrics } = shaper;
  const known = metrics.glyphRuns.get(text);
  if (known !== undefined) return known;
  let runs = '';
  let run = '';
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    const isLast = index + 1 === text.length;
    const kerning = isLast ? 0 : kerningOf(shaper, code, text.charCodeAt(index + 1));
    run += hexOf(shaper, code);
    if (kerning !== 0 || isLast) {
      runs += `${runs ? ' ' : ''}<${run}> ${pdfNumber(-kerning)}`;
      run = '';
    }
  }
  if (metrics.glyphRuns.size >= GLYPH_RUNS_LIMIT) metrics.glyphRuns.clear();
  metrics.glyphRuns.set(text, runs);
  return runs;
}

/** The width of `text` in points at the current font and size: `doc.widthOfString(text)`, to the bit. */
export function measureText(doc: Doc, text: string): number {
  const shaper = shaperOf(doc);
  if (!shaper) return doc.widthOfString(text);
  return unitsToPoints(unitsOf(shaper, text), (doc as unknown as DocumentInternals)._fontSize);
}

/** Thousandths of the size to points, with the arithmetic of StandardFont.widthOfString and doc.widthOfString. */
function unitsToPoints(units: number, size: number): number {
  return ((units * (size / 1000) + 0) * 100) / 100;
}

/**
 * `text` cut to fit `width` points on one line, ending with "…" when cut: the longest prefix (trailing
 * spaces trimmed) whose width with the ellipsis fits, found by the same binary search as before, each
 * width read from prefix sums rather than measured again. Exact: the metrics are whole numbers.
 * `text` must already be one line with single spaces (no other white space), as `fitOneLine` makes it.
 */
export function fitMeasuredLine(doc: Doc, text: string, width: number): string {
  const shaper = shaperOf(doc);
  if (!shaper) {
    if (doc.widthOfString(text) <= width) return text;
    return fitBySearch(text, (candidate) => doc.widthOfString(candidate) <= width);
  }
  const { _fontSize: size } = doc as unknown as DocumentInternals;
  if (unitsToPoints(unitsOf(shaper, text), size) <= width) return text;
  const ellipsis = ELLIPSIS.charCodeAt(0);
  const ellipsisWidth = widthOf(shaper, ellipsis);
  // before[k]: the advance of the first k glyphs, each kerned with the glyph after it.
  const before = new Float64Array(text.length + 1);
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    const next = index + 1 < text.length ? kerningOf(shaper, code, text.charCodeAt(index + 1)) : 0;
    before[index + 1] = before[index]! + widthOf(shaper, code) + next;
  }
  return fitBySearch(text, (_candidate, length) => {
    if (length === 0) return unitsToPoints(ellipsisWidth, size) <= width;
    const last = text.charCodeAt(length - 1);
    // The last kept glyph is kerned with the ellipsis instead of the glyph that followed it.
    const units = before[length - 1]! + widthOf(shaper, last) + kerningOf(shaper, last, ellipsis) + ellipsisWidth;
    return unitsToPoints(units, size) <= width;
  });
}

const ELLIPSIS = '…';

/** The binary search of the statement's description cut: `fits` is asked about `prefix.trimEnd() + "…"`. */
function fitBySearch(text: string, fits: (candidate: string, trimmedLength: number) => boolean): string {
  let low = 0;
  let high = text.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    const kept = text.slice(0, mid).trimEnd();
    if (fits(`${kept}${ELLIPSIS}`, kept.length)) low = mid;
    else high = mid - 1;
  }
  return `${text.slice(0, low).trimEnd()}${ELLIPSIS}`;
}

/**
 * The content-stream operators `doc.text(text, x, y, { lineBreak: false })` writes, one per line, or ''
 * for an empty string (pdfkit writes nothing then); null when this cannot write them (use `doc.text`).
 * Registers the font on the page, as pdfkit does.
 */
export function textOperators(doc: Doc, text: string, x: number, y: number): string | null {
  if (text.length === 0) return '';
  if (text.includes('\n')) return null;
  const shaper = shaperOf(doc);
  if (!shaper) return null;
  const { font } = shaper;
  const { _fontSize: size, page } = doc as unknown as DocumentInternals;
  if (page.fonts[font.id] == null) page.fonts[font.id] = font.ref();

  const baseline = page.height - y - (font.ascender / 1000) * size;
  // save(), transform(1, 0, 0, -1, 0, height), BT, Tm, Tf, TJ, ET, restore(): _fragment's operators, one per line.
  return (
    `q\n1 0 0 -1 0 ${pdfNumber(page.height)} cm\nBT\n1 0 0 1 ${pdfNumber(x)} ${pdfNumber(baseline)} Tm\n` +
    `/${font.id} ${pdfNumber(size)} Tf\n[${glyphRunsOf(shaper, text)}] TJ\nET\nQ`
  );
}

/**
 * `doc.text(text, x, y, { lineBreak: false })` for each piece, added to the page in one write. pdfkit ends
 * each string it is given with a line feed and turns it into bytes one character at a time; the operators
 * (ASCII) are handed over as bytes with that line feed already, which it keeps as they are.
 */
export function writeTexts(doc: Doc, pieces: readonly (readonly [text: string, x: number, y: number])[]): void {
  let operators = '';
  for (const [text, x, y] of pieces) {
    const written = textOperators(doc, text, x, y);
    if (written === null) {
      operators = addOperators(doc, operators);
      doc.text(text, x, y, { lineBreak: false });
    } else if (written) {
      operators = operators ? `${operators}\n${written}` : written;
    }
  }
  addOperators(doc, operators);
}

/** Adds the operators to the page, if any; answers '' to start the next batch. */
function addOperators(doc: Doc, operators: string): string {
  if (operators) doc.addContent(Buffer.from(`${operators}\n`, 'latin1') as unknown as string);
  return '';
}
