import { followWhenAtBottom } from './followOutput';

const at = (scrollTop: number) => ({ scrollTop, scrollHeight: 3000, clientHeight: 600 });

describe('following new messages to the bottom', () => {
  it('follows when Virtuoso and the scroller both are at the bottom', () => {
    expect(followWhenAtBottom(true, at(2400))).toBe('auto');
    expect(followWhenAtBottom(true, at(2350))).toBe('auto');
  });

  it('does not follow when Virtuoso says "at the bottom" while the scroller is at a message far above', () => {
    // Virtuoso says so while a scroll of its own (a jump) is under way and an older page is prepended.
    expect(followWhenAtBottom(true, at(0))).toBe(false);
    expect(followWhenAtBottom(true, at(2299))).toBe(false);
  });

  it('does not follow when Virtuoso is not at the bottom, and follows before the scroller is known', () => {
    expect(followWhenAtBottom(false, at(2400))).toBe(false);
    expect(followWhenAtBottom(true, null)).toBe('auto');
  });
});
