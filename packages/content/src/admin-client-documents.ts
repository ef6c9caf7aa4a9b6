/*
 * Copy of the documents kept on a client's file (issue 24), on the client's record in the back office. A kept
 * document is never removed: the words say a newer one replaces it.
 */

import type { ClientDocumentType } from '@payee/contract';
import { ADMIN_MESSAGES } from './validation-admin';

export const ADMIN_CLIENT_DOCUMENTS_CONTENT = {
  types: ADMIN_MESSAGES.clientDocumentTypes satisfies Record<ClientDocumentType, string>,

  list: {
    heading: "Documents on the client's file",
    intro: 'Newest document date first. Documents are never removed: a newer one can replace an older one, which stays.',
    filterLegend: 'Show documents',
    typeLabel: 'Kind of document',
    allTypes: 'All kinds',
    filterSubmit: 'Show',
    summary: (total: number) => `${total} ${total === 1 ? 'document' : 'documents'}`,
    empty: 'No documents yet.',
    emptyFiltered: 'No documents of this kind.',
    dated: (date: string) => `Dated ${date}`,
    expires: (date: string) => `Expires ${date}`,
    uploadedBy: (name: string, at: string) => `Uploaded by ${name} on ${at}`,
    file: (name: string) => `File: ${name}`,
    documentLabel: (type: string, dated: string) => `${type} dated ${dated}`,
    replaces: 'Replaces an earlier document',
    replacedBy: 'Replaced by a newer document',
    download: 'Download',
    downloadLabel: (type: string, dated: string) => `Download the ${type.toLowerCase()} dated ${dated}`,
    downloadFailed: 'The document could not be downloaded. Try again.',
    previous: 'Previous documents',
    next: 'Later page',
    pageOf: (page: number, last: number) => `Page ${page} of ${last}`,
  },

  form: {
    heading: 'Upload a document',
    typeLegend: 'Kind of document',
    datedOnLabel: 'Date on the document',
    datedOnHint: 'For example, 11/01/2026.',
    expiresOnLabel: 'Expiry date',
    expiresOnHint: 'A lease’s end or an ID’s expiry. Leave it empty if the document does not expire.',
    replacesLabel: 'It replaces',
    replacesHint: 'An earlier document on this page that this one takes the place of. The earlier one stays, marked replaced.',
    replacesNone: 'Nothing: a new document',
    replacesOption: (type: string, dated: string) => `The ${type.toLowerCase()} dated ${dated}`,
    fileLabel: 'The file',
    fileHint: 'A PNG, JPG, JPEG or PDF file, 10 MB or smaller. It is stored encrypted.',
    submit: 'Upload the document',
  },
};
