export { renderRoutes, stubApi, type RecordedRequest, type StubHandler, type StubReply } from '@/test/api-stub';
import type { RouteObject } from 'react-router';

/** Signs a client in the way sign-in leaves the browser: the token cookie and the user info. */
export function storeClientSession(fields: Record<string, unknown> = {}) {
  document.cookie = 'authToken=token-123; path=/';
  localStorage.setItem(
    'userInfo',
    JSON.stringify({
      process_type: 'client',
      current_process: 'approved',
      id: 7,
      first_name: 'Maria',
      last_name: 'Lopez',
      ssn_number_partial: '4320',
      ...fields,
    }),
  );
}

/** The account area as the router mounts it, without lazy loading. */
export async function accountRoutes(): Promise<RouteObject[]> {
  const [{ AccountLayout }, { AccountPage }] = await Promise.all([
    import('@/features/account/account-layout'),
    import('@/features/account/account-page'),
  ]);
  return [
    {
      path: '/my-account',
      Component: AccountLayout,
      children: [{ index: true, Component: AccountPage }],
    },
  ];
}

export const PROGRAMS = [
  { id: 1, name: 'Representative Payee Program', status: 1, short_name: 'RPP' },
  { id: 2, name: 'Money Management Program', status: 0, short_name: 'MMP' },
];
