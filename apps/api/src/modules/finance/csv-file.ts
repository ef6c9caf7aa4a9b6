import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { parseString } from '@fast-csv/parse';
import { csvControlCharacterMessage } from '@payee/contract';
import { validationFailed } from '../../lib/api-error';
import { API_FINANCE_MESSAGES } from '@payee/content/api-finance';

/** A CSV file as uploaded: its rows keyed by the header's names (trimmed, lower case), and the file's SHA-256. */
export interface CsvFile {
  fileName: string;
  hash: string;
  rows: Record<string, string>[];
}

const MESSAGES = API_FINANCE_MESSAGES.csvFile;

/** Files of a month are small; anything this long is not one. */
const MAX_ROWS = 20_000;

/** A control character other than tab, CR and LF: a NUL byte, which PostgreSQL refuses in text, and the like. */
const CONTROL_CHARACTER = /[^\P{Cc}\t\r\n]/u;

/**
 * The first cell holding a control character, as the error names it (data rows from 1, the header row 0, the column
 * by its header's name, or its position when the name itself holds one), or null.
 */
function controlCharacterProblem(header: readonly string[], rows: readonly Record<string, string>[]): string | null {
  const columnName = (index: number) => {
    const name = header[index] ?? '';
    return CONTROL_CHARACTER.test(name) || name === '' ? `${index + 1}` : `"${name}"`;
  };
  const found = (row: number, column: number, text: string) =>
    csvControlCharacterMessage(row, columnName(column), text.match(CONTROL_CHARACTER)![0].codePointAt(0)!);
  for (const [index, name] of header.entries()) if (CONTROL_CHARACTER.test(name)) return found(0, index, name);
  for (const [rowIndex, row] of rows.entries()) {
    for (const [index, name] of header.entries()) {
      const cell = row[name];
      if (cell !== undefined && CONTROL_CHARACTER.test(cell)) return found(rowIndex + 1, index, cell);
    }
  }
  return null;
}

/**
 * Reads an uploaded CSV with fast-csv (never split by hand): a header row naming at least `columns`, then data.
 * A file that is not CSV, holds a control character (a NUL byte: not text, and PostgreSQL stores no such text),
 * lacks a column or is empty is a 422 at `file`, in plain words, before anything is stored.
 */
export async function readCsvUpload(upload: { filename: string; path: string }, columns: readonly string[]): Promise<CsvFile> {
  const bytes = await fs.promises.readFile(upload.path);
  const hash = createHash('sha256').update(bytes).digest('hex');
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  const rows: Record<string, string>[] = [];
  let header: string[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      parseString(text, {
        headers: (names) => {
          const lowered = names.map((name) => name?.trim().toLowerCase());
          header = lowered.map((name) => name ?? '');
          return lowered;
        },
        ignoreEmpty: true,
        trim: true,
        maxRows: MAX_ROWS + 1,
      })
        .on('error', reject)
        .on('data', (row: Record<string, string>) => rows.push(row))
        .on('end', () => resolve());
    });
  } catch (error) {
    throw validationFailed({ file: [MESSAGES.unreadable((error as Error).message)] });
  }
  if (rows.length > MAX_ROWS) throw validationFailed({ file: [MESSAGES.tooManyRows(MAX_ROWS)] });
  const control = controlCharacterProblem(header, rows);
  if (control) throw validationFailed({ file: [control] });
  if (rows.length === 0) throw validationFailed({ file: [MESSAGES.noRows] });
  const missing = columns.filter((column) => !(column in rows[0]!));
  if (missing.length > 0) {
    throw validationFailed({ file: [MESSAGES.missingColumns(columns, missing)] });
  }
  return { fileName: upload.filename, hash, rows };
}
