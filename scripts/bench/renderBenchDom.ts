// What the render benches (events list, cart) share: a jsdom window as the browser globals, a timed first render,
// and medians.
import { JSDOM } from 'jsdom';
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import type { createRoot as CreateRoot } from 'react-dom/client';
import { mockWindowWidth } from '../../src/testing/mockWindowWidth';

/** Installs a jsdom window as the globals the app's modules and React DOM read; call before importing them. */
export function installDom(url: string): void {
  const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', { url, pretendToBeVisual: true });
  const { window } = dom;
  const scope = globalThis as Record<string, unknown>;
  for (const key of Object.getOwnPropertyNames(window)) {
    if (!(key in globalThis)) scope[key] = (window as unknown as Record<string, unknown>)[key];
  }
  Object.defineProperty(globalThis, 'window', { value: window, configurable: true });
  Object.defineProperty(globalThis, 'document', { value: window.document, configurable: true });
  Object.defineProperty(globalThis, 'navigator', { value: window.navigator, configurable: true });
  // A desktop window: the layout's media queries answer as on a 1440 px screen.
  mockWindowWidth(1440);
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/**
 * Renders `element` into a new container and times it: flushSync renders and commits before it returns, in
 * production builds too (act is development-only). `createRoot` comes from the bench, which may need to import
 * react-dom/client only after a hook of its own is installed.
 */
export function mountTimed(createRoot: typeof CreateRoot, element: ReactNode) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const started = performance.now();
  flushSync(() => {
    root.render(element);
  });
  const mountMs = performance.now() - started;
  const unmount = () => {
    root.unmount();
    container.remove();
  };
  return { container, mountMs, unmount };
}
