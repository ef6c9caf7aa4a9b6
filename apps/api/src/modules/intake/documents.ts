import { DOCUMENT_EXTENSIONS, SSA_DOCUMENTS, type FieldErrors, type SsaDocumentSlug } from '@payee/contract';
import type { KeyRing } from '../../lib/crypto';
import type { FileStorage } from '../../lib/storage/file-storage';
import { checkUpload, storeUploads, type CheckedUpload, type StoredUpload, type UploadArea, type UploadKind } from '../../lib/uploads';
import { API_INTAKE_MESSAGES } from '@payee/content/api-intake';

/** SSA documents are stored encrypted (lib/uploads.ts) as `intake/<storage name>`, names the server chose. */
export const INTAKE_UPLOADS: UploadArea = 'intake';

export type SsaDocument = (typeof SSA_DOCUMENTS)[number];
export const SSA_DOCUMENT_BY_FIELD = new Map(SSA_DOCUMENTS.map((document) => [document.field as string, document]));
export const SSA_DOCUMENT_BY_SLUG = new Map(SSA_DOCUMENTS.map((document) => [document.slug as string, document]));

const DOCUMENT_MESSAGES = API_INTAKE_MESSAGES.documents;
export const documentTooLargeMessage = DOCUMENT_MESSAGES.tooLarge;

/** An SSA form as an upload: a PNG, JPG, JPEG or PDF, with messages that name the form. */
const ssaUploadKind = (label: string): UploadKind => ({
  extensions: DOCUMENT_EXTENSIONS,
  messages: {
    notAFile: DOCUMENT_MESSAGES.notAFile(label),
    wrongExtension: DOCUMENT_MESSAGES.wrongExtension(label),
    wrongDeclaredType: DOCUMENT_MESSAGES.wrongDeclaredType(label),
    tooLarge: documentTooLargeMessage(label),
    empty: DOCUMENT_MESSAGES.empty(label),
    wrongContent: DOCUMENT_MESSAGES.wrongContent(label),
    activeContent: DOCUMENT_MESSAGES.activeContent(label),
  },
});

/** An upload that passed every check, ready to be stored, with the document it is. */
export interface CheckedDocument extends CheckedUpload {
  slug: SsaDocumentSlug;
}

/** A document moved into storage: what the database keeps about it. */
export interface StoredFile extends StoredUpload {
  slug: SsaDocumentSlug;
}

/**
 * Checks the SSA document uploads of a save (lib/uploads.ts). Fields not sent are simply absent; anything else
 * at a document's field (text, several files) is refused there.
 */
export async function checkSsaDocuments(body: Record<string, unknown>): Promise<{ documents: CheckedDocument[]; errors: FieldErrors }> {
  const documents: CheckedDocument[] = [];
  const errors: FieldErrors = {};
  for (const document of SSA_DOCUMENTS) {
    const value = body[document.field];
    if (value === undefined || value === null || value === '') continue;
    const checked = await checkUpload(value, ssaUploadKind(document.label));
    if (checked.ok) documents.push({ slug: document.slug, ...checked.upload });
    else errors[document.field] = [checked.message];
  }
  return { documents, errors };
}

/** Stores checked documents, encrypted, under random names (lib/uploads.ts), each with its slug. */
export async function storeDocuments(storage: FileStorage, key: KeyRing, documents: readonly CheckedDocument[]): Promise<StoredFile[]> {
  const stored = await storeUploads(storage, key, INTAKE_UPLOADS, documents);
  return stored.map((file, index) => ({ slug: documents[index]!.slug, ...file }));
}
