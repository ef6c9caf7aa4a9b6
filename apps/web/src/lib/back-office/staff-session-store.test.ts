import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_COOKIE_NAME, IDEMPOTENCY_KEY_HEADER, SESSION_EXPIRES_HEADER, STAFF_SESSION_STORAGE_KEY } from '@payee/contract';
import { stubApi } from '@/test/api-stub';
import { staffHttp, staffSessionStore } from './staff-session-store';

vi.mock('@/lib/toast', () => ({ showToast: vi.fn(), toast: { dismiss: vi.fn() } }));

const MEMBER = {
  id: 7,
  email: 'jane@example.org',
  name: 'Jane Admin',
  roles: ['admin' as const],
  expires_at: '2026-11-25T10:15:00.000Z',
  absolute_expires_at: '2026-11-25T22:00:00.000Z',
  token: 'staff-token',
};

beforeEach(() => {
  staffSessionStore.end('signed-out');
  staffSessionStore.takeLastEnd();
});

afterEach(() => {
  Cookies.remove(AUTH_COOKIE_NAME);
});

describe('the staff session', () => {
  it('is kept in sessionStorage, never in the clients’ authToken cookie, and sent as the bearer token of staffHttp only', async () => {
    Cookies.set(AUTH_COOKIE_NAME, 'client-token');
    staffSessionStore.signIn(MEMBER);
    expect(JSON.parse(sessionStorage.getItem(STAFF_SESSION_STORAGE_KEY) ?? '{}')).toMatchObject({
      token: 'staff-token',
      name: 'Jane Admin',
    });
    expect(Cookies.get(AUTH_COOKIE_NAME)).toBe('client-token');
    const api = stubApi({ 'GET /admin/session': () => ({ status: 200, data: { data: MEMBER } }) });
    await staffHttp.get('/admin/session');
    expect(api.requests[0]?.headers.get('Authorization')).toBe('Bearer staff-token');
  });

  it('moves the idle end on with each answer’s header, and reads the server’s clock from its Date header', async () => {
    staffSessionStore.signIn(MEMBER);
    const serverTime = new Date(Date.now() + 5 * 60_000);
    stubApi({
      'GET /admin/session': () => ({
        status: 200,
        data: { data: MEMBER },
        headers: { [SESSION_EXPIRES_HEADER]: '2026-11-25T10:30:00.000Z', date: serverTime.toUTCString() },
      }),
    });
    await staffHttp.get('/admin/session');
    expect(staffSessionStore.get()?.expires_at).toBe('2026-11-25T10:30:00.000Z');
    expect(Math.abs(staffSessionStore.serverNow() - serverTime.getTime())).toBeLessThan(2_000);
  });

  it('ends when the server answers 401 to a call that carried its token, and says why once', async () => {
    staffSessionStore.signIn(MEMBER);
    stubApi({ 'GET /admin/staff': () => ({ status: 401, data: { message: 'Your session has expired. Please sign in again.' } }) });
    await expect(staffHttp.get('/admin/staff')).rejects.toThrow();
    expect(staffSessionStore.get()).toBeNull();
    expect(sessionStorage.getItem(STAFF_SESSION_STORAGE_KEY)).toBeNull();
    expect(staffSessionStore.takeLastEnd()).toBe('ended');
    expect(staffSessionStore.takeLastEnd()).toBeNull();
  });

  it('restores a stored session in a new page, and reads nothing from a stored value that is not one', async () => {
    sessionStorage.setItem(STAFF_SESSION_STORAGE_KEY, JSON.stringify(MEMBER));
    vi.resetModules();
    expect((await import('./staff-session-store')).staffSessionStore.get()).toMatchObject({ name: 'Jane Admin' });
    sessionStorage.setItem(STAFF_SESSION_STORAGE_KEY, '{"token": 3}');
    vi.resetModules();
    expect((await import('./staff-session-store')).staffSessionStore.get()).toBeNull();
  });

  it('sends an Idempotency-Key with each POST (lib/idempotency-keys), a new one per submission, and none with a read', async () => {
    staffSessionStore.signIn(MEMBER);
    const api = stubApi({
      'POST /admin/finance/deposits': () => ({ status: 201, data: {} }),
      'GET /admin/finance/overview': () => ({ status: 200, data: {} }),
      'POST /admin/clients/7/notes': () => ({ status: 201, data: {} }),
    });
    await staffHttp.post('/admin/finance/deposits', { amount: '10.00' });
    await staffHttp.get('/admin/finance/overview');
    await staffHttp.post('/admin/clients/7/notes', { kind: 'visit' });
    await staffHttp.post('/admin/clients/7/notes', { kind: 'visit' });
    const keys = api.requests.map((request) => request.headers.get(IDEMPOTENCY_KEY_HEADER));
    expect(keys).toEqual([
      expect.stringMatching(/^"[0-9a-f-]{36}"$/),
      null,
      expect.stringMatching(/^"[0-9a-f-]{36}"$/),
      expect.stringMatching(/^"[0-9a-f-]{36}"$/),
    ]);
    // Each answered submission is a new one: the same note sent again is a second note, as the person asked.
    expect(keys[3]).not.toBe(keys[2]);
  });
});
