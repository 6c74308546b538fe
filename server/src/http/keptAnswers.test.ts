import { createKeptAnswers } from './keptAnswers';

const answer = (text: string) => ({ data: Buffer.from(text) });

describe('createKeptAnswers', () => {
  it('answers the kept value while its version stands and loads again when it moves', async () => {
    const kept = createKeptAnswers<{ data: Buffer }>(100);
    const load = jest.fn(async () => answer('one'));
    const first = await kept.read('a', 'v1', load);
    expect(await kept.read('a', 'v1', load)).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
    const moved = await kept.read('a', 'v2', async () => answer('two'));
    expect(moved?.data.toString()).toBe('two');
    expect(await kept.read('a', 'v2', load)).toBe(moved);
  });

  it('drops the least recently read answers to stay within its bytes', async () => {
    const kept = createKeptAnswers<{ data: Buffer }>(10);
    await kept.read('a', 'v', async () => answer('aaaa'));
    await kept.read('b', 'v', async () => answer('bbbb'));
    await kept.read('a', 'v', async () => answer('reloaded'));
    // 4 + 4 + 4 > 10: 'b', read longest ago, goes.
    await kept.read('c', 'v', async () => answer('cccc'));
    const reloads: string[] = [];
    for (const key of ['a', 'c', 'b'])
      await kept.read(key, 'v', async () => {
        reloads.push(key);
        return answer('xxxx');
      });
    expect(reloads).toEqual(['b']);
  });

  it('keeps neither an answer larger than its bytes nor a null one', async () => {
    const kept = createKeptAnswers<{ data: Buffer }>(3);
    const big = jest.fn(async () => answer('too big'));
    await kept.read('a', 'v', big);
    await kept.read('a', 'v', big);
    expect(big).toHaveBeenCalledTimes(2);
    const none = jest.fn(async () => null);
    expect(await kept.read('b', 'v', none)).toBeNull();
    await kept.read('b', 'v', none);
    expect(none).toHaveBeenCalledTimes(2);
  });
});
