import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrdersSubTab } from './useMyOrdersFilter';

const ORDERS_SUB_TABS: readonly OrdersSubTab[] = ['eventOrder', 'productOrder'];

export interface OrdersSubTabsProps {
  subTab: OrdersSubTab;
  onChange: (subTab: OrdersSubTab) => void;
}

/**
 * My orders' event and product sub-tabs. Memoised: MUI's Tabs measures its indicator after every render of its own
 * (a forced layout of the page), so opening or closing an order's dialog must not render it again.
 */
export const OrdersSubTabs = memo(function OrdersSubTabs({ subTab, onChange }: OrdersSubTabsProps) {
  const { t } = useTranslation('orders');
  return (
    <Tabs
      value={subTab}
      onChange={(_event, next: OrdersSubTab) => onChange(next)}
      aria-label={t('myOrders.tabs.label')}
      variant="fullWidth"
      sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      {ORDERS_SUB_TABS.map((tab) => (
        <Tab
          key={tab}
          value={tab}
          label={t(`myOrders.tabs.${tab}`)}
          id={`my-orders-tab-${tab}`}
          aria-controls="my-orders-panel"
        />
      ))}
    </Tabs>
  );
});
