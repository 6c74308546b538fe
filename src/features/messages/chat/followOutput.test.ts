import { followWhenAtBottom, stayAtBottom } from './followOutput';

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

describe('staying at the bottom when the list grows under the view', () => {
  let frames: FrameRequestCallback[];
  beforeEach(() => {
    frames = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  });
  afterEach(() => jest.restoreAllMocks());
  const scroller = () => {
    const element = document.createElement('div');
    Object.defineProperty(element, 'scrollHeight', { value: 1430 });
    element.scrollTop = 0;
    return element;
  };

  it('goes to the new bottom in the next frame', () => {
    const element = scroller();
    stayAtBottom(element, () => true);
    expect(element.scrollTop).toBe(0);
    frames.forEach((frame) => frame(0));
    expect(element.scrollTop).toBe(1430);
  });

  it('leaves a member who scrolled away before that frame where they are', () => {
    const element = scroller();
    let atBottom = true;
    stayAtBottom(element, () => atBottom);
    atBottom = false;
    frames.forEach((frame) => frame(0));
    expect(element.scrollTop).toBe(0);
  });
});
