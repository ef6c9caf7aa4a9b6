import { STATEMENT_FILENAME_HEADER } from '@payee/contract';
import { saveBlob } from '@/lib/save-file';
import { staffHttp } from '@/lib/back-office/staff-session-store';

/**
 * Downloads a finance file (a PDF, a CSV, the SSA-623 batch's zip) with the staff token, which a plain link would
 * not carry, and saves it under the name the server gives (`x-filename`). Answers the file's name.
 */
export async function downloadFinanceFile(path: string, params: Record<string, string>, fallbackName: string): Promise<string> {
  const answer = await staffHttp.get<Blob>(path, { params, responseType: 'blob' });
  const named: unknown = answer.headers[STATEMENT_FILENAME_HEADER];
  const fileName = typeof named === 'string' && named ? named : fallbackName;
  saveBlob(answer.data, fileName);
  return fileName;
}
