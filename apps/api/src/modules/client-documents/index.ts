/** What the client-documents module offers the other modules and the plugins: they import it from here, never from its files. */
export { default as clientDocumentRoutes } from './routes';
/** For the tasks' pass (modules/tasks service-tasks.ts): a `document_expiry` task per document, source key `client_document:<id>`. */
export { listDocumentsExpiringWithin } from './service';
export type { ExpiringClientDocument } from './repository';
