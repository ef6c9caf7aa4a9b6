import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TextareaField } from './textarea-field';

describe('TextareaField', () => {
  it('counts the characters typed against the 1000 limit, politely announced', async () => {
    render(<TextareaField label="Description" isOptional />);
    const textarea = screen.getByRole('textbox', { name: 'Description (optional)' });
    const counter = screen.getByText(/0 \/ 1000/);
    expect(counter).toHaveAttribute('aria-live', 'polite');
    await userEvent.type(textarea, 'Hello');
    expect(counter).toHaveTextContent('5 / 1000');
    expect(textarea).toHaveAccessibleDescription(/5 \/ 1000 characters used/);
  });

  it('does not accept more than its maximum length', async () => {
    render(<TextareaField label="Remarks" maxLength={10} />);
    const textarea = screen.getByRole('textbox', { name: 'Remarks' });
    expect(textarea).toHaveAttribute('maxlength', '10');
    await userEvent.type(textarea, 'abcdefghijklmno');
    expect(textarea).toHaveValue('abcdefghij');
    expect(screen.getByText(/10 \/ 10/)).toBeInTheDocument();
  });

  it('counts a value given at the start', () => {
    render(<TextareaField label="Remarks" defaultValue="abc" />);
    expect(screen.getByText(/3 \/ 1000/)).toBeInTheDocument();
  });
});
