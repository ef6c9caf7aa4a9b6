import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ErrorSummary, errorSummaryItems } from './error-summary';
import { TextField } from './text-field';

function Page({ items }: { items: { fieldId: string; message: string }[] }) {
  return (
    <>
      <ErrorSummary items={items} />
      <TextField id="first_name" label="First name" error={items[0]?.message} />
      <TextField id="email" label="E-mail" error={items[1]?.message} />
    </>
  );
}

const ITEMS = [
  { fieldId: 'first_name', message: 'Enter your first name' },
  { fieldId: 'email', message: 'Enter an e-mail address' },
];

describe('ErrorSummary', () => {
  it('shows nothing when there is no problem', () => {
    render(<Page items={[]} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('appears with "There is a problem" and takes focus', () => {
    render(<Page items={ITEMS} />);
    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Enter your first name' })).toHaveAttribute('href', '#first_name');
  });

  it('takes focus again when the problems change after a new submit', () => {
    const { rerender } = render(<Page items={ITEMS} />);
    screen.getByRole('textbox', { name: 'E-mail' }).focus();
    rerender(<Page items={ITEMS.slice(1)} />);
    expect(screen.getByRole('alert', { name: 'There is a problem' })).toHaveFocus();
  });

  it('moves focus to the field when its link is chosen', async () => {
    render(<Page items={ITEMS} />);
    await userEvent.click(screen.getByRole('link', { name: 'Enter an e-mail address' }));
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveFocus();
  });

  it('flattens nested react-hook-form errors to field paths', () => {
    expect(
      errorSummaryItems({
        first_name: { type: 'required', message: 'Enter your first name' },
        physical_address: { line_1: { type: 'required', message: 'Enter the address' } },
      }),
    ).toEqual([
      { fieldId: 'first_name', message: 'Enter your first name' },
      { fieldId: 'physical_address.line_1', message: 'Enter the address' },
    ]);
  });
});
