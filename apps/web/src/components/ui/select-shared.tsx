import { createContext, use, type FocusEventHandler, type ReactNode } from 'react';
import { components, type GroupBase, type InputProps, type StylesConfig, type ThemeConfig } from 'react-select';
import type { SelectOption } from '@/lib/api/options';
import { NonceStyleProvider } from './emotion-cache';
import { describedByIds, Field, useFieldIds } from './field';
import type { FieldBaseProps } from './field-types';
import { SELECT_MENU_MAX_HEIGHT, SELECT_PLACEHOLDER } from './select-constants';

export { SELECT_MENU_MAX_HEIGHT, SELECT_PLACEHOLDER };

/** A value a select can hold: an option's `value`. */
export type SelectValue = string | number;

/** The options a select shows; the shape of dropdownQueryOptions' data. */
export type SelectOptions<V extends SelectValue> = readonly Pick<SelectOption<V>, 'value' | 'label'>[];

/** Ids of the hint and error, for the combobox input's aria-describedby. */
export const SelectDescriptionContext = createContext<string | undefined>(undefined);

/** react-select's input, also described by the field's hint and error (react-select has no prop for it). */
export function DescribedInput<O, M extends boolean, G extends GroupBase<O>>(props: InputProps<O, M, G>) {
  const describedBy = use(SelectDescriptionContext);
  const own = (props as { 'aria-describedby'?: string })['aria-describedby'];
  const joined = [describedBy, own].filter(Boolean).join(' ') || undefined;
  return <components.Input {...props} aria-describedby={joined} />;
}

/** Colours from the design tokens; react-select's own blues fail AA on the selected option. */
export const selectTheme: ThemeConfig = (theme) => ({
  ...theme,
  borderRadius: 6,
  colors: {
    ...theme.colors,
    primary: '#0b6b6b',
    primary75: '#3d8f8f',
    primary50: '#b2dfdb',
    primary25: '#e0f2f1',
    neutral20: '#6b7683',
    neutral30: '#4a5563',
    neutral40: '#4a5563',
    neutral50: '#4a5563',
    neutral60: '#1b1f24',
    neutral80: '#1b1f24',
    danger: '#b3261e',
    dangerLight: '#fdecea',
  },
});

/** Control sizes and focus ring matching the other inputs. */
export function selectStyles<O, M extends boolean>(isInvalid: boolean): StylesConfig<O, M> {
  return {
    container: (base) => ({ ...base, maxWidth: '32rem' }),
    control: (base, state) => ({
      ...base,
      minHeight: 44,
      borderWidth: 2,
      borderColor: isInvalid ? '#b3261e' : state.isFocused ? '#0b2340' : '#6b7683',
      outline: state.isFocused ? '3px solid #0b2340' : 'none',
      outlineOffset: 2,
      boxShadow: state.isFocused ? '0 0 0 5px #ffbf47' : 'none',
      '&:hover': { borderColor: isInvalid ? '#b3261e' : '#0b2340' },
    }),
    // A long name (a program, an agency) wraps onto a second line instead of ending in "…" (issue 9).
    singleValue: (base) => ({ ...base, whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip', overflowWrap: 'break-word' }),
    multiValueLabel: (base) => ({ ...base, whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip', overflowWrap: 'break-word' }),
    option: (base, state) => ({
      ...base,
      minHeight: 44,
      display: 'flex',
      alignItems: 'center',
      whiteSpace: 'normal',
      overflowWrap: 'break-word',
      fontWeight: state.isSelected ? 600 : 400,
    }),
    menu: (base) => ({ ...base, zIndex: 20 }),
    dropdownIndicator: (base) => ({ ...base, minWidth: 24 }),
    clearIndicator: (base) => ({ ...base, minWidth: 24 }),
  };
}

/** What both dropdowns take besides their value: the options, the field's wiring and its state. */
export interface SelectBaseProps<V extends SelectValue> extends FieldBaseProps {
  options: SelectOptions<V>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  name?: string;
  placeholder?: string;
  isLoading?: boolean;
  isDisabled?: boolean;
}

/** The react-select props both dropdowns set alike, handed to the select by `SelectFrame`. */
export interface SharedSelectProps<V extends SelectValue> {
  inputId: string;
  name: string | undefined;
  options: SelectOptions<V>;
  onBlur: FocusEventHandler<HTMLInputElement> | undefined;
  placeholder: string;
  maxMenuHeight: number;
  isLoading: boolean | undefined;
  isDisabled: boolean | undefined;
  'aria-invalid': boolean;
  'aria-errormessage': string | undefined;
  classNamePrefix: string;
  theme: ThemeConfig;
  loadingMessage: () => string;
  noOptionsMessage: () => string;
}

const loadingMessage = () => 'Loading…';
const noOptionsMessage = () => 'No matching options';

/**
 * A react-select's label, hint and error (`Field`), its nonce'd style cache and the ids that describe its
 * input; `children` renders the select with the shared props spread on it (placeholder
 * "Select", menu at most 168 px high).
 */
export function SelectFrame<V extends SelectValue>({
  id,
  label,
  hint,
  error,
  isOptional,
  className,
  options,
  onBlur,
  name,
  placeholder = SELECT_PLACEHOLDER,
  isLoading,
  isDisabled,
  children,
}: SelectBaseProps<V> & { children: (shared: SharedSelectProps<V>) => ReactNode }) {
  const { controlId, hintId, errorId } = useFieldIds(id);
  const shared: SharedSelectProps<V> = {
    inputId: controlId,
    name,
    options,
    onBlur,
    placeholder,
    maxMenuHeight: SELECT_MENU_MAX_HEIGHT,
    isLoading,
    isDisabled,
    'aria-invalid': Boolean(error),
    'aria-errormessage': error ? errorId : undefined,
    classNamePrefix: 'select',
    theme: selectTheme,
    loadingMessage,
    noOptionsMessage,
  };
  return (
    <Field id={controlId} label={label} hint={hint} error={error} isOptional={isOptional} className={className}>
      {() => (
        <NonceStyleProvider>
          <SelectDescriptionContext value={describedByIds(hint && hintId, error && errorId)}>{children(shared)}</SelectDescriptionContext>
        </NonceStyleProvider>
      )}
    </Field>
  );
}
