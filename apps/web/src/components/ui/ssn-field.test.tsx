import { useState } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Controller, useForm } from 'react-hook-form';
import fc from 'fast-check';
import { onlyDigits } from '@payee/contract';
import { digitNoise, interleave } from '@payee/contract/testing';
import { describe, expect, it, vi } from 'vitest';
import { SsnField } from './ssn-field';

function ControlledSsn({ canReveal = false }: { canReveal?: boolean }) {
  const [value, setValue] = useState('');
  return <SsnField value={value} onChange={setValue} canReveal={canReveal} />;
}

describe('SsnField', () => {
  it('is a masked, numeric input of at most 11 characters named "Social Security Number"', async () => {
    render(<ControlledSsn />);
    const input = screen.getByLabelText('Social Security Number');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAccessibleDescription('Enter your 9-digit Social Security Number.');
    await userEvent.type(input, '1234567890123');
    expect(input).toHaveValue('123-45-6789');
  });

  it.each([' 987-11-0001', 'SSN 987110001', '987 - 11 - 0001'])('keeps all nine digits of a pasted %j', async (pasted) => {
    const user = userEvent.setup();
    render(<ControlledSsn />);
    const input = screen.getByLabelText('Social Security Number');
    await user.click(input);
    await user.paste(pasted);
    expect(input).toHaveValue('987-11-0001');
  });

  it('refuses a digit typed into the middle of a full SSN rather than pushing the last digit out', async () => {
    const user = userEvent.setup();
    render(<ControlledSsn canReveal />);
    const input = screen.getByLabelText('Social Security Number') as HTMLInputElement;
    await user.type(input, '123456789');
    await user.type(input, '0', { initialSelectionStart: 4, initialSelectionEnd: 4 });
    expect(input).toHaveValue('123-45-6789');
  });

  it('keeps the digits given, whatever is pasted or typed around up to nine of them', async () => {
    await fc.assert(
      fc
        .asyncProperty(fc.stringMatching(/^\d{0,9}$/), digitNoise(), fc.boolean(), async (digits, noise, isPasted) => {
          const user = userEvent.setup({ delay: null });
          render(<ControlledSsn />);
          const input = screen.getByLabelText('Social Security Number');
          const text = interleave(digits, noise);
          await user.click(input);
          // user-event reads "{" and "[" as key names when typing; doubled they are typed as themselves.
          if (isPasted) await user.paste(text);
          else if (text) await user.keyboard(text.replace(/[{[]/g, '$&$&'));
          expect(onlyDigits((input as HTMLInputElement).value)).toBe(digits);
        })
        .afterEach(cleanup),
      { numRuns: 40 },
    );
  }, 30_000);

  it('formats the digits 3-2-4 as they are typed', async () => {
    render(<ControlledSsn />);
    const input = screen.getByLabelText('Social Security Number');
    await userEvent.type(input, '1234');
    expect(input).toHaveValue('123-4');
    await userEvent.type(input, '56789');
    expect(input).toHaveValue('123-45-6789');
  });

  it('strips letters and symbols', async () => {
    render(<ControlledSsn />);
    const input = screen.getByLabelText('Social Security Number');
    await userEvent.type(input, '12a3-b45 c6789');
    expect(input).toHaveValue('123-45-6789');
  });

  it('deletes a digit, not just the dash, on Backspace after a dash', async () => {
    render(<ControlledSsn />);
    const input = screen.getByLabelText('Social Security Number');
    await userEvent.type(input, '1234');
    await userEvent.type(input, '{Backspace}{Backspace}');
    expect(input).toHaveValue('12');
  });

  it('shows and hides the number with a named toggle', async () => {
    render(<ControlledSsn canReveal />);
    const input = screen.getByLabelText('Social Security Number');
    const toggle = screen.getByRole('button', { name: 'Show Social Security Number' });
    await userEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide Social Security Number' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('works with react-hook-form Controller and shows its error', async () => {
    const onSubmit = vi.fn();
    function Form() {
      const { control, handleSubmit } = useForm<{ ssn: string }>({ defaultValues: { ssn: '' } });
      return (
        <form onSubmit={handleSubmit((values) => onSubmit(values))}>
          <Controller
            control={control}
            name="ssn"
            rules={{ minLength: { value: 11, message: 'Enter all 9 digits' } }}
            render={({ field, fieldState }) => <SsnField {...field} error={fieldState.error?.message} />}
          />
          <button type="submit">Send</button>
        </form>
      );
    }
    render(<Form />);
    const input = screen.getByLabelText('Social Security Number');
    await userEvent.type(input, '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/Error: Enter all 9 digits/);
    await userEvent.type(input, '6789');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ ssn: '123-45-6789' });
  });
});
