import { Link } from 'react-router';
import { ONBOARDING_CONTENT } from '@payee/content/onboarding';
import { usePageTitle } from '@/lib/page-title';
import { useOnboardingDetail } from './api/get-onboarding-detail';
import { OnboardingAccessProvider, type OnboardingAccess } from './onboarding-access';
import { OnboardingWizard } from './onboarding-wizard';
import '@/components/form/step-shell.css';
import './onboarding.css';

const copy = ONBOARDING_CONTENT.assisted;

/** How the back office reaches the onboarding: the staff client and routes, and the record to return to. */
export type AssistedOnboardingAccess = Extract<OnboardingAccess, { layout: 'admin' }>;

/** Props of the assisted wizard. */
export interface AssistedOnboardingProps {
  /** The client's id or application code, as the back office's address gives it. */
  client: string;
  access: AssistedOnboardingAccess;
}

/**
 * Assisted mode (issue 12): the client's own wizard in the admin layout, for a caseworker filling it in with
 * the client on the phone. The one module of this feature the back office imports (eslint.config.js), so the
 * wizard is reused whole, never copied. Only an onboarding invited or sent back can be filled in, as the
 * server says; any other shows why, with the way back to the record.
 */
export function AssistedOnboarding({ client, access }: AssistedOnboardingProps) {
  return (
    <OnboardingAccessProvider value={access}>
      <AssistedWizard client={client} recordPath={access.recordPath} />
    </OnboardingAccessProvider>
  );
}

function AssistedWizard({ client, recordPath }: { client: string; recordPath: string }) {
  const detail = useOnboardingDetail(client);
  const isFillable = detail.data?.current_process === 'pending' || detail.data?.current_process === 'rejected';
  if (detail.data && isFillable) return <OnboardingWizard detail={detail.data} />;
  return (
    <NotFillable
      message={detail.isError ? copy.loadFailed : detail.data ? copy.notFillable(detail.data.name) : null}
      recordPath={recordPath}
    />
  );
}

/** Loading (no message yet), or why the wizard cannot open, with the way back to the record. */
function NotFillable({ message, recordPath }: { message: string | null; recordPath: string }) {
  usePageTitle(copy.loadingPageTitle);
  if (message === null) {
    return (
      <p className="step-shell__loading" role="status">
        {ONBOARDING_CONTENT.loading}
      </p>
    );
  }
  return (
    <div className="step-shell">
      <h1 className="step-shell__heading">{copy.loadingPageTitle}</h1>
      <p role="alert">{message}</p>
      <p>
        <Link to={recordPath}>{copy.backToRecord}</Link>
      </p>
    </div>
  );
}
