import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { skipToken } from '@reduxjs/toolkit/query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { serverMessage } from '../../../api/errors';
import { AfterOpenPaint } from '../../../components/AfterOpenPaint';
import { ModalDialog } from '../../../components/ModalDialog';
import type { ObjectId } from '../../../api/wire';
import { toast } from '../../../lib/toast';
import { useGetMyOrderQuery, useReorderMutation } from '../myOrdersApi';
import { receiptPath } from '../receiptApi';
import { buyAgainText } from './buyAgainText';
import { OrderDetailContent } from './OrderDetailContent';
import { Notice } from '../../../components/Notice';

export interface OrderDetailDialogProps {
  /** The order shown; null closes the dialog. */
  orderId: ObjectId | null;
  onClose: () => void;
}

/**
 * One order with every field (`GET /user/my/order/{id}`); a failed load says so with the server's message or
 * 'Failed to load order details.' (SPEC section 8). A product order can be bought again. Full screen on a phone;
 * ModalDialog keeps the focus inside, closes on Escape and gives the focus back to the button that opened it. The
 * order's details render after the opening frame has painted (AfterOpenPaint), behind the loading skeleton.
 */
export function OrderDetailDialog({ orderId, onClose }: OrderDetailDialogProps) {
  const { t } = useTranslation(['orders', 'common']);
  const titleId = useId();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  // The last order shown stays while the dialog closes, so its content does not change during the exit animation.
  const [shownId, setShownId] = useState(orderId);
  if (orderId !== null && orderId !== shownId) setShownId(orderId);
  const { currentData: order, error, isFetching } = useGetMyOrderQuery(shownId ?? skipToken);
  const [reorder, { isLoading: reordering }] = useReorderMutation();

  const buyAgain = async () => {
    if (!order) return;
    const result = await reorder(order._id);
    if (result.error) {
      const detail = serverMessage(result.error);
      toast.error(
        detail
          ? { key: 'orders:myOrders.buyAgain.failed', values: { error: detail } }
          : { key: 'orders:myOrders.buyAgain.failedNoDetail' },
      );
      return;
    }
    const text = buyAgainText(result.data, t);
    if (result.data.added.length === 0) toast.warning(text);
    else if (result.data.skipped.length > 0) toast.info(text);
    else toast.success(text);
  };

  const title = order
    ? t('myOrders.detail.title', { reference: order.transactionId })
    : t('myOrders.detail.loadingTitle');

  const loading = (
    <Stack spacing={1} role="status" aria-busy="true" aria-label={t('myOrders.detail.loadingTitle')}>
      <Skeleton variant="rounded" height={32} width="50%" />
      <Skeleton variant="text" />
      <Skeleton variant="text" />
      <Skeleton variant="rounded" height={120} />
    </Stack>
  );

  return (
    <ModalDialog
      open={orderId !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      fullScreen={phone}
    >
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </DialogTitle>
      {/* A long order scrolls here with nothing focusable in it: a tab stop lets the keyboard scroll it. */}
      <DialogContent dividers tabIndex={0}>
        {order ? (
          <AfterOpenPaint fallback={loading}>
            <OrderDetailContent order={order} />
          </AfterOpenPaint>
        ) : error && !isFetching ? (
          <Notice severity="error">{serverMessage(error) ?? t('common:messages.orders.detailFailed')}</Notice>
        ) : (
          loading
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {order?.status === 2 && (
          <Button component={RouterLink} to={receiptPath(order._id)} startIcon={<ReceiptLongIcon />}>
            {t('receipt.open')}
          </Button>
        )}
        {order?.productType === 'Product' && (
          <Button variant="contained" onClick={() => void buyAgain()} loading={reordering}>
            {t('myOrders.buyAgain.button')}
          </Button>
        )}
        <Button onClick={onClose}>{t('myOrders.detail.close')}</Button>
      </DialogActions>
    </ModalDialog>
  );
}
