import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_CLIENT_DOCUMENTS_CONTENT } from '@payee/content/admin-client-documents';
import { ADMIN_MESSAGES } from '@payee/content/validation-admin';
import { CLIENT_DOCUMENT_ADDED_MESSAGE, IDEMPOTENCY_KEY_HEADER, type TClientDocument } from '@payee/contract';
import { renderRoutes, stubApi } from '@/test/api-stub';
import * as saveFile from '@/lib/save-file';
import { ClientDocumentsSection } from './client-documents';

const copy = ADMIN_CLIENT_DOCUMENTS_CONTENT;
let api: ReturnType<typeof stubApi>;
afterEach(() => {
  api.restore();
  vi.restoreAllMocks();
});

const documentOf = (overrides: Partial<TClientDocument>): TClientDocument => ({
  id: 1,
  type: 'award_letter',
  dated_on: '2026-01-01',
  expires_on: null,
  file_name: 'award-letter.pdf',
  content_type: 'application/pdf',
  size_bytes: 1200,
  uploaded_by: { id: 7, name: 'Casey Worker' },
  uploaded_at: '2026-03-16T14:00:00.000Z',
  replaces_document_id: null,
  replaced_by_document_id: null,
  ...overrides,
});
const OLD_LEASE = documentOf({ id: 2, type: 'lease', dated_on: '2025-06-01', expires_on: '2026-05-31', replaced_by_document_id: 3 });
const NEW_LEASE = documentOf({ id: 3, type: 'lease', dated_on: '2026-06-01', replaces_document_id: 2, file_name: 'lease.png' });
const AWARD = documentOf({});
const page = (documents: TClientDocument[]) => ({
  status: 200,
  data: { data: documents, meta: { page: 1, per_page: 10, total: documents.length, last_page: 1 } },
});

const render = () =>
  renderRoutes([{ path: '/admin/clients/:id', Component: () => <ClientDocumentsSection clientId={5} /> }], '/admin/clients/5');

describe('documents on a client’s record', () => {
  it('lists each document with its dates, uploader and file, and which replaces which', async () => {
    api = stubApi({ 'GET /admin/clients/5/documents': () => page([NEW_LEASE, AWARD, OLD_LEASE]) });
    render();
    const old = await screen.findByRole('listitem', { name: copy.list.documentLabel('Lease', '06/01/2025') });
    expect(old).toHaveTextContent(copy.list.expires('05/31/2026'));
    expect(old).toHaveTextContent(copy.list.replacedBy);
    const newer = screen.getByRole('listitem', { name: copy.list.documentLabel('Lease', '06/01/2026') });
    expect(newer).toHaveTextContent(copy.list.replaces);
    expect(newer).not.toHaveTextContent(copy.list.replacedBy);
    const award = screen.getByRole('listitem', { name: copy.list.documentLabel('Award letter', '01/01/2026') });
    expect(award).toHaveTextContent(copy.list.uploadedBy('Casey Worker', 'March 16, 2026 at 10:00 AM EDT'));
    expect(award).toHaveTextContent(copy.list.file('award-letter.pdf'));
    expect(screen.getByText(copy.list.summary(3))).toBeInTheDocument();
  });

  it('asks the server for one type', async () => {
    api = stubApi({ 'GET /admin/clients/5/documents': () => page([]) });
    const view = render();
    expect(await screen.findByText(copy.list.empty)).toBeInTheDocument();
    await view.user.selectOptions(screen.getByLabelText(copy.list.typeLabel), copy.types.ssa_notice);
    await view.user.click(screen.getByRole('button', { name: copy.list.filterSubmit }));
    expect(await screen.findByText(copy.list.emptyFiltered)).toBeInTheDocument();
    expect(api.sent('GET', '/admin/clients/5/documents').at(-1)?.params).toEqual({ page: '1', type: 'ssa_notice' });
  });

  it('downloads a document under its name, by ids only', async () => {
    const saved = vi.spyOn(saveFile, 'saveBlob').mockImplementation(() => {});
    api = stubApi({
      'GET /admin/clients/5/documents': () => page([AWARD]),
      'GET /admin/clients/5/documents/1/file': () => ({ status: 200, data: '%PDF-1.7', headers: { 'content-type': 'application/pdf' } }),
    });
    const view = render();
    await view.user.click(await screen.findByRole('button', { name: copy.list.downloadLabel('Award letter', '01/01/2026') }));
    await vi.waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(saved.mock.calls[0]![1]).toBe('award-letter.pdf');
  });

  it('keeps an empty upload beside its fields and in the summary, then sends the document with an Idempotency-Key and moves focus to the list', async () => {
    api = stubApi({
      'GET /admin/clients/5/documents': () => page([AWARD]),
      'POST /admin/clients/5/documents': () => ({
        status: 201,
        data: { message: CLIENT_DOCUMENT_ADDED_MESSAGE, data: documentOf({ id: 9 }) },
      }),
    });
    const view = render();
    const form = await screen.findByRole('form', { name: copy.form.heading });
    await view.user.click(within(form).getByRole('button', { name: copy.form.submit }));
    expect(await screen.findAllByText(ADMIN_MESSAGES.clientDocumentType)).toHaveLength(2);
    expect(screen.getAllByText(ADMIN_MESSAGES.enterTheDocumentDate)).toHaveLength(2);
    expect(screen.getAllByText(ADMIN_MESSAGES.chooseTheDocumentFile)).toHaveLength(2);
    expect(api.sent('POST', '/admin/clients/5/documents')).toHaveLength(0);

    await view.user.click(within(form).getByRole('radio', { name: copy.types.award_letter }));
    await view.user.type(within(form).getByRole('textbox', { name: copy.form.datedOnLabel }), '03/01/2026');
    await view.user.selectOptions(within(form).getByLabelText(new RegExp(copy.form.replacesLabel)), String(AWARD.id));
    const file = new File(['%PDF-1.7 letter'], 'new-award.pdf', { type: 'application/pdf' });
    await view.user.upload(within(form).getByLabelText(copy.form.fileLabel), file);
    await view.user.click(within(form).getByRole('button', { name: copy.form.submit }));

    expect(await screen.findByText(CLIENT_DOCUMENT_ADDED_MESSAGE)).toBeInTheDocument();
    const [sent] = api.sent('POST', '/admin/clients/5/documents');
    const body = sent!.body as FormData;
    expect(body.get('type')).toBe('award_letter');
    expect(body.get('dated_on')).toBe('2026-03-01');
    expect(body.get('expires_on')).toBeNull();
    expect(body.get('replaces_document_id')).toBe('1');
    expect((body.get('file') as File).name).toBe('new-award.pdf');
    expect(sent!.headers.get(IDEMPOTENCY_KEY_HEADER)).toMatch(/^".+"$/);
    expect(screen.getByRole('heading', { level: 2, name: copy.list.heading })).toHaveFocus();
  });
});
