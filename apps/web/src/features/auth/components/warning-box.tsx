import { SITE } from '@payee/content';

/** The server's `warning` (or a link's `token` error) in a highlighted box, read out when it appears. */
export function WarningBox({ message, id }: { message: string | undefined; id?: string }) {
  return (
    <div role="alert" className="auth-warning-slot">
      {message && (
        <div id={id} className="auth-warning" tabIndex={-1}>
          <strong className="auth-warning__title">{SITE.auth.warningTitle}:</strong> {message}
        </div>
      )}
    </div>
  );
}
