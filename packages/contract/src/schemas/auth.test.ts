import { describe, expect, it } from 'vitest';
import {
  ZChangePasswordRequestSchema,
  ZClientNameQuerySchema,
  ZForgotCredentialRequestSchema,
  ZLoginRequestSchema,
  ZLoginResponseSchema,
  ZResetCredentialRequestSchema,
} from './auth';
import { PASSWORDS_DO_NOT_MATCH_MESSAGE, PASSWORD_RULES_MESSAGE, SSN_MESSAGE, USERNAME_RULES_MESSAGE } from './messages';
import { errorsOf, parsed } from './test-support';

const STRONG = 'Abcdef1@';

describe('ZLoginRequestSchema', () => {
  it('accepts a username sign-in with an application code', () => {
    expect(
      parsed(ZLoginRequestSchema, { login_method: 'username', username: 'jane', password: 'x', application_code: 'APP-1' }),
    ).toMatchObject({ login_method: 'username', username: 'jane', application_code: 'APP-1' });
  });

  it('accepts an SSN sign-in and sends the SSN as nine digits', () => {
    const value = parsed(ZLoginRequestSchema, { login_method: 'ssn', ssn: '123-45-6789', date_of_birth: '1970-01-31' });
    expect(value).toMatchObject({ login_method: 'ssn', ssn: '123456789', date_of_birth: '1970-01-31' });
  });

  it('asks for the username and password of a username sign-in', () => {
    expect(errorsOf(ZLoginRequestSchema, { login_method: 'username' })).toEqual({
      username: 'Enter your username.',
      password: 'Enter your password.',
    });
  });

  it('asks for a 9-digit SSN and a real birth date for an SSN sign-in', () => {
    expect(errorsOf(ZLoginRequestSchema, { login_method: 'ssn', ssn: '1234', date_of_birth: '2023-02-30' })).toEqual({
      ssn: SSN_MESSAGE,
      date_of_birth: 'Enter a real date of birth, like 1970-01-31.',
    });
  });

  it('does not check the password rules at sign-in', () => {
    expect(errorsOf(ZLoginRequestSchema, { login_method: 'username', username: 'jane', password: 'weak' })).toEqual({});
  });

  it('refuses an unknown sign-in method', () => {
    expect(ZLoginRequestSchema.safeParse({ login_method: 'email', username: 'jane', password: 'x' }).success).toBe(false);
  });
});

describe('ZLoginResponseSchema', () => {
  it('accepts the signed-in user with its token', () => {
    const body = {
      message: 'Signed in.',
      data: {
        process_type: 'intake',
        current_process: 'rejected',
        id: 7,
        application_code: 'APP-7',
        ssn_number_partial: '6789',
        title: null,
        first_name: 'Jane',
        middle_name: null,
        last_name: 'Doe',
        suffix: null,
        rejection_reason: [{ message: 'Upload a clearer SSA-1696.' }],
        token: 'secret',
      },
    };
    expect(ZLoginResponseSchema.safeParse(body).success).toBe(true);
    expect(ZLoginResponseSchema.safeParse({ ...body, data: { ...body.data, current_process: 'unknown' } }).success).toBe(false);
  });
});

describe('ZForgotCredentialRequestSchema', () => {
  it('asks for a username to send a password link', () => {
    expect(errorsOf(ZForgotCredentialRequestSchema, { credential_type: 'password' })).toEqual({ username: 'Enter your username.' });
    expect(errorsOf(ZForgotCredentialRequestSchema, { credential_type: 'password', username: 'jane' })).toEqual({});
  });

  it('asks for a 9-digit SSN to send a username link', () => {
    expect(errorsOf(ZForgotCredentialRequestSchema, { credential_type: 'username', ssn: '12-34' })).toEqual({ ssn: SSN_MESSAGE });
    expect(parsed(ZForgotCredentialRequestSchema, { credential_type: 'username', ssn: '123-45-6789' })).toMatchObject({
      ssn: '123456789',
    });
  });
});

describe('ZResetCredentialRequestSchema', () => {
  const reset = { credential_type: 'password', password: STRONG, confirm_password: STRONG, token: 't' };

  it('accepts a strong password confirmed the same', () => {
    expect(errorsOf(ZResetCredentialRequestSchema, reset)).toEqual({});
  });

  it('refuses a password that breaks a checklist rule', () => {
    expect(errorsOf(ZResetCredentialRequestSchema, { ...reset, password: 'abcdef1@', confirm_password: 'abcdef1@' })).toEqual({
      password: PASSWORD_RULES_MESSAGE,
    });
  });

  it('says the passwords do not match on confirm_password', () => {
    expect(errorsOf(ZResetCredentialRequestSchema, { ...reset, confirm_password: 'Abcdef1#' })).toEqual({
      confirm_password: PASSWORDS_DO_NOT_MATCH_MESSAGE,
    });
  });

  it('needs the token from the link', () => {
    expect(errorsOf(ZResetCredentialRequestSchema, { ...reset, token: '' })).toEqual({
      token: 'This link is not valid. Ask for a new one.',
    });
  });

  it('refuses a new username that breaks a checklist rule', () => {
    expect(errorsOf(ZResetCredentialRequestSchema, { credential_type: 'username', username: 'Jane Doe', token: 't' })).toEqual({
      username: USERNAME_RULES_MESSAGE,
    });
    expect(errorsOf(ZResetCredentialRequestSchema, { credential_type: 'username', username: 'jane.doe', token: 't' })).toEqual({});
  });
});

describe('ZChangePasswordRequestSchema', () => {
  const change = { current_password: 'old', password: STRONG, confirm_password: STRONG, 'g-recaptcha-response': 't' };

  it('accepts a strong new password confirmed the same', () => {
    expect(errorsOf(ZChangePasswordRequestSchema, change)).toEqual({});
  });

  it('asks for the current password', () => {
    expect(errorsOf(ZChangePasswordRequestSchema, { ...change, current_password: '' })).toEqual({
      current_password: 'Enter your current password.',
    });
  });

  it('refuses passwords longer than 100 characters', () => {
    const long = `Ab1@${'a'.repeat(97)}`;
    expect(errorsOf(ZChangePasswordRequestSchema, { ...change, password: long, confirm_password: long })).toEqual({
      password: 'Password must be 100 characters or fewer.',
      confirm_password: 'Confirm password must be 100 characters or fewer.',
    });
  });

  it('says the passwords do not match, alongside other problems', () => {
    expect(errorsOf(ZChangePasswordRequestSchema, { ...change, current_password: '', confirm_password: 'Other1@x' })).toEqual({
      current_password: 'Enter your current password.',
      confirm_password: PASSWORDS_DO_NOT_MATCH_MESSAGE,
    });
  });
});

describe('ZClientNameQuerySchema', () => {
  it('needs the application code', () => {
    expect(errorsOf(ZClientNameQuerySchema, {})).toEqual({ application_code: 'Enter the application code.' });
    expect(parsed(ZClientNameQuerySchema, { application_code: ' APP-1 ' })).toEqual({ application_code: 'APP-1' });
  });
});
