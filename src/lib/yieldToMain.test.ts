import { yieldToMain } from './yieldToMain';

describe('yieldToMain', () => {
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
  });

  it('resumes in a later task: work queued in the current one (microtasks) runs first', async () => {
    const order: string[] = [];
    const resumed = yieldToMain().then(() => order.push('resumed'));
    void Promise.resolve().then(() => order.push('microtask'));
    await resumed;
    expect(order).toEqual(['microtask', 'resumed']);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldSpy = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldSpy };
    await yieldToMain();
    expect(yieldSpy).toHaveBeenCalledTimes(1);
  });
});
