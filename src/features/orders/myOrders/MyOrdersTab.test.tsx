import { screen, waitFor, within } from '@testing-library/react';
import ProfileRoutePage from '../../../app/pages/ProfileRoutePage';
import { buildProfile } from '../../../testing/fixtures/userFixtures';
import { loggedInState } from '../../../testing/sessionFixtures';
import { PROFILE_TAB_STORAGE_KEY } from '../../account/profile/profileTabs';
import { useGetCartQuery } from '../../products/cart/cartApi';
import { buildOrderLine, buildEventOrder, buildProductOrder } from '../../../testing/fixtures/orderFixtures';
import { accountHandlers } from '../../../testing/handlers/accountHandlers';
import {
  ordersHandlers,
  type MyOrdersListQuery,
  type OrdersHandlersOptions,
} from '../../../testing/handlers/ordersHandlers';
import { productsHandlers } from '../../../testing/handlers/productsHandlers';
import { LocationProbe } from '../../../testing/LocationProbe';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { server } from '../../../testing/server';
import MyOrdersTab from './MyOrdersTab';
import { formatDateTime } from '../../../lib/format';
import type { Order } from '../myOrdersApi';

const state = () => loggedInState();

function renderTab(options: OrdersHandlersOptions, route = '/profile') {
  server.use(...ordersHandlers(options));
  return renderWithProviders(<MyOrdersTab />, { route, preloadedState: state() });
}

const card = (reference: string) => screen.getByRole('article', { name: reference });
const openDetails = async (user: ReturnType<typeof renderTab>['user'], reference: string) => {
  await user.click(await screen.findByRole('button', { name: `Details of order ${reference}` }));
  const dialog = await screen.findByRole('dialog', { name: `Order ${reference}` });
  // The details render once the opening frame has painted, in place of the loading skeleton.
  await waitFor(() => expect(within(dialog).queryByRole('status', { busy: true })).not.toBeInTheDocument());
  return dialog;
};

let sequence = 0;
const reference = (kind: 'PR' | 'EV') => `CMP-${kind}-20261102-${String((sequence += 1)).padStart(6, '0')}`;
const productOrder = (overrides: Partial<Order> = {}) =>
  buildProductOrder({ transactionId: reference('PR'), ...overrides });
const eventOrder = (overrides: Partial<Order> = {}) =>
  buildEventOrder({ transactionId: reference('EV'), ...overrides });

describe('My orders tab', () => {
  it('shows each order status, and a delivery status only on a completed order', async () => {
    const initiated = productOrder({ status: 1, deliveryStatus: 1, orderCompletedDate: null });
    const failed = productOrder({ status: 3, deliveryStatus: 4, deliveredDate: '2026-11-05T09:00:00.000Z' });
    const shipped = productOrder({ status: 2, deliveryStatus: 3, shippedDate: '2026-11-03T09:00:00.000Z' });
    const { user } = renderTab({ orders: [initiated, failed, shipped] }, '/profile?orders=product&view=attempts');

    // Attempts never paid have their own view, apart from placed orders.
    const first = await screen.findByRole('article', { name: initiated.transactionId });
    expect(within(first).getByText('Status: Initiated')).toBeInTheDocument();
    expect(within(first).queryByText(/^Delivery:/)).not.toBeInTheDocument();
    expect(within(card(failed.transactionId)).getByText('Status: Failed or Cancelled')).toBeInTheDocument();
    expect(within(card(failed.transactionId)).queryByText(/^Delivery:/)).not.toBeInTheDocument();
    expect(screen.queryByRole('article', { name: shipped.transactionId })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Placed orders');
    const third = await screen.findByRole('article', { name: shipped.transactionId });
    expect(within(third).getByText('Status: Completed')).toBeInTheDocument();
    expect(within(third).getByText('Delivery: Shipped')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  const DATES = {
    orderCompletedDate: '2026-11-01T10:00:00.000Z',
    shippedDate: '2026-11-03T09:00:00.000Z',
    deliveredDate: '2026-11-05T15:30:00.000Z',
    returnedDate: '2026-11-09T11:00:00.000Z',
    cancelledDate: '2026-11-02T18:00:00.000Z',
  };
  const placed = `Placed${formatDateTime(DATES.orderCompletedDate)}`;
  const shippedOn = `Shipped${formatDateTime(DATES.shippedDate)}`;
  const deliveredOn = `Delivered${formatDateTime(DATES.deliveredDate)}`;

  it.each([
    [1, 'Ordered', [placed, 'Not shipped yet', 'Not delivered yet']],
    [2, 'Ordered', [placed, 'Not shipped yet', 'Not delivered yet']],
    [3, 'Shipped', [placed, shippedOn, 'Not delivered yet']],
    [4, 'Delivered', [placed, shippedOn, deliveredOn]],
    [5, 'Returned', [placed, shippedOn, deliveredOn, `Returned${formatDateTime(DATES.returnedDate)}`]],
    [6, 'Cancelled', [placed, `Cancelled${formatDateTime(DATES.cancelledDate)}`]],
  ] as const)(
    'details of a completed order in delivery status %i show %s and a timeline of its steps with their dates',
    async (deliveryStatus, label, steps) => {
      // Every date is filled in: only those of the delivery status may show.
      const order = productOrder({ deliveryStatus, ...DATES });
      const { user } = renderTab({ orders: [order] });
      await user.click(await screen.findByRole('tab', { name: 'Product orders' }));
      const dialog = await openDetails(user, order.transactionId);

      expect(within(dialog).getByText(`Delivery: ${label}`)).toBeInTheDocument();
      const timeline = within(dialog).getByRole('list', { name: 'Status timeline' });
      expect(
        within(timeline)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(steps);
      expect(formatDateTime(DATES.shippedDate)).toMatch(/^\d{2}\/\d{2}\/2026 \d{2}:\d{2} (AM|PM)$/);
    },
  );

  it('shows no delivery status nor delivery dates on an order that is not completed', async () => {
    const order = productOrder({ status: 3, deliveryStatus: 6, cancelledDate: '2026-11-02T18:00:00.000Z' });
    const { user } = renderTab({ orders: [order] }, '/profile?view=attempts');
    await user.click(await screen.findByRole('tab', { name: 'Product orders' }));
    const dialog = await openDetails(user, order.transactionId);

    expect(within(dialog).getByText('Status: Failed or Cancelled')).toBeInTheDocument();
    expect(within(dialog).queryByText(/^Delivery:/)).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('list', { name: 'Status timeline' })).not.toBeInTheDocument();
  });

  it('shows every field of a product order: lines with picture, totals in euro, buyer and both addresses', async () => {
    const lines = [
      buildOrderLine({
        name: 'Maglia da gara Dry',
        qty: 2,
        price: 34.9,
        finalPrice: 69.8,
        size: 'M',
        color: '#ef6c00',
      }),
      buildOrderLine({ name: 'Borraccia 750 ml', qty: 1, price: 12.5, finalPrice: 12.5, size: null, color: null }),
    ];
    const order = productOrder({ products: lines, productInformations: lines });
    const { user } = renderTab({ orders: [order] });
    await user.click(await screen.findByRole('tab', { name: 'Product orders' }));
    const dialog = await openDetails(user, order.transactionId);

    const shirt = within(dialog).getByRole('listitem', { name: 'Maglia da gara Dry' });
    expect(within(shirt).getByRole('img', { name: 'Picture of Maglia da gara Dry' })).toHaveAttribute(
      'src',
      lines[0].image,
    );
    expect(within(shirt).getByText('Size M')).toBeInTheDocument();
    expect(within(shirt).getByText('Quantity 2 × 34,90 €')).toBeInTheDocument();
    expect(within(shirt).getByText('69,80 €')).toBeInTheDocument();
    // The colour is named, never read out as its hex code.
    expect(within(shirt).getByText('Colour: orange')).toBeInTheDocument();
    expect(shirt).not.toHaveTextContent('#ef6c00');
    expect(within(shirt).queryByRole('img', { name: '#ef6c00' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('listitem', { name: 'Borraccia 750 ml' })).toHaveTextContent('Size N/A');
    const payment = within(dialog).getByRole('region', { name: 'Payment' });
    expect(within(payment).getByText('82,30 €')).toBeInTheDocument();
    expect(within(payment).getByText('1,50 €')).toBeInTheDocument();
    expect(within(payment).getByText('83,80 €')).toBeInTheDocument();
    expect(within(payment).getByText('PayPal')).toBeInTheDocument();
    expect(within(payment).getByText('Total paid')).toBeInTheDocument();
    expect(within(dialog).getByRole('region', { name: 'Buyer' })).toHaveTextContent('mario@example.com');
    expect(within(dialog).getByRole('region', { name: 'Shipping address' })).toHaveTextContent('Via Roma 1');
    expect(within(dialog).getByRole('region', { name: 'Billing address' })).toHaveTextContent('20121 Milano (MI)');
    expect(within(dialog).getByText(formatDateTime(order.created_at))).toBeInTheDocument();
  });

  it.each([
    [1, 'Initiated'],
    [3, 'Failed or Cancelled'],
  ] as const)('says "Total", not "Total paid", on an order whose status is %i (%s)', async (status, _name) => {
    const order = productOrder({ status, orderCompletedDate: null });
    const { user } = renderTab({ orders: [order] }, '/profile?view=attempts');
    await user.click(await screen.findByRole('tab', { name: 'Product orders' }));
    const dialog = await openDetails(user, order.transactionId);
    const payment = within(dialog).getByRole('region', { name: 'Payment' });
    expect(within(payment).getByText('Total')).toBeInTheDocument();
    expect(within(payment).queryByText('Total paid')).not.toBeInTheDocument();
  });

  it('shows an event order with its event, ticket holder and tickets, and no buy again', async () => {
    const order = eventOrder();
    const { user } = renderTab({ orders: [order] });
    const dialog = await openDetails(user, order.transactionId);

    const event = within(dialog).getByRole('region', { name: 'Event' });
    expect(within(event).getByText('Torneo di calcetto')).toBeInTheDocument();
    expect(within(event).getByText('Mario Rossi')).toBeInTheDocument();
    expect(within(event).getByText('05/12/2026 10:00 AM')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Buy again' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('region', { name: 'Shipping address' })).not.toBeInTheDocument();
  });

  it('searches once the typed text settles, and Clear filters empties the field and the search', async () => {
    const orders = [eventOrder(), eventOrder()];
    const queries: MyOrdersListQuery[] = [];
    const { user } = renderTab({ orders, getMyOrders: { onRequest: (query) => queries.push(query) } });
    await screen.findByRole('article', { name: orders[0].transactionId });
    const search = screen.getByRole('searchbox', { name: 'Search by event or order number' });

    await user.type(search, 'derby');
    await waitFor(() => expect(queries.at(-1)?.q).toBe('derby'));
    // One request for the settled text, none per key.
    expect(queries.filter((query) => query.q !== null).map((query) => query.q)).toEqual(['derby']);

    // The search matches none of them; cleared, the list is the unsearched one again (from the cache).
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: orders[0].transactionId })).not.toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('article', { name: orders[0].transactionId })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search by event or order number' })).toHaveValue('');
  });

  it('pages both sub-tabs by 2, each asking for its own product type', async () => {
    const events = [eventOrder(), eventOrder(), eventOrder()];
    const products = [productOrder(), productOrder(), productOrder(), productOrder(), productOrder()];
    const queries: MyOrdersListQuery[] = [];
    const { user } = renderTab({
      orders: [...events, ...products],
      getMyOrders: { onRequest: (query) => queries.push(query) },
    });

    await screen.findByRole('article', { name: events[0].transactionId });
    expect(screen.getAllByRole('article')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    expect(await screen.findByRole('article', { name: events[2].transactionId })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);

    await user.click(screen.getByRole('tab', { name: 'Product orders' }));
    expect(await screen.findByRole('article', { name: products[0].transactionId })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to page 3' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to page 3' }));
    expect(await screen.findByRole('article', { name: products[4].transactionId })).toBeInTheDocument();

    // Another sub-tab starts at its first page.
    await user.click(screen.getByRole('tab', { name: 'Event orders' }));
    expect(await screen.findByRole('article', { name: events[0].transactionId })).toBeInTheDocument();

    const placed = { view: 'placed', q: null, status: null, from: null, to: null };
    expect(queries).toEqual([
      { productType: 'Event', offset: 0, limit: 2, ...placed },
      { productType: 'Event', offset: 2, limit: 2, ...placed },
      { productType: 'Product', offset: 0, limit: 2, ...placed },
      { productType: 'Product', offset: 4, limit: 2, ...placed },
    ]);
  });

  it("keeps the list with 'Error in Fetching Data' when a page fails, and shows the empty state without pagination", async () => {
    const orders = [productOrder(), productOrder(), productOrder()];
    const { user } = renderTab({
      orders,
      getMyOrders: {
        error: (query) =>
          query.offset === 2
            ? { message: 'Database unavailable', statusCode: 503, error: 'Service Unavailable' }
            : undefined,
      },
    });
    expect(await screen.findByText('No event order')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Product orders' }));
    await screen.findByRole('article', { name: orders[0].transactionId });
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));

    expect(await screen.findByText('Error in Fetching Data: Database unavailable')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: orders[0].transactionId })).toBeInTheDocument();
    // The page selected goes back to the page whose orders are shown.
    await waitFor(() => expect(screen.getByRole('button', { name: 'page 1' })).toHaveAttribute('aria-current', 'page'));
    expect(screen.getByRole('button', { name: 'Go to page 2' })).not.toHaveAttribute('aria-current');
  });

  it('offers a retry, not the empty state, when the first page fails', async () => {
    const order = productOrder();
    let calls = 0;
    const { user } = renderTab({
      orders: [order],
      getMyOrders: {
        error: (query) =>
          query.productType === 'Product' && (calls += 1) === 1
            ? { message: 'Database unavailable', statusCode: 503, error: 'Service Unavailable' }
            : undefined,
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Product orders' }));
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: order.transactionId })).toBeInTheDocument();
    expect(screen.queryByText('No product order')).not.toBeInTheDocument();
  });

  it("says 'Failed to load order details.' or the server's message when the details do not load", async () => {
    const [refused, broken] = [productOrder(), productOrder()];
    const { user } = renderTab({
      orders: [refused, broken],
      getMyOrder: {
        error: (id) =>
          id === refused._id
            ? { message: 'Ordine non trovato.', statusCode: 404, error: 'Not Found' }
            : { message: '', statusCode: 503, error: 'Service Unavailable' },
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Product orders' }));

    await user.click(await screen.findByRole('button', { name: `Details of order ${refused.transactionId}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Order details' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Ordine non trovato.');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Focus goes back to the button that opened the dialog.
    expect(screen.getByRole('button', { name: `Details of order ${refused.transactionId}` })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: `Details of order ${broken.transactionId}` }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load order details.');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('buys a product order again: says what was added and what was skipped and why, and the cart refetches', async () => {
    const order = productOrder();
    let cartLoads = 0;
    server.use(...productsHandlers({ getCart: { onRequest: () => (cartLoads += 1) } }));
    function CartProbe() {
      const { data } = useGetCartQuery();
      return <output data-testid="cart">{data ? data.lines.ids.length : '-'}</output>;
    }
    server.use(
      ...ordersHandlers({
        orders: [order],
        reorderResult: {
          added: [{ variantId: order.products[0].variantId ?? '', name: 'Maglia da gara Dry', qty: 2 }],
          skipped: [
            { name: 'Calzettoni tecnici', reason: 'outOfStock' },
            { name: 'Fascia capitano', reason: 'unavailable' },
          ],
          lineCount: 3,
        },
      }),
    );
    const { user } = renderWithProviders(
      <>
        <MyOrdersTab />
        <CartProbe />
      </>,
      { route: '/profile', preloadedState: state() },
    );
    await waitFor(() => expect(cartLoads).toBe(1));
    await user.click(await screen.findByRole('tab', { name: 'Product orders' }));
    const dialog = await openDetails(user, order.transactionId);

    await user.click(within(dialog).getByRole('button', { name: 'Buy again' }));

    expect(
      await screen.findByText(
        'Back in your cart: Maglia da gara Dry × 2. Not added: Calzettoni tecnici (out of stock), Fascia capitano (no longer sold).',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(cartLoads).toBe(2));
  });

  it('toasts why buy again failed', async () => {
    const order = productOrder();
    const { user } = renderTab({
      orders: [order],
      reorder: { error: { message: 'Ordine non trovato.', statusCode: 404, error: 'Not Found' } },
    });
    await user.click(await screen.findByRole('tab', { name: 'Product orders' }));
    const dialog = await openDetails(user, order.transactionId);
    await user.click(within(dialog).getByRole('button', { name: 'Buy again' }));
    expect(await screen.findByText('Buy again failed: Ordine non trovato.')).toBeInTheDocument();
  });
});

describe('Profile link to an order', () => {
  it("/profile?tab=myOrders&order=<id> opens My orders on the order's sub-tab with its details", async () => {
    const order = productOrder();
    server.use(...accountHandlers({ profile: buildProfile() }), ...ordersHandlers({ orders: [eventOrder(), order] }));
    const { user, store } = renderWithProviders(
      <>
        <ProfileRoutePage />
        <LocationProbe />
      </>,
      { route: `/profile?tab=myOrders&order=${order._id}`, preloadedState: state() },
    );

    expect(screen.getByRole('tab', { name: 'My orders' })).toHaveAttribute('aria-selected', 'true');
    const dialog = await screen.findByRole('dialog', { name: `Order ${order.transactionId}` });
    // The dialog hides the page behind it from assistive tech.
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Product orders', hidden: true })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
    expect(sessionStorage.getItem(PROFILE_TAB_STORAGE_KEY)).toBe('myOrders');
    expect(store.getState().profileUi.activeTab).toBe('myOrders');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/profile\?tab=myOrders&orders=product$/),
    );
    expect(await screen.findByRole('article', { name: order.transactionId })).toBeInTheDocument();

    // Choosing another tab drops the link's parameters.
    await user.click(screen.getByRole('tab', { name: 'My events' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/profile$/);
    expect(sessionStorage.getItem(PROFILE_TAB_STORAGE_KEY)).toBe('myEvents');
  });
});
