import { isAxiosError } from 'axios';
import { downloadFinanceFile } from './download-file';

/**
 * Downloads a report file; a refusal (a 422's field errors) comes back as a Blob, since the file was asked for as one,
 * so its JSON is read back into the error for the form to place each message at its field.
 */
export async function downloadReport(path: string, params: Record<string, string>, fallbackName: string): Promise<string> {
  try {
    return await downloadFinanceFile(path, params, fallbackName);
  } catch (failure) {
    const data: unknown = isAxiosError(failure) ? failure.response?.data : undefined;
    if (isAxiosError(failure) && failure.response && data instanceof Blob) {
      try {
        failure.response.data = JSON.parse(await data.text()) as unknown;
      } catch {
        // Not JSON: the caller's general message stands.
      }
    }
    throw failure;
  }
}
