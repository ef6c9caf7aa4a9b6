import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Toasts } from '@/components/ui/toasts';
import { queryClient as appQueryClient } from '@/lib/query-client';
import { SessionProvider } from '@/lib/session';

/**
 * What pages that talk to the API share: server-state cache, the session and the toasts. Mounted by
 * layouts/app-services-layout.tsx around those pages only, not around the whole app. Emotion's nonce-carrying
 * cache (for react-select under the CSP) is provided by the select fields themselves
 * (components/ui/emotion-cache.tsx), so emotion loads only on pages with a select.
 */
export function AppProviders({ children, queryClient = appQueryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        {children}
        <Toasts />
      </SessionProvider>
    </QueryClientProvider>
  );
}
