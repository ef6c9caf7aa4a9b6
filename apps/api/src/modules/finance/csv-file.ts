import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { parseString } from '@fast-csv/parse';
import { validationFailed } from '../../lib/api-error';

/** A CSV file as uploaded: its rows keyed by the header's names (trimmed, lower case), and the file's SHA-256. */
export interface CsvFile {
  fileName: string;
  hash: string;
  rows: Record<string, string>[];
}

/** Files of a month are small; anything this long is not one. */
const MAX_ROWS = 20_000;

/**
 * Reads an uploaded CSV with fast-csv (never split by hand): a header row naming at least `columns`, then data.
 * A file that is not CSV, lacks a column or is empty is a 422 at `file`, in plain words.
 */
export async function readCsvUpload(upload: { filename: string; path: string }, columns: readonly string[]): Promise<CsvFile> {
  const bytes = await fs.promises.readFile(upload.path);
  const hash = createHash('sha256').update(bytes).digest('hex');
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  const rows: Record<string, string>[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      parseString(text, {
        headers: (names) => names.map((name) => name?.trim().toLowerCase()),
        ignoreEmpty: true,
        trim: true,
        maxRows: MAX_ROWS + 1,
      })
        .on('error', reject)
        .on('data', (row: Record<string, string>) => rows.push(row))
        .on('end', () => resolve());
    });
  } catch (error) {
    throw validationFailed({ file: [`The file could not be read as CSV: ${(error as Error).message}`] });
  }
  if (rows.length > MAX_ROWS) throw validationFailed({ file: [`The file has more than ${MAX_ROWS} rows.`] });
  if (rows.length === 0) throw validationFailed({ file: ['The file has no rows under its header.'] });
  const missing = columns.filter((column) => !(column in rows[0]!));
  if (missing.length > 0) {
    throw validationFailed({ file: [`The file's header must name these columns: ${columns.join(', ')}. Missing: ${missing.join(', ')}.`] });
  }
  return { fileName: upload.filename, hash, rows };
}
