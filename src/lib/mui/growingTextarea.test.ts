import { fitHeight } from './growingTextarea';

/** A textarea whose laid-out text is `lines` lines of 23 px, shown at its style height (one line when unset). */
function field(lines: () => number) {
  const element = document.createElement('textarea');
  Object.defineProperty(element, 'scrollHeight', { configurable: true, get: () => lines() * 23 });
  Object.defineProperty(element, 'clientHeight', {
    configurable: true,
    get: () => (element.style.height ? parseFloat(element.style.height) : 23),
  });
  return element;
}

describe('fitHeight (where the browser has no field-sizing)', () => {
  it('grows to the text when it no longer fits', () => {
    let lines = 1;
    const element = field(() => lines);
    fitHeight(element, false);
    expect(element.style.height).toBe('');
    lines = 3;
    fitHeight(element, false);
    expect(element.style.height).toBe('69px');
  });

  it('writes no height while the grown text still fits (no second layout in the frame)', () => {
    const element = field(() => 2);
    element.style.height = '46px';
    const writes: string[] = [];
    Object.defineProperty(element.style, 'height', {
      configurable: true,
      get: () => '46px',
      set: (value: string) => writes.push(value),
    });
    fitHeight(element, false);
    expect(writes).toEqual([]);
  });

  it('shrinks back when the text may have lost lines', () => {
    let lines = 4;
    const element = field(() => lines);
    fitHeight(element, false);
    expect(element.style.height).toBe('92px');
    lines = 1;
    fitHeight(element, true);
    expect(element.style.height).toBe('23px');
  });

  it('does nothing to a field that is not laid out', () => {
    const element = field(() => 0);
    element.style.height = '46px';
    fitHeight(element, true);
    expect(element.style.height).toBe('46px');
  });
});
