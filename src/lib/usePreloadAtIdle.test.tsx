import { cleanup, render, waitFor } from '@testing-library/react';
import { usePreloadAtIdle } from './usePreloadAtIdle';

function Preloads({ preload }: { preload: () => Promise<unknown> }) {
  usePreloadAtIdle(preload);
  return null;
}

type IdleWindow = { requestIdleCallback?: unknown; cancelIdleCallback?: unknown };

describe('usePreloadAtIdle', () => {
  afterEach(() => {
    // Unmount first: the effect's cleanup cancels through the stand-in idle callback.
    cleanup();
    delete (window as IdleWindow).requestIdleCallback;
    delete (window as IdleWindow).cancelIdleCallback;
  });

  it("waits for the browser's idle callback, then preloads once", () => {
    const idle: Array<() => void> = [];
    (window as IdleWindow).requestIdleCallback = (run: () => void) => idle.push(run);
    (window as IdleWindow).cancelIdleCallback = () => undefined;
    const preload = jest.fn(() => Promise.resolve());

    const { rerender } = render(<Preloads preload={preload} />);
    rerender(<Preloads preload={preload} />);
    expect(preload).not.toHaveBeenCalled();

    expect(idle).toHaveLength(1);
    idle[0]();
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it('does not preload after the page has gone', () => {
    const cancelled: number[] = [];
    (window as IdleWindow).requestIdleCallback = () => 7;
    (window as IdleWindow).cancelIdleCallback = (handle: number) => cancelled.push(handle);
    const preload = jest.fn(() => Promise.resolve());

    render(<Preloads preload={preload} />).unmount();

    expect(cancelled).toEqual([7]);
  });

  it('preloads in a later task where the browser has no idle callback, and swallows a failure', async () => {
    const preload = jest.fn(() => Promise.reject(new Error('offline')));

    render(<Preloads preload={preload} />);

    expect(preload).not.toHaveBeenCalled();
    await waitFor(() => expect(preload).toHaveBeenCalledTimes(1));
  });
});
