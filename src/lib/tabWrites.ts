// A write whose answer the tab puts in its cache needs no reload when the live event of that same write comes back:
// the tab names itself on such writes (`X-Tab-Id`), the server names it back in the live event (`by`), and the tab
// skips the reload unless a read of the data may have put older data back since (ownChangeShown). The write's
// answer must put the whole write in the cache again (a quantity line kept pending until then, a removal removed
// once more), so a read answered before it cannot undo it.

/** This tab's id, sent with writes whose answer patches the cache (the cart's quantity and removal). */
export const TAB_ID = Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) =>
  byte.toString(16).padStart(2, '0'),
).join('');
export const TAB_HEADER = 'X-Tab-Id';

/** Per kind of data ('cart'), when this tab put the answers of its latest own writes in the cache. */
const answeredAt = new Map<string, number[]>();
/** Reads of one cache entry follow each other, and the screen shows the last: only the last few answers can race it. */
const KEPT_ANSWERS = 20;

/** Called once the answer of this tab's write of `data` is in the cache. */
export function ownWriteShown(data: string, at = Date.now()): void {
  answeredAt.set(data, [...(answeredAt.get(data) ?? []), at].slice(-KEPT_ANSWERS));
}

/** A cached read as RTK Query keeps it (its query substate). */
export interface CachedRead {
  status: string;
  startedTimeStamp?: number;
  fulfilledTimeStamp?: number;
}

/**
 * Whether a live change of `data` made by the tab `by` is this tab's own and on screen already, or will be once the
 * write's answer is in the cache (the event may come before the answer). Not when a read is on its way, nor when the
 * read on screen was sent before one of this tab's answers and came back after it: it may have put older data back.
 * A read that came back before an answer is harmless, as the answer puts the write in the cache again.
 */
export function ownChangeShown(by: string | undefined, data: string, read: CachedRead | undefined): boolean {
  if (by !== TAB_ID || !read || read.status === 'pending') return false;
  const sent = read.startedTimeStamp ?? 0;
  const answered = read.fulfilledTimeStamp ?? Number.POSITIVE_INFINITY;
  return !(answeredAt.get(data) ?? []).some((at) => sent <= at && at <= answered);
}
