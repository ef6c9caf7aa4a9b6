import { Link, useParams } from 'react-router';
import { ADMIN_ONBOARDING_CONTENT } from '@payee/content/admin-onboarding';
import { usePageTitle } from '@/lib/page-title';
import { ADMIN_ONBOARDING_PATH } from '@/lib/back-office/admin-paths';
import { MedicalDetails } from '../components/medical-details';
import { OnboardingActions } from '../components/onboarding-actions';
import { QueryWaiting } from '@/components/back-office/query-waiting';
import {
  AboutClient,
  BenefitsSection,
  BillsSection,
  ContactsSection,
  HistorySection,
  IdentifiersSection,
  PhotoSection,
} from '../components/onboarding-answers';
import { useOnboardingRecord } from '../api/get-onboarding-record';

const copy = ADMIN_ONBOARDING_CONTENT.record;

/**
 * `/admin/onboarding/:client` (caseworkers): one onboarding whole, in the wizard's order (photo, identifiers,
 * medical details on request, benefits, contacts, bills with their files), what has happened to it, and what
 * staff can do with it where it stands.
 */
export function OnboardingRecordPage() {
  const { client = '' } = useParams();
  const { data: record, isPending, error } = useOnboardingRecord(client);
  usePageTitle(record ? copy.pageTitle(record.name) : copy.loadingTitle);

  const back = (
    <p>
      <Link to={ADMIN_ONBOARDING_PATH}>{copy.backToQueue}</Link>
    </p>
  );
  if (isPending || error) {
    return (
      <>
        {back}
        <h1>{copy.loadingTitle}</h1>
        <QueryWaiting error={isPending ? null : error} />
      </>
    );
  }
  return (
    <>
      {back}
      <h1 className="admin-break">{copy.heading(record.name)}</h1>
      <AboutClient record={record} />
      <OnboardingActions record={record} />
      <PhotoSection record={record} />
      <IdentifiersSection record={record} />
      <MedicalDetails client={record.application_code} hasHealthInfo={record.has_health_info} />
      <BenefitsSection record={record} />
      <ContactsSection record={record} />
      <BillsSection record={record} />
      <HistorySection record={record} />
    </>
  );
}
