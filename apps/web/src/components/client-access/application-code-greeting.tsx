import { Link } from 'react-router';
import { AUTH_CONTENT } from '@payee/content/client-area';
import { useClientName } from '@/lib/api/get-client-name';
import { readApiError } from '@/lib/http';

/** The application code from the path, how to greet its applicant, and where to go on without the code. */
export interface ApplicationCodeGreetingProps {
  /** The code from the path; nothing is shown without one. */
  applicationCode: string | undefined;
  /** "Welcome back, {first name}!" */
  greeting: (firstName: string) => string;
  /** The same page without the code in its path. */
  withoutCodeTo: string;
}

/**
 * The top of the sign-in and resume pages that carry an application code: the applicant's first name when the code
 * is known (`GET /website/client/name`); when no application has it (404, or no name), says so in plain words and
 * offers the same page without the code. Any other failure greets no one (lib/http toasts a 429 or 500 itself).
 */
export function ApplicationCodeGreeting({ applicationCode, greeting, withoutCodeTo }: ApplicationCodeGreetingProps) {
  const copy = AUTH_CONTENT.unknownApplicationCode;
  const name = useClientName(applicationCode);
  if (!applicationCode) return null;
  const firstName = name.data?.trim();
  const isUnknown = (name.isSuccess && !firstName) || (name.isError && readApiError(name.error).status === 404);

  return (
    <>
      {firstName && <p className="access-greeting">{greeting(firstName)}</p>}
      {/* Present from the start, so the notice is announced when the look-up answers. */}
      <div role="status" className="access-status-slot">
        {isUnknown && (
          <div className="access-warning">
            <p>{copy.text(applicationCode)}</p>
            <p>
              {copy.goOn} <Link to={withoutCodeTo}>{copy.link}</Link>
            </p>
          </div>
        )}
      </div>
    </>
  );
}
