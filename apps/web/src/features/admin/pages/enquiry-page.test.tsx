import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_CASE_NOTES_CONTENT } from '@payee/content/admin-case-notes';
import { ADMIN_ENQUIRIES_CONTENT } from '@payee/content/admin-enquiries';
import { ENQUIRY_NOTE_ADDED_MESSAGE, type TAdminEnquiryDetail } from '@payee/contract';
import { renderRoutes, stubApi, type RecordedRequest } from '@/test/api-stub';
import { EnquiryPage } from './enquiry-page';

const copy = ADMIN_ENQUIRIES_CONTENT.detail;
let api: ReturnType<typeof stubApi>;
afterEach(() => api.restore());

const ENQUIRY: TAdminEnquiryDetail = {
  id: 3,
  reference: 'ENQ-ABC123',
  is_client: 1,
  ssn_last4: '6789',
  first_name: 'Gloria',
  last_name: 'Hayes',
  email: 'gloria.hayes@example.org',
  phone_number: '5175550100',
  enquiry_type: { id: 1, name: 'My balance' },
  description: 'When does my rent get paid?',
  status: 'new',
  created_at: '2026-11-02T14:00:00.000Z',
  matched_client: null,
  thread: [],
};

const noted = (request: RecordedRequest) => ({
  status: 201,
  data: {
    message: ENQUIRY_NOTE_ADDED_MESSAGE,
    data: {
      ...ENQUIRY,
      thread: [
        {
          id: 1,
          kind: 'note',
          text: (request.body as { text: string }).text,
          written_by: { id: 1, name: 'Demo Staff' },
          at: '2026-11-02T15:00:00.000Z',
          emailed_to: null,
        },
      ],
    },
  },
});

describe('an enquiry', () => {
  it('keeps an empty note beside its field, then sends the note and shows it in the thread as internal, focus on the thread', async () => {
    api = stubApi({
      'GET /admin/enquiries/ENQ-ABC123': () => ({ status: 200, data: { data: ENQUIRY } }),
      'POST /admin/enquiries/ENQ-ABC123/notes': noted,
    });
    const view = renderRoutes([{ path: '/admin/enquiries/:reference', Component: EnquiryPage }], '/admin/enquiries/ENQ-ABC123');
    expect(await screen.findByRole('heading', { level: 1, name: copy.heading('ENQ-ABC123') })).toBeInTheDocument();
    expect(screen.getByText(copy.noClient)).toBeInTheDocument();
    expect(screen.getByText(copy.ssnEnding('6789'))).toBeInTheDocument();

    const form = screen.getByRole('form', { name: copy.noteHeading });
    await view.user.click(within(form).getByRole('button', { name: copy.noteSubmit }));
    expect(await screen.findAllByText('Write the note.')).toHaveLength(2);
    expect(api.sent('POST', '/admin/enquiries/ENQ-ABC123/notes')).toHaveLength(0);

    await view.user.type(within(form).getByRole('textbox', { name: copy.noteLabel }), 'Called back; she will write again.');
    await view.user.click(within(form).getByRole('button', { name: copy.noteSubmit }));

    const entry = (await screen.findByText('Called back; she will write again.')).closest('li')!;
    expect(entry).toHaveTextContent(copy.kinds.note);
    expect(api.sent('POST', '/admin/enquiries/ENQ-ABC123/notes')[0]?.body).toEqual({ text: 'Called back; she will write again.' });
    expect(screen.getByRole('heading', { level: 2, name: copy.threadHeading })).toHaveFocus();
    expect(within(form).getByRole('textbox', { name: copy.noteLabel })).toHaveValue('');
  });
});

describe('an enquiry from a client', () => {
  it('links to a case note on the client’s record about this enquiry', async () => {
    const matched = { ...ENQUIRY, matched_client: { id: 5, name: 'Gloria Hayes', application_code: 'APP-AAAAAA' } };
    api = stubApi({ 'GET /admin/enquiries/ENQ-ABC123': () => ({ status: 200, data: { data: matched } }) });
    renderRoutes([{ path: '/admin/enquiries/:reference', Component: EnquiryPage }], '/admin/enquiries/ENQ-ABC123');
    const link = await screen.findByRole('link', { name: ADMIN_CASE_NOTES_CONTENT.enquiry.addNote('Gloria Hayes') });
    expect(link).toHaveAttribute('href', '/admin/clients/5?enquiry=3&reference=ENQ-ABC123#case-note-form-heading');
  });
});
