import type { Story } from '@ladle/react';
import { Checkbox } from './checkbox';

export default { title: 'Form kit / Checkbox' };

export const Empty: Story = () => <Checkbox id="is-client" label="I am a client" />;

export const WithHint: Story = () => (
  <Checkbox id="is-client-hint" label="I am a client" hint="You receive benefits through our service." />
);

export const WithError: Story = () => <Checkbox id="terms-error" label="I agree to the terms" error="Agree to the terms to continue." />;

export const Disabled: Story = () => <Checkbox id="is-client-disabled" label="I am a client" defaultChecked disabled />;

export const LongLabelAt320px: Story = () => (
  <Checkbox
    id="consent-long"
    label="I confirm that the information I have given is true and complete to the best of my knowledge, and I agree that the office may contact the Social Security Administration about it"
    hint="You can withdraw this consent at any time."
    error="Confirm the information to continue."
  />
);
LongLabelAt320px.storyName = 'Long label at 320 px';
LongLabelAt320px.meta = { width: 320 };
