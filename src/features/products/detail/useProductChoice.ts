import { useMemo } from 'react';
import { useAddressParams } from '../../../lib/useAddressParams';
import type { Product } from '../productsApi';
import { sizesOf } from './quantityRules';

/** "No size" (N/A), as the address and the size buttons write it. */
export const NO_SIZE = '∅';

export interface ProductChoice {
  /** The chosen size (null = N/A) or undefined when none is chosen yet. */
  size: string | null | undefined;
  variantId: string | undefined;
  setSize: (size: string | null) => void;
  setVariantId: (variantId: string | undefined) => void;
}

/**
 * The product page's chosen size and colour live in the address (`?size=&variant=`), so a reload, Back and a QA
 * replay show the same choice. A size or variant the product does not have reads as not chosen.
 */
export function useProductChoice(product: Product): ProductChoice {
  const [params, update] = useAddressParams();
  const sizeParam = params.get('size');
  const variantParam = params.get('variant');
  const chosenSize = sizeParam === null ? undefined : sizeParam === NO_SIZE ? null : sizeParam;
  const size = chosenSize !== undefined && sizesOf(product.sizeAndColors).includes(chosenSize) ? chosenSize : undefined;
  const variantId = product.sizeAndColors.some((variant) => variant._id === variantParam)
    ? (variantParam ?? undefined)
    : undefined;

  return useMemo(
    () => ({
      size,
      variantId,
      setSize: (next: string | null) => update({ size: next ?? NO_SIZE }),
      setVariantId: (next: string | undefined) => update({ variant: next }),
    }),
    [size, variantId, update],
  );
}
