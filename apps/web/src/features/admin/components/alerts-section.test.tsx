import { screen, within } from '@testing-library/react';
import { ADMIN_CASE_NOTES_CONTENT } from '@payee/content/admin-case-notes';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_CONTENT } from '@payee/content/admin';
import type { StaffRole, TAlert, TAlerts } from '@payee/contract';
import { renderRoutes, storeStaffSession, stubApi } from '@/test/finance';
import { AlertsSection } from './alerts-section';

const copy = ADMIN_CONTENT.alerts;
let api: ReturnType<typeof stubApi>;

const MARIA = { id: 7, name: 'Maria Lopez', application_code: 'APP-MRA226' };
const DARNELL = { id: 8, name: 'Darnell Price', application_code: 'APP-DPR226' };
const blank = { balance: null, limit: null, projected_balance: null, bills_due: null, bank_line: null, deposit: null };
const alert = (fields: Partial<TAlert> & Pick<TAlert, 'kind'>): TAlert => ({ client: null, ...blank, ...fields });

const ALL: TAlerts = {
  today: '2026-11-29',
  groups: [
    {
      kind: 'ssi_over_limit',
      total: 2,
      alerts: [
        alert({ kind: 'ssi_over_limit', client: MARIA, balance: '4810.25', limit: '2000.00', projected_balance: '4860.25' }),
        alert({
          kind: 'ssi_over_limit',
          client: { id: 9, name: 'Rosa Diaz', application_code: null },
          balance: '1500.00',
          limit: '2000.00',
          projected_balance: '2443.00',
        }),
      ],
    },
    { kind: 'negative_balance', total: 12, alerts: [alert({ kind: 'negative_balance', client: DARNELL, balance: '-102.40' })] },
    {
      kind: 'low_for_bills',
      total: 1,
      alerts: [alert({ kind: 'low_for_bills', client: DARNELL, balance: '-102.40', bills_due: '600.00' })],
    },
    {
      kind: 'bank_line_unmatched',
      total: 1,
      alerts: [
        alert({
          kind: 'bank_line_unmatched',
          bank_line: { id: 3, date: '2026-11-14', description: 'INTEREST', amount: '1.27', month: '2026-11', days_unmatched: 15 },
        }),
      ],
    },
    {
      kind: 'ssa_deposit_missing',
      total: 1,
      alerts: [
        alert({
          kind: 'ssa_deposit_missing',
          client: MARIA,
          deposit: { month: '2026-10', benefit: 'Supplemental Security Income (SSI)', amount: '50.00' },
        }),
      ],
    },
  ],
};

function show(roles: StaffRole[], data: TAlerts) {
  storeStaffSession(roles);
  api = stubApi({ 'GET /admin/alerts': () => ({ status: 200, data: { data } }) });
  return renderRoutes([{ path: '/admin', element: <AlertsSection roles={roles} /> }], '/admin');
}

beforeEach(() => sessionStorage.clear());
afterEach(() => api.restore());

describe('the home page alerts', () => {
  it('groups them by kind under headings, each a link to the finance client page naming the client and the problem', async () => {
    show(['finance'], ALL);
    const ssi = await screen.findByRole('heading', { level: 3, name: `${copy.kinds.ssi_over_limit} (2)` });
    expect(screen.getByRole('heading', { level: 2, name: copy.heading })).toBeInTheDocument();
    const list = within(ssi.closest('section')!).getByRole('list');
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Maria Lopez: $4,810.25 held, over the SSI limit of $2,000.00', '/admin/finance/clients/7'],
      ['Rosa Diaz: $2,443.00 expected within 30 days, over the SSI limit of $2,000.00', '/admin/finance/clients/9'],
    ]);
    expect(within(list).getByText(copy.code('APP-MRA226'), { exact: false })).toBeInTheDocument();
    // Capped: 1 listed of 12.
    expect(screen.getByText(copy.more(11))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Darnell Price: balance -\$102.40, bills of \$600.00 due in 14 days/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Bank line of .*INTEREST, \$1.27: not matched for 15 days/ })).toHaveAttribute(
      'href',
      '/admin/finance/reconciliation/2026-11',
    );
    expect(
      screen.getByRole('link', { name: 'Maria Lopez: no Supplemental Security Income (SSI) deposit arrived in October 2026' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(5);
  });

  it("leads a caseworker to the client's profile, and leaves out the kinds with none", async () => {
    const view = show(['caseworker'], {
      today: ALL.today,
      groups: [ALL.groups[0]!, { kind: 'negative_balance', total: 0, alerts: [] }, ALL.groups[4]!],
    });
    const link = await screen.findByRole('link', { name: /Maria Lopez: no Supplemental Security Income/ });
    expect(link).toHaveAttribute('href', '/admin/clients/7');
    // A case note about the alert: the client's note form, started with the alert's words.
    const note = within(link.closest('li')!).getByRole('link', { name: ADMIN_CASE_NOTES_CONTENT.about.alertAddNote('Maria Lopez') });
    expect(note).toHaveAttribute('href', '/admin/clients/7#case-note-form-heading');
    // The alert's words go in the history entry's state, not the address.
    await view.user.click(note);
    expect(view.router.state.location.pathname).toBe('/admin/clients/7');
    expect(view.router.state.location.search).toBe('');
    expect(view.router.state.location.state).toEqual({ noteAbout: ADMIN_CASE_NOTES_CONTENT.about.alert(link.textContent!) });
    expect(screen.queryByRole('heading', { name: new RegExp(copy.kinds.negative_balance) })).not.toBeInTheDocument();
  });

  it('names the client without a link when the roles open no client page (an admin alone)', async () => {
    show(['admin'], { today: ALL.today, groups: [ALL.groups[1]!] });
    expect(await screen.findByText(/Darnell Price: balance/)).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('says so when there is nothing to look at', async () => {
    show(['finance'], { today: ALL.today, groups: [{ kind: 'negative_balance', total: 0, alerts: [] }] });
    expect(await screen.findByText(copy.empty)).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
