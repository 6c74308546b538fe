import type { ProductVariant } from '../../../api/wire';

/** The largest quantity one cart call accepts (server: qty 1..999). */
export const MAX_LINE_QTY = 999;

export type QuantityProblem = 'optionRequired' | 'quantityRange' | null;

/**
 * SPEC's catalogue rules for adding to the cart: 'an option must be selected' without a variant, and the
 * quantity 'not 0 and not above stock' (a whole number from 1 to the variant's stock).
 */
export function quantityProblem(variant: ProductVariant | undefined, qty: number): QuantityProblem {
  if (!variant) return 'optionRequired';
  if (!Number.isInteger(qty) || qty < 1 || qty > Math.min(variant.stock, MAX_LINE_QTY)) return 'quantityRange';
  return null;
}

/** A variant that can be chosen: one at least in stock. */
export function isAvailable(variant: ProductVariant): boolean {
  return variant.stock > 0;
}

/** The variants that share a size (null = N/A), in display order. */
export function sizesOf(variants: readonly ProductVariant[]): (string | null)[] {
  return [...new Set(variants.map((variant) => variant.size))];
}

export function findVariantById(
  variants: readonly ProductVariant[],
  id: string | undefined,
): ProductVariant | undefined {
  return id ? variants.find((variant) => variant._id === id) : undefined;
}
