import type { JSX, ReactNode } from 'react';
import type { z } from 'zod';
import { useFormContext, useFormState, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { EMAIL_MAX_LENGTH, type FormChoice, type FormFlag } from '@payee/contract';
import { FIELD_CONTENT } from '@payee/content/fields';
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
import { fieldRulesIn, type FieldRules } from './field-rules';

/*
 * The form kit bound to the form around it (useFormContext): each control's id is its dotted field name
 * (`physical_address.line_1`, `client_contacts.1.name`), so the error summary's links and the server's field
 * errors (`setError('physical_address.line_1')`) find it, and its error is read from the form state. The
 * controls take any path; `boundControls<Values>()` gives a form the same controls typed for its values
 * (features/intake/form/fields/intake-controls.ts, the onboarding wizard's controls).
 */

type Choice = FormChoice;
type Flag = FormFlag;
/** Any field path: the typed controls of `boundControls` narrow it per form. */
type TextPath = string;
type ChoicePath = string;
type ChoiceListPath = string;
type FlagPath = string;

/** Shown under a list field whose list could not be loaded. */
export const LIST_UNAVAILABLE_HINT = FIELD_CONTENT.listUnavailable;

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
  const { getFieldState } = useFormContext();
  const formState = useFormState({ name });
  return getFieldState(name, formState).error?.message;
}

/** A single-line text answer, registered (uncontrolled). */
export function BoundTextField({
  name,
  isDisabled,
  ...props
}: BoundFieldProps & { name: TextPath } & Omit<TextFieldProps, 'id' | 'error' | 'name' | 'disabled' | keyof BoundFieldProps>) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  return <TextField {...props} id={name} error={error} disabled={isDisabled} {...register(name)} />;
}

/** An e-mail address: at most EMAIL_MAX_LENGTH characters, no spelling check, no autofill unless asked. */
export function BoundEmailField({ autoComplete = 'off', ...props }: BoundFieldProps & { name: TextPath; autoComplete?: string }) {
  return <BoundTextField {...props} type="email" maxLength={EMAIL_MAX_LENGTH} autoComplete={autoComplete} spellCheck={false} />;
}

/** An amount or a ZIP code: a text input that drops characters a number cannot hold. */
export function BoundNumberField({
  name,
  isDisabled,
  isDigitsOnly,
  maxLength,
  ...props
}: BoundFieldProps & { name: TextPath; isDigitsOnly?: boolean; maxLength?: number; autoComplete?: string }) {
  const { register } = useFormContext();
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
export function BoundTextareaField({ name, isDisabled, maxLength, ...props }: BoundFieldProps & { name: TextPath; maxLength?: number }) {
  return (
    <ControlledField<FieldValues, TextPath> name={name}>
      {(bound) => <TextareaField {...props} {...bound} maxLength={maxLength} disabled={isDisabled} />}
    </ControlledField>
  );
}

/** A phone or fax number: shown (XXX) XXX-XXXX, held as digits. */
export function BoundPhoneField({ name, isDisabled, ...props }: BoundFieldProps & { name: TextPath }) {
  return (
    <ControlledField<FieldValues, TextPath> name={name}>
      {(bound) => <PhoneField {...props} {...bound} autoComplete="off" isDisabled={isDisabled} />}
    </ControlledField>
  );
}

/** A date: typed m/d/Y or picked, held as yyyy-MM-dd. */
export function BoundDateField({ name, isDisabled, max, ...props }: BoundFieldProps & { name: TextPath; max?: Date }) {
  return (
    <ControlledField<FieldValues, TextPath> name={name}>
      {(bound) => <DateField {...props} {...bound} max={max} isDisabled={isDisabled} />}
    </ControlledField>
  );
}

/** The hint of a list field: its own, or why the list is empty when it could not be loaded. */
function listHint(hint: ReactNode, list: ReferenceList): ReactNode {
  return list.isError ? LIST_UNAVAILABLE_HINT : hint;
}

/** One choice from a reference list; `onChosen` runs after the value changes (dependent fields). */
export function BoundSelectField({
  name,
  list,
  hint,
  isDisabled,
  onChosen,
  ...props
}: BoundFieldProps & { name: ChoicePath; list: ReferenceList; onChosen?: (value: Choice) => void }) {
  return (
    <ControlledField<FieldValues, ChoicePath> name={name}>
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
export function BoundMultiSelectField({
  name,
  list,
  hint,
  isDisabled,
  onChosen,
  ...props
}: BoundFieldProps & { name: ChoiceListPath; list: ReferenceList; onChosen?: (values: number[]) => void }) {
  return (
    <ControlledField<FieldValues, ChoiceListPath> name={name}>
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
export function BoundFlagCheckbox({
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
    <ControlledField<FieldValues, FlagPath> name={name}>
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

/** A control's props with its `name` narrowed to the paths of one form's values that hold `V`. */
type Typed<P, T extends FieldValues, V> = (props: Omit<P, 'name'> & { name: FieldPathByValue<T, V> }) => JSX.Element;

/** The props a typed control may leave to the schema: the field's longest text and its optional marker. */
interface RuleProps {
  name: string;
  maxLength?: number;
  isOptional?: boolean;
}

/**
 * `Control` with what the props leave unsaid read from the schemas by the field's name: its `maxLength` (when
 * `hasMaxLength`) and whether it is optional. A prop given wins (a field the form requires only in some cases says
 * `isOptional={false}`, or `isOptional={condition}`).
 */
function withRules<P extends RuleProps>(
  Control: (props: P) => JSX.Element,
  rulesOf: (name: string) => FieldRules | undefined,
  hasMaxLength: boolean,
) {
  return function RuledControl(props: P) {
    const rules = rulesOf(props.name);
    const maxLength = hasMaxLength ? { maxLength: props.maxLength ?? rules?.maxLength } : {};
    return <Control {...props} {...maxLength} isOptional={props.isOptional ?? rules?.isOptional} />;
  };
}

/**
 * The controls typed for one form's values, so a misspelt or mistyped field name fails to compile:
 * `const { TextField } = boundControls<IntakeFormValues>(schemas)`. The components are the same ones; given the
 * contract's schemas the form is checked with (one per step), each field reads its maximum length and whether it
 * is optional from them by its name (components/form/field-rules.ts), so a field says only its name and label.
 */
export function boundControls<T extends FieldValues>(schemas: readonly z.ZodType[] = []) {
  const known = new Map<string, FieldRules | undefined>();
  const rulesOf = (name: string) => {
    // The schema of `client_contacts.3.name` is the one of `client_contacts.0.name`.
    const key = name.replace(/\.\d+(?=\.|$)/g, '.0');
    if (!known.has(key)) known.set(key, fieldRulesIn(schemas, key));
    return known.get(key);
  };
  return {
    TextField: withRules(BoundTextField, rulesOf, true) as Typed<Parameters<typeof BoundTextField>[0], T, string>,
    EmailField: withRules(BoundEmailField, rulesOf, false) as Typed<Parameters<typeof BoundEmailField>[0], T, string>,
    NumberField: withRules(BoundNumberField, rulesOf, true) as Typed<Parameters<typeof BoundNumberField>[0], T, string>,
    TextareaField: withRules(BoundTextareaField, rulesOf, true) as Typed<Parameters<typeof BoundTextareaField>[0], T, string>,
    PhoneField: withRules(BoundPhoneField, rulesOf, false) as Typed<Parameters<typeof BoundPhoneField>[0], T, string>,
    DateField: withRules(BoundDateField, rulesOf, false) as Typed<Parameters<typeof BoundDateField>[0], T, string>,
    SelectField: withRules(BoundSelectField, rulesOf, false) as Typed<Parameters<typeof BoundSelectField>[0], T, Choice>,
    MultiSelectField: withRules(BoundMultiSelectField, rulesOf, false) as Typed<Parameters<typeof BoundMultiSelectField>[0], T, number[]>,
    FlagCheckbox: BoundFlagCheckbox as Typed<Parameters<typeof BoundFlagCheckbox>[0], T, Flag>,
  };
}
