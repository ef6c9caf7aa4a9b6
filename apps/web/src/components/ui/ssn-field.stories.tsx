import { useState } from 'react';
import type { Story } from '@ladle/react';
import { SsnField, type SsnFieldProps } from './ssn-field';

export default { title: 'Form kit / SSN field' };

/** The SSN as a form holds it: the story keeps it. */
function Controlled(props: Omit<SsnFieldProps, 'value' | 'onChange'> & { initial?: string }) {
  const { initial = '', ...rest } = props;
  const [value, setValue] = useState(initial);
  return <SsnField {...rest} value={value} onChange={setValue} />;
}

export const Empty: Story = () => <Controlled id="ssn" />;

export const WithHint: Story = () => <Controlled id="ssn-hint" hint="Find it on the Social Security card." />;

export const WithError: Story = () => (
  <Controlled id="ssn-error" error="Enter all 9 digits of the Social Security Number." initial="987-65" />
);

export const Disabled: Story = () => <Controlled id="ssn-disabled" initial="987-65-4320" isDisabled />;

export const LongLabelAt320px: Story = () => (
  <Controlled
    id="ssn-long"
    label="The Social Security Number of the person who receives the benefits, as printed on their Social Security card"
    error="Enter all 9 digits of the Social Security Number."
  />
);
LongLabelAt320px.storyName = 'Long label at 320 px';
LongLabelAt320px.meta = { width: 320 };
