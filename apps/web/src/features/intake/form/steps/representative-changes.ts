import { DEFAULT_PREFERRED_COMMUNICATION, type RepresentativeType } from '@payee/contract';
import type { PhonesAndEmails, RepresentativeValues } from '../values';

/*
 * The field dependencies of step 1, as pure functions of the values: what the
 * representative's answers become when the type, the agency or the case manager changes.
 */

const NO_CONTACT: PhonesAndEmails = { primary_phone: '', other_phone: '', primary_email: '', other_email: '' };

/**
 * A new representative type clears the case manager, name, agency, other agency, phones and e-mails (and the
 * relationship, which belongs to a relative) and resets preferred_communication to 1.
 */
export function representativeForType(type: RepresentativeType): RepresentativeValues {
  return {
    representative_type: type,
    case_manager_id: null,
    name: '',
    agency_id: null,
    other_agency: '',
    preferred_communication: DEFAULT_PREFERRED_COMMUNICATION,
    relationship_id: null,
    ...NO_CONTACT,
  };
}

/** Whether a type change also clears the client's own phones and e-mails: when it leaves "myself". */
export const clearsPersonalContact = (previous: RepresentativeType | null, next: RepresentativeType) =>
  previous === 'myself' && next !== 'myself';

/** A new agency clears the name, the case manager, the other agency and the contact fields. */
export function representativeForAgency(current: RepresentativeValues, agencyId: number | null): RepresentativeValues {
  return { ...current, agency_id: agencyId, name: '', case_manager_id: null, other_agency: '', ...NO_CONTACT };
}

/**
 * A new case manager fills the name with the case manager's name, unless it is "Other" (the name is then
 * typed), and clears the contact fields.
 */
export function representativeForCaseManager(
  current: RepresentativeValues,
  caseManager: { id: number; label: string; isOther: boolean } | null,
): RepresentativeValues {
  return {
    ...current,
    case_manager_id: caseManager?.id ?? null,
    name: caseManager && !caseManager.isOther ? caseManager.label : '',
    ...NO_CONTACT,
  };
}

export const emptyPersonalContact = (): PhonesAndEmails => ({ ...NO_CONTACT });
