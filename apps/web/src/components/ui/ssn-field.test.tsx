import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Controller, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { SsnField } from './ssn-field';

function ControlledSsn({ canReveal = false }: { canReveal?: boolean }) {
  const [value, setValue] = useState('');
  return <SsnField value={value} onChange={setValue} canReveal={canReveal} />;
}

describe('SsnField', () => {
  it('is a masked, numeric input of at most 11 characters named "Social Security Number"', () => {
    render(<ControlledSsn />);
    const input = screen.getByLabelText('Social Security Number');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('maxlength', '11');
    expect(input).toHaveAccessibleDescription('Enter your 9-digit Social Security Number.');
  });

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
