import { STOCK_LOW_THRESHOLD } from '../../../lib/constants';

export type StockLevel = 'plenty' | 'low' | 'out';

/** SPEC section 9: above 10 green, 1 to 10 orange, 0 'Out of Stock' (view disabled). */
export function stockLevel(stock: number): StockLevel {
  if (stock <= 0) return 'out';
  return stock > STOCK_LOW_THRESHOLD ? 'plenty' : 'low';
}
