import { waitFor } from '@testing-library/react';
import { FORGET_MEMBERS, SKIP_WAITING } from './messages';
import {
  forgetMembersInServiceWorker,
  registerServiceWorker,
  registerServiceWorkerWhenIdle,
  SERVICE_WORKER_URL,
} from './registerServiceWorker';

// The browser's service worker objects are stood in for by small EventTargets: what is tested is what the app does
// with them (when it registers, when it offers an update, what it posts).

class FakeWorker extends EventTarget {
  state = 'installing';
  postMessage = jest.fn();
  becomes(state: string) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  active: FakeWorker | null = null;
  startsInstalling(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
}

class FakeContainer extends EventTarget {
  controller: FakeWorker | null = null;
  registration = new FakeRegistration();
  register = jest.fn(async () => this.registration);
  getRegistration = jest.fn(async () => this.registration);
}

const asContainer = (container: FakeContainer) => container as unknown as ServiceWorkerContainer;

function hooks() {
  return { onUpdateReady: jest.fn<void, [() => void]>(), reload: jest.fn() };
}

describe('registering the service worker', () => {
  it('waits for the load event, then a moment of its own, off the critical path', async () => {
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const container = new FakeContainer();
    registerServiceWorkerWhenIdle(asContainer(container), hooks());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(container.register).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('load'));
    expect(container.register).not.toHaveBeenCalled();
    await waitFor(() => expect(container.register).toHaveBeenCalledWith(SERVICE_WORKER_URL));
    readyState.mockRestore();
  });

  it('does not offer a reload when the first worker of this browser installs', async () => {
    const container = new FakeContainer();
    const { onUpdateReady, reload } = hooks();
    await registerServiceWorker(asContainer(container), { onUpdateReady, reload });
    const first = new FakeWorker();
    container.registration.startsInstalling(first);
    first.becomes('installed');
    expect(onUpdateReady).not.toHaveBeenCalled();
  });

  it('offers a reload when a new build installs under an open page, and reloads once it has taken over', async () => {
    const container = new FakeContainer();
    container.controller = new FakeWorker();
    const { onUpdateReady, reload } = hooks();
    await registerServiceWorker(asContainer(container), { onUpdateReady, reload });
    const next = new FakeWorker();
    container.registration.startsInstalling(next);
    expect(onUpdateReady).not.toHaveBeenCalled();
    next.becomes('installed');
    expect(onUpdateReady).toHaveBeenCalledTimes(1);

    const [apply] = onUpdateReady.mock.calls[0];
    apply();
    expect(next.postMessage).toHaveBeenCalledWith({ type: SKIP_WAITING });
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('offers the reload at once when a new build was already waiting', async () => {
    const container = new FakeContainer();
    container.controller = new FakeWorker();
    container.registration.waiting = new FakeWorker();
    const { onUpdateReady, reload } = hooks();
    await registerServiceWorker(asContainer(container), { onUpdateReady, reload });
    expect(onUpdateReady).toHaveBeenCalledTimes(1);
  });
});

describe('logout', () => {
  it('asks the worker to forget every member', async () => {
    const container = new FakeContainer();
    const active = new FakeWorker();
    container.registration.active = active;
    await forgetMembersInServiceWorker(asContainer(container));
    expect(active.postMessage).toHaveBeenCalledTimes(1);
    expect(active.postMessage).toHaveBeenCalledWith({ type: FORGET_MEMBERS });
  });

  it('does nothing in a browser without service workers', async () => {
    await expect(forgetMembersInServiceWorker(undefined)).resolves.toBeUndefined();
  });
});
