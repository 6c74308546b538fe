import { screen, waitFor } from '@testing-library/react';
import { buildProductOrder } from '../../../testing/fixtures/orderFixtures';
import { ordersHandlers } from '../../../testing/handlers/ordersHandlers';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { server } from '../../../testing/server';
import { loggedInState } from '../../../testing/sessionFixtures';
import { useLoadedPage } from '../../../lib/useLoadedPage';
import MyOrdersTab from './MyOrdersTab';

// Each render of the orders list calls useLoadedPage once: counting its calls counts the list's renders.
jest.mock('../../../lib/useLoadedPage', () => {
  const actual = jest.requireActual<typeof import('../../../lib/useLoadedPage')>('../../../lib/useLoadedPage');
  return { ...actual, useLoadedPage: jest.fn(actual.useLoadedPage) };
});
const listRenders = () => jest.mocked(useLoadedPage).mock.calls.length;

// MUI's Tabs measures its indicator after each of its renders (a forced layout): count the sub-tabs' renders.
const mockTabsRender = jest.fn();
jest.mock('@mui/material/Tabs', () => {
  const actual = jest.requireActual<typeof import('@mui/material/Tabs')>('@mui/material/Tabs');
  const { createElement } = jest.requireActual<typeof import('react')>('react');
  return {
    __esModule: true,
    ...actual,
    default: function CountedTabs(props: import('@mui/material/Tabs').TabsProps) {
      mockTabsRender();
      return createElement(actual.default, props);
    },
  };
});

describe('My orders tab, an order dialog opened and closed', () => {
  it('does not render the orders list or the sub-tabs again', async () => {
    const order = buildProductOrder({ transactionId: 'CMP-PR-20261102-000001' });
    server.use(...ordersHandlers({ orders: [order] }));
    const { user } = renderWithProviders(<MyOrdersTab />, {
      route: '/profile?orders=product',
      preloadedState: loggedInState(),
    });
    const details = await screen.findByRole('button', { name: `Details of order ${order.transactionId}` });
    const before = listRenders();
    const tabsBefore = mockTabsRender.mock.calls.length;
    expect(tabsBefore).toBeGreaterThan(0);

    await user.click(details);
    // The title names the order once its details have loaded.
    await screen.findByRole('dialog', { name: `Order ${order.transactionId}` });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(details).toHaveFocus();
    expect(listRenders()).toBe(before);
    expect(mockTabsRender.mock.calls.length).toBe(tabsBefore);
  });
});
