import { API_PATHS, ZClientDocumentResponseSchema, type TClientDocumentResponse } from '@payee/contract';
import { toFormData, type PayloadPart } from '@/lib/multipart';
import { staffHttp } from '@/lib/back-office/staff-session-store';

/** What the upload form sends: the contract's fields (as the form holds them) and the file. */
export interface ClientDocumentUpload {
  type: string;
  dated_on: string;
  expires_on?: string;
  replaces_document_id?: string;
  file: File | null;
}

/**
 * `POST /admin/clients/{id}/documents` (multipart, with an `Idempotency-Key`: lib/back-office/staff-session-store):
 * one document added to the client's file. Empty fields are left out.
 */
export async function postClientDocument(id: number, upload: ClientDocumentUpload): Promise<TClientDocumentResponse> {
  const parts: PayloadPart[] = [];
  for (const [name, value] of Object.entries(upload)) {
    if (value instanceof File || (typeof value === 'string' && value !== '')) parts.push([name, value]);
  }
  return ZClientDocumentResponseSchema.parse((await staffHttp.post(API_PATHS.adminClientDocuments(id), toFormData(parts))).data);
}
