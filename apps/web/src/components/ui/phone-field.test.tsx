import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
});
