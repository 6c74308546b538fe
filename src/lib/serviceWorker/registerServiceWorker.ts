import { FORGET_MEMBERS, SKIP_WAITING, type WorkerMessage } from './messages';

export const SERVICE_WORKER_URL = '/sw.js';

export interface ServiceWorkerHooks {
  /** A new build's worker is installed and waiting; `apply` hands it the page and reloads once it has taken over. */
  onUpdateReady(apply: () => void): void;
  reload(): void;
}

/**
 * Registers the service worker once the page has loaded and the main thread is idle, so it never competes with
 * the first render (docs/PERFORMANCE.md). A worker that installs while an older one controls the page waits; the
 * app offers a reload instead of swapping the code under an open page.
 */
export function registerServiceWorkerWhenIdle(container: ServiceWorkerContainer, hooks: ServiceWorkerHooks): void {
  // Safari has no requestIdleCallback: a task of its own after load then.
  const whenIdle = self.requestIdleCallback ?? setTimeout;
  const register = () => whenIdle(() => void registerServiceWorker(container, hooks));
  if (document.readyState === 'complete') register();
  else addEventListener('load', register, { once: true });
}

export async function registerServiceWorker(container: ServiceWorkerContainer, hooks: ServiceWorkerHooks) {
  const registration = await container.register(SERVICE_WORKER_URL);
  const offer = (waiting: ServiceWorker) =>
    hooks.onUpdateReady(() => {
      container.addEventListener('controllerchange', hooks.reload, { once: true });
      waiting.postMessage({ type: SKIP_WAITING } satisfies WorkerMessage);
    });
  // Only an update is offered: the first worker of a browser just takes over (nothing of the page changes).
  if (registration.waiting && container.controller) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && container.controller) offer(installing);
    });
  });
  return registration;
}

/** Logout: the worker deletes every member's cached API answers (src/serviceWorker/worker.ts). */
export async function forgetMembersInServiceWorker(container: ServiceWorkerContainer | undefined): Promise<void> {
  const registration = await container?.getRegistration().catch(() => undefined);
  registration?.active?.postMessage({ type: FORGET_MEMBERS } satisfies WorkerMessage);
}
