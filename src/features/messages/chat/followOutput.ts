import { scrollEdges, type ScrollMetrics } from './scrollEdges';

/**
 * Virtuoso's `followOutput`: a new message is followed only when the scroller really is at the bottom. Virtuoso asks
 * on any change of the count (older pages prepended too) and says "at the bottom" while a scroll of its own is under
 * way: answering yes then took a jump to an old message (a search hit, a quote) back to the newest, when the list's
 * own loading of an older page landed during the jump's scroll.
 */
export function followWhenAtBottom(atBottom: boolean, scroller: ScrollMetrics | null): 'auto' | false {
  return atBottom && !(scroller && scrollEdges(scroller).farFromBottom) ? 'auto' : false;
}
