import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_CONTENT } from '@payee/content/admin';
import { ADMIN_ENQUIRIES_CONTENT } from '@payee/content/admin-enquiries';
import { ADMIN_ONBOARDING_CONTENT } from '@payee/content/admin-onboarding';
import { VALIDATION_MESSAGES } from '@payee/content/validation';
import { renderRoutes, stubApi } from '@/test/api-stub';
import { ApplicationsPage } from './applications-page';
import { EnquiriesPage } from './enquiries-page';
import { OnboardingQueuePage } from './onboarding-page';

// The caseworkers' queues filter through the address; each filter form is resolved by its list's query schema.
let api: ReturnType<typeof stubApi>;
afterEach(() => api.restore());

const META = { page: 1, per_page: 20, total: 1, last_page: 1 };
const ONBOARDING_PAGE = {
  data: [
    {
      id: 9,
      application_code: 'APP-7K3P9Q',
      name: 'Walter Brooks',
      current_process: 'pending',
      saved_steps: [],
      submitted_at: null,
      updated_at: '2026-11-20T15:00:00.000Z',
    },
  ],
  meta: META,
};
const ENQUIRY_PAGE = {
  data: [
    {
      id: 4,
      reference: 'ENQ-7K3P9Q',
      is_client: 0,
      ssn_last4: null,
      first_name: 'Jane',
      last_name: 'Doe',
      email: 'jane.doe@example.org',
      phone_number: '3135550100',
      enquiry_type: { id: 1, name: 'General' },
      description: null,
      status: 'new',
      created_at: '2026-11-20T15:00:00.000Z',
    },
  ],
  meta: META,
};

describe("the queues' filters", () => {
  it("refuses a sent-in date the applications' query refuses, beside its field, then filters through the address", async () => {
    api = stubApi({});
    const copy = ADMIN_CONTENT.applications;
    const view = renderRoutes([{ path: '/admin/applications', Component: ApplicationsPage }], '/admin/applications');
    await view.user.type(screen.getByRole('textbox', { name: copy.from }), '11/31/2026');
    await view.user.click(screen.getByRole('button', { name: copy.apply }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: copy.from })).toHaveAccessibleDescription(new RegExp(VALIDATION_MESSAGES.day)),
    );
    expect(view.router.state.location.search).toBe('');

    await view.user.clear(screen.getByRole('textbox', { name: copy.from }));
    await view.user.type(screen.getByRole('textbox', { name: copy.from }), '11/01/2026');
    await view.user.click(screen.getByRole('button', { name: copy.apply }));
    await waitFor(() => expect(new URLSearchParams(view.router.state.location.search).get('from')).toBe('2026-11-01'));
    await waitFor(() => expect(api.sent('GET', '/admin/intake').at(-1)?.params).toMatchObject({ from: '2026-11-01' }));
  });

  it('filters the onboarding queue by a status its query takes, through the address', async () => {
    api = stubApi({});
    const copy = ADMIN_ONBOARDING_CONTENT.queue;
    const view = renderRoutes([{ path: '/admin/onboarding', Component: OnboardingQueuePage }], '/admin/onboarding');
    const status = screen.getByRole('combobox', { name: copy.status });
    await view.user.selectOptions(status, ADMIN_ONBOARDING_CONTENT.statuses.inProgress);
    await view.user.click(screen.getByRole('button', { name: copy.apply }));
    await waitFor(() => expect(view.router.state.location.search).toBe('?status=inProgress'));
    await waitFor(() => expect(api.sent('GET', '/admin/onboarding').at(-1)?.params).toMatchObject({ status: 'inProgress' }));
    expect(status).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('searches the onboarding queue through the address, keeping the status; Clear empties the form and the address', async () => {
    api = stubApi({});
    const copy = ADMIN_ONBOARDING_CONTENT.queue;
    const view = renderRoutes([{ path: '/admin/onboarding', Component: OnboardingQueuePage }], '/admin/onboarding?status=pending');
    await view.user.type(screen.getByRole('searchbox', { name: copy.search }), '  Brooks ');
    await view.user.click(screen.getByRole('button', { name: copy.apply }));
    await waitFor(() => expect(view.router.state.location.search).toBe('?q=Brooks&status=pending'));
    await waitFor(() => expect(api.sent('GET', '/admin/onboarding').at(-1)?.params).toMatchObject({ q: 'Brooks', status: 'pending' }));

    await view.user.click(screen.getByRole('button', { name: ADMIN_CONTENT.clearFilters }));
    await waitFor(() => expect(view.router.state.location.search).toBe(''));
    expect(screen.getByRole('searchbox', { name: copy.search })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: copy.status })).toHaveValue('');
  });

  it("refuses a search the onboarding queue's query refuses, in the summary and beside the field, and keeps the address", async () => {
    api = stubApi({});
    const copy = ADMIN_ONBOARDING_CONTENT.queue;
    const view = renderRoutes([{ path: '/admin/onboarding', Component: OnboardingQueuePage }], '/admin/onboarding');
    const search = screen.getByRole('searchbox', { name: copy.search });
    await view.user.click(search);
    await view.user.paste('a'.repeat(101));
    await view.user.click(screen.getByRole('button', { name: copy.apply }));
    await waitFor(() => expect(search).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByRole('link', { name: /100/ })).toHaveAttribute('href', '#q');
    expect(view.router.state.location.search).toBe('');
  });

  it('sorts the onboarding queue by a column both ways from its header, from the first page', async () => {
    api = stubApi({ 'GET /admin/onboarding': () => ({ status: 200, data: ONBOARDING_PAGE }) });
    const copy = ADMIN_ONBOARDING_CONTENT.queue;
    const view = renderRoutes([{ path: '/admin/onboarding', Component: OnboardingQueuePage }], '/admin/onboarding?page=3');
    const byName = ADMIN_CONTENT.applications.sortBy(copy.columns.name);
    await view.user.click(await screen.findByRole('button', { name: byName }));
    await waitFor(() => expect(new URLSearchParams(view.router.state.location.search).get('direction')).toBe('asc'));
    expect(new URLSearchParams(view.router.state.location.search).get('sort')).toBe('name');
    expect(new URLSearchParams(view.router.state.location.search).get('page')).toBeNull();
    await waitFor(() => expect(api.sent('GET', '/admin/onboarding').at(-1)?.params).toMatchObject({ sort: 'name', direction: 'asc' }));
    await view.user.click(screen.getByRole('button', { name: byName }));
    await waitFor(() => expect(new URLSearchParams(view.router.state.location.search).get('direction')).toBe('desc'));
  });

  it('searches the enquiry inbox within the chosen status and sorts it by sender from its header', async () => {
    api = stubApi({ 'GET /admin/enquiries': () => ({ status: 200, data: ENQUIRY_PAGE }) });
    const copy = ADMIN_ENQUIRIES_CONTENT.inbox;
    const view = renderRoutes([{ path: '/admin/enquiries', Component: EnquiriesPage }], '/admin/enquiries?status=new');
    await view.user.type(screen.getByRole('searchbox', { name: copy.search }), 'ENQ-7K3P9Q');
    await view.user.click(screen.getByRole('button', { name: copy.apply }));
    await waitFor(() => expect(view.router.state.location.search).toBe('?status=new&q=ENQ-7K3P9Q'));
    await waitFor(() => expect(api.sent('GET', '/admin/enquiries').at(-1)?.params).toMatchObject({ status: 'new', q: 'ENQ-7K3P9Q' }));

    await view.user.click(screen.getByRole('button', { name: ADMIN_CONTENT.applications.sortBy(copy.columns.from) }));
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(view.router.state.location.search))).toMatchObject({
        status: 'new',
        q: 'ENQ-7K3P9Q',
        sort: 'name',
        direction: 'asc',
      }),
    );
    await view.user.click(screen.getByRole('button', { name: ADMIN_CONTENT.clearFilters }));
    await waitFor(() => expect(view.router.state.location.search).toBe('?status=new'));
    expect(within(screen.getByRole('navigation', { name: copy.filterLabel })).getAllByRole('link')).toHaveLength(4);
  });
});
