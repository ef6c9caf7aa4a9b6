import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MultiSelectField } from './multi-select-field';
import { SelectField } from './select-field';

const RACES = [
  { value: 1, label: 'Asian' },
  { value: 2, label: 'Black or African American' },
  { value: 3, label: 'White' },
];

function Single({ error }: { error?: string }) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <SelectField label="Enquiry type" hint="Choose the closest match." error={error} options={RACES} value={value} onChange={setValue} />
  );
}

function Multi({ initial = [] }: { initial?: number[] }) {
  const [values, setValues] = useState<number[]>(initial);
  return (
    <>
      <MultiSelectField label="Race" options={RACES} value={values} onChange={setValues} />
      <output aria-label="chosen">{values.join(',')}</output>
    </>
  );
}

describe('SelectField', () => {
  it('is a combobox named by its label, showing the placeholder "Select"', () => {
    render(<Single />);
    expect(screen.getByRole('combobox', { name: 'Enquiry type' })).toBeInTheDocument();
    expect(screen.getByText('Select')).toBeInTheDocument();
  });

  it('is described by its hint and error and marked invalid', () => {
    render(<Single error="Choose an enquiry type" />);
    const combobox = screen.getByRole('combobox', { name: 'Enquiry type' });
    expect(combobox).toHaveAttribute('aria-invalid', 'true');
    const errorId = screen.getByText('Choose an enquiry type').closest('p')?.id;
    expect(combobox).toHaveAttribute('aria-errormessage', errorId);
    expect(combobox.getAttribute('aria-describedby')?.split(' ')).toContain(errorId);
  });

  it('can be opened and chosen from with the keyboard only', async () => {
    render(<Single />);
    await userEvent.tab();
    expect(screen.getByRole('combobox', { name: 'Enquiry type' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByText('Black or African American')).toBeInTheDocument();
    expect(screen.queryByText('Select')).not.toBeInTheDocument();
  });
});

describe('MultiSelectField', () => {
  it('shows the one chosen value as itself', () => {
    render(<Multi initial={[3]} />);
    expect(screen.getByText('White')).toBeInTheDocument();
    expect(screen.queryByText(/items are selected/)).not.toBeInTheDocument();
  });

  it('shows "2 items are selected" instead of the chosen values when two are chosen', async () => {
    render(<Multi />);
    const combobox = screen.getByRole('combobox', { name: 'Race' });
    await userEvent.click(combobox);
    await userEvent.click(screen.getByRole('option', { name: 'Asian' }));
    await userEvent.click(screen.getByRole('option', { name: 'White' }));
    expect(screen.getByText('2 items are selected')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'chosen' })).toHaveTextContent('1,3');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(screen.queryByText('Asian')).not.toBeInTheDocument();
    expect(screen.queryByText('White')).not.toBeInTheDocument();
  });
});
