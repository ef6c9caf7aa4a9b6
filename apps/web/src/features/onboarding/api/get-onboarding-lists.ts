import { useQuery } from '@tanstack/react-query';
import { dropdownQueryOptions } from '@/lib/api/get-dropdown';
import { ONBOARDING_QUERY_DEFAULTS } from './get-onboarding-detail';

/*
 * The reference lists of the wizard, through lib/api/get-dropdown so each is fetched once
 * and shared by the steps. Reporting accounts of type 1 are the benefits (`is_benefit=true`, step 4) and the
 * bill types (`is_benefit=false`, step 6: a bill is paid from an expense account, docs/decisions.md). No
 * retry, as for every wizard query; the lists stay fresh 5 minutes.
 */

const listOptions = (...args: Parameters<typeof dropdownQueryOptions>) => ({
  ...dropdownQueryOptions(...args),
  retry: ONBOARDING_QUERY_DEFAULTS.retry,
  refetchOnWindowFocus: false,
});

export const useIdentificationTypes = () => useQuery(listOptions('identification-types'));
export const useBenefitAccounts = () => useQuery(listOptions('reporting-accounts', { reporting_type_id: 1, is_benefit: true }));
export const useBillAccounts = () => useQuery(listOptions('reporting-accounts', { reporting_type_id: 1, is_benefit: false }));
export const useContactCategories = () => useQuery(listOptions('contact-categories'));
export const useBillRepeatFrequencies = () => useQuery(listOptions('bill-repeat-frequencies'));
