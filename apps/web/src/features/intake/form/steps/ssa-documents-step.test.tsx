import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TIntakeApplication } from '@payee/contract';
import { changeTo, fileOf, renderInIntakeForm, stubReferenceLists } from '@/test/intake-step';
import { UploadProgressProvider } from '@/components/form/upload-progress';
import { emptyIntakeValues } from '../values';
import { SsaDocumentsAnswers, SsaDocumentsStep } from './ssa-documents-step';

let api: ReturnType<typeof stubReferenceLists>;
beforeEach(() => {
  api = stubReferenceLists({
    'GET /website/intake/documents/ssa-11-bk': () => ({ status: 200, data: new Blob(['%PDF-1.7'], { type: 'application/pdf' }) }),
    'GET /website/intake/documents/ssa-1696': () => ({ status: 404, data: { message: 'Not found' } }),
  });
});
afterEach(() => {
  api.restore();
  vi.restoreAllMocks();
});

const NOTE = 'Max. file size 10 MB (File format: PNG, JPG, JPEG and PDF)';

/** Only what the step reads: the saved documents. */
const withDocuments = (ssa_documents: TIntakeApplication['ssa_documents']) => ({ ssa_documents }) as TIntakeApplication;

describe('SsaDocumentsStep', () => {
  it('asks for the three forms, each with the size and format note, taking only PNG, JPG, JPEG and PDF', () => {
    renderInIntakeForm(<SsaDocumentsStep mode="resume" application={null} />);
    for (const [label, id] of [
      ['SSA-623 form', 'ssa_6233'],
      ['SSA-11 form', 'ssa_11_bk'],
      ['SSA-1696 form', 'ssa_1696'],
    ]) {
      const input = screen.getByLabelText(label!);
      expect(input).toHaveAttribute('id', id);
      expect(input).toHaveAttribute('accept', '.png,.jpg,.jpeg,.pdf');
      expect(input).toHaveAccessibleDescription(expect.stringContaining(NOTE));
    }
  });

  it('puts an accepted file in the form', async () => {
    const { user, form } = renderInIntakeForm(<SsaDocumentsStep mode="resume" application={null} />);
    const file = fileOf('ssa-623.pdf', 2 * 1024 * 1024, 'application/pdf');
    await user.upload(screen.getByLabelText('SSA-623 form'), file);
    expect(form().getValues('ssa_6233')).toBe(file);
    expect(screen.getByText('ssa-623.pdf')).toBeInTheDocument();
  });

  it('refuses a file of another type, and one over 10 MB, leaving the form without it', async () => {
    const { user, form } = renderInIntakeForm(<SsaDocumentsStep mode="resume" application={null} />);
    // As if the browser's file picker let any type through (its filter is only a suggestion).
    const anyFile = userEvent.setup({ applyAccept: false });
    await anyFile.upload(screen.getByLabelText('SSA-11 form'), fileOf('form.docx', 2000, 'application/msword'));
    expect(screen.getByLabelText('SSA-11 form')).toHaveAccessibleDescription(/Error: The selected file must be a PNG, JPG, JPEG or PDF/);
    expect(form().getValues('ssa_11_bk')).toBeNull();

    await user.upload(screen.getByLabelText('SSA-1696 form'), fileOf('scan.jpg', 11 * 1024 * 1024, 'image/jpeg'));
    expect(screen.getByLabelText('SSA-1696 form')).toHaveAccessibleDescription(/Error: The selected file must be smaller than 10 MB/);
    expect(form().getValues('ssa_1696')).toBeNull();
  });

  it('shows the progress of the save on the files being sent only', async () => {
    const { user } = renderInIntakeForm(
      <UploadProgressProvider progress={40}>
        <SsaDocumentsStep mode="resume" application={null} />
      </UploadProgressProvider>,
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await user.upload(screen.getByLabelText('SSA-623 form'), fileOf('ssa-623.png', 2000, 'image/png'));
    expect(screen.getAllByRole('progressbar')).toHaveLength(1);
    expect(screen.getByRole('progressbar', { name: 'Upload progress for SSA-623 form' })).toHaveAttribute('aria-valuenow', '40');
  });

  it('lists the saved files by name, says a new choice replaces one, and downloads it with the token', async () => {
    const createObjectURL = vi.fn(() => 'blob:ssa-11');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    document.cookie = 'authToken=token-123; path=/';
    const application = withDocuments([{ slug: 'ssa-11-bk', file_path: 'intake/7/ssa-11.pdf', original_name: 'ssa-11-signed.pdf' }]);
    const { user } = renderInIntakeForm(<SsaDocumentsStep mode="resume" application={application} />);

    expect(screen.getByText('ssa-11-signed.pdf')).toBeInTheDocument();
    expect(screen.getAllByText('Saved file:')).toHaveLength(1);
    await user.upload(screen.getByLabelText('SSA-11 form'), fileOf('new-ssa-11.pdf', 2000, 'application/pdf'));
    expect(screen.getByText('The file you chose replaces the saved one when you save this step.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Download SSA-11 form, ssa-11-signed.pdf' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const request = api.sent('GET', '/website/intake/documents/ssa-11-bk')[0];
    expect(request).toBeDefined();
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('ssa-11-signed.pdf');
  });

  it('says so when a saved file cannot be downloaded', async () => {
    const application = withDocuments([{ slug: 'ssa-1696', file_path: 'intake/7/ssa-1696.pdf', original_name: 'appointment.pdf' }]);
    const { user } = renderInIntakeForm(<SsaDocumentsStep mode="resume" application={application} />);
    await user.click(screen.getByRole('button', { name: 'Download SSA-1696 form, appointment.pdf' }));
    expect(await screen.findByText('Failed to download the file')).toBeInTheDocument();
  });

  it('names a file chosen earlier that is still to be saved when the step is shown again', () => {
    const values = { ...emptyIntakeValues(), ssa_1696: fileOf('appointment.png', 2000, 'image/png') };
    renderInIntakeForm(<SsaDocumentsStep mode="resume" application={null} />, values);
    const line = screen.getByText('appointment.png').closest('p')!;
    expect(line).toHaveTextContent('Chosen file: appointment.png. Not saved yet.');
  });
});

describe('SsaDocumentsAnswers', () => {
  it('says "Not provided" for documents neither saved nor chosen, and names the others', () => {
    const values = { ...emptyIntakeValues(), ssa_6233: fileOf('report.pdf', 2000, 'application/pdf') };
    const application = withDocuments([{ slug: 'ssa-11-bk', file_path: 'x', original_name: 'ssa-11-signed.pdf' }]);
    renderInIntakeForm(<SsaDocumentsAnswers values={values} application={application} changeTo={changeTo} />);
    const rows = screen.getAllByRole('definition').filter((cell) => !within(cell).queryByRole('link'));
    expect(rows.map((cell) => cell.textContent)).toEqual(['report.pdf', 'ssa-11-signed.pdf', 'Not provided']);
  });
});
