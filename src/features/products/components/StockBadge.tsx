import { useTranslation } from 'react-i18next';
import { Tag } from '../../../components/Tag';
import { stockLevel } from './stockRules';

const colours = { plenty: 'success', low: 'warning', out: 'default' } as const;

/** Green above 10, orange from 1 to 10, 'Out of Stock' at 0 (SPEC section 9). */
export function StockBadge({ stock }: { stock: number }) {
  const { t } = useTranslation('products');
  const level = stockLevel(stock);
  return (
    <Tag
      color={colours[level]}
      variant={level === 'out' ? 'outlined' : 'filled'}
      label={t(`stock.${level}`, { count: stock })}
      data-stock-level={level}
    />
  );
}
