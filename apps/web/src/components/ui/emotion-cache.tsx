import type { ReactNode } from 'react';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { getCspNonce } from '@/lib/csp-nonce';

let cache: EmotionCache | null = null;

/** One emotion cache for the page, created on first use with the CSP nonce from <meta property="csp-nonce">. */
export function getEmotionCache(): EmotionCache {
  cache ??= createCache({ key: 'payee', nonce: getCspNonce() });
  return cache;
}

/**
 * react-select writes its styles through emotion; under the CSP each <style> it adds needs the nonce.
 * Wraps the selects only, so pages without one never load emotion.
 */
export function NonceStyleProvider({ children }: { children: ReactNode }) {
  return <CacheProvider value={getEmotionCache()}>{children}</CacheProvider>;
}
