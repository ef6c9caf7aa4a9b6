/**
 * The per-request CSP nonce. Vite writes `<meta property="csp-nonce" nonce="…">` (html.cspNonce) and
 * the server fills it in; browsers hide the attribute after parsing, so read the `nonce` property.
 */
export function getCspNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  const nonce = meta?.nonce || meta?.getAttribute('nonce') || undefined;
  // In `vite dev` nobody replaces the placeholder and no CSP is sent: no nonce is needed.
  return nonce && nonce !== '__CSP_NONCE__' ? nonce : undefined;
}
