import type { UseFormRegisterReturn } from 'react-hook-form';
import { ADMIN_CONTENT } from '@payee/content/admin';
import { STAFF_ROLES } from '@payee/contract';
import { CheckboxGroup } from './checkbox-group';

const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: ADMIN_CONTENT.roles[role], hint: ADMIN_CONTENT.roleHints[role] }));

/** Whether roles ticked join what separation of duties keeps apart: admin (the approval limit) and finance (approving). */
export const holdsAdminAndFinance = (roles: readonly string[] | undefined) =>
  Array.isArray(roles) && roles.includes('admin') && roles.includes('finance');

/**
 * The roles of a member of staff as a group of tick boxes (a person may hold several). With admin and finance both
 * ticked (`chosen`, the form's roles as they stand), a warning says what that lets one person do
 * (docs/decisions/money.md, "Separation of duties"); it is announced as it appears.
 */
export function RoleCheckboxes({
  chosen,
  ...props
}: {
  id: string;
  legend: string;
  hint?: string;
  error?: string;
  registration: UseFormRegisterReturn;
  chosen?: readonly string[];
}) {
  return (
    <>
      <CheckboxGroup options={ROLE_OPTIONS} {...props} />
      <div aria-live="polite">
        {holdsAdminAndFinance(chosen) && (
          <p id={`${props.id}-duties`} className="admin-notice">
            {ADMIN_CONTENT.staff.adminAndFinance}
          </p>
        )}
      </div>
    </>
  );
}
