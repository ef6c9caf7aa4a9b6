import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '@/components/ui/text-field';

/** A list's search box (`q`, as its query names it): no spelling marks on the names and codes typed into it. */
export function ListSearchField({
  label,
  hint,
  error,
  registration,
}: {
  label: string;
  hint: string;
  error: string | undefined;
  registration: UseFormRegisterReturn<'q'>;
}) {
  return <TextField id="q" type="search" label={label} hint={hint} spellCheck={false} error={error} {...registration} />;
}
