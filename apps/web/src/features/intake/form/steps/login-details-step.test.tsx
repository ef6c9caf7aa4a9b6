import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderInIntakeForm } from '@/test/intake-step';
import { stubApi } from '@/test/intake-form';
import { LoginDetailsStep } from './login-details-step';

let api: ReturnType<typeof stubApi>;
beforeEach(() => {
  api = stubApi();
});
afterEach(() => api.restore());

describe('LoginDetailsStep', () => {
  it('limits the username to 30 and the passwords to 100 characters, each field named by its id', () => {
    renderInIntakeForm(<LoginDetailsStep mode="new" application={null} />);
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveAttribute('maxlength', '30');
    expect(screen.getByLabelText('Password')).toHaveAttribute('maxlength', '100');
    expect(screen.getByLabelText('Password')).toHaveAttribute('id', 'password');
    expect(screen.getByLabelText('Type the password again')).toHaveAttribute('id', 'confirm_password');
  });

  it('ticks the username and password rules off as they are typed', async () => {
    const { user } = renderInIntakeForm(<LoginDetailsStep mode="new" application={null} />);
    const passwordRules = screen.getByRole('list', { name: 'Password rules' });
    const unmetBefore = passwordRules.querySelectorAll('.checklist__item--unmet').length;
    expect(unmetBefore).toBeGreaterThan(0);
    await user.type(screen.getByLabelText('Password'), 'Rosa@Apply2026');
    expect(passwordRules.querySelectorAll('.checklist__item--unmet')).toHaveLength(0);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(expect.stringContaining('Met'));

    const usernameRules = screen.getByRole('list', { name: 'Username rules' });
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'rosa.delgado');
    expect(usernameRules.querySelectorAll('.checklist__item--unmet')).toHaveLength(0);
  });
});
