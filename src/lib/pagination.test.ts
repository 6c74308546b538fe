import { needsPagination, pageCount, pageToOffset } from './pagination';

describe('pagination helpers', () => {
  it('turns a 1-based page into the offset (page - 1) * size', () => {
    expect(pageToOffset(1, 3)).toBe(0);
    expect(pageToOffset(2, 3)).toBe(3);
    expect(pageToOffset(5, 2)).toBe(8);
    expect(pageToOffset(3, 10)).toBe(20);
  });

  it('never gives a negative offset for a page below 1', () => {
    expect(pageToOffset(0, 3)).toBe(0);
  });

  it('counts pages and paginates only when the total exceeds the page size', () => {
    expect(pageCount(7, 3)).toBe(3);
    expect(pageCount(6, 3)).toBe(2);
    expect(needsPagination(3, 3)).toBe(false);
    expect(needsPagination(4, 3)).toBe(true);
    expect(needsPagination(0, 3)).toBe(false);
  });
});
