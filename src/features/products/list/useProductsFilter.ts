import { useCallback, useMemo } from 'react';
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

  const update = useCallback(
    (changes: Record<string, string | null>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: true },
      ),
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
