import { setApiHeaders } from '../../../api/baseQuery';
import type { ApiEnvelope, CartLine, ObjectId } from '../../../api/wire';
import { settings } from '../../../lib/settings';

/**
 * PUT /user/cart/:id at once, as a `keepalive` fetch: it still reaches the server when the page is reloaded, closed
 * or left right after the click (a pending debounced call would die with the page). Answers the server's line.
 */
export async function sendQuantityNow(
  state: unknown,
  id: ObjectId,
  qty: number,
  version: number | undefined,
): Promise<CartLine> {
  const headers = setApiHeaders(new Headers({ 'Content-Type': 'application/json' }), state);
  const response = await fetch(`${settings.apiBaseUrl}/user/cart/${encodeURIComponent(id)}`, {
    method: 'PUT',
    keepalive: true,
    headers,
    body: JSON.stringify(version === undefined ? { qty } : { qty, version }),
  });
  if (!response.ok) throw new Error(`PUT /user/cart/${id}: ${response.status}`);
  return ((await response.json()) as ApiEnvelope<CartLine>).data;
}

/** Calls `flush` when the page is going away (reload, close, another site) or hidden (a phone may never come back). */
export function onPageLeaving(flush: () => void): () => void {
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    window.removeEventListener('pagehide', flush);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}
