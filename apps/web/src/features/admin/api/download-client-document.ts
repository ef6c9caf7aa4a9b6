import { API_PATHS, type TClientDocument } from '@payee/contract';
import { saveBlob } from '@/lib/save-file';
import { staffHttp } from '@/lib/back-office/staff-session-store';

/**
 * `GET /admin/clients/{id}/documents/{document_id}/file`: the document fetched with the staff token (a plain link
 * would not carry it) and saved under its name. The address holds ids only, never personal data.
 */
export async function downloadClientDocument(clientId: number, document: Pick<TClientDocument, 'id' | 'file_name'>): Promise<void> {
  const answer = await staffHttp.get<Blob>(API_PATHS.adminClientDocumentFile(clientId, document.id), { responseType: 'blob' });
  saveBlob(answer.data, document.file_name);
}
