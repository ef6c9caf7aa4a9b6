import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_CASE_NOTES_CONTENT } from '@payee/content/admin-case-notes';
import { ADMIN_MESSAGES } from '@payee/content/validation-admin';
import { CASE_NOTE_ADDED_MESSAGE, type TCaseNote } from '@payee/contract';
import { renderRoutes, stubApi, type RecordedRequest } from '@/test/api-stub';
import { CaseNotesSection } from './case-notes';

const copy = ADMIN_CASE_NOTES_CONTENT;
let api: ReturnType<typeof stubApi>;
afterEach(() => api.restore());

const note = (overrides: Partial<TCaseNote>): TCaseNote => ({
  id: 1,
  kind: 'phone_call',
  contacted_at: '2026-03-16T13:30:00.000Z',
  text: 'Called about the rent.',
  written_by: { id: 7, name: 'Casey Worker' },
  written_at: '2026-03-16T14:00:00.000Z',
  corrects_note_id: null,
  corrected_by_note_id: null,
  enquiry: null,
  ...overrides,
});

const FIX = note({ id: 2, text: 'Correction: it was his sister.', corrects_note_id: 1 });
const OLD = note({ id: 1, corrected_by_note_id: 2 });
const FROM_ENQUIRY = note({ id: 3, kind: 'email', text: 'Answered by e-mail.', enquiry: { id: 4, reference: 'ENQ-DEMPG4' } });
const page = (notes: TCaseNote[]) => ({
  status: 200,
  data: { data: notes, meta: { page: 1, per_page: 10, total: notes.length, last_page: 1 } },
});

const added = (request: RecordedRequest) => ({
  status: 201,
  data: { message: CASE_NOTE_ADDED_MESSAGE, data: note({ id: 9, ...(request.body as object) }) },
});

const render = () => renderRoutes([{ path: '/admin/clients/:id', Component: () => <CaseNotesSection clientId={5} /> }], '/admin/clients/5');

describe('case notes on a client’s record', () => {
  it('lists the notes with who wrote them, the enquiry they came from, and links a corrected note to its correction', async () => {
    api = stubApi({ 'GET /admin/clients/5/notes': () => page([FIX, FROM_ENQUIRY, OLD]) });
    render();
    const old = await screen.findByRole('listitem', { name: copy.list.noteLabel(1) });
    expect(old).toHaveTextContent('Called about the rent.');
    expect(old).toHaveTextContent(copy.list.writtenBy('Casey Worker', 'March 16, 2026 at 10:00 AM EDT'));
    expect(within(old).getByRole('link', { name: copy.list.correctedBy })).toHaveAttribute('href', '#case-note-2');
    const fix = screen.getByRole('listitem', { name: copy.list.noteLabel(2) });
    expect(within(fix).queryByRole('link', { name: copy.list.correctedBy })).not.toBeInTheDocument();
    expect(within(fix).getByRole('link', { name: copy.list.corrects })).toHaveAttribute('href', '#case-note-1');
    const fromEnquiry = screen.getByRole('listitem', { name: copy.list.noteLabel(3) });
    expect(within(fromEnquiry).getByRole('link', { name: 'ENQ-DEMPG4' })).toHaveAttribute('href', '/admin/enquiries/ENQ-DEMPG4');
    expect(screen.getByText(copy.list.summary(3))).toBeInTheDocument();
  });

  it('shows a correction on another page by itself when its link is followed, focused, with the note in the address', async () => {
    api = stubApi({
      'GET /admin/clients/5/notes': (request) => (request.params.note_id === '2' ? page([FIX]) : page([OLD])),
    });
    const view = render();
    const old = await screen.findByRole('listitem', { name: copy.list.noteLabel(1) });
    await view.user.click(within(old).getByRole('link', { name: copy.list.correctedBy }));
    const fix = await screen.findByRole('listitem', { name: copy.list.noteLabel(2) });
    expect(fix).toHaveFocus();
    expect(screen.getByText(copy.list.oneNote)).toBeInTheDocument();
    expect(view.router.state.location.search).toBe('?note=2');
    // Show all notes: the log again, from its first page.
    await view.user.click(screen.getByRole('button', { name: copy.list.clearFilters }));
    expect(await screen.findByRole('listitem', { name: copy.list.noteLabel(1) })).toBeInTheDocument();
    expect(view.router.state.location.search).toBe('');
  });

  it('reads the kind and page from the address, and keeps the words searched out of it', async () => {
    api = stubApi({ 'GET /admin/clients/5/notes': () => page([]) });
    const view = renderRoutes(
      [{ path: '/admin/clients/:id', Component: () => <CaseNotesSection clientId={5} /> }],
      '/admin/clients/5?notes_kind=visit&notes_page=2&enquiry=ENQ-1',
    );
    expect(await screen.findByText(copy.list.emptyFiltered)).toBeInTheDocument();
    expect(api.sent('GET', '/admin/clients/5/notes').at(-1)?.params).toEqual({ page: '2', kind: 'visit' });
    expect(screen.getByLabelText(copy.list.kindLabel)).toHaveValue('visit');
    await view.user.type(screen.getByRole('searchbox', { name: copy.list.searchLabel }), 'insulin');
    await view.user.click(screen.getByRole('button', { name: copy.list.searchSubmit }));
    await screen.findByText(copy.list.emptyFiltered);
    expect(api.sent('GET', '/admin/clients/5/notes').at(-1)?.params).toEqual({ page: '1', kind: 'visit', q: 'insulin' });
    // The rest of the record's address stays; the page starts again at 1.
    expect(view.router.state.location.search).toBe('?enquiry=ENQ-1&notes_kind=visit');
  });

  it('asks the server for one kind and the words searched', async () => {
    api = stubApi({ 'GET /admin/clients/5/notes': () => page([]) });
    const view = render();
    expect(await screen.findByText(copy.list.empty)).toBeInTheDocument();
    await view.user.selectOptions(screen.getByLabelText(copy.list.kindLabel), copy.kinds.visit);
    await view.user.type(screen.getByRole('searchbox', { name: copy.list.searchLabel }), 'insulin');
    await view.user.click(screen.getByRole('button', { name: copy.list.searchSubmit }));
    expect(await screen.findByText(copy.list.emptyFiltered)).toBeInTheDocument();
    expect(api.sent('GET', '/admin/clients/5/notes').at(-1)?.params).toEqual({ page: '1', kind: 'visit', q: 'insulin' });
  });

  it('keeps an empty note beside its fields and in the summary, then sends a phone call and moves focus to the list', async () => {
    api = stubApi({ 'GET /admin/clients/5/notes': () => page([]), 'POST /admin/clients/5/notes': added });
    const view = render();
    const form = await screen.findByRole('form', { name: copy.form.heading });
    // Now, on the office's clock, to start with.
    expect((within(form).getByLabelText(copy.form.contactedAtLabel) as HTMLInputElement).value).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);

    await view.user.click(within(form).getByRole('button', { name: copy.form.submit }));
    expect(await screen.findAllByText(ADMIN_MESSAGES.writeTheCaseNote)).toHaveLength(2);
    expect(screen.getAllByText(ADMIN_MESSAGES.caseNoteKind)).toHaveLength(2);
    expect(api.sent('POST', '/admin/clients/5/notes')).toHaveLength(0);

    await view.user.click(within(form).getByRole('radio', { name: copy.kinds.phone_call }));
    await view.user.clear(within(form).getByLabelText(copy.form.contactedAtLabel));
    await view.user.type(within(form).getByLabelText(copy.form.contactedAtLabel), '2026-03-16T09:30');
    await view.user.type(within(form).getByRole('textbox', { name: copy.form.textLabel }), 'Called about the rent.');
    await view.user.click(within(form).getByRole('button', { name: copy.form.submit }));

    expect(await screen.findByText(CASE_NOTE_ADDED_MESSAGE)).toBeInTheDocument();
    expect(api.sent('POST', '/admin/clients/5/notes')[0]?.body).toEqual({
      kind: 'phone_call',
      contacted_at: '2026-03-16T09:30',
      text: 'Called about the rent.',
    });
    expect(screen.getByRole('heading', { level: 2, name: copy.list.heading })).toHaveFocus();
    expect(within(form).getByRole('textbox', { name: copy.form.textLabel })).toHaveValue('');
  });

  it('a correction starts from the note, names it, and is sent as a new note that corrects it', async () => {
    api = stubApi({ 'GET /admin/clients/5/notes': () => page([note({ id: 1 })]), 'POST /admin/clients/5/notes': added });
    const view = render();
    const old = await screen.findByRole('listitem', { name: copy.list.noteLabel(1) });
    await view.user.click(within(old).getByRole('button', { name: /Add a correction/ }));
    const form = await screen.findByRole('form', { name: copy.form.correctionHeading });
    expect(screen.getByRole('heading', { level: 2, name: copy.form.correctionHeading })).toHaveFocus();
    await view.user.type(within(form).getByRole('textbox', { name: copy.form.textLabel }), 'Correction: it was his sister.');
    await view.user.click(within(form).getByRole('button', { name: copy.form.submit }));
    expect(await screen.findByText(CASE_NOTE_ADDED_MESSAGE)).toBeInTheDocument();
    expect(api.sent('POST', '/admin/clients/5/notes')[0]?.body).toMatchObject({
      kind: 'phone_call',
      text: 'Correction: it was his sister.',
      corrects_note_id: 1,
    });
    expect(screen.getByRole('form', { name: copy.form.heading })).toBeInTheDocument();
  });

  it('a note from an enquiry starts as an e-mail, says which enquiry, and is sent with its id', async () => {
    api = stubApi({ 'GET /admin/clients/5/notes': () => page([]), 'POST /admin/clients/5/notes': added });
    const view = renderRoutes(
      [{ path: '/admin/clients/:id', Component: () => <CaseNotesSection clientId={5} enquiry={{ id: 4, reference: 'ENQ-DEMPG4' }} /> }],
      '/admin/clients/5',
    );
    const form = await screen.findByRole('form', { name: copy.form.heading });
    expect(within(form).getByRole('radio', { name: copy.kinds.email })).toBeChecked();
    expect(screen.getByText(copy.form.fromEnquiry('ENQ-DEMPG4'), { exact: false })).toBeInTheDocument();
    await view.user.type(within(form).getByRole('textbox', { name: copy.form.textLabel }), 'Answered his question by e-mail.');
    await view.user.click(within(form).getByRole('button', { name: copy.form.submit }));
    expect(await screen.findByText(CASE_NOTE_ADDED_MESSAGE)).toBeInTheDocument();
    expect(api.sent('POST', '/admin/clients/5/notes')[0]?.body).toMatchObject({ kind: 'email', enquiry_id: 4 });
  });
});
