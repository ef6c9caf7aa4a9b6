import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZApiErrorBodySchema, errorMessageOf, fieldErrorsFromIssues, firstFieldErrors } from './errors';

describe('fieldErrorsFromIssues', () => {
  it('keys nested fields with dots, as the form names them', () => {
    const schema = z.object({ client_bills: z.array(z.object({ amount: z.number('Enter the bill amount.') })) });
    const result = schema.safeParse({ client_bills: [{ amount: 1 }, { amount: 'x' }] });
    expect(result.success).toBe(false);
    expect(fieldErrorsFromIssues(result.error?.issues ?? [])).toEqual({ 'client_bills.1.amount': ['Enter the bill amount.'] });
  });

  it('keeps every message of a field in order', () => {
    const errors = fieldErrorsFromIssues([
      { path: ['physical_address', 'county'], message: 'first' },
      { path: ['physical_address', 'county'], message: 'second' },
      { path: ['ssn'], message: 'third' },
    ]);
    expect(errors).toEqual({ 'physical_address.county': ['first', 'second'], ssn: ['third'] });
  });

  it('puts an issue about the whole body under message', () => {
    expect(fieldErrorsFromIssues([{ path: [], message: 'Bad body.' }])).toEqual({ message: ['Bad body.'] });
  });
});

describe('firstFieldErrors', () => {
  it('takes the first message of each field', () => {
    const body = {
      message: 'Please correct the highlighted fields.',
      errors: { first_name: ['Enter your first name.', 'x'], 'client_bills.0.amount': ['Enter the bill amount.'] },
    };
    expect(firstFieldErrors(body)).toEqual({ first_name: 'Enter your first name.', 'client_bills.0.amount': 'Enter the bill amount.' });
  });

  it('reads field errors even when the body has no message', () => {
    expect(firstFieldErrors({ errors: { ssn: ['Enter a 9-digit Social Security Number.'] } })).toEqual({
      ssn: 'Enter a 9-digit Social Security Number.',
    });
  });

  it('skips fields with no message and bodies that are not error bodies', () => {
    expect(firstFieldErrors({ message: 'x', errors: { ssn: [] } })).toEqual({});
    expect(firstFieldErrors('Bad Gateway')).toEqual({});
    expect(firstFieldErrors(null)).toEqual({});
  });
});

describe('errorMessageOf', () => {
  it('prefers the first field error', () => {
    expect(errorMessageOf({ message: 'Invalid.', errors: { username: ['Enter your username.'] } }, 'fallback')).toBe(
      'Enter your username.',
    );
  });

  it('falls back to the message when there are no field errors', () => {
    expect(errorMessageOf({ message: 'Too many attempts.' }, 'fallback')).toBe('Too many attempts.');
  });

  it('falls back to the given text when there is neither', () => {
    expect(errorMessageOf({}, 'Something went Wrong!!!')).toBe('Something went Wrong!!!');
    expect(errorMessageOf({ message: '' }, 'Something went Wrong!!!')).toBe('Something went Wrong!!!');
    expect(errorMessageOf(undefined, 'Something went Wrong!!!')).toBe('Something went Wrong!!!');
  });
});

describe('ZApiErrorBodySchema', () => {
  it('accepts the one error shape and refuses field errors that are not lists', () => {
    expect(ZApiErrorBodySchema.safeParse({ message: 'x', errors: { a: ['b'] }, warning: 'w' }).success).toBe(true);
    expect(ZApiErrorBodySchema.safeParse({ message: 'x', errors: { a: 'b' } }).success).toBe(false);
  });
});

describe('errorMessageOf with odd bodies', () => {
  it('still uses the message when the field errors are malformed', () => {
    expect(errorMessageOf({ message: 'Not allowed.', errors: 'nope' }, 'fallback')).toBe('Not allowed.');
  });
});
