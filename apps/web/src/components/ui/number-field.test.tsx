import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NumberField } from './number-field';

describe('NumberField', () => {
  it('keeps digits, plus, hyphen, parentheses, period and space and drops the rest', async () => {
    render(<NumberField label="Monthly income" />);
    const input = screen.getByRole('textbox', { name: 'Monthly income' });
    await userEvent.type(input, '$1,250.50 (approx) +-');
    expect(input).toHaveValue('1250.50 () +-');
  });

  it('keeps only digits in digits-only mode', async () => {
    render(<NumberField label="Zip code" isDigitsOnly />);
    const input = screen.getByRole('textbox', { name: 'Zip code' });
    await userEvent.type(input, '48-901 a');
    expect(input).toHaveValue('48901');
    expect(input).toHaveAttribute('inputmode', 'numeric');
  });

  it('strips what cannot be part of a number before cutting to the length limit, so a pasted amount keeps its digits', async () => {
    const user = userEvent.setup();
    render(<NumberField label="Monthly income" maxLength={11} />);
    const input = screen.getByRole('textbox', { name: 'Monthly income' });
    await user.click(input);
    await user.paste('$12,345,678.99');
    expect(input).toHaveValue('12345678.99');
    await user.type(input, '1');
    expect(input).toHaveValue('12345678.99');
  });

  it('keeps every digit of a pasted ZIP code written with a space and a dash', async () => {
    const user = userEvent.setup();
    render(<NumberField label="Zip code" isDigitsOnly maxLength={10} />);
    const input = screen.getByRole('textbox', { name: 'Zip code' });
    await user.click(input);
    await user.paste(' 48226 - 1234 ');
    expect(input).toHaveValue('482261234');
  });
});
