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
});
