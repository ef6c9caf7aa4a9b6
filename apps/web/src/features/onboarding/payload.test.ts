import { describe, expect, it } from 'vitest';
import { makeOnboardingStepSchemas } from '@payee/contract';
import { billsWithoutFile, hasContent, saveParts, stepPayload } from './payload';
import { emptyBill, emptyContact, emptyOnboardingValues, emptyOtherIdentifier, type OnboardingFormValues } from './values';

const values = (fields: Partial<OnboardingFormValues>): OnboardingFormValues => ({ ...emptyOnboardingValues(), ...fields });
const names = (parts: readonly (readonly [string, string | File])[]) =>
  Object.fromEntries(parts.map(([name, value]) => [name, typeof value === 'string' ? value : `file:${value.name}`]));

describe('the onboarding payload', () => {
  it('wraps every save in its step, skip 0, the application code and the captcha token; a skip sends no answers and no token', () => {
    const payload = stepPayload('medical-details', values({ health_info: { diagnosis: ' Asthma ', medications: '', guardianship: '' } }));
    expect(saveParts('medical-details', payload, { applicationCode: 'APP-1', captchaToken: 'tok' })).toEqual([
      ['step', 'medical-details'],
      ['skip', '0'],
      ['application_code', 'APP-1'],
      ['health_info[diagnosis]', 'Asthma'],
      ['g-recaptcha-response', 'tok'],
    ]);
    expect(saveParts('medical-details', payload, { applicationCode: 'APP-1', captchaToken: null, isSkip: true })).toEqual([
      ['step', 'medical-details'],
      ['skip', '1'],
      ['application_code', 'APP-1'],
    ]);
  });

  it('drops empty other identifiers and maps the server index back to the item in the form', () => {
    const payload = stepPayload(
      'identifiers',
      values({
        other_identifiers: [emptyOtherIdentifier(), { id: null, identity_type: 'Passport', identity_code: 'X1' }],
      }),
    );
    expect(names(payload.parts)).toMatchObject({ 'other_identifiers[0][identity_type]': 'Passport' });
    expect(payload.toFormField('other_identifiers.0.identity_code')).toBe('other_identifiers.1.identity_code');
    expect(payload.toFormField('identifiers.identity_code')).toBe('identifiers.identity_code');
    expect(payload.toFormField('step')).toBeNull();
  });

  it('sends the ticked benefits in the order listed and maps active_benefits.{index} errors to the benefit by id', () => {
    const form = values({
      benefits: {
        b9: { is_selected: 1, benefit_amount: '$1,250.50', effective_from: '2024-01-01', effective_till: '2025-01-01' },
        b7: { is_selected: 1, benefit_amount: '943', effective_from: '2024-01-01', effective_till: '2025-01-01' },
        b8: { is_selected: 0, benefit_amount: '5', effective_from: '', effective_till: '' },
      },
    });
    const payload = stepPayload('active-benefits', form, [7, 8, 9]);
    expect(names(payload.parts)).toEqual({
      'active_benefits[0][reporting_account_id]': '7',
      'active_benefits[0][benefit_amount]': '943',
      'active_benefits[0][effective_from]': '2024-01-01',
      'active_benefits[0][effective_till]': '2025-01-01',
      'active_benefits[1][reporting_account_id]': '9',
      'active_benefits[1][benefit_amount]': '1250.50',
      'active_benefits[1][effective_from]': '2024-01-01',
      'active_benefits[1][effective_till]': '2025-01-01',
    });
    expect(payload.toFormField('active_benefits.1.effective_till')).toBe('benefits.b9.effective_till');
    expect(payload.toFormField('active_benefits.0.reporting_account_id')).toBe('benefits.b7.is_selected');
    expect(payload.toFormField('active_benefits.5.benefit_amount')).toBeNull();
    expect(makeOnboardingStepSchemas()['active-benefits'].safeParse(payload.body).success).toBe(true);
  });

  it('counts a contact as filled when any field but the flags has content, sends phones as digits and the physical address as domestic', () => {
    const filled = emptyContact();
    filled.name = 'Dr. Patel';
    filled.personal_contact.primary_phone = '(313) 555-0142';
    filled.physical_address.line_1 = '1 Main St';
    filled.mailing_address.is_same_as_primary_address = 1;
    filled.mailing_address.line_1 = 'stale';
    expect(hasContent(emptyContact())).toBe(false);
    const payload = stepPayload('client-contacts', values({ client_contacts: [emptyContact(), filled] }));
    const sent = names(payload.parts);
    expect(sent['client_contacts[0][personal_contact][primary_phone]']).toBe('3135550142');
    expect(sent['client_contacts[0][physical_address][is_international]']).toBe('0');
    expect(sent['client_contacts[0][mailing_address][line_1]']).toBe('1 Main St');
    expect(sent['client_contacts[0][mailing_address][is_same_as_primary_address]']).toBe('1');
    expect(Object.keys(sent).some((name) => name.startsWith('client_contacts[1]'))).toBe(false);
    expect(payload.toFormField('client_contacts.0.personal_contact.primary_email')).toBe(
      'client_contacts.1.personal_contact.primary_email',
    );
  });

  it('sends a new bill file as files[0], no frequency unless it repeats, keeps a saved bill by id, and finds bills with no file', () => {
    const file = new File(['%PDF'], 'rent.pdf', { type: 'application/pdf' });
    const repeating = {
      ...emptyBill(),
      reporting_account_id: 20,
      amount: '650',
      is_recursive: 1 as const,
      bill_repeat_frequency_id: 1,
      repeat_intervals: 12,
      files: file,
    };
    const once = {
      ...emptyBill(),
      id: 61,
      reporting_account_id: 21,
      amount: '85.40',
      bill_repeat_frequency_id: 1,
      saved_file: { name: 'a.pdf', path: '/x' },
    };
    const payload = stepPayload('bills', values({ client_bills: [emptyBill(), repeating, once] }));
    expect(names(payload.parts)).toEqual({
      'client_bills[0][reporting_account_id]': '20',
      'client_bills[0][amount]': '650',
      'client_bills[0][bill_repeat_frequency_id]': '1',
      'client_bills[0][repeat_intervals]': '12',
      'client_bills[0][is_recursive]': '1',
      'client_bills[0][files][0]': 'file:rent.pdf',
      'client_bills[1][id]': '61',
      'client_bills[1][reporting_account_id]': '21',
      'client_bills[1][amount]': '85.40',
      'client_bills[1][is_recursive]': '0',
    });
    expect(payload.toFormField('client_bills.1.amount')).toBe('client_bills.2.amount');
    expect(billsWithoutFile(values({ client_bills: [emptyBill(), { ...emptyBill(), amount: '5' }, once] }))).toEqual([1]);
  });
});
