import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// `any` as in React's own `lazy()`: a component of any props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type PreloadableComponent<T extends ComponentType<any>> = LazyExoticComponent<T> & {
  /** Starts loading the component's chunk (once; a failed load is tried again on the next call). */
  preload: () => Promise<unknown>;
};

/**
 * `lazy()` whose chunk can also be loaded ahead of the first render (at idle, on pointer-down), so the click that
 * opens a dialog does not wait for the network and the chunk's parse. Both paths share one load.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyPreloadable<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): PreloadableComponent<T> {
  let loading: Promise<{ default: T }> | undefined;
  const preload = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return Object.assign(lazy(preload), { preload });
}
