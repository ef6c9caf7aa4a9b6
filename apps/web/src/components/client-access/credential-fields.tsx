import { Controller, useWatch, type Control, type FieldValues, type Path, type UseFormRegister } from 'react-hook-form';
import { PasswordChecklist } from '@/components/ui/credential-checklist';
import { PasswordInput } from '@/components/ui/password-input';
import { SsnField } from '@/components/ui/ssn-field';
import { TextField, type TextFieldProps } from '@/components/ui/text-field';

/** A username input: spread `register('username')` on it. */
export type UsernameInputProps = Omit<TextFieldProps, 'autoComplete' | 'autoCapitalize' | 'spellCheck'>;

/** The username of the sign-in and forgot-password forms: no capital or spelling fix forced on what is typed. */
export function UsernameInput(props: UsernameInputProps) {
  return <TextField autoComplete="username" autoCapitalize="none" spellCheck={false} {...props} />;
}

/** Which form field holds the SSN, and its label and error. */
export interface SsnInputProps<T extends FieldValues> {
  control: Control<T>;
  /** The form field (formatted 3-2-4 while typing); also the input's id, as the error summary links it. */
  name: Path<T>;
  label: string;
  error?: string;
}

/** The SSN of the sign-in and forgot-username forms: formatted 3-2-4 as typed, masked, with Show/Hide. */
export function SsnInput<T extends FieldValues>({ control, name, label, error }: SsnInputProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <SsnField
          id={name}
          label={label}
          error={error}
          canReveal
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
        />
      )}
    />
  );
}

/** The form fields `NewPasswordFields` fills in. */
export interface NewPasswordValues {
  password: string;
  confirm_password: string;
}

/** The form (its `control`, `register` and errors) and the labels of the new password and its confirmation. */
export interface NewPasswordFieldsProps<T extends NewPasswordValues> {
  control: Control<T>;
  register: UseFormRegister<T>;
  errors: { password?: { message?: string }; confirm_password?: { message?: string } };
  labels: { password: string; confirmPassword: string };
  /** Id of the checklist, which the new-password input names in its aria-describedby. */
  checklistId: string;
}

/**
 * New password (with the live checklist of its rules) and Confirm, as the reset page and the
 * change-password dialog ask them; the inputs' ids are the field names the error summary links to.
 */
export function NewPasswordFields<T extends NewPasswordValues>({
  control,
  register,
  errors,
  labels,
  checklistId,
}: NewPasswordFieldsProps<T>) {
  // Generic forms: TypeScript cannot see that these names are paths of T, which the constraint makes them.
  const passwordName = 'password' as Path<T>;
  const confirmName = 'confirm_password' as Path<T>;
  const password: unknown = useWatch({ control, name: passwordName });
  return (
    <>
      <PasswordInput
        id="password"
        label={labels.password}
        autoComplete="new-password"
        describedBy={checklistId}
        error={errors.password?.message}
        after={<PasswordChecklist id={checklistId} value={typeof password === 'string' ? password : ''} />}
        {...register(passwordName)}
      />
      <PasswordInput
        id="confirm_password"
        label={labels.confirmPassword}
        autoComplete="new-password"
        error={errors.confirm_password?.message}
        {...register(confirmName)}
      />
    </>
  );
}
