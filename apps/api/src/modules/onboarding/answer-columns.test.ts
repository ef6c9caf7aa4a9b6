import { getTableColumns } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { onboardingProfiles } from '../../db/schema/index';
import { keyRing } from '../../lib/crypto';
import {
  LIST_ITEMS,
  SECTIONS,
  itemColumnOf,
  itemColumns,
  listItemFields,
  sectionColumnFields,
  sectionColumns,
  storedItemAnswers,
  storedSectionAnswers,
  type ListItem,
} from './answer-columns';

const key = keyRing({ id: 'test', key: Buffer.alloc(32, 7) });

describe('where onboarding answers are stored', () => {
  it('has a column for every field of every list item, read from the contract schemas', () => {
    for (const list of Object.keys(LIST_ITEMS) as ListItem[]) {
      for (const field of listItemFields(list)) expect(itemColumnOf(list, field), `${list}: ${field}`).toBeDefined();
    }
    expect(itemColumnOf('bills', 'repeat_intervals')).toEqual({ column: 'repeatIntervals', as: 'plain' });
    expect(itemColumnOf('other-identifiers', 'identity_code')).toEqual({ column: 'identityCodeEncrypted', as: 'encrypted' });
    expect(itemColumnOf('benefits', 'benefit_amount')).toEqual({ column: 'amountCents', as: 'cents' });
    expect(itemColumnOf('bills', 'no_such_answer')).toBeUndefined();
  });

  it("keeps each section's answers in its encrypted column on the profile, and a field with a column of its name there", () => {
    const columns = Object.keys(getTableColumns(onboardingProfiles));
    for (const section of Object.values(SECTIONS)) expect(columns).toContain(section.encryptedColumn);
    expect(sectionColumnFields('identifiers')).toEqual(['identification_type_id']);
    expect(sectionColumnFields('health_info')).toEqual([]);
  });

  it('writes a bill by name (money in cents, a field left out as null) and reads it back under the same names', () => {
    // A checked bill, as the contract's schema gives it: the amount typed ("943.10") in whole cents.
    const row = itemColumns('bills', { reporting_account_id: 4, amount: 94_310, is_recursive: 1, bill_repeat_frequency_id: 2 }, key);
    expect(row).toEqual({
      reportingAccountId: 4,
      amountCents: 94310,
      billRepeatFrequencyId: 2,
      repeatIntervals: null,
      isRecursive: 1,
    });
    expect(storedItemAnswers('bills', { id: 9, ...row }, key)).toEqual({
      id: 9,
      reporting_account_id: 4,
      amount: '943.10',
      bill_repeat_frequency_id: 2,
      repeat_intervals: null,
      is_recursive: 1,
    });
  });

  it('encrypts the answers that have an encrypted column, and the sections, never in the clear', () => {
    const identifier = itemColumns('other-identifiers', { id: 3, identity_type: 'Passport', identity_code: 'X123' }, key);
    expect(identifier.id).toBe(3);
    expect(JSON.stringify(identifier)).not.toContain('X123');
    expect(storedItemAnswers('other-identifiers', identifier, key)).toEqual({ id: 3, identity_type: 'Passport', identity_code: 'X123' });

    const health = sectionColumns('health_info', { diagnosis: 'Asthma', guardianship: 'None' }, key);
    expect(Object.keys(health)).toEqual(['healthInfoEncrypted']);
    expect(JSON.stringify(health)).not.toContain('Asthma');
    expect(storedSectionAnswers('health_info', health, key)).toEqual({ diagnosis: 'Asthma', medications: null, guardianship: 'None' });

    const identifiers = sectionColumns('identifiers', { identification_type_id: 2, identity_code: 'D-1' }, key);
    expect(identifiers.identificationTypeId).toBe(2);
    expect(storedSectionAnswers('identifiers', identifiers, key)).toMatchObject({
      identification_type_id: 2,
      identity_code: 'D-1',
      va_no: null,
    });
    expect(storedSectionAnswers('identifiers', {}, key)).toBeNull();
  });
});
