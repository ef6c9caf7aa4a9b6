import { useMemo } from 'react';
import { useParams } from 'react-router';
import { API_PATHS } from '@payee/contract';
import { AssistedOnboarding, type AssistedOnboardingAccess } from '@/features/onboarding/assisted-onboarding';
import { staffHttp } from '@/lib/back-office/staff-session-store';
import { getOnboardingForWizard } from '../api/get-onboarding-for-wizard';

/**
 * `/admin/onboarding/{client}/assist` (caseworker; issue 12): assisted mode, the client's onboarding wizard
 * filled in by the caseworker with the client on the phone, each save through the staff route and recorded
 * as theirs; it returns to the onboarding record.
 */
export function OnboardingAssistPage() {
  const { client = '' } = useParams();
  const access = useMemo(
    (): AssistedOnboardingAccess => ({
      layout: 'admin',
      http: staffHttp,
      readDetail: getOnboardingForWizard,
      savePath: API_PATHS.adminOnboardingDetail(client),
      recordPath: `/admin/onboarding/${encodeURIComponent(client)}`,
    }),
    [client],
  );
  return <AssistedOnboarding key={client} client={client} access={access} />;
}
