import type { Story } from '@ladle/react';
import { TextareaField } from './textarea-field';

export default { title: 'Form kit / Textarea field' };

export const Empty: Story = () => <TextareaField id="description" label="How can we help?" />;

export const WithHint: Story = () => (
  <TextareaField id="description-hint" label="How can we help?" hint="Do not include your full Social Security Number." />
);

export const WithError: Story = () => <TextareaField id="description-error" label="How can we help?" error="Tell us how we can help." />;

export const Disabled: Story = () => (
  <TextareaField id="description-disabled" label="How can we help?" defaultValue="I would like to know more about the program." disabled />
);

export const LongLabelAt320px: Story = () => (
  <TextareaField
    id="description-long"
    label="Describe any medical conditions, medications or care arrangements that affect how the benefits should be managed"
    hint="Up to 2000 characters."
    error="Describe the conditions in 2000 characters or fewer."
    maxLength={2000}
  />
);
LongLabelAt320px.storyName = 'Long label at 320 px';
LongLabelAt320px.meta = { width: 320 };
