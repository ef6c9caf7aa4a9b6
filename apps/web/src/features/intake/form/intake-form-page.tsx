import { isAxiosError } from 'axios';
import { Link, Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { INTAKE_FORM_CONTENT } from '@payee/content/intake-form';
import { usePageTitle } from '@/lib/page-title';
import { useSession } from '@/lib/session';
import { INTAKE_PATHS } from '../intake-paths';
import { useIntakeApplication } from './api/get-intake-application';
import { createdDraftId, draftKeyOf } from './draft-handoff';
import { decideIntakeEntry } from './entry-rules';
import { IntakeForm } from './intake-form';
import { newApplicationValues, valuesFromApplication } from './read-back';
import '@/components/form/step-shell.css';

const copy = INTAKE_FORM_CONTENT;

/**
 * `/client/intake/new` (new mode: state and programs in the query) and `/client/intake/resume/:id` (the
 * signed-in applicant's saved application, every answer filled in). Who may open which, and where everyone
 * else goes: entry-rules.ts.
 */
export function IntakeFormPage() {
  const { id } = useParams();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const { user } = useSession();
  const entry = decideIntakeEntry({
    id,
    search: searchParams,
    user,
    createdId: id === undefined ? createdDraftId(draftKeyOf(location.state)) : null,
  });

  if (entry.kind === 'redirect') return <Navigate to={entry.to} replace />;
  if (entry.kind === 'new') {
    const { kind: _kind, ...choice } = entry;
    return <IntakeForm key="new" mode="new" initialValues={newApplicationValues()} application={null} choice={choice} />;
  }
  return <ResumedIntakeForm key={entry.id} id={entry.id} />;
}

/** Resume mode: loads the saved application (`GET /website/intake`), then opens the form with its answers. */
function ResumedIntakeForm({ id }: { id: number }) {
  const application = useIntakeApplication(id);
  if (application.data) {
    return <IntakeForm mode="resume" initialValues={valuesFromApplication(application.data)} application={application.data} />;
  }
  if (application.isError) {
    // The sign-in has ended (expired or signed out elsewhere): verify again.
    if (isAxiosError(application.error) && application.error.response?.status === 401) {
      return <Navigate to={INTAKE_PATHS.resumeVerification()} replace />;
    }
    return <LoadFailed onRetry={() => void application.refetch()} isRetrying={application.isFetching} />;
  }
  return <Loading />;
}

function Loading() {
  usePageTitle(copy.loadingPageTitle);
  return (
    <p className="step-shell__loading" role="status">
      {copy.loading}
    </p>
  );
}

function LoadFailed({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  usePageTitle(copy.loadingPageTitle);
  return (
    <div className="step-shell">
      <h1 className="step-shell__heading">{copy.loadFailed.heading}</h1>
      <p>{copy.loadFailed.text}</p>
      <div className="step-shell__actions">
        <button type="button" className="button" onClick={onRetry} disabled={isRetrying}>
          {copy.loadFailed.retry}
        </button>
        <Link to={INTAKE_PATHS.landing} className="button button--secondary">
          {copy.loadFailed.startOver}
        </Link>
      </div>
    </div>
  );
}
