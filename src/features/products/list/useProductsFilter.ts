import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { ObjectId } from '../../../api/wire';
import type { ProductsQuery } from '../productsApi';

export interface ProductsFilter extends ProductsQuery {
  setName: (name: string) => void;
  setCategory: (categoryId: ObjectId | null) => void;
  setPage: (page: number) => void;
}

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * The list's search, category and page live in the address (`?name=&category=&page=`), so going back from a
 * product returns to the same page and a link can be shared. A new search or category starts again at page 1.
 */
export function useProductsFilter(): ProductsFilter {
  const [params, setParams] = useSearchParams();
  const name = params.get('name') ?? '';
  const categoryId = params.get('category') || null;
  const page = readPage(params.get('page'));

  // The address as last written: a settled search and a category pick can land before the page re-renders, and each
  // must build on the other's change instead of on the params of the previous render.
  const latest = useRef(params);
  useLayoutEffect(() => {
    latest.current = params;
  }, [params]);

  const update = useCallback(
    (changes: Record<string, string | null>) => {
      const next = new URLSearchParams(latest.current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      latest.current = next;
      setParams(next, { replace: true });
    },
    [setParams],
  );

  return useMemo(
    () => ({
      name,
      categoryId,
      page,
      setName: (value: string) => update({ name: value.trim() ? value : null, page: null }),
      setCategory: (value: ObjectId | null) => update({ category: value, page: null }),
      setPage: (value: number) => update({ page: value > 1 ? String(value) : null }),
    }),
    [name, categoryId, page, update],
  );
}
