import { useMemo } from 'react';
import { readPageParam, useAddressParams } from '../../lib/useAddressParams';

export interface AssociationsFilter {
  /** The settled name search, trimmed ('' for none). */
  name: string;
  /** 1-based. */
  page: number;
  setName: (name: string) => void;
  setPage: (page: number) => void;
}

/**
 * The Associations tab's settled search and page live in the address (`?q=&page=`, beside the profile's `tab`), so a reload,
 * Back and a QA replay show the same list. A new search starts again at page 1.
 */
export function useAssociationsFilter(): AssociationsFilter {
  const [params, update] = useAddressParams();
  const name = params.get('q')?.trim() ?? '';
  const page = readPageParam(params.get('page'));

  return useMemo(
    () => ({
      name,
      page,
      setName: (value: string) => update({ q: value.trim(), page: null }),
      setPage: (value: number) => update({ page: value > 1 ? String(value) : null }, false),
    }),
    [name, page, update],
  );
}
