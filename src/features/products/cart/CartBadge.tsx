import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CountBadge } from '../../../components/CountBadge';
import { useAppSelector } from '../../../lib/store/hooks';
import { selectCartTotals, useGetCartQuery } from './cartApi';

/**
 * The top bar's cart: the number of items (quantities as on screen, so a stepper click shows at once), linking to
 * the cart. It reads the cart's one cache entry, which every cart change updates or reloads (another tab's too,
 * through the live `cart.changed` event).
 */
export default function CartBadge() {
  const { t } = useTranslation();
  useGetCartQuery();
  const count = useAppSelector((state) => selectCartTotals(state).itemCount);
  return (
    <IconButton
      component={RouterLink}
      to="/my/cart"
      color="inherit"
      aria-label={t('layout.topBar.cartBadge', { count })}
    >
      <CountBadge count={count} color="primary">
        <ShoppingCartOutlinedIcon />
      </CountBadge>
    </IconButton>
  );
}
