import type { Story } from '@ladle/react';
import { PasswordInput } from './password-input';

export default { title: 'Form kit / Password input' };

export const Empty: Story = () => <PasswordInput id="password" label="Password" />;

export const WithHint: Story = () => <PasswordInput id="password-hint" label="Password" hint="At least 8 characters." />;

export const WithError: Story = () => <PasswordInput id="password-error" label="Password" error="Enter your password." />;

export const Disabled: Story = () => <PasswordInput id="password-disabled" label="Password" defaultValue="Secret@2026" disabled />;

export const LongLabelAt320px: Story = () => (
  <PasswordInput
    id="password-long"
    label="A new password for the account, which you will use every time you sign in to see your balance and statements"
    hint="At least 8 characters, with a capital letter, a number and a symbol."
    error="Choose a password that meets every rule below."
  />
);
LongLabelAt320px.storyName = 'Long label at 320 px';
LongLabelAt320px.meta = { width: 320 };
