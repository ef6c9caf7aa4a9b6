import type { UseFormRegisterReturn } from 'react-hook-form';
import { ADMIN_CONTENT } from '@payee/content/admin';
import { STAFF_ROLES } from '@payee/contract';
import { CheckboxGroup } from './checkbox-group';

const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: ADMIN_CONTENT.roles[role], hint: ADMIN_CONTENT.roleHints[role] }));

/** The roles of a member of staff as a group of tick boxes (a person may hold several). */
export function RoleCheckboxes(props: { id: string; legend: string; hint?: string; error?: string; registration: UseFormRegisterReturn }) {
  return <CheckboxGroup options={ROLE_OPTIONS} {...props} />;
}
