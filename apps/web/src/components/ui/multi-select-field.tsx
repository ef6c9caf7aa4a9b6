import type { Ref } from 'react';
import Select, { components, type GroupBase, type MultiValueProps, type SelectInstance } from 'react-select';
import { DescribedInput, SelectFrame, selectStyles, type SelectBaseProps, type SelectOptions, type SelectValue } from './select-shared';

type Option<V extends SelectValue> = SelectOptions<V>[number];

/** Text shown instead of the chips when more than one value is chosen. */
export const itemsSelectedText = (count: number) => `${count} items are selected`;

/** A many-choice dropdown for Controller: `value` and `onChange` carry the chosen values. */
export interface MultiSelectFieldProps<V extends SelectValue> extends SelectBaseProps<V> {
  value: readonly V[] | null | undefined;
  /** Called with every chosen value, in option order. */
  onChange: (values: V[]) => void;
  ref?: Ref<SelectInstance<Option<V>, true>>;
}

/** One chip when one value is chosen; "{n} items are selected" in place of the chips above one. */
function SummarisedMultiValue<O, G extends GroupBase<O>>(props: MultiValueProps<O, true, G>) {
  const count = (props.selectProps.value as readonly O[] | null | undefined)?.length ?? 0;
  if (count <= 1) return <components.MultiValue {...props} />;
  return props.index === 0 ? <div className="select__summary">{itemsSelectedText(count)}</div> : null;
}

/** react-select multi-select; the menu stays open and shows chosen options ticked, so choices can be undone there. */
export function MultiSelectField<V extends SelectValue>({ value, onChange, ref, ...base }: MultiSelectFieldProps<V>) {
  const chosen = new Set<SelectValue>(value ?? []);
  const selected = base.options.filter((option) => chosen.has(option.value));
  return (
    <SelectFrame {...base}>
      {(shared) => (
        <Select<Option<V>, true>
          {...shared}
          ref={ref}
          isMulti
          value={selected}
          onChange={(next) => onChange(next.map((option) => option.value))}
          closeMenuOnSelect={false}
          blurInputOnSelect={false}
          hideSelectedOptions={false}
          components={{ Input: DescribedInput, MultiValue: SummarisedMultiValue }}
          styles={{
            ...selectStyles<Option<V>, true>(Boolean(base.error)),
            option: (style, state) => ({
              ...style,
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
        />
      )}
    </SelectFrame>
  );
}
