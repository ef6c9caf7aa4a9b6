import { useState } from 'react';
import type { Story } from '@ladle/react';
import { RadioGroup, type RadioGroupProps } from './radio-group';

export default { title: 'Form kit / Radio group' };

const CONTACT_OPTIONS = [
  { value: '1', label: 'Phone call' },
  { value: '2', label: 'Email' },
  { value: '3', label: 'Text message' },
] as const;

/** The group as a form holds it: the story keeps the chosen value. */
function Controlled(props: Omit<RadioGroupProps, 'value' | 'onChange' | 'options'> & { initial?: string }) {
  const { initial = '', ...rest } = props;
  const [value, setValue] = useState(initial);
  return <RadioGroup {...rest} options={CONTACT_OPTIONS} value={value} onChange={(event) => setValue(event.target.value)} />;
}

export const Empty: Story = () => <Controlled id="contact" name="contact" legend="How should we contact you?" />;

export const WithHint: Story = () => (
  <Controlled
    id="contact-hint"
    name="contact-hint"
    legend="How should we contact you?"
    hint="We use it for questions about your application."
  />
);

export const WithError: Story = () => (
  <Controlled id="contact-error" name="contact-error" legend="How should we contact you?" error="Choose how we should contact you." />
);

export const Disabled: Story = () => (
  <Controlled id="contact-disabled" name="contact-disabled" legend="How should we contact you?" initial="1" isDisabled />
);

export const LongLabelAt320px: Story = () => (
  <Controlled
    id="contact-long"
    name="contact-long"
    legend="How would the person who receives the benefits like the office to contact them about payments, bills and appointments?"
    hint="Choose one."
    error="Choose how the office should contact them."
  />
);
LongLabelAt320px.storyName = 'Long label at 320 px';
LongLabelAt320px.meta = { width: 320 };
