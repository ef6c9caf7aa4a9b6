import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { ADMIN_CONTENT } from '@payee/content/admin';
import { VALIDATION_MESSAGES } from '@payee/content/validation';
import type { ZAuditPageResponseSchema } from '@payee/contract';
import { AUDIT_ACTIONS } from '@payee/contract';
import { renderRoutes, stubApi } from '@/test/api-stub';
import { AuditTrailPage } from './audit-page';

const copy = ADMIN_CONTENT.audit;
let api: ReturnType<typeof stubApi>;
afterEach(() => api.restore());

const event = (id: number, action: string) => ({
  id,
  at: '2026-11-20T15:00:00.000Z',
  staff_user_id: 3,
  client_id: null,
  action,
  record_type: 'staff_user',
  record_id: '3',
  ip: '127.0.0.1',
  reason: null,
  details: null,
  outcome: null,
  staff_name: 'Ada Admin',
  client: null,
  record: { kind: 'staff_member' as const, key: '3', name: 'Ada Admin' },
});

const PAGE: z.input<typeof ZAuditPageResponseSchema> = {
  data: [{ ...event(2, 'staff.sign_in'), outcome: 'wrong_code' }, event(1, 'staff.renamed_long_ago')],
  meta: { page: 1, per_page: 50, total: 2, last_page: 1 },
};

/** Events naming a client and each kind of record, and ones no longer on file. */
const NAMED: z.input<typeof ZAuditPageResponseSchema> = {
  data: [
    {
      ...event(10, 'intake.decide'),
      client_id: 9,
      client: { kind: 'client', key: '9', name: 'Nadia Named' },
      record_type: 'intake_application',
      record_id: '2',
      record: { kind: 'application', key: 'APP-7K3P9Q', name: 'Nadia Named' },
    },
    {
      ...event(11, 'onboarding.invite'),
      client_id: 9,
      client: { kind: 'client', key: '9', name: 'Nadia Named' },
      record_type: 'client_user',
      record_id: '9',
      record: { kind: 'onboarding', key: '9', name: 'Nadia Named' },
    },
    {
      ...event(12, 'enquiry.note'),
      record_type: 'enquiry',
      record_id: '4',
      record: { kind: 'enquiry', key: 'ENQ-ABC123', name: 'Eno Quiry' },
    },
    {
      ...event(13, 'client.lock'),
      staff_name: null,
      client_id: 77,
      client: { kind: 'client', key: '77', name: null },
      record_type: 'client_user',
      record_id: '77',
      record: { kind: 'client', key: '77', name: null },
    },
    { ...event(14, 'finance.vendor_update'), record_type: 'vendor', record_id: '5', record: { kind: 'other', key: '5', name: null } },
  ],
  meta: { page: 1, per_page: 50, total: 5, last_page: 1 },
};

function renderTrail(path = '/admin/audit', page = PAGE) {
  api = stubApi({
    'GET /admin/audit': () => ({ status: 200, data: page }),
    'GET /admin/staff': () => ({ status: 200, data: { data: [] } }),
    'GET /admin/audit/export': () => ({ status: 200, data: new Blob(['at,action'], { type: 'text/csv' }) }),
  });
  return renderRoutes([{ path: '/admin/audit', Component: AuditTrailPage }], path);
}

describe('the audit trail', () => {
  it('offers every action in plain words, and filters by the chosen one through the address', async () => {
    const view = renderTrail();
    const select = screen.getByRole('combobox', { name: copy.action });
    expect(within(select).getAllByRole('option')).toHaveLength(AUDIT_ACTIONS.length + 1);
    await view.user.selectOptions(select, copy.actions['client.lock']);
    await view.user.click(screen.getByRole('button', { name: copy.apply }));

    await waitFor(() => expect(view.router.state.location.search).toBe('?action=client.lock'));
    await waitFor(() => expect(api.sent('GET', '/admin/audit').at(-1)?.params).toMatchObject({ action: 'client.lock' }));
  });

  it("refuses a date the list's query schema refuses, beside its field in its words, and keeps the address", async () => {
    const view = renderTrail();
    await view.user.type(screen.getByRole('textbox', { name: copy.from }), '02/30/2026');
    await view.user.type(screen.getByRole('textbox', { name: copy.to }), ' 2026-03-01 ');
    await view.user.click(screen.getByRole('button', { name: copy.apply }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: copy.from })).toHaveAccessibleDescription(new RegExp(VALIDATION_MESSAGES.day)),
    );
    expect(screen.getByRole('textbox', { name: copy.to })).not.toHaveAttribute('aria-invalid', 'true');
    expect(view.router.state.location.search).toBe('');

    await view.user.clear(screen.getByRole('textbox', { name: copy.from }));
    await view.user.click(screen.getByRole('button', { name: copy.apply }));
    await waitFor(() => expect(view.router.state.location.search).toBe('?to=2026-03-01'));
    await waitFor(() => expect(api.sent('GET', '/admin/audit').at(-1)?.params).toMatchObject({ to: '2026-03-01' }));
  });

  it('exports the dates as filled in without pressing Show first, and the list then shows the same range', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:audit'), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const view = renderTrail('/admin/audit?client_id=7');
    await view.user.type(screen.getByRole('textbox', { name: copy.from }), '11/01/2026');
    await view.user.type(screen.getByRole('textbox', { name: copy.to }), '2026-11-20 ');
    await view.user.click(screen.getByRole('button', { name: copy.export }));

    await vi.waitFor(() => expect(click).toHaveBeenCalled());
    expect(api.sent('GET', '/admin/audit/export')[0]?.params).toEqual({ client_id: '7', from: '2026-11-01', to: '2026-11-20' });
    expect(view.router.state.location.search).toBe('?client_id=7&from=2026-11-01&to=2026-11-20');
    click.mockRestore();
  });

  it('asks for both dates before exporting', async () => {
    const view = renderTrail();
    await view.user.type(screen.getByRole('textbox', { name: copy.from }), '11/01/2026');
    await view.user.click(screen.getByRole('button', { name: copy.export }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: copy.from })).toHaveAccessibleDescription(new RegExp(copy.exportNeedsDates)),
    );
    expect(api.sent('GET', '/admin/audit/export')).toEqual([]);
  });

  it('shows each row’s action in plain words beside its stored name; a retired name alone', async () => {
    renderTrail();
    const table = await screen.findByRole('table', { name: copy.tableCaption(2) });
    const [, signIn, retired] = within(table).getAllByRole('row');
    expect(signIn).toHaveTextContent(`${copy.actions['staff.sign_in']} staff.sign_in`);
    expect(within(retired!).getByRole('cell', { name: 'staff.renamed_long_ago' })).toBeInTheDocument();
  });

  it('keeps the chosen action when the page opens from a shared link', async () => {
    renderTrail('/admin/audit?action=intake.ssn_reveal');
    await waitFor(() => expect(screen.getByRole('combobox', { name: copy.action })).toHaveValue('intake.ssn_reveal'));
  });

  it("shows a sign-in's outcome in words, and names the member who acted", async () => {
    renderTrail();
    const table = await screen.findByRole('table', { name: copy.tableCaption(2) });
    const [, signIn, retired] = within(table).getAllByRole('row');
    expect(within(signIn!).getByRole('cell', { name: copy.outcomes.wrong_code })).toBeInTheDocument();
    expect(within(retired!).getAllByRole('cell', { name: ADMIN_CONTENT.none }).length).toBeGreaterThan(0);
    expect(within(signIn!).getAllByRole('cell', { name: 'Ada Admin' }).length).toBeGreaterThan(0);
  });

  it('names clients and records with a link to their page, not ids; one no longer on file, or without a page, by kind and id', async () => {
    renderTrail('/admin/audit', NAMED);
    const table = await screen.findByRole('table', { name: copy.tableCaption(5) });
    const [, decision, invite, enquiry, lock, vendor] = within(table).getAllByRole('row');
    const kinds = copy.recordKinds;
    expect(within(decision!).getByRole('link', { name: copy.recordLink(kinds.client, 'Nadia Named') })).toHaveAttribute(
      'href',
      '/admin/clients/9',
    );
    expect(within(decision!).getByRole('link', { name: copy.recordLink(kinds.application, 'Nadia Named') })).toHaveAttribute(
      'href',
      '/admin/applications/APP-7K3P9Q',
    );
    expect(within(invite!).getByRole('link', { name: copy.recordLink(kinds.onboarding, 'Nadia Named') })).toHaveAttribute(
      'href',
      '/admin/onboarding/9',
    );
    expect(within(enquiry!).getByRole('link', { name: copy.recordLink(kinds.enquiry, 'Eno Quiry') })).toHaveAttribute(
      'href',
      '/admin/enquiries/ENQ-ABC123',
    );
    expect(within(lock!).queryByRole('link')).toBeNull();
    expect(within(lock!).getAllByRole('cell', { name: copy.recordFallback(kinds.client, '77') })).toHaveLength(2);
    expect(within(vendor!).getByRole('cell', { name: copy.recordFallback(copy.recordTypes.vendor!, '5') })).toBeInTheDocument();
    expect(table).not.toHaveTextContent('intake_application 2');
  });
});
