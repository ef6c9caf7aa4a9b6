import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PasswordChecklist, UsernameChecklist } from './credential-checklist';
import { StepIndicator } from './step-indicator';

function PasswordWithChecklist() {
  const [password, setPassword] = useState('');
  return (
    <>
      <label htmlFor="pw">New password</label>
      <input id="pw" type="password" value={password} onChange={(event) => setPassword(event.target.value)} />
      <PasswordChecklist value={password} />
    </>
  );
}

describe('PasswordChecklist', () => {
  it('shows every rule as not met for an empty password, in words', () => {
    render(<PasswordChecklist value="" />);
    const rules = within(screen.getByRole('list', { name: 'Password rules' })).getAllByRole('listitem');
    expect(rules).toHaveLength(5);
    for (const rule of rules) expect(rule).toHaveTextContent(/Not met yet: \S/);
  });

  it('updates each rule as the user types', async () => {
    render(<PasswordWithChecklist />);
    const list = screen.getByRole('list', { name: 'Password rules' });
    await userEvent.type(screen.getByLabelText('New password'), 'abcdefgh');
    expect(within(list).getByText('At least 8 characters').parentElement).toHaveTextContent(/Met: \S/);
    expect(within(list).getByText('At least 1 number').parentElement).toHaveTextContent(/Not met yet: \S/);
    await userEvent.type(screen.getByLabelText('New password'), 'A1$');
    for (const rule of within(list).getAllByRole('listitem')) expect(rule).toHaveTextContent(/Met: \S/);
  });
});

describe('UsernameChecklist', () => {
  it('flags capitals and spaces and accepts a valid username', () => {
    const { rerender } = render(<UsernameChecklist value="Ann Lee" />);
    const list = screen.getByRole('list', { name: 'Username rules' });
    expect(within(list).getByText('Lowercase letters only').parentElement).toHaveTextContent(/Not met yet: \S/);
    expect(within(list).getByText('No blank spaces').parentElement).toHaveTextContent(/Not met yet: \S/);
    rerender(<UsernameChecklist value="ann.lee" />);
    for (const rule of within(list).getAllByRole('listitem')) expect(rule).toHaveTextContent(/Met: \S/);
  });
});

describe('StepIndicator', () => {
  const STEPS = [{ title: 'Representative' }, { title: 'Contact Details', isOptional: true }, { title: 'About You' }];

  it('marks the current step with aria-current="step" and tags optional steps', () => {
    render(<StepIndicator steps={STEPS} currentIndex={1} />);
    const items = within(screen.getByRole('navigation', { name: 'Form progress' })).getAllByRole('listitem');
    expect(items[1]).toHaveAttribute('aria-current', 'step');
    expect(items[1]).toHaveTextContent('Contact Details (optional)');
    expect(items[0]).not.toHaveAttribute('aria-current');
    expect(items[0]).toHaveTextContent('Completed: Representative');
  });

  it('marks as completed exactly the steps said to be, before or after the current one', () => {
    const steps = [
      { title: 'Representative', isCompleted: true },
      { title: 'Contact Details', isOptional: true, isCompleted: false },
      { title: 'About You' },
      { title: 'Address Details', isCompleted: true },
    ];
    render(<StepIndicator steps={steps} currentIndex={2} />);
    const items = within(screen.getByRole('navigation', { name: 'Form progress' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent?.startsWith('✓'))).toEqual([true, false, false, true]);
    expect(items[1]).not.toHaveTextContent('Completed');
    expect(items[3]).toHaveTextContent('Completed: Address Details');
  });
});
