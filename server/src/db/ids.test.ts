import { ID_PATTERN, idTimestamp, isId, newId } from '../lib/ids';

// ids.ts lives in server/src/lib; its tests sit with the db layer that owns it.
describe('newId', () => {
  afterEach(() => jest.restoreAllMocks());

  it('makes 24 lowercase hex characters', () => {
    const id = newId();
    expect(id).toMatch(ID_PATTERN);
    expect(isId(id)).toBe(true);
    expect(isId('XYZ')).toBe(false);
    expect(isId(42)).toBe(false);
  });

  it('is unique and sorts in creation order within a second', () => {
    jest.spyOn(Date, 'now').mockReturnValue(Date.UTC(2026, 10, 22, 10, 0, 0));
    const ids = Array.from({ length: 2000 }, () => newId());
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
  });

  it('puts the creation second first, so later ids sort after earlier ones', () => {
    const now = jest.spyOn(Date, 'now');
    now.mockReturnValue(Date.UTC(2026, 10, 22, 10, 0, 59, 999));
    const earlier = newId();
    now.mockReturnValue(Date.UTC(2026, 10, 22, 10, 1, 0, 0));
    const later = newId();
    expect(later > earlier).toBe(true);
    expect(idTimestamp(earlier).toISOString()).toBe('2026-11-22T10:00:59.000Z');
    expect(idTimestamp(later).toISOString()).toBe('2026-11-22T10:01:00.000Z');
  });
});
