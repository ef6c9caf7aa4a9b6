import type { ReactNode } from 'react';
import {
  useController,
  type Control,
  type ControllerRenderProps,
  type FieldPath,
  type FieldPathValue,
  type FieldValues,
  type RefCallBack,
} from 'react-hook-form';

/** What a controlled kit field takes from react-hook-form: its id and name (the field's path), value, handlers, ref and first error. */
export interface BoundFieldProps<V> {
  id: string;
  name: string;
  value: V;
  /** Takes the new value, or a change event (a textarea's). */
  onChange: ControllerRenderProps['onChange'];
  onBlur: () => void;
  ref: RefCallBack;
  error: string | undefined;
}

/** Props of ControlledField: the field's path, the form's control (or the surrounding FormProvider's), and what to render. */
export interface ControlledFieldProps<T extends FieldValues, N extends FieldPath<T>> {
  name: N;
  control?: Control<T, unknown, FieldValues>;
  children: (bound: BoundFieldProps<FieldPathValue<T, N>>) => ReactNode;
}

/**
 * Binds one controlled kit field (SSN, phone, date, select, textarea…) to a react-hook-form field:
 * `<ControlledField control={control} name="ssn">{(bound) => <SsnField label="…" {...bound} />}</ControlledField>`.
 * The id is the field's path, so the error summary's links and server field errors find it.
 */
export function ControlledField<T extends FieldValues, N extends FieldPath<T>>({ name, control, children }: ControlledFieldProps<T, N>) {
  const { field, fieldState } = useController<T, N>({ name, control: control as Control<T> | undefined });
  return children({
    id: name,
    name: field.name,
    value: field.value,
    onChange: field.onChange,
    onBlur: field.onBlur,
    ref: field.ref,
    error: fieldState.error?.message,
  });
}
