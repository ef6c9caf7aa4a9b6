import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { DateField, type DateFieldProps } from '@/components/ui/date-field';
import { ControlledField } from '@/lib/controlled-field';

/** What the form gives the date field: its value, handlers, ref, error and, unless said, its id. */
type BoundProps = 'id' | 'name' | 'value' | 'onChange' | 'onBlur' | 'ref' | 'error';

/**
 * A day in a form without a FormProvider (the back office's): typed as MM/DD/YYYY or picked from the calendar, held
 * in the form as yyyy-MM-dd (or the text as typed, for the form's schema to say what is wrong with it), as the
 * client side's date fields are. `id` defaults to the field's name.
 */
export function FormDateField<T extends FieldValues>({
  control,
  name,
  id,
  ...props
}: Omit<DateFieldProps, BoundProps> & { control: Control<T>; name: FieldPath<T>; id?: string }) {
  return (
    <ControlledField<T, FieldPath<T>> control={control as never} name={name}>
      {(bound) => <DateField {...props} {...bound} id={id ?? bound.id} value={bound.value as string} />}
    </ControlledField>
  );
}
