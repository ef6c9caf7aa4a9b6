import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_FINANCE_CONTENT } from '@payee/content/admin-finance';
import { VALIDATION_MESSAGES } from '@payee/content/validation';
import { tooLongMessage } from '@payee/contract';
import { renderRoutes, storeStaffSession, stubApi } from '@/test/finance';
import { VendorsPage } from './vendors-page';

const copy = ADMIN_FINANCE_CONTENT.vendors;
let api: ReturnType<typeof stubApi>;

beforeEach(() => storeStaffSession());
afterEach(() => {
  api.restore();
  sessionStorage.clear();
});

function renderVendors() {
  api = stubApi({
    'GET /admin/finance/vendors': () => ({ status: 200, data: { data: [], meta: { page: 1, per_page: 25, total: 0, last_page: 1 } } }),
  });
  return renderRoutes([{ path: '/admin/finance/vendors', Component: VendorsPage }], '/admin/finance/vendors');
}

describe('the vendors filter', () => {
  it("refuses a search the list's query would refuse, in the contract's words, and keeps the list as it was", async () => {
    const view = renderVendors();
    const search = await screen.findByRole('searchbox', { name: copy.search });
    // The field stops typing at 100 characters; a longer value (pasted by a script) meets the contract's check.
    fireEvent.input(search, { target: { value: 'a'.repeat(101) } });
    await view.user.click(screen.getByRole('button', { name: copy.apply }));
    const message = tooLongMessage(VALIDATION_MESSAGES.searchLabel, 100);
    expect(await screen.findByRole('link', { name: message })).toBeInTheDocument();
    expect(search).toHaveAttribute('aria-invalid', 'true');
    expect(view.router.state.location.search).toBe('');
  });

  it('puts the trimmed search and the kind in the address', async () => {
    const view = renderVendors();
    await view.user.type(await screen.findByRole('searchbox', { name: copy.search }), '  Lansing ');
    await view.user.click(screen.getByRole('button', { name: copy.apply }));
    await waitFor(() => expect(view.router.state.location.search).toBe('?q=Lansing'));
    await waitFor(() => expect(api.sent('GET', '/admin/finance/vendors').at(-1)?.params).toMatchObject({ q: 'Lansing' }));
  });
});
