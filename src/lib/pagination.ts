/** SPEC section 9: offset = (page - 1) * size, pages counted from 1. */
export function pageToOffset(page: number, size: number): number {
  return (Math.max(1, Math.floor(page)) - 1) * size;
}

export function pageCount(total: number, size: number): number {
  return size > 0 ? Math.ceil(Math.max(0, total) / size) : 0;
}

/** Pagination shows only when the total exceeds the page size. */
export function needsPagination(total: number, size: number): boolean {
  return total > size;
}
