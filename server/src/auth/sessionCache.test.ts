import { createLocalBus } from '../realtime/bus';
import { createSessionCache, followSessionEnds, type CachedSession } from './sessionCache';

const session = (id: string): CachedSession => ({
  user: { id, email: `${id}@campo.test`, userType: 'user', firstName: 'Luca', lastName: 'Verdi' },
  lastSeenAt: null,
});

/** Resolves after the local bus has delivered what was published before (it delivers on setImmediate). */
const delivered = () => new Promise((resolve) => setImmediate(resolve));

describe('session cache', () => {
  it('keeps a session until its TTL has passed', () => {
    let clock = 1_000;
    const cache = createSessionCache({ maxEntries: 10, ttlMs: 30_000, now: () => clock });
    cache.remember('s1', session('u1'), cache.generation());
    clock += 29_999;
    expect(cache.get('s1')?.user.id).toBe('u1');
    clock += 1;
    expect(cache.get('s1')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('holds at most maxEntries, dropping the one loaded longest ago', () => {
    const cache = createSessionCache({ maxEntries: 2, ttlMs: 30_000 });
    for (const id of ['s1', 's2', 's3']) cache.remember(id, session(id), cache.generation());
    expect(cache.size).toBe(2);
    expect(cache.get('s1')).toBeUndefined();
    expect(cache.get('s3')?.user.id).toBe('s3');
  });

  it('keeps nothing with maxEntries 0', () => {
    const cache = createSessionCache({ maxEntries: 0, ttlMs: 30_000 });
    cache.remember('s1', session('u1'), cache.generation());
    expect(cache.get('s1')).toBeUndefined();
  });

  it('does not keep a row read before a session ended or the cache was cleared', () => {
    const cache = createSessionCache({ maxEntries: 10, ttlMs: 30_000 });
    const beforeEnd = cache.generation();
    cache.forget(['s1']);
    cache.remember('s1', session('u1'), beforeEnd);
    expect(cache.get('s1')).toBeUndefined();

    const beforeClear = cache.generation();
    cache.clear();
    cache.remember('s2', session('u2'), beforeClear);
    expect(cache.get('s2')).toBeUndefined();

    cache.remember('s3', session('u3'), cache.generation());
    expect(cache.get('s3')?.user.id).toBe('u3');
  });

  it('follows the bus: ended sessions are forgotten, and everything when the bus may have missed events', async () => {
    const bus = createLocalBus();
    const cache = createSessionCache({ maxEntries: 10, ttlMs: 30_000 });
    const stop = followSessionEnds(cache, bus);
    for (const id of ['s1', 's2', 's3']) cache.remember(id, session(id), cache.generation());

    await bus.publish({ kind: 'sessions-ended', userId: 'u1', sessionIds: ['s1', 's2'] });
    await delivered();
    expect([cache.get('s1'), cache.get('s2'), cache.get('s3')?.user.id]).toEqual([undefined, undefined, 's3']);

    await bus.publish({ kind: 'cart', userId: 's3' });
    await delivered();
    expect(cache.get('s3')?.user.id).toBe('s3');

    // What pgBus emits when its LISTEN connection is back after a drop.
    await bus.publish({ kind: 'resumed' });
    await delivered();
    expect(cache.size).toBe(0);

    stop();
    cache.remember('s4', session('s4'), cache.generation());
    await bus.publish({ kind: 'sessions-ended', userId: 'u4', sessionIds: ['s4'] });
    await delivered();
    expect(cache.get('s4')?.user.id).toBe('s4');
  });
});
