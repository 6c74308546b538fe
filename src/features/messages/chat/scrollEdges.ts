import { CHAT_SCROLL_THRESHOLD_PX } from '../../../lib/constants';

export interface ScrollMetrics {
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
}

/** SPEC section 9: older messages load within 100 px of the top; the scroll-to-bottom button shows beyond 100 px. */
export function scrollEdges({ scrollTop, scrollHeight, clientHeight }: ScrollMetrics) {
  const fromBottom = scrollHeight - clientHeight - scrollTop;
  return {
    nearTop: scrollTop <= CHAT_SCROLL_THRESHOLD_PX,
    farFromBottom: fromBottom > CHAT_SCROLL_THRESHOLD_PX,
  };
}
