import type { ReactNode } from 'react';
import { useFormContext, useFormState, type FieldPathByValue } from 'react-hook-form';
import { INTAKE_STEPS_CONTENT } from '@payee/content/intake-steps';
import { EMAIL_MAX_LENGTH } from '@payee/contract';
import { Checkbox } from '@/components/ui/checkbox';
import { ControlledField } from '@/lib/controlled-field';
import { DateField } from '@/components/ui/date-field';
import type { FieldBaseProps } from '@/components/ui/field-types';
import { MultiSelectField } from '@/components/ui/multi-select-field';
import { NumberField } from '@/components/ui/number-field';
import { PhoneField } from '@/components/ui/phone-field';
import { SelectField } from '@/components/ui/select-field';
import { TextField, type TextFieldProps } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import type { SelectOption } from '@/lib/api/options';
import type { Choice, Flag, IntakeFormValues } from '../values';

/*
 * The form kit bound to the one intake form (useFormContext<IntakeFormValues>): each control's id is its
 * dotted field name (`physical_address.line_1`), so the error summary's links and the server's field errors
 * (`setError('physical_address.line_1')`) find it, and its error is read from the form state.
 */

type TextPath = FieldPathByValue<IntakeFormValues, string>;
type ChoicePath = FieldPathByValue<IntakeFormValues, Choice>;
type ChoiceListPath = FieldPathByValue<IntakeFormValues, number[]>;
type FlagPath = FieldPathByValue<IntakeFormValues, Flag>;

/** The label, hint and optional marker of a bound control; its id is its name. */
interface BoundFieldProps extends Omit<FieldBaseProps, 'id' | 'error'> {
  isDisabled?: boolean;
}

/** A loaded reference list (useDropdown, useStates, useCountries). */
export interface ReferenceList {
  data?: readonly SelectOption[];
  isPending: boolean;
  isError: boolean;
}

/** The first error message of a field, or undefined. */
function useFieldError(name: string): string | undefined {
  const { getFieldState } = useFormContext<IntakeFormValues>();
  const formState = useFormState<IntakeFormValues>({ name: name as TextPath });
  return getFieldState(name as TextPath, formState).error?.message;
}

/** A single-line text answer, registered (uncontrolled). */
export function IntakeTextField({
  name,
  isDisabled,
  ...props
}: BoundFieldProps & { name: TextPath } & Omit<TextFieldProps, 'id' | 'error' | 'name' | 'disabled' | keyof BoundFieldProps>) {
  const { register } = useFormContext<IntakeFormValues>();
  const error = useFieldError(name);
  return <TextField {...props} id={name} error={error} disabled={isDisabled} {...register(name)} />;
}

/** An e-mail address: at most EMAIL_MAX_LENGTH characters, no spelling check, no autofill unless asked. */
export function IntakeEmailField({
  autoComplete = 'off',
  ...props
}: BoundFieldProps & { name: TextPath; autoComplete?: string }) {
  return <IntakeTextField {...props} type="email" maxLength={EMAIL_MAX_LENGTH} autoComplete={autoComplete} spellCheck={false} />;
}

/** An amount or a ZIP code: a text input that drops characters a number cannot hold. */
export function IntakeNumberField({
  name,
  isDisabled,
  isDigitsOnly,
  maxLength,
  ...props
}: BoundFieldProps & { name: TextPath; isDigitsOnly?: boolean; maxLength?: number; autoComplete?: string }) {
  const { register } = useFormContext<IntakeFormValues>();
  const error = useFieldError(name);
  return (
    <NumberField
      {...props}
      id={name}
      error={error}
      isDigitsOnly={isDigitsOnly}
      maxLength={maxLength}
      disabled={isDisabled}
      {...register(name)}
    />
  );
}

/** A multi-line answer with its live counter (controlled, so the counter follows a reset too). */
export function IntakeTextareaField({ name, isDisabled, maxLength, ...props }: BoundFieldProps & { name: TextPath; maxLength: number }) {
  return (
    <ControlledField<IntakeFormValues, TextPath> name={name}>
      {(bound) => <TextareaField {...props} {...bound} maxLength={maxLength} disabled={isDisabled} />}
    </ControlledField>
  );
}

/** A phone or fax number: shown (XXX) XXX-XXXX, held as digits. */
export function IntakePhoneField({ name, isDisabled, ...props }: BoundFieldProps & { name: TextPath }) {
  return (
    <ControlledField<IntakeFormValues, TextPath> name={name}>
      {(bound) => <PhoneField {...props} {...bound} autoComplete="off" isDisabled={isDisabled} />}
    </ControlledField>
  );
}

/** A date: typed m/d/Y or picked, held as yyyy-MM-dd. */
export function IntakeDateField({ name, isDisabled, max, ...props }: BoundFieldProps & { name: TextPath; max?: Date }) {
  return (
    <ControlledField<IntakeFormValues, TextPath> name={name}>
      {(bound) => <DateField {...props} {...bound} max={max} isDisabled={isDisabled} />}
    </ControlledField>
  );
}

/** The hint of a list field: its own, or why the list is empty when it could not be loaded. */
function listHint(hint: ReactNode, list: ReferenceList): ReactNode {
  return list.isError ? INTAKE_STEPS_CONTENT.listUnavailable : hint;
}

/** One choice from a reference list; `onChosen` runs after the value changes (dependent fields). */
export function IntakeSelectField({
  name,
  list,
  hint,
  isDisabled,
  onChosen,
  ...props
}: BoundFieldProps & { name: ChoicePath; list: ReferenceList; onChosen?: (value: Choice) => void }) {
  return (
    <ControlledField<IntakeFormValues, ChoicePath> name={name}>
      {(bound) => (
        <SelectField<number>
          {...props}
          {...bound}
          hint={listHint(hint, list)}
          options={list.data ?? []}
          isLoading={list.isPending && !list.isError}
          isDisabled={isDisabled}
          // An optional choice can be emptied again.
          isClearable={props.isOptional}
          onChange={(value) => {
            bound.onChange(value);
            onChosen?.(value);
          }}
        />
      )}
    </ControlledField>
  );
}

/** Several choices from a reference list ("{n} items are selected" above one). */
export function IntakeMultiSelectField({
  name,
  list,
  hint,
  isDisabled,
  onChosen,
  ...props
}: BoundFieldProps & { name: ChoiceListPath; list: ReferenceList; onChosen?: (values: number[]) => void }) {
  return (
    <ControlledField<IntakeFormValues, ChoiceListPath> name={name}>
      {(bound) => (
        <MultiSelectField<number>
          {...props}
          {...bound}
          hint={listHint(hint, list)}
          options={list.data ?? []}
          isLoading={list.isPending && !list.isError}
          isDisabled={isDisabled}
          onChange={(values) => {
            bound.onChange(values);
            onChosen?.(values);
          }}
        />
      )}
    </ControlledField>
  );
}

/** A yes/no tick box held as 1 or 0; `onFlagChange` runs after the value changes. */
export function IntakeFlagCheckbox({
  name,
  label,
  hint,
  isDisabled,
  onFlagChange,
}: {
  name: FlagPath;
  label: ReactNode;
  hint?: ReactNode;
  isDisabled?: boolean;
  onFlagChange?: (value: Flag) => void;
}) {
  return (
    <ControlledField<IntakeFormValues, FlagPath> name={name}>
      {({ value, onChange, ...bound }) => (
        <Checkbox
          {...bound}
          label={label}
          hint={hint}
          disabled={isDisabled}
          checked={value === 1}
          onChange={(event) => {
            const flag: Flag = event.target.checked ? 1 : 0;
            onChange(flag);
            onFlagChange?.(flag);
          }}
        />
      )}
    </ControlledField>
  );
}
