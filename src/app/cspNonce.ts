export const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';

/**
 * The per-response nonce the server writes into `<meta name="csp-nonce">`. The webpack dev server leaves the
 * placeholder in place; then there is no nonce and the page runs without one.
 */
export function readCspNonce(doc: Document): string | undefined {
  const value = doc.querySelector('meta[name="csp-nonce"]')?.getAttribute('content')?.trim();
  return value && value !== CSP_NONCE_PLACEHOLDER ? value : undefined;
}
