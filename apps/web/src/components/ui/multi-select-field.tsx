import type { FocusEventHandler, Ref } from 'react';
import Select, { components, type GroupBase, type MultiValueProps, type SelectInstance } from 'react-select';
import { NonceStyleProvider } from './emotion-cache';
import { describedByIds, Field, useFieldIds } from './field';
import type { FieldBaseProps } from './field-types';
import {
  DescribedInput,
  SELECT_MENU_MAX_HEIGHT,
  SELECT_PLACEHOLDER,
  SelectDescriptionContext,
  selectStyles,
  selectTheme,
  type SelectOptions,
  type SelectValue,
} from './select-shared';

type Option<V extends SelectValue> = SelectOptions<V>[number];

/** Text shown instead of the chips when more than one value is chosen (spec 000 section 9). */
export const itemsSelectedText = (count: number) => `${count} items are selected`;

/** A many-choice dropdown for Controller: `value` and `onChange` carry the chosen values. */
export interface MultiSelectFieldProps<V extends SelectValue> extends FieldBaseProps {
  options: SelectOptions<V>;
  value: readonly V[] | null | undefined;
  /** Called with every chosen value, in option order. */
  onChange: (values: V[]) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  name?: string;
  ref?: Ref<SelectInstance<Option<V>, true>>;
  placeholder?: string;
  isLoading?: boolean;
  isDisabled?: boolean;
}

/** One chip when one value is chosen; "{n} items are selected" in place of the chips above one. */
function SummarisedMultiValue<O, G extends GroupBase<O>>(props: MultiValueProps<O, true, G>) {
  const count = (props.selectProps.value as readonly O[] | null | undefined)?.length ?? 0;
  if (count <= 1) return <components.MultiValue {...props} />;
  return props.index === 0 ? <div className="select__summary">{itemsSelectedText(count)}</div> : null;
}

/** react-select multi-select; the menu stays open and shows chosen options ticked, so choices can be undone there. */
export function MultiSelectField<V extends SelectValue>({
  id,
  label,
  hint,
  error,
  isOptional,
  className,
  options,
  value,
  onChange,
  onBlur,
  name,
  ref,
  placeholder = SELECT_PLACEHOLDER,
  isLoading,
  isDisabled,
}: MultiSelectFieldProps<V>) {
  const { controlId, hintId, errorId } = useFieldIds(id);
  const chosen = new Set<SelectValue>(value ?? []);
  const selected = options.filter((option) => chosen.has(option.value));
  return (
    <Field id={controlId} label={label} hint={hint} error={error} isOptional={isOptional} className={className}>
      {() => (
        <NonceStyleProvider>
        <SelectDescriptionContext value={describedByIds(hint && hintId, error && errorId)}>
          <Select<Option<V>, true>
            ref={ref}
            isMulti
            inputId={controlId}
            name={name}
            options={options}
            value={selected}
            onChange={(next) => onChange(next.map((option) => option.value))}
            onBlur={onBlur}
            placeholder={placeholder}
            maxMenuHeight={SELECT_MENU_MAX_HEIGHT}
            closeMenuOnSelect={false}
            blurInputOnSelect={false}
            hideSelectedOptions={false}
            isLoading={isLoading}
            isDisabled={isDisabled}
            aria-invalid={Boolean(error)}
            aria-errormessage={error ? errorId : undefined}
            components={{ Input: DescribedInput, MultiValue: SummarisedMultiValue }}
            classNamePrefix="select"
            theme={selectTheme}
            styles={{
              ...selectStyles<Option<V>, true>(Boolean(error)),
              option: (base, state) => ({
                ...base,
                minHeight: 44,
                display: 'flex',
                alignItems: 'center',
                gap: 8,
                backgroundColor: state.isFocused ? '#e0f2f1' : 'transparent',
                color: '#1b1f24',
                fontWeight: state.isSelected ? 600 : 400,
                '::before': { content: state.isSelected ? '"✓"' : '""', width: '1em', flex: 'none' },
              }),
            }}
            loadingMessage={() => 'Loading…'}
            noOptionsMessage={() => 'No matching options'}
          />
        </SelectDescriptionContext>
        </NonceStyleProvider>
      )}
    </Field>
  );
}
