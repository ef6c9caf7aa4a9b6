import { createRequire } from 'node:module';
import { Readable } from 'node:stream';

/**
 * A NACHA file read back by an independent reader: @ach/ach (elidoran/node-ach), which splits the file into its
 * records and each record into the published layout's fields. Only its parser stream is used: its `from().to()`
 * API throws in its formatter (`strung is not defined`), and its `validate` is a stub, so the tests check the
 * totals themselves from the fields it read.
 */
export interface ReadEntry {
  transactionCode: string;
  receivingDFIIdentification: number;
  checkDigit: number;
  dfiAccount: string;
  amount: number;
  identificationNumber: string;
  receivingCompanyName: string;
  addendaIndicator: string;
  traceNumber: number;
}

interface Control {
  entryAndAddendaCount: number;
  entryHash: number;
  totalDebit: number;
  totalCredit: number;
}

export interface ReadBatch {
  serviceClassCode: number;
  companyName: string;
  companyId: string;
  entryClassCode: string;
  description: string;
  effectiveDate: string;
  originatingDFIIdentification: string;
  num: number;
  entries: ReadEntry[];
  footer: Control & { serviceClassCode: number; companyId: string; originatingDFIIdentification: string; num: number };
}

export interface ReadFile {
  file: {
    priority: number;
    destination: string;
    origin: string;
    creationDate: string;
    creationTime: string;
    idModifier: string;
    recordSize: string;
    blockingFactor: string;
    formatCode: string;
    destinationName: string;
    originName: string;
    footer: Control & { batchCount: number; blockCount: number };
  };
  batches: ReadBatch[];
}

const require = createRequire(import.meta.url);

export function readNachaFile(text: string): Promise<ReadFile> {
  const transforms = require('@ach/ach/lib/transforms') as { getParser(format: string): NodeJS.ReadWriteStream };
  const parser = transforms.getParser('ach');
  return new Promise((resolve, reject) => {
    const files: ReadFile[] = [];
    parser.on('data', (file: ReadFile) => files.push(file));
    parser.on('error', reject);
    parser.on('end', () => (files.length === 1 ? resolve(files[0]!) : reject(new Error(`${files.length} files read`))));
    Readable.from([text]).pipe(parser);
  });
}
