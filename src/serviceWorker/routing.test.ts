import {
  isCacheable,
  memberCacheName,
  memberCaches,
  memberIdOf,
  registeredEventIds,
  routeOf,
  shellCacheName,
  staleCaches,
  MAX_PREFETCHED_EVENTS,
} from './routing';

const ORIGIN = 'https://campo.example';
const MARIO = '6560a1b2c3d4e5f601234567';
const GIULIA = '6560a1b2c3d4e5f60123abcd';
const EVENT = '65f000000000000000000001';

/** A token shaped like the server's (HS256 JWT; the worker never checks the signature). */
function tokenOf(claims: object): string {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.c2lnbmF0dXJl`;
}
const bearer = (memberId: string) => `Bearer ${tokenOf({ sub: memberId, sid: 'abc', iss: 'campo' })}`;

const get = (path: string, authorization: string | null = bearer(MARIO), mode = 'cors') => ({
  method: 'GET',
  url: `${ORIGIN}${path}`,
  mode,
  authorization,
});

describe('the service worker routing', () => {
  it('answers page loads (network first, the shell offline) and hashed assets (cache first)', () => {
    expect(routeOf(get('/my/event/abc', null, 'navigate'), ORIGIN)).toEqual({ kind: 'navigation' });
    expect(routeOf(get('/assets/main.3621d799f5.js', null), ORIGIN)).toEqual({ kind: 'asset' });
    expect(routeOf(get('/assets/main.3621d799f5.js.map', null), ORIGIN)).toEqual({ kind: 'network' });
  });

  it("keeps My events and a registered event's page in the cache of the member the token names", () => {
    expect(routeOf(get('/api/user/myevents?offset=0&limit=10'), ORIGIN)).toEqual({
      kind: 'memberApi',
      memberId: MARIO,
      eventList: true,
    });
    expect(routeOf(get(`/api/user/myevent/${EVENT}`, bearer(GIULIA)), ORIGIN)).toEqual({
      kind: 'memberApi',
      memberId: GIULIA,
      eventList: false,
    });
    expect(memberCacheName(MARIO)).not.toBe(memberCacheName(GIULIA));
  });

  it.each([
    ['a write', { ...get(`/api/user/myevent/${EVENT}`), method: 'POST' }],
    ['a write of presence', { ...get('/api/user/event/presence'), method: 'PUT' }],
    ['another API answer', get('/api/user/profile')],
    ['another event route', get(`/api/user/event/${EVENT}`)],
    ['a malformed event id', get('/api/user/myevent/..%2Fprofile')],
    ['no token', get('/api/user/myevents', null)],
    ['a token naming no member', get('/api/user/myevents', `Bearer ${tokenOf({ sid: 'abc' })}`)],
    ['a token that is no JWT', get('/api/user/myevents', 'Bearer not-a-token')],
    ['another origin', { ...get('/api/user/myevents'), url: `https://elsewhere.example/api/user/myevents` }],
  ])('leaves %s to the network, uncached', (_case, request) => {
    expect(routeOf(request, ORIGIN)).toEqual({ kind: 'network' });
  });

  it('reads the member from the token payload only when it is an id', () => {
    expect(memberIdOf(bearer(MARIO))).toBe(MARIO);
    expect(memberIdOf(`Bearer ${tokenOf({ sub: '../../x' })}`)).toBeNull();
    expect(memberIdOf(null)).toBeNull();
  });

  it('fetches ahead the distinct registered events of a My events answer, at most 50', () => {
    const body = { data: [{ _id: EVENT }, { _id: EVENT }, { _id: 'nope' }, null, { _id: GIULIA }] };
    expect(registeredEventIds(body)).toEqual([EVENT, GIULIA]);
    const many = Array.from({ length: 60 }, (_, index) => ({ _id: index.toString(16).padStart(24, '0') }));
    expect(registeredEventIds({ data: many })).toHaveLength(MAX_PREFETCHED_EVENTS);
    expect(registeredEventIds({ message: 'error' })).toEqual([]);
  });

  it("drops other builds' shells on activation and every member cache on logout", () => {
    const names = [shellCacheName('old'), shellCacheName('new'), 'campo-assets', memberCacheName(MARIO)];
    expect(staleCaches(names, 'new')).toEqual([shellCacheName('old')]);
    expect(memberCaches(names)).toEqual([memberCacheName(MARIO)]);
  });

  it('keeps only whole, successful same-origin answers', () => {
    expect(isCacheable({ ok: true, status: 200, type: 'basic' })).toBe(true);
    expect(isCacheable({ ok: true, status: 206, type: 'basic' })).toBe(false);
    expect(isCacheable({ ok: false, status: 401, type: 'basic' })).toBe(false);
    expect(isCacheable({ ok: false, status: 0, type: 'opaque' })).toBe(false);
  });
});
