import fs from 'node:fs';
import path from 'node:path';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFStream, type PDFObject } from 'pdf-lib';
import sharp from 'sharp';

/**
 * What an upload's bytes may carry besides the document (issue 13, finding 11: polyglots). Images are decoded
 * and encoded again, so only their pixels are stored: whatever followed the end marker (HTML, a ZIP) and the
 * metadata (EXIF such as GPS) are gone. PDFs are parsed (object streams too, which a byte scan cannot see into)
 * and refused when they carry scripts, automatic or launch actions, attachments or a password.
 */

/** Images larger than this are refused before decoding (a small file can declare a huge canvas). 100 megapixels. */
export const MAX_IMAGE_PIXELS = 100_000_000;
/** JPEG quality of a re-encoded photo or scan: no visible loss on a document. */
const JPEG_QUALITY = 90;

// A process handles few uploads at once; libvips' cache would only hold memory between them.
sharp.cache(false);

/** What came of cleaning an upload's content. */
export type ContentResult = { ok: true; size: number } | { ok: false; reason: 'unreadable' | 'active-content' };

/** Decodes the image and writes its pixels back in place, upright (the EXIF orientation applied, then dropped). */
async function reencodeImage(file: string, format: 'png' | 'jpeg'): Promise<ContentResult> {
  let bytes: Buffer;
  try {
    const image = sharp(file, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' }).rotate();
    bytes = await (format === 'png' ? image.png() : image.jpeg({ quality: JPEG_QUALITY })).toBuffer();
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  await fs.promises.writeFile(file, bytes);
  return { ok: true, size: bytes.length };
}

/** Dictionary keys that run something or carry a file: document and page scripts, automatic and form actions, attachments. */
const ACTIVE_KEYS = ['JS', 'JavaScript', 'OpenAction', 'AA', 'EmbeddedFiles', 'EmbeddedFile', 'EF', 'RichMedia', 'XFA'].map((name) =>
  PDFName.of(name),
);
/** Action types (`/S`) that run code, open programs or other files, or send the form somewhere. */
const ACTIVE_ACTIONS = new Set(
  ['JavaScript', 'Launch', 'ImportData', 'SubmitForm', 'GoToE', 'RichMediaExecute'].map((name) => PDFName.of(name)),
);
const TYPE = PDFName.of('Type');
const ACTION_TYPE = PDFName.of('S');

/** Whether a direct object (a dictionary with what it holds inline) names anything active. */
function carriesActiveContent(object: PDFObject): boolean {
  const pending: PDFObject[] = [object];
  while (pending.length > 0) {
    const current = pending.pop()!;
    const dict = current instanceof PDFStream ? current.dict : current;
    if (dict instanceof PDFDict) {
      if (ACTIVE_KEYS.some((key) => dict.has(key))) return true;
      const actionType = dict.get(ACTION_TYPE);
      if (actionType instanceof PDFName && ACTIVE_ACTIONS.has(actionType)) return true;
      if (dict.get(TYPE) === PDFName.of('EmbeddedFile')) return true;
      pending.push(...dict.values());
    } else if (current instanceof PDFArray) {
      pending.push(...current.asArray());
    }
  }
  return false;
}

/** Everything after the last `%%EOF` (with its end of line) is no part of the PDF: a polyglot's appended page. */
function withoutTrailer(bytes: Buffer): Buffer {
  const end = bytes.lastIndexOf('%%EOF');
  if (end === -1) return bytes;
  let cut = end + '%%EOF'.length;
  if (bytes[cut] === 0x0d) cut += 1;
  if (bytes[cut] === 0x0a) cut += 1;
  return cut < bytes.length ? bytes.subarray(0, cut) : bytes;
}

/** Parses the PDF with pdf-lib; refuses it unreadable, without pages, encrypted or active; drops bytes after its end. */
async function checkPdf(file: string): Promise<ContentResult> {
  const bytes = await fs.promises.readFile(file);
  let document: PDFDocument;
  try {
    document = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
    if (document.getPageCount() === 0) return { ok: false, reason: 'unreadable' };
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  // Encrypted streams (object streams among them) cannot be looked into.
  if (document.isEncrypted) return { ok: false, reason: 'active-content' };
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    if (carriesActiveContent(object)) return { ok: false, reason: 'active-content' };
  }
  const kept = withoutTrailer(bytes);
  if (kept.length !== bytes.length) await fs.promises.writeFile(file, kept);
  return { ok: true, size: kept.length };
}

/**
 * Cleans the upload in place by its checked content type: images re-encoded, PDFs checked and trimmed. Answers
 * the new size, or why the file is refused.
 */
export function cleanUploadContent(file: string, contentType: string): Promise<ContentResult> {
  if (contentType === 'image/png') return reencodeImage(file, 'png');
  if (contentType === 'image/jpeg') return reencodeImage(file, 'jpeg');
  if (contentType === 'application/pdf') return checkPdf(file);
  return Promise.resolve({ ok: false, reason: 'unreadable' });
}

/** The longest file name kept, in characters, extension included. */
export const MAX_FILE_NAME_LENGTH = 100;

/**
 * A file name as the browser sent it, made safe to keep and show: no control or formatting characters (bidi
 * overrides that show `gnp.exe` as `exe.png`, zero-width characters, line breaks), no path, single spaces,
 * and at most MAX_FILE_NAME_LENGTH characters with its extension kept. U+0000 never gets here (edge guard).
 */
export function cleanFileName(name: string): string {
  const cleaned = path
    .basename(name.replace(/\\/g, '/'))
    .normalize('NFC')
    .replace(/[\p{Zl}\p{Zp}]/gu, ' ')
    .replace(/[\p{Cc}\p{Cf}\p{Cs}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  const characters = [...cleaned];
  if (characters.length <= MAX_FILE_NAME_LENGTH) return cleaned || 'file';
  const extension = [...path.extname(cleaned)];
  const keep = extension.length < MAX_FILE_NAME_LENGTH / 2 ? extension : [];
  return `${characters
    .slice(0, MAX_FILE_NAME_LENGTH - keep.length)
    .join('')
    .trimEnd()}${keep.join('')}`;
}
