import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { readStoredSession, SessionProvider, useSession } from './session';

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
