import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FileUpload } from './file-upload';

function fileOf(name: string, bytes: number, type: string): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}

describe('FileUpload', () => {
  it('says which files it takes and accepts only those types', () => {
    render(<FileUpload label="SSA-1696" onFileChange={() => {}} />);
    const input = screen.getByLabelText('SSA-1696');
    expect(input).toHaveAccessibleDescription('Max. file size 10 MB (File format: PNG, JPG, JPEG and PDF)');
    expect(input).toHaveAttribute('accept', '.png,.jpg,.jpeg,.pdf');
  });

  it('refuses a .exe with a clear error and hands the form nothing', async () => {
    const onFileChange = vi.fn();
    render(<FileUpload label="SSA-1696" onFileChange={onFileChange} />);
    const input = screen.getByLabelText('SSA-1696');
    await userEvent.upload(input, fileOf('setup.exe', 2000, 'application/octet-stream'), { applyAccept: false });
    expect(onFileChange).toHaveBeenLastCalledWith(null);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/Error: The selected file must be a PNG, JPG, JPEG or PDF/);
  });

  it('refuses a file over 10 MB', async () => {
    const onFileChange = vi.fn();
    render(<FileUpload label="SSA-1696" onFileChange={onFileChange} />);
    const input = screen.getByLabelText('SSA-1696');
    await userEvent.upload(input, fileOf('scan.pdf', 11 * 1024 * 1024, 'application/pdf'));
    expect(onFileChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByText('The selected file must be smaller than 10 MB')).toBeInTheDocument();
  });

  it('accepts a PDF under 10 MB and shows its name', async () => {
    const onFileChange = vi.fn();
    render(<FileUpload label="SSA-1696" onFileChange={onFileChange} />);
    const file = fileOf('scan.pdf', 2 * 1024 * 1024, 'application/pdf');
    await userEvent.upload(screen.getByLabelText('SSA-1696'), file);
    expect(onFileChange).toHaveBeenLastCalledWith(file);
    expect(screen.getByText('scan.pdf')).toBeInTheDocument();
    expect(screen.getByLabelText('SSA-1696')).not.toHaveAttribute('aria-invalid');
  });

  it('shows the name of a file saved earlier', () => {
    render(<FileUpload label="SSA-1696" onFileChange={() => {}} fileName="ssa-1696-signed.pdf" />);
    expect(screen.getByText(/Saved file:/)).toHaveTextContent('Saved file: ssa-1696-signed.pdf');
  });

  it('shows upload progress as a progress bar with its value', () => {
    const { rerender } = render(<FileUpload label="SSA-1696" onFileChange={() => {}} />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    rerender(<FileUpload label="SSA-1696" onFileChange={() => {}} progress={42} />);
    expect(screen.getByRole('progressbar', { name: 'Upload progress for SSA-1696' })).toHaveAttribute('aria-valuenow', '42');
  });
});
