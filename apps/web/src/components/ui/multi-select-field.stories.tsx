import { useState } from 'react';
import type { Story } from '@ladle/react';
import { MultiSelectField, type MultiSelectFieldProps } from './multi-select-field';

export default { title: 'Form kit / Multi-select field' };

const RACE_OPTIONS = [
  { value: 1, label: 'American Indian or Alaska Native' },
  { value: 2, label: 'Asian' },
  { value: 3, label: 'Black or African American' },
  { value: 4, label: 'White' },
] as const;

/** The select as a form holds it: the story keeps the chosen values. */
function Controlled(props: Omit<MultiSelectFieldProps<number>, 'value' | 'onChange' | 'options'> & { initial?: number[] }) {
  const { initial = [], ...rest } = props;
  const [values, setValues] = useState<number[]>(initial);
  return <MultiSelectField {...rest} options={RACE_OPTIONS} value={values} onChange={setValues} />;
}

export const Empty: Story = () => <Controlled id="race" label="Race" />;

export const WithHint: Story = () => <Controlled id="race-hint" label="Race" hint="Select all that apply." />;

export const WithError: Story = () => <Controlled id="race-error" label="Race" error="Select at least one race." />;

export const Disabled: Story = () => <Controlled id="race-disabled" label="Race" initial={[2, 4]} isDisabled />;

export const LongLabelAt320px: Story = () => (
  <Controlled
    id="race-long"
    label="The races the person who receives the benefits identifies with, as they would answer on a federal form"
    hint="Select all that apply."
    error="Select at least one race."
    initial={[1, 3]}
  />
);
LongLabelAt320px.storyName = 'Long label at 320 px';
LongLabelAt320px.meta = { width: 320 };
