import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './text-field';

describe('TextField', () => {
  it('is named by its label and marks optional fields "(optional)"', () => {
    render(<TextField label="Middle name" isOptional />);
    expect(screen.getByRole('textbox', { name: 'Middle name (optional)' })).toBeInTheDocument();
  });

  it('is described by its hint', () => {
    render(<TextField label="E-mail" hint="We only use it to reply to you." />);
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription('We only use it to reply to you.');
  });

  it('is marked invalid and described by its error when there is one', () => {
    render(<TextField label="E-mail" hint="We only use it to reply to you." error="Enter an e-mail address" />);
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    const errorId = screen.getByText('Enter an e-mail address').closest('p')?.id;
    expect(errorId).toBeTruthy();
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(errorId);
    expect(input).toHaveAccessibleDescription(/We only use it to reply to you\. Error: Enter an e-mail address/);
  });

  it('is neither invalid nor described by an error when there is none', () => {
    render(<TextField label="E-mail" />);
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('works with react-hook-form register: typed text reaches the form', async () => {
    const onSubmit = vi.fn();
    function Form() {
      const { register, handleSubmit } = useForm<{ first_name: string }>({ defaultValues: { first_name: 'Ann' } });
      return (
        <form onSubmit={handleSubmit((values) => onSubmit(values))}>
          <TextField label="First name" {...register('first_name')} />
          <button type="submit">Send</button>
        </form>
      );
    }
    render(<Form />);
    const input = screen.getByRole('textbox', { name: 'First name' });
    expect(input).toHaveValue('Ann');
    await userEvent.type(input, 'a');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ first_name: 'Anna' });
  });
});
