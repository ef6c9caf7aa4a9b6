import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_CONTENT } from '@payee/content/admin';
import { ADMIN_ONBOARDING_CONTENT } from '@payee/content/admin-onboarding';
import { VALIDATION_MESSAGES } from '@payee/content/validation';
import { renderRoutes, stubApi } from '@/test/api-stub';
import { ApplicationsPage } from './applications-page';
import { OnboardingQueuePage } from './onboarding-page';

// The caseworkers' queues filter through the address; each filter form is resolved by its list's query schema.
let api: ReturnType<typeof stubApi>;
afterEach(() => api.restore());

describe("the queues' filters", () => {
  it("refuses a sent-in date the applications' query refuses, beside its field, then filters through the address", async () => {
    api = stubApi({});
    const copy = ADMIN_CONTENT.applications;
    const view = renderRoutes([{ path: '/admin/applications', Component: ApplicationsPage }], '/admin/applications');
    await view.user.type(screen.getByRole('textbox', { name: copy.from }), '2026-11-31');
    await view.user.click(screen.getByRole('button', { name: copy.apply }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: copy.from })).toHaveAccessibleDescription(new RegExp(VALIDATION_MESSAGES.day)),
    );
    expect(view.router.state.location.search).toBe('');

    await view.user.clear(screen.getByRole('textbox', { name: copy.from }));
    await view.user.type(screen.getByRole('textbox', { name: copy.from }), '2026-11-01');
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
});
