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

/**
 * Keeps a view that was at the bottom there when the list grows under it (the "Seen" line showing up under the newest
 * message), in the next frame, unless the member has scrolled away by then (a frame's scroll events come before its
 * animation frame callbacks). It moves the scroller itself: Virtuoso's `scrollToIndex` keeps correcting its scroll for
 * a while as items are measured, and pulled a member who had just scrolled up back to the bottom.
 */
export function stayAtBottom(scroller: HTMLElement, stillAtBottom: () => boolean) {
  window.requestAnimationFrame(() => {
    if (stillAtBottom()) scroller.scrollTop = scroller.scrollHeight;
  });
}
