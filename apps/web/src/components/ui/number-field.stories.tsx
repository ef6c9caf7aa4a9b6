import type { Story } from '@ladle/react';
import { NumberField } from './number-field';

export default { title: 'Form kit / Number field' };

export const Empty: Story = () => <NumberField id="monthly-amount" label="Monthly amount" />;

export const WithHint: Story = () => (
  <NumberField id="monthly-amount-hint" label="Monthly amount" hint="In dollars, for example 1250.50." />
);

export const WithError: Story = () => (
  <NumberField id="monthly-amount-error" label="Monthly amount" error="Enter an amount with at most 2 decimals." defaultValue="12.345" />
);

export const Disabled: Story = () => <NumberField id="monthly-amount-disabled" label="Monthly amount" defaultValue="1250.50" disabled />;

export const LongLabelAt320px: Story = () => (
  <NumberField
    id="zip-long"
    label="The ZIP code of the address where the person who receives the benefits lives today"
    hint="Digits only."
    error="Enter a ZIP code of up to 10 digits."
    isDigitsOnly
  />
);
LongLabelAt320px.storyName = 'Long label at 320 px';
LongLabelAt320px.meta = { width: 320 };
