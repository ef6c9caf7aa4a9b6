import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ErrorSummary, errorSummaryItems, type ErrorSummaryItem } from './error-summary';
import { TextField } from './text-field';

function Page({ items, focusKey = 1 }: { items: ErrorSummaryItem[]; focusKey?: number }) {
  return (
    <>
      <ErrorSummary items={items} focusKey={focusKey} />
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
    const { rerender } = render(<Page items={ITEMS} focusKey={1} />);
    screen.getByRole('textbox', { name: 'E-mail' }).focus();
    rerender(<Page items={ITEMS.slice(1)} focusKey={2} />);
    expect(screen.getByRole('alert', { name: 'There is a problem' })).toHaveFocus();
  });

  it('takes focus again after another submit finds the same problems', () => {
    const { rerender } = render(<Page items={ITEMS} focusKey={1} />);
    screen.getByRole('textbox', { name: 'E-mail' }).focus();
    rerender(<Page items={ITEMS} focusKey={2} />);
    expect(screen.getByRole('alert', { name: 'There is a problem' })).toHaveFocus();
  });

  it('leaves focus in the field while its problem clears as the person types (same submit)', () => {
    const { rerender } = render(<Page items={ITEMS} focusKey={1} />);
    const firstName = screen.getByRole('textbox', { name: 'First name' });
    firstName.focus();
    rerender(<Page items={ITEMS.slice(1)} focusKey={1} />);
    expect(firstName).toHaveFocus();
    rerender(<Page items={ITEMS} focusKey={1} />);
    expect(firstName).toHaveFocus();
  });

  it("takes focus when the server's problems arrive after the submit, under the same key", () => {
    const { rerender } = render(<Page items={[]} focusKey={1} />);
    screen.getByRole('textbox', { name: 'E-mail' }).focus();
    rerender(<Page items={ITEMS} focusKey={1} />);
    expect(screen.getByRole('alert', { name: 'There is a problem' })).toHaveFocus();
  });

  it('takes focus again when a form is reset and its count starts over', () => {
    const { rerender } = render(<Page items={ITEMS} focusKey={1} />);
    screen.getByRole('textbox', { name: 'E-mail' }).focus();
    rerender(<Page items={[]} focusKey={0} />);
    rerender(<Page items={ITEMS} focusKey={1} />);
    expect(screen.getByRole('alert', { name: 'There is a problem' })).toHaveFocus();
  });

  it('keeps every character typed after a failed submit of a react-hook-form form', async () => {
    function Form() {
      const {
        register,
        handleSubmit,
        setError,
        formState: { errors, submitCount },
      } = useForm({ defaultValues: { city: '', zip: '' }, shouldFocusError: false });
      const onSubmit = (values: { city: string; zip: string }) => {
        if (!values.city) setError('city', { message: 'Enter the city.' });
        if (!values.zip) setError('zip', { message: 'Enter the ZIP code.' });
      };
      return (
        <form noValidate onSubmit={handleSubmit(onSubmit)}>
          <ErrorSummary items={errorSummaryItems(errors)} focusKey={submitCount} />
          <TextField id="city" label="City" error={errors.city?.message} {...register('city')} />
          <TextField id="zip" label="ZIP code" error={errors.zip?.message} {...register('zip')} />
          <button type="submit">Send</button>
        </form>
      );
    }
    const user = userEvent.setup();
    render(<Form />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert', { name: 'There is a problem' })).toHaveFocus();
    const city = screen.getByRole('textbox', { name: 'City' });
    await user.click(city);
    await user.keyboard('Detroit');
    expect(city).toHaveValue('Detroit');
    expect(city).toHaveFocus();
  });

  it('lists the problems in the order of their fields on the page, whatever order they come in', () => {
    render(<Page items={[ITEMS[1]!, { fieldId: 'unknown', message: 'Try again later.' }, ITEMS[0]!]} />);
    const links = within(screen.getByRole('alert', { name: 'There is a problem' })).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Enter your first name', 'Enter an e-mail address', 'Try again later.']);
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
