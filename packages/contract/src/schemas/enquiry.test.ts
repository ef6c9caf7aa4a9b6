import { describe, expect, it } from 'vitest';
import { ZEnquiryRequestSchema } from './enquiry';
import { EMAIL_MESSAGE, PHONE_MESSAGE, SSN_MESSAGE } from './messages';
import { errorsOf, parsed } from './test-support';

const VISITOR = {
  is_client: 0,
  first_name: 'Jane',
  last_name: 'Doe',
  email: 'jane@example.org',
  phone_number: '3135550100',
  enquiry_type_id: 2,
  'g-recaptcha-response': 'token',
};

describe('ZEnquiryRequestSchema', () => {
  it('accepts a visitor enquiry without an SSN', () => {
    expect(parsed(ZEnquiryRequestSchema, VISITOR)).toEqual({ ...VISITOR });
  });

  it.each([
    [true, 1],
    ['1', 1],
    [1, 1],
    ['true', 1],
    [false, 0],
    ['0', 0],
    [0, 0],
    ['false', 0],
  ])('normalises is_client %j to %j', (input, expected) => {
    expect(parsed(ZEnquiryRequestSchema, { ...VISITOR, is_client: input, ssn: '123456789' }).is_client).toBe(expected);
  });

  it('treats a missing is_client as not a client', () => {
    const { is_client: _omitted, ...rest } = VISITOR;
    expect(parsed(ZEnquiryRequestSchema, rest).is_client).toBe(0);
  });

  it('refuses an is_client that is not a yes or no', () => {
    expect(errorsOf(ZEnquiryRequestSchema, { ...VISITOR, is_client: 'maybe' })).toHaveProperty('is_client');
  });

  it('requires a 9-digit SSN from a client', () => {
    expect(errorsOf(ZEnquiryRequestSchema, { ...VISITOR, is_client: 1 })).toEqual({ ssn: SSN_MESSAGE });
    expect(errorsOf(ZEnquiryRequestSchema, { ...VISITOR, is_client: 1, ssn: '12345678' })).toEqual({ ssn: SSN_MESSAGE });
    expect(errorsOf(ZEnquiryRequestSchema, { ...VISITOR, is_client: 1, ssn: '12345678a' })).toEqual({ ssn: SSN_MESSAGE });
  });

  it('accepts a client SSN typed 3-2-4 or sent as a number, and sends nine digits', () => {
    expect(parsed(ZEnquiryRequestSchema, { ...VISITOR, is_client: 1, ssn: '123-45-6789' }).ssn).toBe('123456789');
    expect(parsed(ZEnquiryRequestSchema, { ...VISITOR, is_client: 1, ssn: 12345678 }).ssn).toBe('012345678');
  });

  it('drops an SSN sent by someone who is not a client', () => {
    expect(parsed(ZEnquiryRequestSchema, { ...VISITOR, ssn: '123456789' })).not.toHaveProperty('ssn');
  });

  it('requires the names, trims them and limits them to 100 characters', () => {
    expect(errorsOf(ZEnquiryRequestSchema, { ...VISITOR, first_name: '  ', last_name: undefined })).toEqual({
      first_name: 'Enter your first name.',
      last_name: 'Enter your last name.',
    });
    expect(parsed(ZEnquiryRequestSchema, { ...VISITOR, first_name: '  Jane ' }).first_name).toBe('Jane');
    expect(errorsOf(ZEnquiryRequestSchema, { ...VISITOR, first_name: 'a'.repeat(101) })).toEqual({
      first_name: 'First name must be 100 characters or fewer.',
    });
    expect(errorsOf(ZEnquiryRequestSchema, { ...VISITOR, last_name: 'a'.repeat(100) })).toEqual({});
  });

  it('requires a real email address of at most 250 characters', () => {
    expect(errorsOf(ZEnquiryRequestSchema, { ...VISITOR, email: '' })).toEqual({ email: 'Enter your email address.' });
    expect(errorsOf(ZEnquiryRequestSchema, { ...VISITOR, email: 'jane@' })).toEqual({ email: EMAIL_MESSAGE });
    expect(errorsOf(ZEnquiryRequestSchema, { ...VISITOR, email: `${'a'.repeat(240)}@example.org` })).toEqual({
      email: 'Email address must be 250 characters or fewer.',
    });
  });

  it('requires a 10-digit phone number and keeps only its digits', () => {
    expect(errorsOf(ZEnquiryRequestSchema, { ...VISITOR, phone_number: '313555010' })).toEqual({ phone_number: PHONE_MESSAGE });
    expect(errorsOf(ZEnquiryRequestSchema, { ...VISITOR, phone_number: '31355501001' })).toEqual({ phone_number: PHONE_MESSAGE });
    expect(errorsOf(ZEnquiryRequestSchema, { ...VISITOR, phone_number: undefined })).toEqual({ phone_number: PHONE_MESSAGE });
    expect(parsed(ZEnquiryRequestSchema, { ...VISITOR, phone_number: '(313) 555-0100' }).phone_number).toBe('3135550100');
  });

  it('requires an enquiry type as a positive whole number, read from a string', () => {
    expect(parsed(ZEnquiryRequestSchema, { ...VISITOR, enquiry_type_id: '3' }).enquiry_type_id).toBe(3);
    for (const bad of [undefined, '', '0', '-1', '1.5', 'abc']) {
      expect(errorsOf(ZEnquiryRequestSchema, { ...VISITOR, enquiry_type_id: bad })).toEqual({ enquiry_type_id: 'Select an enquiry type.' });
    }
  });

  it('accepts a description of up to 1000 characters, or none', () => {
    expect(errorsOf(ZEnquiryRequestSchema, { ...VISITOR, description: 'a'.repeat(1000) })).toEqual({});
    expect(errorsOf(ZEnquiryRequestSchema, { ...VISITOR, description: 'a'.repeat(1001) })).toEqual({
      description: 'Description must be 1000 characters or fewer.',
    });
    expect(parsed(ZEnquiryRequestSchema, { ...VISITOR, description: '' }).description).toBeUndefined();
  });

  it('lets a null captcha token through for the captcha check to decide', () => {
    expect(parsed(ZEnquiryRequestSchema, { ...VISITOR, 'g-recaptcha-response': null })['g-recaptcha-response']).toBeNull();
  });

  it('reports every problem at once, the SSN rule included', () => {
    expect(Object.keys(errorsOf(ZEnquiryRequestSchema, { is_client: '1' })).sort()).toEqual([
      'email',
      'enquiry_type_id',
      'first_name',
      'last_name',
      'phone_number',
      'ssn',
    ]);
  });
});
