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

/** A quantity sent as the page went away: kept in this tab's session storage until its answer arrives. */
export interface LeftQuantity {
  id: ObjectId;
  qty: number;
  version: number | undefined;
  at: number;
}

const LEFT_QUANTITIES_KEY = 'campo-cart-left-quantities';
// A reload comes within seconds; an older note (the tab came back to the site much later) is not sent again.
const LEFT_QUANTITY_MAX_AGE_MS = 60_000;

/**
 * Notes the quantities a flush sends. A keepalive request may reach the server after the reloaded page has read the
 * cart (or never, if the browser drops it): the next page sends them again, with the same version, so the server
 * keeps them once (a second copy meets the 409 of a stale version and changes nothing).
 */
export function rememberLeftQuantities(quantities: Omit<LeftQuantity, 'at'>[]): void {
  const at = Date.now();
  const kept = new Map(readLeftQuantities().map((entry) => [entry.id, entry]));
  for (const entry of quantities) kept.set(entry.id, { ...entry, at });
  writeLeftQuantities([...kept.values()]);
}

/** The answer of a quantity sent as the page went away arrived: nothing to send again. */
export function forgetLeftQuantity(id: ObjectId): void {
  writeLeftQuantities(readLeftQuantities().filter((entry) => entry.id !== id));
}

/** The quantities the previous page of this tab sent as it went away (recent ones), and forgets them. */
export function takeLeftQuantities(): LeftQuantity[] {
  const recent = readLeftQuantities().filter((entry) => Date.now() - entry.at < LEFT_QUANTITY_MAX_AGE_MS);
  writeLeftQuantities([]);
  return recent;
}

function readLeftQuantities(): LeftQuantity[] {
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(LEFT_QUANTITIES_KEY) ?? '[]') as unknown;
    return Array.isArray(stored)
      ? stored.filter(
          (entry): entry is LeftQuantity =>
            typeof entry?.id === 'string' && Number.isInteger(entry?.qty) && typeof entry?.at === 'number',
        )
      : [];
  } catch {
    return [];
  }
}

function writeLeftQuantities(entries: LeftQuantity[]): void {
  try {
    if (entries.length === 0) window.sessionStorage.removeItem(LEFT_QUANTITIES_KEY);
    else window.sessionStorage.setItem(LEFT_QUANTITIES_KEY, JSON.stringify(entries));
  } catch {
    // Storage refused (private mode, quota): the keepalive request alone carries the quantity.
  }
}
