import { loadOnDemand, ON_DEMAND_RETRY } from './loadOnDemand';

const chunkError = () => Object.assign(new Error('Loading chunk 3123 failed.'), { name: 'ChunkLoadError' });

describe('a module loaded on demand', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('loads once and gives every caller the same module', async () => {
    const load = jest.fn(async () => ({ name: 'outbox' }));
    const module = loadOnDemand(load);
    const [first, second] = await Promise.all([module(), module()]);
    expect(first).toBe(second);
    await module();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed load again after a wait, and the callers get the module of the attempt that worked', async () => {
    const loaded = { name: 'outbox' };
    const load = jest.fn().mockRejectedValueOnce(chunkError()).mockResolvedValueOnce(loaded);
    const module = loadOnDemand(load);
    const order: string[] = [];
    const first = module().then(() => order.push('first'));
    const second = module().then(() => order.push('second'));
    await jest.advanceTimersByTimeAsync(ON_DEMAND_RETRY.delayMs(0) - 1);
    expect(load).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    await Promise.all([first, second]);
    expect(load).toHaveBeenCalledTimes(2);
    expect(order).toEqual(['first', 'second']);
    await expect(module()).resolves.toBe(loaded);
  });

  it('fails once every attempt has failed, and loads again on the next use', async () => {
    const load = jest.fn().mockRejectedValue(chunkError());
    const module = loadOnDemand(load);
    const failed = expect(module()).rejects.toThrow('Loading chunk 3123 failed.');
    await jest.runAllTimersAsync();
    await failed;
    expect(load).toHaveBeenCalledTimes(ON_DEMAND_RETRY.attempts);
    load.mockResolvedValueOnce({ name: 'outbox' });
    await expect(module()).resolves.toEqual({ name: 'outbox' });
    expect(load).toHaveBeenCalledTimes(ON_DEMAND_RETRY.attempts + 1);
  });
});
