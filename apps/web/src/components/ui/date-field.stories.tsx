import { useState } from 'react';
import type { Story } from '@ladle/react';
import { DateField, type DateFieldProps } from './date-field';

export default { title: 'Form kit / Date field' };

/** The date as a form holds it: the story keeps the typed or picked value. */
function Controlled(props: Omit<DateFieldProps, 'value' | 'onChange'> & { initial?: string }) {
  const { initial = '', ...rest } = props;
  const [value, setValue] = useState(initial);
  return <DateField {...rest} value={value} onChange={setValue} />;
}

export const Empty: Story = () => <Controlled id="date-of-birth" label="Date of birth" />;

export const WithHint: Story = () => <Controlled id="date-of-birth-hint" label="Date of birth" hint="For example, 03/14/1956." />;

export const WithError: Story = () => (
  <Controlled id="date-of-birth-error" label="Date of birth" error="Enter a real date of birth." initial="02/30/1956" />
);

export const Disabled: Story = () => <Controlled id="date-of-birth-disabled" label="Date of birth" initial="03/14/1956" isDisabled />;

export const LongLabelAt320px: Story = () => (
  <Controlled
    id="referral-date-long"
    label="The date on which the person who receives the benefits was first referred to the representative payee service"
    hint="For example, 01/15/2026."
    error="Enter a date that is not in the future."
  />
);
LongLabelAt320px.storyName = 'Long label at 320 px';
LongLabelAt320px.meta = { width: 320 };
