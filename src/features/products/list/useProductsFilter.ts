import { useMemo } from 'react';
import { readPageParam, useAddressParams } from '../../../lib/useAddressParams';
import type { ObjectId } from '../../../api/wire';
import type { ProductsQuery } from '../productsApi';

export interface ProductsFilter extends ProductsQuery {
  setName: (name: string) => void;
  setCategory: (categoryId: ObjectId | null) => void;
  setPage: (page: number) => void;
}

/**
 * The list's search, category and page live in the address (`?name=&category=&page=`), so going back from a
 * product returns to the same page and a link can be shared. A new search or category starts again at page 1.
 */
export function useProductsFilter(): ProductsFilter {
  const [params, update] = useAddressParams();
  const name = params.get('name') ?? '';
  const categoryId = params.get('category') || null;
  const page = readPageParam(params.get('page'));

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
