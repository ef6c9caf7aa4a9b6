import { useState } from 'react';
import type { Story } from '@ladle/react';
import { PhoneField, type PhoneFieldProps } from './phone-field';

export default { title: 'Form kit / Phone field' };

/** The phone number as a form holds it (digits): the story keeps it. */
function Controlled(props: Omit<PhoneFieldProps, 'value' | 'onChange'> & { initial?: string }) {
  const { initial = '', ...rest } = props;
  const [value, setValue] = useState(initial);
  return <PhoneField {...rest} value={value} onChange={setValue} />;
}

export const Empty: Story = () => <Controlled id="phone" label="Phone number" />;

export const WithHint: Story = () => <Controlled id="phone-hint" label="Phone number" hint="We call during office hours." />;

export const WithError: Story = () => (
  <Controlled id="phone-error" label="Phone number" error="Enter a 10-digit phone number." initial="51755" />
);

export const Disabled: Story = () => <Controlled id="phone-disabled" label="Phone number" initial="5175550142" isDisabled />;

export const LongLabelAt320px: Story = () => (
  <Controlled
    id="phone-long"
    label="The phone number on which the emergency contact of the person who receives the benefits can be reached at any time"
    hint="A mobile number if they have one."
    error="Enter a 10-digit phone number."
  />
);
LongLabelAt320px.storyName = 'Long label at 320 px';
LongLabelAt320px.meta = { width: 320 };
