import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './checkbox';
import { RadioGroup } from './radio-group';

const REPRESENTATIVES = [
  { value: 'myself', label: 'Myself' },
  { value: 'case_manager', label: 'A case manager' },
  { value: 'relative', label: 'A relative' },
];

describe('Checkbox', () => {
  it('is ticked and unticked with the Space key', async () => {
    render(<Checkbox label="I am a client" />);
    const box = screen.getByRole('checkbox', { name: 'I am a client' });
    await userEvent.tab();
    expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    expect(box).not.toBeChecked();
  });

  it('is marked invalid and described by its error', () => {
    render(<Checkbox label="I agree to the terms" error="Tick the box to agree" />);
    const box = screen.getByRole('checkbox', { name: 'I agree to the terms' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Error: Tick the box to agree');
  });
});

describe('RadioGroup', () => {
  it('is a group named by its legend, and its options by their labels', () => {
    render(<RadioGroup name="representative_type" legend="Who is filling in this form?" options={REPRESENTATIVES} />);
    const group = screen.getByRole('group', { name: 'Who is filling in this form?' });
    expect(group.tagName).toBe('FIELDSET');
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(screen.getByRole('radio', { name: 'A relative' })).toBeInTheDocument();
  });

  it('moves the choice with the arrow keys', async () => {
    render(<RadioGroup name="representative_type" legend="Who is filling in this form?" options={REPRESENTATIVES} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Myself' }));
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'A case manager' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Myself' })).not.toBeChecked();
  });

  it('describes the group by its error', () => {
    render(
      <RadioGroup name="t" legend="Who is filling in this form?" options={REPRESENTATIVES} error="Choose who is filling in the form" />,
    );
    expect(screen.getByRole('group', { name: 'Who is filling in this form?' })).toHaveAccessibleDescription(
      'Error: Choose who is filling in the form',
    );
  });

  it('works with react-hook-form register', async () => {
    const onSubmit = vi.fn();
    function Form() {
      const { register, handleSubmit } = useForm<{ representative_type: string }>({ defaultValues: { representative_type: 'myself' } });
      return (
        <form onSubmit={handleSubmit((values) => onSubmit(values))}>
          <RadioGroup legend="Who is filling in this form?" options={REPRESENTATIVES} {...register('representative_type')} />
          <button type="submit">Send</button>
        </form>
      );
    }
    render(<Form />);
    expect(screen.getByRole('radio', { name: 'Myself' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'A relative' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ representative_type: 'relative' });
  });
});
