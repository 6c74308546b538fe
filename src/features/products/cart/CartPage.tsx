import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, useCallback, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { serverMessage } from '../../../api/errors';
import { useAppSelector } from '../../../lib/store/hooks';
import { EmptyState } from '../../../components/EmptyState';
import { ListLoadFailed } from '../../../components/ListLoadFailed';
import { OnceOpened } from '../../../components/OnceOpened';
import { useListErrorToast } from '../../../components/useListErrorToast';
import { toast } from '../../../lib/toast';
import { registerProductsCatalogue } from '../components/productsCatalogue';
import { useAddToCartMutation, useRemoveCartLineMutation, type CartLine } from '../productsApi';
import { selectCartLineIds, useGetCartQuery } from './cartApi';
import { CartLines } from './CartLines';
import { CartTotals, type CartCheckoutProps } from './CartTotals';

registerProductsCatalogue();

// The undo bar (MUI's Snackbar, its transition and click-away) loads with the first removed line.
const UndoSnackbar = lazy(() => import(/* webpackChunkName: "mui-snackbar" */ '@mui/material/Snackbar'));

/** How long the undo offer stays after a line is removed. */
const UNDO_MS = 6000;

export type { CartCheckoutProps } from './CartTotals';

/**
 * /my/cart: the server's cart (refetched when the window regains focus or the network comes back, so a second tab
 * shows the same cart), lines with quantity steppers, totals, and remove with undo. `checkout` is the step that
 * follows (the orders feature's, composed in src/app/pages/CartRoutePage.tsx).
 */
export default function CartPage({ checkout }: { checkout?: ComponentType<CartCheckoutProps> }) {
  const { t } = useTranslation(['products', 'common']);
  const { hasCart, error, isLoading, refetch } = useGetCartQuery(undefined, {
    refetchOnFocus: true,
    refetchOnReconnect: true,
    // The page only needs to know a cart came: rows read their line by id and the totals have their own selector,
    // so a quantity change renders that row and the totals, never the page and its 300 rows' elements.
    selectFromResult: ({ data, error: loadError, isLoading: loading }) => ({
      hasCart: data !== undefined,
      error: loadError,
      isLoading: loading,
    }),
  });
  const ids = useAppSelector(selectCartLineIds);
  const [removeLine] = useRemoveCartLineMutation();
  const [addToCart] = useAddToCartMutation();
  const [removed, setRemoved] = useState<CartLine | null>(null);
  useListErrorToast(error);

  const remove = useCallback(
    (line: CartLine) => {
      setRemoved(line);
      void removeLine(line._id).then((result) => {
        if (!result.error) return;
        setRemoved(null);
        toast.error(
          t('cart.removeFailed', {
            name: line.name,
            error: serverMessage(result.error) ?? t('common:messages.network.requestFailed'),
          }),
        );
      });
    },
    [removeLine, t],
  );

  const undo = () => {
    if (!removed) return;
    const line = removed;
    setRemoved(null);
    void addToCart({ productId: line.productId, variantId: line.variantId, qty: line.qty }).then((result) => {
      if (!result.error) return;
      toast.error(
        t('cart.undoFailed', {
          name: line.name,
          error: serverMessage(result.error) ?? t('common:messages.network.requestFailed'),
        }),
      );
    });
  };

  let content;
  if (isLoading) {
    content = <Skeleton variant="rounded" height={240} aria-busy="true" />;
  } else if (!hasCart) {
    content = error ? <ListLoadFailed onRetry={() => void refetch()} /> : null;
  } else if (ids.length === 0) {
    content = (
      <EmptyState
        icon={<ShoppingCartOutlinedIcon fontSize="inherit" />}
        title={t('cart.empty')}
        description={t('cart.emptyHint')}
        action={
          <Button variant="contained" component={RouterLink} to="/products">
            {t('cart.browseProducts')}
          </Button>
        }
      />
    );
  } else {
    content = (
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 320px' } }}>
        <CartLines ids={ids} onRemove={remove} />
        {/* A long cart keeps its totals and checkout in sight: beside the lines and under the top bar on wide
            screens, a bar stuck to the bottom of the screen under the lines on narrower ones (a phone). */}
        <Box
          data-testid="cart-totals-bar"
          sx={{
            alignSelf: { lg: 'start' },
            position: 'sticky',
            top: { lg: 88 },
            bottom: { xs: 0, lg: 'auto' },
            zIndex: 2,
            boxShadow: { xs: 8, lg: 'none' },
          }}
        >
          <CartTotals checkout={checkout} />
        </Box>
      </Box>
    );
  }

  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <Typography variant="pageTitle" gutterBottom>
        {t('cart.title')}
      </Typography>
      {content}
      <OnceOpened open={removed !== null}>
        <UndoSnackbar
          open={removed !== null}
          autoHideDuration={UNDO_MS}
          onClose={(_event, reason) => {
            if (reason !== 'clickaway') setRemoved(null);
          }}
          message={removed ? t('cart.removed', { name: removed.name }) : ''}
          action={
            <Button color="secondary" size="small" onClick={undo}>
              {t('cart.undo')}
            </Button>
          }
        />
      </OnceOpened>
    </Container>
  );
}
