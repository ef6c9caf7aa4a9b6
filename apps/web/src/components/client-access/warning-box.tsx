import { AUTH_CONTENT } from '@payee/content/client-area';

/** The server's `warning` (or a link's `token` error) in a highlighted box, read out when it appears. */
export function WarningBox({ message, id }: { message: string | undefined; id?: string }) {
  return (
    <div role="alert" className="access-warning-slot">
      {message && (
        <div id={id} className="access-warning" tabIndex={-1}>
          <strong className="access-warning__title">{AUTH_CONTENT.warningTitle}:</strong> {message}
        </div>
      )}
    </div>
  );
}
