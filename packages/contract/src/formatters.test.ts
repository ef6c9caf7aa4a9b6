import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  personName,
  cleanPhone,
  cleanSsn,
  formatPhone,
  formatSsn,
  maskBirthDate,
  maskEmail,
  maskSsn,
  onlyDigits,
  sanitizeNumberInput,
  SSN_FORMATTED_LENGTH,
} from './formatters';
import { digitNoise, interleave, usCountryCodePrefix } from './testing';

const FORMATTED_SSN = /^\d{0,3}(-\d{0,2}(-\d{0,4})?)?$/;
const FORMATTED_PHONE = /^(\(\d{1,3}(\) \d{1,3}(-\d{1,4})?)?)?$/;

describe('onlyDigits', () => {
  it('keeps only the digits of text, numbers and empty values', () => {
    expect(onlyDigits('(313) 555-0100')).toBe('3135550100');
    expect(onlyDigits(42)).toBe('42');
    expect(onlyDigits(null)).toBe('');
    expect(onlyDigits(undefined)).toBe('');
  });
});

describe('formatSsn', () => {
  it('shows nine digits as 3-2-4', () => {
    expect(formatSsn('123456789')).toBe('123-45-6789');
  });

  it('adds the dashes as the user types', () => {
    expect(formatSsn('12')).toBe('12');
    expect(formatSsn('123')).toBe('123');
    expect(formatSsn('1234')).toBe('123-4');
    expect(formatSsn('12345')).toBe('123-45');
    expect(formatSsn('123456')).toBe('123-45-6');
  });

  it('strips non-digits and cuts to nine digits', () => {
    expect(formatSsn('12a3-45 6789999')).toBe('123-45-6789');
    expect(formatSsn(null)).toBe('');
  });

  it('always gives a 3-2-4 shape of at most 11 characters', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const formatted = formatSsn(value);
        expect(formatted).toMatch(FORMATTED_SSN);
        expect(formatted.length).toBeLessThanOrEqual(SSN_FORMATTED_LENGTH);
      }),
    );
  });

  it('keeps the digits: cleaning the formatted value gives the cleaned input', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect(cleanSsn(formatSsn(value))).toBe(cleanSsn(value));
      }),
    );
  });
});

describe('cleanSsn', () => {
  it('sends at most nine digits', () => {
    expect(cleanSsn('123-45-6789')).toBe('123456789');
    expect(cleanSsn('123-45-67890')).toBe('123456789');
  });
});

describe('SSN digits: whatever is typed or pasted, the digits kept are the digits given', () => {
  it.each([' 987-11-0001', 'SSN 987110001', '987 - 11 - 0001', '(987) 11.0001 '])('keeps all nine digits of %j', (pasted) => {
    expect(formatSsn(pasted)).toBe('987-11-0001');
    expect(cleanSsn(pasted)).toBe('987110001');
  });

  it('keeps up to nine digits given among any other characters', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{0,9}$/), digitNoise(), (digits, noise) => {
        const text = interleave(digits, noise);
        expect(cleanSsn(text)).toBe(digits);
        expect(onlyDigits(formatSsn(text))).toBe(digits);
      }),
    );
  });
});

describe('maskSsn', () => {
  it('hides all but the last four digits', () => {
    expect(maskSsn('123456789')).toBe('***-**-6789');
    expect(maskSsn('123-45-6789')).toBe('***-**-6789');
  });

  it('shows a partial tail as the last digits', () => {
    expect(maskSsn('6789')).toBe('***-**-6789');
    expect(maskSsn('89')).toBe('***-**-**89');
    expect(maskSsn('')).toBe('***-**-****');
  });

  it('never shows more than four digits', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect(onlyDigits(maskSsn(value)).length).toBeLessThanOrEqual(4);
      }),
    );
  });
});

describe('maskBirthDate', () => {
  it('shows the year only', () => {
    expect(maskBirthDate('1956-03-14')).toBe('**/**/1956');
  });

  it('shows nothing of a value that is not a date', () => {
    expect(maskBirthDate('03/14/1956')).toBe('**/**/****');
    expect(maskBirthDate(null)).toBe('**/**/****');
  });
});

describe('formatPhone', () => {
  it('shows ten digits as (XXX) XXX-XXXX', () => {
    expect(formatPhone('3135550100')).toBe('(313) 555-0100');
  });

  it('formats as the user types and cuts to ten digits', () => {
    expect(formatPhone('')).toBe('');
    expect(formatPhone('31')).toBe('(31');
    expect(formatPhone('3135')).toBe('(313) 5');
    expect(formatPhone('3135550')).toBe('(313) 555-0');
    expect(formatPhone('313-555-0100-99')).toBe('(313) 555-0100');
  });

  it('always gives the (XXX) XXX-XXXX shape and keeps the digits', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const formatted = formatPhone(value);
        expect(formatted).toMatch(FORMATTED_PHONE);
        expect(cleanPhone(formatted)).toBe(cleanPhone(value));
      }),
    );
  });

  it('round-trips any ten digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{10}$/), (digits) => {
        expect(cleanPhone(formatPhone(digits))).toBe(digits);
      }),
    );
  });
});

describe('phone digits: a leading US country code is dropped, every other digit given is kept', () => {
  it.each(['+1 (313) 555-0100', '13135550100', '+13135550100', '1-313-555-0100', '1 313 555 0100', '+1.313.555.0100'])(
    'reads %j as (313) 555-0100',
    (given) => {
      expect(formatPhone(given)).toBe('(313) 555-0100');
      expect(cleanPhone(given)).toBe('3135550100');
    },
  );

  it('recognises the country code only before a whole number: a ten-digit number starting with 1 is kept as given', () => {
    expect(cleanPhone('1313555010')).toBe('1313555010');
    expect(formatPhone('1313')).toBe('(131) 3');
  });

  it('keeps up to ten digits given among any other characters', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{0,10}$/), digitNoise(), (digits, noise) => {
        const text = interleave(digits, noise);
        expect(cleanPhone(text)).toBe(digits);
        expect(onlyDigits(formatPhone(text))).toBe(digits);
      }),
    );
  });

  it('keeps the ten digits of a number written after a US country code, however it is written', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{10}$/), usCountryCodePrefix(), digitNoise(), (digits, code, noise) => {
        const text = code + interleave(digits, noise);
        expect(cleanPhone(text)).toBe(digits);
        expect(formatPhone(text)).toBe(formatPhone(digits));
      }),
    );
  });
});

describe('cleanPhone', () => {
  it('sends at most ten digits', () => {
    expect(cleanPhone('(313) 555-0100')).toBe('3135550100');
    expect(cleanPhone('313555010099')).toBe('3135550100');
  });
});

describe('sanitizeNumberInput', () => {
  it('keeps digits, plus, hyphen, parentheses, period and space', () => {
    expect(sanitizeNumberInput('+1 (313) 555-0100.5abc!#')).toBe('+1 (313) 555-0100.5');
  });

  it('keeps digits only in digits-only mode', () => {
    expect(sanitizeNumberInput('+1 (313) 555-0100', true)).toBe('13135550100');
    expect(sanitizeNumberInput(null, true)).toBe('');
  });

  it('never outputs a character outside the allowed set', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect(sanitizeNumberInput(value)).toMatch(/^[\d+\-(). ]*$/);
      }),
    );
  });

  it('never outputs a non-digit in digits-only mode', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect(sanitizeNumberInput(value, true)).toMatch(/^\d*$/);
      }),
    );
  });

  it('leaves allowed input unchanged', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[\d+\-(). ]*$/), (value) => {
        expect(sanitizeNumberInput(value)).toBe(value);
      }),
    );
  });
});

describe('maskEmail', () => {
  it('keeps the first letter and the domain', () => {
    expect(maskEmail('jane.doe@example.org')).toBe('j***@example.org');
  });

  it('hides an address without a local part entirely', () => {
    expect(maskEmail('@example.org')).toBe('***');
    expect(maskEmail('not-an-address')).toBe('***');
  });
});

describe('personName', () => {
  it('writes the parts the record holds, in order, one space apart', () => {
    expect(personName({ title: 'Mr', firstName: 'John', middleName: 'Albert', lastName: 'Smith', suffix: 'Jr' })).toBe(
      'Mr John Albert Smith Jr',
    );
    expect(personName({ firstName: 'Ana', lastName: 'Lopez' })).toBe('Ana Lopez');
  });

  it('leaves out missing and blank parts and trims the rest', () => {
    expect(personName({ firstName: '  Ana ', middleName: null, lastName: 'Lopez', suffix: '  ' })).toBe('Ana Lopez');
    expect(personName({ firstName: '', lastName: 'Lopez' })).toBe('Lopez');
  });
});
