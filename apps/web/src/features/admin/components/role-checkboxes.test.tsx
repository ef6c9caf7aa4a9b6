import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, useWatch } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ADMIN_CONTENT } from '@payee/content/admin';
import { RoleCheckboxes } from './role-checkboxes';

/** The group as the staff page's forms hold it: the roles ticked watched and passed back as `chosen`. */
function RolesForm({ roles }: { roles: string[] }) {
  const { register, control } = useForm<{ roles: string[] }>({ defaultValues: { roles } });
  const chosen = useWatch({ control, name: 'roles' });
  return (
    <form>
      <RoleCheckboxes id="roles" legend="Roles" registration={register('roles')} chosen={chosen} />
    </form>
  );
}

describe('the roles of a member of staff', () => {
  it('warns, announced as it appears, when admin and finance are both ticked, and not for one of them alone', async () => {
    const user = userEvent.setup();
    render(<RolesForm roles={['admin']} />);
    expect(screen.queryByText(ADMIN_CONTENT.staff.adminAndFinance)).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: new RegExp(`^${ADMIN_CONTENT.roles.finance}`) }));
    const warning = screen.getByText(ADMIN_CONTENT.staff.adminAndFinance);
    expect(warning.parentElement).toHaveAttribute('aria-live', 'polite');
    await user.click(screen.getByRole('checkbox', { name: new RegExp(`^${ADMIN_CONTENT.roles.admin}`) }));
    expect(screen.queryByText(ADMIN_CONTENT.staff.adminAndFinance)).not.toBeInTheDocument();
  });

  it('warns from the start for a member who holds both already', () => {
    render(<RolesForm roles={['admin', 'finance']} />);
    expect(screen.getByText(ADMIN_CONTENT.staff.adminAndFinance)).toBeInTheDocument();
  });
});
