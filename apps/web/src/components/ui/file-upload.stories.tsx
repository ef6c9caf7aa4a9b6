import type { Story } from '@ladle/react';
import { FileUpload } from './file-upload';

export default { title: 'Form kit / File upload' };

const ignoreFile = () => {};

export const Empty: Story = () => <FileUpload id="ssa-1696" label="SSA-1696" onFileChange={ignoreFile} />;

export const WithHint: Story = () => (
  <FileUpload id="ssa-1696-hint" label="SSA-1696" hint="The signed appointment of a representative." onFileChange={ignoreFile} />
);

export const WithError: Story = () => (
  <FileUpload id="ssa-1696-error" label="SSA-1696" error="Upload the SSA-1696 form." onFileChange={ignoreFile} />
);

export const Disabled: Story = () => (
  <FileUpload id="ssa-1696-disabled" label="SSA-1696" fileName="SSA-1696 signed.pdf" isDisabled onFileChange={ignoreFile} />
);

export const LongLabelAt320px: Story = () => (
  <FileUpload
    id="ssa-11-long"
    label="SSA-11, the request to be selected as payee, signed by the representative and dated within the last sixty days"
    error="Upload the SSA-11 form."
    fileName="a-very-long-file-name-from-a-scanner-2026-01-15-page-1-of-3.pdf"
    progress={40}
    onFileChange={ignoreFile}
  />
);
LongLabelAt320px.storyName = 'Long label at 320 px';
LongLabelAt320px.meta = { width: 320 };
