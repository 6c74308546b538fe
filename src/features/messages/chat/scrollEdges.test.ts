import { scrollEdges } from './scrollEdges';

const metrics = (scrollTop: number) => ({ scrollTop, scrollHeight: 2000, clientHeight: 500 });

describe('the chat scroll thresholds (100 px)', () => {
  it('is near the top within 100 px of it, and not beyond', () => {
    expect(scrollEdges(metrics(0)).nearTop).toBe(true);
    expect(scrollEdges(metrics(100)).nearTop).toBe(true);
    expect(scrollEdges(metrics(101)).nearTop).toBe(false);
  });

  it('shows the scroll-to-bottom button only beyond 100 px from the bottom', () => {
    // The bottom is at scrollTop 1500.
    expect(scrollEdges(metrics(1500)).farFromBottom).toBe(false);
    expect(scrollEdges(metrics(1400)).farFromBottom).toBe(false);
    expect(scrollEdges(metrics(1399)).farFromBottom).toBe(true);
  });

  it('is at the bottom within 4 px of it (a scroll position may be fractional), and not beyond', () => {
    expect(scrollEdges(metrics(1500)).atBottom).toBe(true);
    expect(scrollEdges(metrics(1496.5)).atBottom).toBe(true);
    expect(scrollEdges(metrics(1495)).atBottom).toBe(false);
  });
});
