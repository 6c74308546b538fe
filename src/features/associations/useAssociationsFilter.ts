import { useMemo } from 'react';
import { readPageParam, useAddressParams } from '../../lib/useAddressParams';

export interface AssociationsFilter {
  /** The settled name search, trimmed ('' for none). */
  name: string;
  /** 1-based. */
  page: number;
  /** Only the associations the member follows. */
  followed: boolean;
  setName: (name: string) => void;
  setFollowed: (followed: boolean) => void;
  setPage: (page: number) => void;
}

/**
 * The Associations tab's settled search, followed filter and page live in the address (`?q=&followed=1&page=`, beside the profile's `tab`), so a reload,
 * Back and a QA replay show the same list. A new search or filter starts again at page 1.
 */
export function useAssociationsFilter(): AssociationsFilter {
  const [params, update] = useAddressParams();
  const name = params.get('q')?.trim() ?? '';
  const page = readPageParam(params.get('page'));
  const followed = params.get('followed') === '1';

  return useMemo(
    () => ({
      name,
      page,
      followed,
      setName: (value: string) => update({ q: value.trim(), page: null }),
      setFollowed: (value: boolean) => update({ followed: value ? '1' : null, page: null }, false),
      setPage: (value: number) => update({ page: value > 1 ? String(value) : null }, false),
    }),
    [name, page, followed, update],
  );
}
