import type { Story } from '@ladle/react';
import { TextField } from './text-field';

export default { title: 'Form kit / Text field' };

export const Empty: Story = () => <TextField id="last-name" label="Last name" />;

export const WithHint: Story = () => (
  <TextField id="last-name-hint" label="Last name" hint="As it appears on the Social Security award letter." />
);

export const WithError: Story = () => <TextField id="last-name-error" label="Last name" error="Enter your last name." defaultValue="" />;

export const Disabled: Story = () => <TextField id="last-name-disabled" label="Last name" defaultValue="Lopez" disabled />;

export const LongLabelAt320px: Story = () => (
  <TextField
    id="last-name-long"
    label="The last name of the person who receives the benefits, exactly as it appears on the Social Security award letter"
    hint="Include every part of a double-barrelled name."
    error="Enter the last name of the person who receives the benefits."
  />
);
LongLabelAt320px.storyName = 'Long label at 320 px';
LongLabelAt320px.meta = { width: 320 };
