import { useEffect, useState } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { STATUS_ROUTE_SEGMENTS, type TClientProcess } from '@payee/contract';
import { AUTH_CONTENT } from '@payee/content/client-area';
import { NotFoundPage } from '@/components/not-found-page';
import { StatusScreen } from '@/components/client-access/status-screen';
import { useClientProcess } from '@/lib/api/get-client-process';
import { focusPageHeading, isFocusOnPageFrame } from '@/lib/page-heading-focus';
import { usePageTitle } from '@/lib/page-title';
import { useSession, type SessionUser } from '@/lib/session';
import { signInDestination } from '@/lib/sign-in-routing';
import { INTAKE_PATHS, statusOfSegment, type ShownStatus } from './intake-paths';

const copy = AUTH_CONTENT.status;

/**
 * `/client/intake/status/:status`: `in-progress`, `rejected` or `approved`
 * for the signed-in applicant, named and (when rejected) told what to change. The status shown is the one
 * the server holds now (`GET /website/client/process`), never the address's: when they differ the page
 * moves to the right address (issue 9). Any other status is the 404 screen; someone who arrives without a
 * sign-in is sent to sign in to resume.
 */
export function IntakeStatusPage() {
  const { status: segment } = useParams();
  const { user } = useSession();
  // Back To Home and Check Account Details end the session here and then leave for the login page; the
  // page must not send the user elsewhere in between, while that page is still loading.
  const [arrivedSignedIn] = useState(user !== null);
  const status = statusOfSegment(segment);
  if (!status) return <NotFoundPage />;
  if (!user) return arrivedSignedIn ? null : <Navigate to={INTAKE_PATHS.resumeVerification()} replace />;
  return <CurrentStatus status={status} user={user} />;
}

/**
 * Where a user's status is shown (as sign-in leads): a client's account, a pending
 * application's form (intake) or onboarding wizard, else the status page of their current_process.
 */
export function statusAddressOf(user: Pick<SessionUser, 'application_code'> & TClientProcess): string {
  const destination = signInDestination({ ...user, application_code: user.application_code ?? null });
  return destination.kind === 'navigate' ? destination.to : INTAKE_PATHS.status(STATUS_ROUTE_SEGMENTS[destination.status]);
}

function CurrentStatus({ status, user }: { status: ShownStatus; user: SessionUser }) {
  const { pathname } = useLocation();
  const { updateUser } = useSession();
  const { data: process, isError, isFetching, refetch } = useClientProcess();
  const isSessionCurrent =
    process !== undefined &&
    user.process_type === process.process_type &&
    user.current_process === process.current_process &&
    user.id === process.id;

  // The session follows the server, so the pages this one leads to (the form's entry rules, the auth area)
  // read the same status and do not send the user back here.
  useEffect(() => {
    if (process) updateUser(process);
  }, [process, updateUser]);

  const address = process && isSessionCurrent ? statusAddressOf({ ...process, application_code: user.application_code }) : null;
  const isShown = address === pathname;
  // The h1 appears only now: focus it when the navigation that led here left focus on <main>.
  useEffect(() => {
    if (isShown && isFocusOnPageFrame()) focusPageHeading();
  }, [isShown]);

  if (isError && !process) return <StatusLoadFailed onRetry={() => void refetch()} isRetrying={isFetching} />;
  // While loading, and for the moment the session takes to follow the server's answer.
  if (!process || !isSessionCurrent || address === null) return <StatusLoading />;
  if (!isShown) return <Navigate to={address} replace />;
  return <StatusScreen status={status} user={{ ...user, ...process }} />;
}

function StatusLoading() {
  usePageTitle(copy.pageTitle);
  return (
    <p className="access-card" role="status">
      {copy.loading}
    </p>
  );
}

function StatusLoadFailed({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  usePageTitle(copy.pageTitle);
  return (
    <section className="access-card" aria-labelledby="status-load-failed">
      <h1 id="status-load-failed">{copy.pageTitle}</h1>
      <p role="alert">{copy.loadFailed}</p>
      <button type="button" className="button" onClick={onRetry} disabled={isRetrying}>
        {copy.tryAgain}
      </button>
    </section>
  );
}
