import { useCallback, useLayoutEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/** Changes some of the address's parameters: an empty value removes one; `replace` (the default) adds no history entry. */
export type AddressParamsUpdate = (changes: Record<string, string | null | undefined>, replace?: boolean) => void;

/**
 * The address's query parameters, for screen state kept in the URL (docs/CONVENTIONS.md, "Screen state"). Each change
 * builds on the address as last written, not on the parameters of the last render: a settled search and a page pick
 * can land in one turn, and both must stay.
 */
export function useAddressParams(): [URLSearchParams, AddressParamsUpdate] {
  const [params, setParams] = useSearchParams();
  const latest = useRef(params);
  useLayoutEffect(() => {
    latest.current = params;
  }, [params]);

  const update = useCallback<AddressParamsUpdate>(
    (changes, replace = true) => {
      const next = new URLSearchParams(latest.current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      latest.current = next;
      setParams(next, { replace });
    },
    [setParams],
  );
  return [params, update];
}

/** A 1-based page number from the address; anything else is page 1. */
export function readPageParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
