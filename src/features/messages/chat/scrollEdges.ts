import { CHAT_SCROLL_THRESHOLD_PX } from '../../../lib/constants';

export interface ScrollMetrics {
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
}

/** At the bottom within this many pixels (a fractional scroll position, Virtuoso's own threshold). */
const AT_BOTTOM_PX = 4;

/**
 * SPEC section 9: older messages load within 100 px of the top; the scroll-to-bottom button shows beyond 100 px.
 * `atBottom`: the newest message's end is in view (the list keeps it there when it grows).
 */
export function scrollEdges({ scrollTop, scrollHeight, clientHeight }: ScrollMetrics) {
  const fromBottom = scrollHeight - clientHeight - scrollTop;
  return {
    nearTop: scrollTop <= CHAT_SCROLL_THRESHOLD_PX,
    farFromBottom: fromBottom > CHAT_SCROLL_THRESHOLD_PX,
    atBottom: fromBottom <= AT_BOTTOM_PX,
  };
}
