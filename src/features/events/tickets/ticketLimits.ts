// What the purchase form accepts, before the server checks again (docs/CONVENTIONS.md, ticket preview).

/** The server takes at most this many tickets in one purchase. */
export const MAX_TICKETS_PER_PURCHASE = 50;
export const HOLDER_NAME_MAX_LENGTH = 120;

export type TicketCountProblem =
  | { key: 'wholeNumber' }
  | { key: 'atLeastOne' }
  | { key: 'tooMany'; count: number }
  | { key: 'maxPerPurchase'; max: number };

export type HolderNameProblem = { key: 'holderRequired' } | { key: 'holderTooLong'; max: number };

/**
 * The problem with the typed number of tickets, or null when it can be bought. `remaining` is the latest count the
 * server reported; unknown before the first quote, when the server's own answer decides.
 */
export function checkTicketCount(text: string, remaining: number | undefined): TicketCountProblem | null {
  const trimmed = text.trim();
  if (trimmed === '') return { key: 'atLeastOne' };
  if (!/^-?\d+$/.test(trimmed)) return { key: 'wholeNumber' };
  const count = Number(trimmed);
  if (count < 1) return { key: 'atLeastOne' };
  if (remaining !== undefined && count > remaining) return { key: 'tooMany', count: remaining };
  if (count > MAX_TICKETS_PER_PURCHASE) return { key: 'maxPerPurchase', max: MAX_TICKETS_PER_PURCHASE };
  return null;
}

export function checkHolderName(name: string): HolderNameProblem | null {
  const trimmed = name.trim();
  if (trimmed === '') return { key: 'holderRequired' };
  if (trimmed.length > HOLDER_NAME_MAX_LENGTH) return { key: 'holderTooLong', max: HOLDER_NAME_MAX_LENGTH };
  return null;
}

/** The most tickets the number field offers. */
export function maxTicketsFor(remaining: number | undefined): number {
  return Math.max(1, Math.min(remaining ?? MAX_TICKETS_PER_PURCHASE, MAX_TICKETS_PER_PURCHASE));
}
