import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_EXPIRES_HEADER, SESSION_EXPIRES_STORAGE_KEY } from '@payee/contract';
import { deferred, stubApi, type StubReply } from '@/test/api-stub';
import { login } from './api/login';
import { http } from './http';
import { readStoredSession, SessionProvider, useSession } from './session';

/** A stubbed answer held back until `answer()`: a call sent under one session and answered under the next. */
function holdAnswer(reply: () => StubReply) {
  const sent = deferred<void>();
  const answered = deferred<void>();
  return {
    handler: async () => {
      sent.resolve();
      await answered.promise;
      return reply();
    },
    isSent: sent.promise,
    answer: () => answered.resolve(),
  };
}

function renderSession(queryClient = new QueryClient()) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>{children}</SessionProvider>
    </QueryClientProvider>
  );
  return renderHook(() => useSession(), { wrapper });
}

describe('session', () => {
  it('restores the user on load when both the cookie and the stored user info exist', () => {
    Cookies.set('authToken', 'tok-1');
    localStorage.setItem('userInfo', JSON.stringify({ process_type: 'client', application_code: 'APP-1' }));
    const { result } = renderSession();
    expect(result.current.isSignedIn).toBe(true);
    expect(result.current.user).toMatchObject({ token: 'tok-1', process_type: 'client', application_code: 'APP-1' });
  });

  it('restores nothing and clears the cookie when the user info is missing', () => {
    Cookies.set('authToken', 'tok-1');
    expect(readStoredSession()).toBeNull();
    expect(Cookies.get('authToken')).toBeUndefined();
  });

  it('restores nothing and clears the user info when the cookie is missing', () => {
    localStorage.setItem('userInfo', JSON.stringify({ process_type: 'client' }));
    const { result } = renderSession();
    expect(result.current.isSignedIn).toBe(false);
    expect(localStorage.getItem('userInfo')).toBeNull();
  });

  it('keeps the token in the cookie only and the other fields in localStorage on sign-in', () => {
    const { result } = renderSession();
    act(() => result.current.signIn({ token: 'tok-2', process_type: 'onboarding', application_code: 'APP-9' }));
    expect(Cookies.get('authToken')).toBe('tok-2');
    expect(JSON.parse(localStorage.getItem('userInfo') ?? '{}')).toEqual({ process_type: 'onboarding', application_code: 'APP-9' });
    expect(result.current.user?.token).toBe('tok-2');
  });

  it('clears the cookie, the user info and the query cache on logout', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['programs'], [{ id: 1 }]);
    const { result } = renderSession(queryClient);
    act(() => result.current.signIn({ token: 'tok-3', process_type: 'client' }));
    act(() => result.current.logout());
    expect(result.current.isSignedIn).toBe(false);
    expect(Cookies.get('authToken')).toBeUndefined();
    expect(localStorage.getItem('userInfo')).toBeNull();
    expect(queryClient.getQueryData(['programs'])).toBeUndefined();
  });
});

describe('a session the server has ended', () => {
  let api: ReturnType<typeof stubApi> | null = null;
  afterEach(() => {
    api?.restore();
    api = null;
  });

  const refuseEverything = () => {
    api = stubApi({
      'GET /website/client/programs': () => ({ status: 401, data: { message: 'You have been signed out. Please sign in again.' } }),
      'POST /website/login': () => ({ status: 401, data: { message: 'The username or password is not correct.' } }),
    });
  };

  function signedInSession(token: string) {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['account', 'programs'], [{ id: 1 }]);
    const view = renderSession(queryClient);
    act(() => view.result.current.signIn({ token, process_type: 'client', first_name: 'Maria' }));
    return { ...view, queryClient };
  }

  /** A session signed in with `token` and then ended by a refused call. */
  async function endedSession(token: string) {
    refuseEverything();
    const view = signedInSession(token);
    await act(async () => {
      await http.get('/website/client/programs').catch(() => undefined);
    });
    return view;
  }

  it('ends when a call carrying its token is refused with 401: cookie, user info and cached data are cleared', async () => {
    const { result, queryClient } = await endedSession('tok-4');
    expect(result.current.user).toBeNull();
    expect(result.current.hasEnded).toBe(true);
    expect(Cookies.get('authToken')).toBeUndefined();
    expect(localStorage.getItem('userInfo')).toBeNull();
    expect(queryClient.getQueryData(['account', 'programs'])).toBeUndefined();
  });

  it('ends when the cookie is already gone (expired, or signed out in another tab) and the call goes without a token', async () => {
    refuseEverything();
    const { result } = signedInSession('tok-5');
    Cookies.remove('authToken', { path: '/' });
    await act(async () => {
      await http.get('/website/client/programs').catch(() => undefined);
    });
    expect(result.current.user).toBeNull();
    expect(result.current.hasEnded).toBe(true);
  });

  it('stays when the 401 answers a call of an earlier session (signed in again since)', async () => {
    const held = holdAnswer(() => ({ status: 401, data: { message: 'You have been signed out. Please sign in again.' } }));
    api = stubApi({ 'GET /website/client/programs': held.handler });
    const { result } = signedInSession('tok-earlier');
    const earlierCall = http.get('/website/client/programs').catch(() => undefined);
    await held.isSent;
    act(() => result.current.signIn({ token: 'tok-now', process_type: 'client' }));
    await act(async () => {
      held.answer();
      await earlierCall;
    });
    expect(result.current.user?.token).toBe('tok-now');
    expect(Cookies.get('authToken')).toBe('tok-now');
    expect(result.current.hasEnded).toBe(false);
  });

  it('stays when a sign-in is refused with 401 (wrong credentials are not an ended session)', async () => {
    refuseEverything();
    const { result } = signedInSession('tok-6');
    await act(async () => {
      await login({ login_method: 'username', username: 'maria.lopez', password: 'wrong', 'g-recaptcha-response': null }).catch(
        () => undefined,
      );
    });
    expect(result.current.user?.token).toBe('tok-6');
    expect(Cookies.get('authToken')).toBe('tok-6');
    expect(result.current.hasEnded).toBe(false);
  });

  it('is signed in again by the next sign-in, which also forgets that the last one ended', async () => {
    const { result, unmount } = await endedSession('tok-7');
    act(() => result.current.signIn({ token: 'tok-8', process_type: 'client' }));
    expect(result.current.user?.token).toBe('tok-8');
    expect(result.current.hasEnded).toBe(false);
    unmount();
    expect(renderSession().result.current.hasEnded).toBe(false);
  });

  it('is still known to have ended after a reload of the tab, until the next sign-in', async () => {
    (await endedSession('tok-9')).unmount();

    const reloaded = renderSession();
    expect(reloaded.result.current.user).toBeNull();
    expect(reloaded.result.current.hasEnded).toBe(true);
    act(() => reloaded.result.current.signIn({ token: 'tok-11', process_type: 'client' }));
    reloaded.unmount();

    expect(renderSession().result.current.hasEnded).toBe(false);
  });

  it('is not taken to have ended after a reload when a session was stored since (a sign-in in another tab)', async () => {
    (await endedSession('tok-12')).unmount();
    Cookies.set('authToken', 'tok-13');
    localStorage.setItem('userInfo', JSON.stringify({ process_type: 'client' }));

    const reloaded = renderSession();
    expect(reloaded.result.current.user?.token).toBe('tok-13');
    expect(reloaded.result.current.hasEnded).toBe(false);
  });

  it('is forgotten by logout, also for a reload', async () => {
    const first = await endedSession('tok-10');
    act(() => first.result.current.logout());
    expect(first.result.current.hasEnded).toBe(false);
    first.unmount();
    expect(renderSession().result.current.hasEnded).toBe(false);
  });
});

describe("the session's idle end", () => {
  let api: ReturnType<typeof stubApi> | null = null;
  afterEach(() => {
    api?.restore();
    api = null;
  });
  const answerWith = (expiresAt: string) => ({
    status: 200,
    data: { data: { process_type: 'client' } },
    headers: { [SESSION_EXPIRES_HEADER]: expiresAt },
  });

  it("is learnt from the answers to this session's calls and from the sign-in answer, never moves back, and is forgotten on logout", async () => {
    let next = '2026-08-01T10:30:00.000Z';
    api = stubApi({
      'GET /website/client/process': () => answerWith(next),
      'POST /website/login': () => ({ ...answerWith('2026-08-01T10:00:00.000Z'), data: { message: 'Welcome', data: {} } }),
    });
    const { result } = renderSession();
    await act(async () => {
      await http.post('/website/login', {});
    });
    expect(result.current.expiresAt).toBe(Date.parse('2026-08-01T10:00:00.000Z'));
    act(() => result.current.signIn({ token: 'tok-9', process_type: 'client' }));
    await act(async () => {
      await http.get('/website/client/process');
    });
    expect(result.current.expiresAt).toBe(Date.parse('2026-08-01T10:30:00.000Z'));
    expect(localStorage.getItem(SESSION_EXPIRES_STORAGE_KEY)).toBe('2026-08-01T10:30:00.000Z');
    // An answer overtaken by a later one does not move the end back.
    next = '2026-08-01T10:20:00.000Z';
    await act(async () => {
      await http.get('/website/client/process');
    });
    expect(result.current.expiresAt).toBe(Date.parse('2026-08-01T10:30:00.000Z'));
    act(() => result.current.logout());
    expect(result.current.expiresAt).toBeNull();
    expect(localStorage.getItem(SESSION_EXPIRES_STORAGE_KEY)).toBeNull();
  });

  it('ignores the end given to a call of an earlier session (signed in again since)', async () => {
    const held = holdAnswer(() => answerWith('2026-08-01T11:00:00.000Z'));
    api = stubApi({ 'GET /website/client/process': held.handler });
    const { result } = renderSession();
    act(() => result.current.signIn({ token: 'tok-earlier', process_type: 'client' }));
    const earlierCall = http.get('/website/client/process');
    await held.isSent;
    act(() => result.current.signIn({ token: 'tok-10', process_type: 'client' }));
    await act(async () => {
      held.answer();
      await earlierCall;
    });
    expect(result.current.expiresAt).toBeNull();
  });

  it('follows a later end written by another tab', () => {
    const { result } = renderSession();
    act(() => {
      localStorage.setItem(SESSION_EXPIRES_STORAGE_KEY, '2026-08-01T12:00:00.000Z');
      window.dispatchEvent(new StorageEvent('storage', { key: SESSION_EXPIRES_STORAGE_KEY }));
    });
    expect(result.current.expiresAt).toBe(Date.parse('2026-08-01T12:00:00.000Z'));
  });
});
