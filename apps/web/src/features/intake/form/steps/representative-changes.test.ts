import { describe, expect, it } from 'vitest';
import {
  clearsPersonalContact,
  representativeForAgency,
  representativeForCaseManager,
  representativeForType,
} from './representative-changes';
import type { RepresentativeValues } from '../values';

const filled: RepresentativeValues = {
  representative_type: 'case_manager',
  case_manager_id: 9,
  name: 'Jordan Miles',
  agency_id: 1,
  other_agency: 'x',
  preferred_communication: 3,
  relationship_id: 2,
  primary_phone: '3135550142',
  other_phone: '3135550143',
  primary_email: 'jordan@example.org',
  other_email: 'j@example.org',
};

const noContact = { primary_phone: '', other_phone: '', primary_email: '', other_email: '' };

describe('step 1 dependencies', () => {
  it('a new type clears the case manager, name, agencies, phones and e-mails and resets preferred communication to 1', () => {
    expect(representativeForType('relative')).toEqual({
      representative_type: 'relative',
      case_manager_id: null,
      name: '',
      agency_id: null,
      other_agency: '',
      preferred_communication: 1,
      relationship_id: null,
      ...noContact,
    });
  });

  it("clears the client's own contact only when leaving myself", () => {
    expect(clearsPersonalContact('myself', 'relative')).toBe(true);
    expect(clearsPersonalContact('relative', 'case_manager')).toBe(false);
    expect(clearsPersonalContact(null, 'myself')).toBe(false);
  });

  it('a new agency clears the name, case manager, other agency and contact fields, and keeps the rest', () => {
    expect(representativeForAgency(filled, 2)).toEqual({
      ...filled,
      agency_id: 2,
      name: '',
      case_manager_id: null,
      other_agency: '',
      ...noContact,
    });
  });

  it('a case manager fills the name with theirs, unless it is Other, and clears the contact fields', () => {
    expect(representativeForCaseManager(filled, { id: 1, label: 'Alicia Romero', isOther: false })).toMatchObject({
      case_manager_id: 1,
      name: 'Alicia Romero',
      ...noContact,
    });
    expect(representativeForCaseManager(filled, { id: 21, label: 'Other', isOther: true })).toMatchObject({
      case_manager_id: 21,
      name: '',
    });
    expect(representativeForCaseManager(filled, null)).toMatchObject({ case_manager_id: null, name: '' });
  });
});
