import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { lazy, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { ObjectId } from '../../../api/wire';
import { OnceOpened } from '../../../components/OnceOpened';
import { TabStrip } from '../../../components/TabStrip';
import { registerOrdersCatalogue } from '../ordersCatalogue';
import { useGetMyOrderQuery, type OrderProductType } from '../myOrdersApi';
import { OrdersFilters } from './OrdersFilters';
import { OrdersList } from './OrdersList';
import { useMyOrdersFilter, type OrdersSubTab } from './useMyOrdersFilter';

registerOrdersCatalogue();

// Loaded with the first opening (OnceOpened): loaded at idle instead, it put the tab over its page JS budget.
const OrderDetailDialog = lazy(() =>
  import(/* webpackChunkName: "order-detail-dialog" */ './OrderDetailDialog').then((module) => ({
    default: module.OrderDetailDialog,
  })),
);

const SUB_TABS = { eventOrder: 'Event', productOrder: 'Product' } as const satisfies Record<
  OrdersSubTab,
  OrderProductType
>;
type SubTab = OrdersSubTab;
const subTabOf = (productType: OrderProductType): SubTab => (productType === 'Event' ? 'eventOrder' : 'productOrder');

/** The order named by `?order=<id>` (a link after a payment): its dialog opens and its sub-tab is chosen. */
const ORDER_PARAM = 'order';

/**
 * The profile's myOrders tab: sub-tabs eventOrder and productOrder, each a list of orders in pages of 2 with a
 * detail dialog, narrowed by search, placed orders or unpaid attempts, delivery status and dates. The sub-tab,
 * filters and page live in the address (useMyOrdersFilter), so a reload or Back shows the same list.
 */
export default function MyOrdersTab() {
  const { t } = useTranslation('orders');
  const [searchParams, setSearchParams] = useSearchParams();
  const linkedOrder = searchParams.get(ORDER_PARAM);
  const filter = useMyOrdersFilter();
  const { subTab, setSubTab } = filter;
  const [openId, setOpenId] = useState<ObjectId | null>(linkedOrder);

  // The linked order's details (the dialog reads the same cache entry) say which sub-tab it belongs to.
  const { currentData: linked } = useGetMyOrderQuery(linkedOrder ?? skipToken);
  // Adjusted while rendering (not in an effect) so a new link or its details never show one stale frame.
  const [seenLink, setSeenLink] = useState(linkedOrder);
  if (seenLink !== linkedOrder) {
    setSeenLink(linkedOrder);
    if (linkedOrder) setOpenId(linkedOrder);
  }
  // The sub-tab lives in the address: it follows the linked order once its details say which one it is.
  useEffect(() => {
    if (linked && subTabOf(linked.productType) !== subTab) setSubTab(subTabOf(linked.productType));
    // Only a newly loaded link moves the sub-tab; the member may choose another one afterwards.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [linked]);

  const close = useCallback(() => {
    setOpenId(null);
    if (linkedOrder) {
      setSearchParams(
        (params) => {
          params.delete(ORDER_PARAM);
          return params;
        },
        { replace: true },
      );
    }
  }, [linkedOrder, setSearchParams]);

  const title = t('myOrders.title');
  return (
    <Box component="section" aria-label={title}>
      <Typography component="h2" variant="h5" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <TabStrip
        items={(Object.keys(SUB_TABS) as SubTab[]).map((tab) => ({
          value: tab,
          label: t(`myOrders.tabs.${tab}`),
          id: `my-orders-tab-${tab}`,
          controls: 'my-orders-panel',
        }))}
        value={subTab}
        onChange={setSubTab}
        aria-label={t('myOrders.tabs.label')}
        fullWidth
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      />
      <Box role="tabpanel" id="my-orders-panel" aria-labelledby={`my-orders-tab-${subTab}`}>
        <OrdersFilters key={`filters-${subTab}`} filter={filter} />
        <OrdersList
          key={subTab}
          productType={SUB_TABS[subTab]}
          filters={filter}
          page={filter.page}
          onPageChange={filter.setPage}
          onOpen={setOpenId}
        />
      </Box>
      <OnceOpened open={openId !== null} modal>
        <OrderDetailDialog orderId={openId} onClose={close} />
      </OnceOpened>
    </Box>
  );
}
