import { useMemo } from 'react';
import { useParams } from 'react-router';
import { API_PATHS, ZAdminOnboardingDetailResponseSchema, ZOnboardingDetailSchema, type TOnboardingDetail } from '@payee/contract';
import { AssistedOnboarding, type AssistedOnboardingAccess } from '@/features/onboarding/assisted-onboarding';
import { staffHttp } from '@/lib/back-office/staff-session-store';

/**
 * The staff read of an onboarding in the shape the wizard reads. The two differ only in the medical details:
 * the staff read leaves them out (has_health_info), since staff see them only through the reveal that records
 * why, so step 3 opens empty here rather than the read giving them without a reason.
 */
async function readOnboardingForWizard(client: string, signal?: AbortSignal): Promise<TOnboardingDetail> {
  const response = await staffHttp.get<unknown>(API_PATHS.adminOnboardingDetail(client), { signal });
  return ZOnboardingDetailSchema.parse({ ...ZAdminOnboardingDetailResponseSchema.parse(response.data).data, health_info: null });
}

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
      readDetail: readOnboardingForWizard,
      savePath: API_PATHS.adminOnboardingDetail(client),
      recordPath: `/admin/onboarding/${encodeURIComponent(client)}`,
    }),
    [client],
  );
  return <AssistedOnboarding key={client} client={client} access={access} />;
}
