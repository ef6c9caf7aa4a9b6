import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateField } from './date-field';

function BirthDate({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField label="Birth Date" value={value} onChange={setValue} max={new Date(2026, 0, 15)} />
      <output aria-label="sent">{value}</output>
    </>
  );
}

describe('DateField', () => {
  afterEach(() => vi.restoreAllMocks());

  it('moves an open calendar wider than the room beside its field back onto a 320 px screen', async () => {
    vi.spyOn(document.documentElement, 'clientWidth', 'get').mockReturnValue(320);
    // Where the calendar opens on a phone: under its field, 49 px from the left, 304 px wide.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const left = this.getAttribute('role') === 'dialog' ? 49 : 0;
      return { left, right: left + 304, top: 0, bottom: 0, x: left, y: 0, width: 304, height: 0, toJSON: () => ({}) } as DOMRect;
    });
    render(<BirthDate />);
    await userEvent.click(screen.getByRole('button', { name: 'Choose Birth Date from calendar' }));
    // 8 px from the right edge: 49 + 304 - 41 = 312.
    expect(screen.getByRole('dialog', { name: 'Choose Birth Date' }).style.translate).toBe('-41px 0');
  });

  it('shows a saved date as MM/DD/YYYY', () => {
    render(<BirthDate initial="1960-03-27" />);
    expect(screen.getByRole('textbox', { name: 'Birth Date' })).toHaveValue('03/27/1960');
  });

  it('hands the form yyyy-MM-dd for a typed date', async () => {
    render(<BirthDate />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Birth Date' }), '3/7/1961');
    expect(screen.getByRole('status', { name: 'sent' })).toHaveTextContent('1961-03-07');
  });

  it('keeps what was typed when it is not a date, so validation can say so', async () => {
    render(<BirthDate />);
    const input = screen.getByRole('textbox', { name: 'Birth Date' });
    await userEvent.type(input, '13/45/19');
    expect(input).toHaveValue('13/45/19');
    expect(screen.getByRole('status', { name: 'sent' })).toHaveTextContent('13/45/19');
  });

  it('opens a calendar whose days after the maximum cannot be chosen, and picks a day', async () => {
    render(<BirthDate initial="2026-01-10" />);
    await userEvent.click(screen.getByRole('button', { name: 'Choose Birth Date from calendar' }));
    expect(screen.getByRole('dialog', { name: 'Choose Birth Date' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /January 20th, 2026/ })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: /January 12th, 2026/ }));
    expect(screen.getByRole('textbox', { name: 'Birth Date' })).toHaveValue('01/12/2026');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose Birth Date from calendar' })).toHaveFocus();
  });

  it('closes the calendar on Escape', async () => {
    render(<BirthDate />);
    await userEvent.click(screen.getByRole('button', { name: 'Choose Birth Date from calendar' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
