import { useMutation } from '@tanstack/react-query';
import { API_PATHS, STATEMENT_FILENAME_HEADER } from '@payee/contract';
import { http } from '@/lib/http';

/** The statement's PDF and the file name the server gave it. */
export interface StatementFile {
  blob: Blob;
  fileName: string;
}

/** What to download: one program between two dates (yyyy-MM-dd). */
export interface StatementRequest {
  programId: number;
  start: string;
  end: string;
}

/** `GET /website/client/account-statement?program_id=&transaction_date[0]=&transaction_date[1]=` as a blob. */
export async function downloadStatement({ programId, start, end }: StatementRequest): Promise<StatementFile> {
  const response = await http.get<Blob>(API_PATHS.accountStatement, {
    params: { program_id: programId, 'transaction_date[0]': start, 'transaction_date[1]': end },
    responseType: 'blob',
    headers: { Accept: 'application/pdf' },
  });
  const header: unknown = response.headers[STATEMENT_FILENAME_HEADER];
  const fileName = typeof header === 'string' && header ? header : `statement-${start}-${end}.pdf`;
  return { blob: response.data, fileName };
}

export const useDownloadStatement = () => useMutation({ mutationFn: downloadStatement });
