import { useMemo } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { DROPDOWNS_WITH_OTHER, makeIntakeStepSchemas, type IntakeStepSchemas, type OtherIds } from '@payee/contract';
import { dropdownQueryOptions } from '@/lib/api/get-dropdown';
import type { SelectOption } from '@/lib/api/options';
import type { ReferenceList } from '../fields/intake-controls';
import { isOtherOption } from '@/lib/other-option';

/*
 * Reference lists as the intake steps and their answers need them (lib/api/get-dropdown underneath, so the
 * lists are fetched once and cached 5 minutes for every step and the check page).
 */

export { optionLabel, optionLabels } from '@/lib/api/options';

/**
 * Case managers of an agency (`/dropdown/case-managers?agency_id=`), with the list's "Other" entry added at
 * the end: it belongs to no agency, so the filtered list leaves it out, yet anyone may
 * choose it and type a name. Not loaded before an agency is chosen.
 */
export function useCaseManagerOptions(agencyId: number | null): ReferenceList {
  const ofAgency = useQuery({ ...dropdownQueryOptions('case-managers', { agency_id: agencyId ?? undefined }), enabled: agencyId !== null });
  const all = useQuery(dropdownQueryOptions('case-managers'));
  const data = useMemo(() => {
    if (!ofAgency.data) return undefined;
    const other = all.data?.find(isOtherOption);
    const hasOther = ofAgency.data.some(isOtherOption);
    return other && !hasOther ? [...ofAgency.data, other] : ofAgency.data;
  }, [ofAgency.data, all.data]);
  return { data, isPending: agencyId !== null && ofAgency.isPending, isError: ofAgency.isError };
}

/** Every case manager, for naming the chosen one on "Check your answers". */
export const useAllCaseManagers = () => useQuery(dropdownQueryOptions('case-managers'));

/** The "Other" ids of the loaded lists with an "Other" entry. */
function combineOtherIds(lists: readonly { data?: readonly SelectOption[] }[]): OtherIds {
  const otherIds: OtherIds = {};
  DROPDOWNS_WITH_OTHER.forEach((name, index) => {
    const ids = (lists[index]?.data ?? []).filter(isOtherOption).map((option) => option.value);
    if (ids.length > 0) otherIds[name] = ids;
  });
  return otherIds;
}

/**
 * The step schemas with the "Other" ids of the loaded lists, so an "Other" choice asks for its text in the
 * browser as it does on the server (the contract's INTAKE_STEP_SCHEMAS knows no ids). A list that has not
 * loaded simply asks for nothing; the server still checks.
 */
export function useIntakeStepSchemas(): IntakeStepSchemas {
  // `combine` is structurally shared: the same ids give the same object, so the schemas are built again
  // only when a list's "Other" entries change.
  const otherIds = useQueries({ queries: DROPDOWNS_WITH_OTHER.map((name) => dropdownQueryOptions(name)), combine: combineOtherIds });
  return useMemo(() => makeIntakeStepSchemas({ otherIds }), [otherIds]);
}
