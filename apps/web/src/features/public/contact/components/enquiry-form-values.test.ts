import { describe, expect, it } from 'vitest';
import { ENQUIRY_FORM_DEFAULTS, toEnquiryPayload } from './enquiry-form-values';

const filled = {
  ...ENQUIRY_FORM_DEFAULTS,
  first_name: ' Rosa ',
  last_name: 'Martinez',
  email: 'rosa@example.org ',
  phone_number: '(313) 555-0100',
  enquiry_type_id: 2,
};

describe('toEnquiryPayload', () => {
  it('leaves out empty, null and undefined fields and adds the captcha token', () => {
    expect(toEnquiryPayload({ ...ENQUIRY_FORM_DEFAULTS }, 'token')).toEqual({ is_client: 0, 'g-recaptcha-response': 'token' });
  });

  it('sends is_client 0 without the SSN, even if one was typed, and the phone as digits', () => {
    expect(toEnquiryPayload({ ...filled, ssn: '123-45-6789' }, 'token')).toEqual({
      is_client: 0,
      first_name: 'Rosa',
      last_name: 'Martinez',
      email: 'rosa@example.org',
      phone_number: '3135550100',
      enquiry_type_id: 2,
      'g-recaptcha-response': 'token',
    });
  });

  it('sends is_client 1 and the SSN as nine digits, keeping a leading zero, for a client', () => {
    const payload = toEnquiryPayload({ ...filled, is_client: 1, ssn: '012-34-5678', description: ' Card? ' }, 'token');
    expect(payload).toMatchObject({ is_client: 1, ssn: '012345678', description: 'Card?' });
  });

  it('leaves out a description of spaces only', () => {
    expect(toEnquiryPayload({ ...filled, description: '   ' }, 'token')).not.toHaveProperty('description');
  });
});
