import { useState } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { formatPhone } from '@payee/contract';
import { digitNoise, interleave, usCountryCodePrefix } from '@payee/contract/testing';
import { describe, expect, it } from 'vitest';
import { PhoneField } from './phone-field';

function Phone({ onDigits }: { onDigits?: (digits: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <PhoneField
      label="Phone number"
      value={value}
      onChange={(digits) => {
        setValue(digits);
        onDigits?.(digits);
      }}
    />
  );
}

describe('PhoneField', () => {
  it('shows the number as (XXX) XXX-XXXX while typing', async () => {
    render(<Phone />);
    const input = screen.getByRole('textbox', { name: 'Phone number' });
    await userEvent.type(input, '5175550142');
    expect(input).toHaveValue('(517) 555-0142');
  });

  it('keeps at most 10 digits and hands the form the digits only', async () => {
    const seen: string[] = [];
    render(<Phone onDigits={(digits) => seen.push(digits)} />);
    const input = screen.getByRole('textbox', { name: 'Phone number' });
    await userEvent.type(input, '517-555-0142 99x');
    expect(input).toHaveValue('(517) 555-0142');
    expect(seen.at(-1)).toBe('5175550142');
  });

  it('shows a formatted value given as digits', () => {
    render(<PhoneField label="Phone number" value="5175550142" onChange={() => {}} />);
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveValue('(517) 555-0142');
  });

  it.each(['+1 (313) 555-0100', '13135550100'])('drops the US country code of a pasted %j and keeps the whole number', async (pasted) => {
    const seen: string[] = [];
    const user = userEvent.setup();
    render(<Phone onDigits={(digits) => seen.push(digits)} />);
    const input = screen.getByRole('textbox', { name: 'Phone number' });
    await user.click(input);
    await user.paste(pasted);
    expect(input).toHaveValue('(313) 555-0100');
    expect(seen.at(-1)).toBe('3135550100');
  });

  it('drops the US country code typed before the number', async () => {
    render(<Phone />);
    const input = screen.getByRole('textbox', { name: 'Phone number' });
    await userEvent.type(input, '+1 (313) 555-0100');
    expect(input).toHaveValue('(313) 555-0100');
  });

  it('keeps the digits given, whatever is pasted or typed around up to ten of them or before a US country code', async () => {
    await fc.assert(
      fc
        .asyncProperty(
          fc.stringMatching(/^\d{0,10}$/),
          fc.option(usCountryCodePrefix(), { nil: '' }),
          digitNoise(),
          fc.boolean(),
          async (digits, code, noise, isPasted) => {
            // The country code is recognised in front of a whole number; before a part of one it is a digit like any other.
            const given = code && digits.length === 10 ? digits : `${code.replace(/\D/g, '')}${digits}`;
            const seen: string[] = [];
            const user = userEvent.setup({ delay: null });
            render(<Phone onDigits={(kept) => seen.push(kept)} />);
            const input = screen.getByRole('textbox', { name: 'Phone number' });
            const text = code + interleave(digits, noise);
            await user.click(input);
            // user-event reads "{" and "[" as key names when typing; doubled they are typed as themselves.
            if (isPasted) await user.paste(text);
            else if (text) await user.keyboard(text.replace(/[{[]/g, '$&$&'));
            expect(seen.at(-1) ?? '').toBe(given.slice(0, 10));
            expect(input).toHaveValue(formatPhone(given));
          },
        )
        .afterEach(cleanup),
      { numRuns: 40 },
    );
  }, 30_000);
});
