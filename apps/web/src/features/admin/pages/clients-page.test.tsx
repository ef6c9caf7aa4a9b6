import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_CLIENTS_CONTENT } from '@payee/content/admin-clients';
import { SSN_SEARCH_MESSAGE, type TAdminClientSearchResponse } from '@payee/contract';
import { renderRoutes, stubApi } from '@/test/api-stub';
import { ClientsPage } from './clients-page';

const copy = ADMIN_CLIENTS_CONTENT.search;
let api: ReturnType<typeof stubApi>;
afterEach(() => api.restore());

const PAGE: TAdminClientSearchResponse = {
  data: [
    {
      id: 7,
      name: 'Walter Brooks',
      username: 'walter.brooks',
      application_code: 'APP-7K3P9Q',
      status: 'locked',
      process_type: 'client',
      current_process: 'approved',
      programs: [{ id: 1, name: 'Representative Payee Program', short_name: 'RPP', status: 1 }],
      ssn_masked: '***-**-6789',
      created_at: '2026-01-05T15:00:00.000Z',
    },
  ],
  meta: { page: 1, per_page: 20, total: 1, last_page: 1 },
};

function renderSearch() {
  api = stubApi({ 'GET /admin/clients': () => ({ status: 200, data: PAGE }) });
  return renderRoutes([{ path: '/admin/clients', Component: ClientsPage }], '/admin/clients');
}

describe('the clients search', () => {
  it('searches the API with what was typed but keeps it out of the address, and links each row to the profile by id', async () => {
    const view = renderSearch();
    await view.user.type(screen.getByRole('searchbox', { name: copy.search }), '6789');
    await view.user.click(screen.getByRole('button', { name: copy.submit }));

    await waitFor(() => expect(api.sent('GET', '/admin/clients').at(-1)?.params).toMatchObject({ q: '6789' }));
    const table = await screen.findByRole('table', { name: copy.tableCaption(1) });
    expect(view.router.state.location.pathname).toBe('/admin/clients');
    expect(view.router.state.location.search).toBe('');
    expect(within(table).getByRole('link', { name: 'Walter Brooks' })).toHaveAttribute('href', '/admin/clients/7');
    expect(within(table).getByText(ADMIN_CLIENTS_CONTENT.statuses.locked)).toBeInTheDocument();
    expect(within(table).getByText('***-**-6789')).toBeInTheDocument();
  });

  it('refuses a whole SSN beside the field and in the summary, and sends nothing', async () => {
    const view = renderSearch();
    await screen.findByRole('table');
    const before = api.sent('GET', '/admin/clients').length;
    const field = screen.getByRole('searchbox', { name: copy.search });
    await view.user.type(field, '123-45-6789');
    await view.user.click(screen.getByRole('button', { name: copy.submit }));

    expect(await screen.findAllByText(SSN_SEARCH_MESSAGE)).toHaveLength(2);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('123-45-6789');
    expect(api.sent('GET', '/admin/clients')).toHaveLength(before);
  });
});
