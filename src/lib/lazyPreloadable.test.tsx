import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyPreloadable } from './lazyPreloadable';

const Loaded = ({ text }: { text: string }) => <p>{text}</p>;

describe('lazyPreloadable', () => {
  it('loads the chunk once when it is preloaded and then rendered', async () => {
    const load = jest.fn(() => Promise.resolve({ default: Loaded }));
    const Lazy = lazyPreloadable(load);

    await Lazy.preload();
    await Lazy.preload();
    render(
      <Suspense fallback={null}>
        <Lazy text="ready" />
      </Suspense>,
    );

    expect(await screen.findByText('ready')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders without a preload, like lazy()', async () => {
    const load = jest.fn(() => Promise.resolve({ default: Loaded }));
    const Lazy = lazyPreloadable(load);

    render(
      <Suspense fallback={null}>
        <Lazy text="on demand" />
      </Suspense>,
    );

    expect(await screen.findByText('on demand')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed load again on the next preload', async () => {
    const load = jest
      .fn<Promise<{ default: typeof Loaded }>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: Loaded });
    const Lazy = lazyPreloadable(load);

    await expect(Lazy.preload()).rejects.toThrow('offline');
    await expect(Lazy.preload()).resolves.toEqual({ default: Loaded });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
