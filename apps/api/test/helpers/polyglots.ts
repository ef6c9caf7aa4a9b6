import zlib from 'node:zlib';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import sharp from 'sharp';
import { expect } from 'vitest';
import { demoPdf, demoPng } from '../../src/seed/demo-documents';

/**
 * Files that are two things at once (issue 13, finding 11), built in the test: a real image or PDF that a
 * browser or an unzip tool would also read as something else.
 */

export const HTML_PAGE = '<html><body><script>fetch("/api/v1/website/client/process")</script></body></html>';
/** Text kept in a photo's EXIF, as a phone keeps where it was taken. */
export const EXIF_MARKER = 'Taken at 42.7325N 84.5555W';

/** A PNG with a web page after its end marker (IEND). */
export const pngWithHtml = () => Buffer.concat([demoPng(24, 16), Buffer.from(HTML_PAGE)]);

/** A ZIP archive (stored, not compressed) with one file, as `unzip` would open it. */
export function zipArchive(name = 'payload.html', content = HTML_PAGE): Buffer {
  const data = Buffer.from(content);
  const fileName = Buffer.from(name);
  const crc = zlib.crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  const centralOffset = local.length + fileName.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  return Buffer.concat([local, fileName, data, central, fileName, end]);
}

/** A JPEG photo with EXIF (where it was taken), then a ZIP archive after its end marker. */
export async function jpegWithExifAndZip(): Promise<Buffer> {
  const jpeg = await sharp({ create: { width: 20, height: 12, channels: 3, background: '#336699' } })
    .withExif({ IFD0: { ImageDescription: EXIF_MARKER, Artist: EXIF_MARKER } })
    .jpeg()
    .toBuffer();
  return Buffer.concat([jpeg, zipArchive()]);
}

/** A real one-page PDF followed by a web page after its last `%%EOF`. */
export const pdfWithHtmlAfter = async () => Buffer.concat([await demoPdf('SSA-1696'), Buffer.from(HTML_PAGE)]);

/** A web page with a PDF header: file-type calls it a PDF, no reader finds a page in it. */
export const htmlWithPdfHeader = () => Buffer.from(`%PDF-1.4\n${HTML_PAGE}`);

/** PDFs that run something or carry something, each built by pdf-lib with object streams (a byte scan sees none). */
export const ACTIVE_PDFS: Record<string, () => Promise<Buffer>> = {
  'a script run on opening': async () => {
    const document = await PDFDocument.create();
    document.addPage();
    document.catalog.set(
      PDFName.of('OpenAction'),
      document.context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of('app.alert(1)') }),
    );
    return Buffer.from(await document.save({ useObjectStreams: true }));
  },
  "a page's automatic action": async () => {
    const document = await PDFDocument.create();
    const page = document.addPage();
    page.node.set(PDFName.of('AA'), document.context.obj({ O: { S: 'URI', URI: PDFString.of('https://example.org/track') } }));
    return Buffer.from(await document.save({ useObjectStreams: true }));
  },
  'an attached file': async () => {
    const document = await PDFDocument.create();
    document.addPage();
    await document.attach(Buffer.from(HTML_PAGE), 'invoice.html', { mimeType: 'text/html' });
    return Buffer.from(await document.save({ useObjectStreams: true }));
  },
  'a link that launches a program': async () => {
    const document = await PDFDocument.create();
    const page = document.addPage();
    const link = document.context.register(
      document.context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [0, 0, 100, 100], A: { S: 'Launch', F: PDFString.of('cmd.exe') } }),
    );
    page.node.set(PDFName.of('Annots'), document.context.obj([link]));
    return Buffer.from(await document.save({ useObjectStreams: true }));
  },
  'a password (its streams cannot be looked into)': async () => {
    const document = await PDFDocument.create();
    document.addPage();
    document.context.trailerInfo.Encrypt = document.context.obj({ Filter: 'Standard', V: 2, R: 3, Length: 128 });
    return Buffer.from(await document.save({ useObjectStreams: false }));
  },
};

/** The parts of a multipart form, file names sent as RFC 5987 `filename*` so any character reaches the server. */
export type RawPart = { name: string; value: string } | { name: string; filename: string; type: string; bytes: Buffer };

export function rawMultipart(parts: readonly RawPart[]) {
  const boundary = `----polyglot${Math.random().toString(36).slice(2)}`;
  const chunks = parts.flatMap((part) =>
    'value' in part
      ? [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`)]
      : [
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename*=UTF-8''${encodeURIComponent(part.filename)}\r\nContent-Type: ${part.type}\r\n\r\n`,
          ),
          part.bytes,
          Buffer.from('\r\n'),
        ],
  );
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
  };
}

/** An upload stored as the same picture (format and size), its bytes re-encoded. */
export async function expectSameImage(stored: Buffer, sent: Buffer) {
  const [kept, original] = await Promise.all([sharp(stored).metadata(), sharp(sent).metadata()]);
  expect({ format: kept.format, width: kept.width, height: kept.height }).toEqual({
    format: original.format,
    width: original.width,
    height: original.height,
  });
}
