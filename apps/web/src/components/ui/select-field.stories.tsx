import { useState } from 'react';
import type { Story } from '@ladle/react';
import { SelectField, type SelectFieldProps } from './select-field';

export default { title: 'Form kit / Select field' };

const STATE_OPTIONS = [
  { value: 23, label: 'Michigan' },
  { value: 36, label: 'Ohio' },
  { value: 50, label: 'Wisconsin' },
] as const;

/** The select as a form holds it: the story keeps the chosen value. */
function Controlled(props: Omit<SelectFieldProps<number>, 'value' | 'onChange' | 'options'> & { initial?: number }) {
  const { initial = null, ...rest } = props;
  const [value, setValue] = useState<number | null>(initial);
  return <SelectField {...rest} options={STATE_OPTIONS} value={value} onChange={setValue} />;
}

export const Empty: Story = () => <Controlled id="state" label="State" />;

export const WithHint: Story = () => <Controlled id="state-hint" label="State" hint="Where you live now." />;

export const WithError: Story = () => <Controlled id="state-error" label="State" error="Select a state." />;

export const Disabled: Story = () => <Controlled id="state-disabled" label="State" initial={23} isDisabled />;

export const LongLabelAt320px: Story = () => (
  <Controlled
    id="state-long"
    label="The state in which the person who receives the benefits was living when the benefits were first awarded"
    hint="Choose from the list."
    error="Select the state from the list."
  />
);
LongLabelAt320px.storyName = 'Long label at 320 px';
LongLabelAt320px.meta = { width: 320 };
