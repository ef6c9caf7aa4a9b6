import { lazy, Suspense, type FocusEventHandler } from 'react';
import type { RefCallBack } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { SELECT_PLACEHOLDER } from '@/components/ui/select-constants';
import type { SelectOption } from '@/lib/api/options';
import { useIsHydrated } from './use-is-hydrated';
import './enquiry-form.css';

// react-select writes its styles with emotion at render time: prerendered, they would be inline <style>
// tags without the CSP nonce, and its generated ids would differ on hydration. So it is loaded and shown
// only in the browser, after hydration, and stays out of the page's first chunk.
const SelectField = lazy(async () => ({ default: (await import('@/components/ui/select-field')).SelectField }));

/** Props of EnquiryTypeField: a Controller's field plus the loaded list. */
export interface EnquiryTypeFieldProps {
  /** Also the control's id, so the error summary can link to it. */
  name: string;
  label: string;
  hint?: string;
  error?: string;
  options: readonly SelectOption[];
  isLoading: boolean;
  value: number | null;
  onChange: (value: number | null) => void;
  onBlur: FocusEventHandler<HTMLInputElement>;
  /** Controller's `field.ref`: lets the form focus the select. */
  ref: RefCallBack;
}

/** Props of EnquiryTypePlaceholder. */
export type EnquiryTypePlaceholderProps = Pick<EnquiryTypeFieldProps, 'name' | 'label' | 'hint' | 'error'>;

/** An inert box of the dropdown's size and label, shown until react-select can run. */
export function EnquiryTypePlaceholder({ name, label, hint, error }: EnquiryTypePlaceholderProps) {
  return (
    <Field id={name} label={label} hint={hint} error={error}>
      {(control) => (
        <input {...control} className="field__input pp-select-placeholder" placeholder={SELECT_PLACEHOLDER} disabled readOnly />
      )}
    </Field>
  );
}

/** The enquiry-type dropdown; until it can run, an inert box of the same size and label. */
export function EnquiryTypeField({ name, label, hint, error, options, isLoading, value, onChange, onBlur, ref }: EnquiryTypeFieldProps) {
  const isHydrated = useIsHydrated();
  const placeholder = <EnquiryTypePlaceholder name={name} label={label} hint={hint} error={error} />;
  if (!isHydrated) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <SelectField
        id={name}
        name={name}
        label={label}
        hint={hint}
        error={error}
        options={options}
        isLoading={isLoading}
        value={value}
        onChange={(chosen) => onChange(typeof chosen === 'number' ? chosen : null)}
        onBlur={onBlur}
        ref={ref}
      />
    </Suspense>
  );
}
