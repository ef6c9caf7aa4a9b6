import type { UseFormRegisterReturn } from 'react-hook-form';
import { ADMIN_CONTENT } from '@payee/content/admin';
import { STAFF_ROLES } from '@payee/contract';
import { Checkbox } from '@/components/ui/checkbox';
import { FieldError } from '@/components/ui/field';

/**
 * The roles of a member of staff as a group of tick boxes (a person may hold several). The first box's id is
 * `id`, so the error summary's link lands on the group.
 */
export function RoleCheckboxes({
  id,
  legend,
  hint,
  error,
  registration,
}: {
  id: string;
  legend: string;
  hint?: string;
  error?: string;
  registration: UseFormRegisterReturn;
}) {
  return (
    <fieldset
      className={['admin-fieldset', error && 'field--error'].filter(Boolean).join(' ')}
      aria-describedby={hint ? `${id}-hint` : undefined}
    >
      <legend>{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {error && <FieldError id={`${id}-error`} message={error} />}
      {STAFF_ROLES.map((role, index) => (
        <Checkbox
          key={role}
          id={index === 0 ? id : `${id}-${role}`}
          value={role}
          label={ADMIN_CONTENT.roles[role]}
          hint={ADMIN_CONTENT.roleHints[role]}
          {...registration}
        />
      ))}
    </fieldset>
  );
}
