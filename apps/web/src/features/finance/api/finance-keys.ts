import type { QueryClient } from '@tanstack/react-query';

/** Every finance read's cache key starts here: a posting changes balances on many screens at once. */
export const FINANCE_KEY = ['admin', 'finance'] as const;

/** After any finance action: every finance read is read again when next shown (the home page's counts too). */
export const refreshFinance = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: FINANCE_KEY });
