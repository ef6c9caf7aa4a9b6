import type { UseFormRegisterReturn } from 'react-hook-form';
import { ADMIN_CONTENT } from '@payee/content/admin';
import { STAFF_ROLES } from '@payee/contract';
import { CheckboxGroup } from './checkbox-group';

const ROLE_CHOICES = STAFF_ROLES.map((role) => ({ value: role, label: ADMIN_CONTENT.roles[role], hint: ADMIN_CONTENT.roleHints[role] }));

/**
 * The roles of a member of staff as a group of tick boxes (a person may hold several). The first box's id is
 * `id`, so the error summary's link lands on the group.
 */
export function RoleCheckboxes(props: { id: string; legend: string; hint?: string; error?: string; registration: UseFormRegisterReturn }) {
  return <CheckboxGroup {...props} choices={ROLE_CHOICES} />;
}
