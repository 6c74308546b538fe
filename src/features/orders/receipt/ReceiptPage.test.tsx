import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { euro } from '../../../testing/euro';
import { buildOrderLine, buildProductOrder } from '../../../testing/fixtures/orderFixtures';
import { ordersHandlers, type OrdersHandlersOptions } from '../../../testing/handlers/ordersHandlers';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { server } from '../../../testing/server';
import { loggedInState } from '../../../testing/sessionFixtures';
import { OrderDetailDialog } from '../myOrders/OrderDetailDialog';
import ReceiptPage from './ReceiptPage';

const placed = buildProductOrder({
  transactionId: 'CMP-PR-20261102-REC001',
  orderCompletedDate: '2026-11-02T10:16:00.000Z',
  products: [
    buildOrderLine({ name: 'Maglia da gara Dry', size: 'M', qty: 2, price: 34.9, finalPrice: 69.8 }),
    buildOrderLine({ name: 'Pallone match', size: '', qty: 1, price: 12.5, finalPrice: 12.5 }),
  ],
});
const unpaid = buildProductOrder({ status: 1, orderCompletedDate: null, transactionId: 'CMP-PR-20261102-REC002' });

function Where() {
  const location = useLocation();
  return <p>{`at ${location.pathname}${location.search}`}</p>;
}

function renderReceipt(id: string, options: OrdersHandlersOptions = {}, language: 'it' | 'en' = 'en') {
  server.use(...ordersHandlers({ orders: [placed, unpaid], ...options }));
  return renderWithProviders(
    <Routes>
      <Route path="/my/order/:id/receipt" element={<ReceiptPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route: `/my/order/${id}/receipt`, preloadedState: loggedInState({ language }) },
  );
}

const row = (label: string) => {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
};

describe('ReceiptPage', () => {
  it('shows the lines, the VAT split, the addresses, the order number, the day and the payment reference', async () => {
    renderReceipt(placed._id);
    expect(await screen.findByRole('heading', { level: 1, name: 'Receipt' })).toBeInTheDocument();
    expect(screen.getByText('Order CMP-PR-20261102-REC001')).toBeInTheDocument();
    expect(screen.getByText('Date: 02/11/2026')).toBeInTheDocument();
    expect(screen.getByText('Payment: PayPal SANDBOX-ORDER-1')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Items ordered' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'ItemQtyUnit priceTotal',
      `Maglia da gara DrySize M2${euro('34,90')}${euro('69,80')}`.replace(/ €/g, '\u00a0€'),
      `Pallone match1${euro('12,50')}${euro('12,50')}`.replace(/ €/g, '\u00a0€'),
    ]);
    // 82,30 € of items + 1,50 € fee = 83,80 € gross; net 83,80 / 1.22 = 68,69 €; VAT 15,11 €.
    expect(row('Items')).toBe('82,30\u00a0€');
    expect(row('Service fee')).toBe('1,50\u00a0€');
    expect(row('Net')).toBe('68,69\u00a0€');
    expect(row('VAT 22%')).toBe('15,11\u00a0€');
    expect(row('Total paid')).toBe('83,80\u00a0€');
    expect(screen.getByText('All prices include 22% VAT.')).toBeInTheDocument();
    const billing = screen.getByRole('region', { name: 'Billing address' });
    expect(within(billing).getByText('20121 Milano (MI)')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Shipping address' })).toHaveTextContent('Via Roma 1');
  });

  it('speaks Italian', async () => {
    renderReceipt(placed._id, {}, 'it');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ricevuta' })).toBeInTheDocument();
    expect(row('IVA 22%')).toBe('15,11\u00a0€');
    expect(screen.getByRole('button', { name: 'Scarica PDF' })).toBeEnabled();
  });

  it('says why an unpaid order has no receipt, with the way back to My orders', async () => {
    const { user } = renderReceipt(unpaid._id);
    expect(await screen.findByText('Questo ordine non è stato pagato: non ha una ricevuta.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download PDF' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to my orders' }));
    expect(screen.getByText('at /profile?tab=myOrders')).toBeInTheDocument();
  });

  it('answers another member’s order as not found', async () => {
    renderReceipt('0123456789abcdef01234567');
    expect(await screen.findByRole('alert')).toHaveTextContent('Ordine non trovato.');
    expect(screen.queryByRole('heading', { name: 'Receipt' })).not.toBeInTheDocument();
  });

  it('prints with the browser’s print dialog', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = renderReceipt(placed._id);
    await user.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });

  it('downloads the server’s PDF under its name, the button busy while it comes', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const saved: { name: string; type: string }[] = [];
    const createObjectURL = jest.fn((file: Blob) => {
      saved.push({ name: '', type: file.type });
      return 'blob:receipt';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved[saved.length - 1].name = this.download;
    });
    const { user } = renderReceipt(placed._id, { getMyOrderReceiptPdf: { holdUntil: held } });
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Download PDF/ })).toBeDisabled());
    release();
    await waitFor(() =>
      expect(saved).toEqual([{ name: 'receipt-CMP-PR-20261102-REC001.pdf', type: 'application/pdf' }]),
    );
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
    click.mockRestore();
  });

  it('toasts the server’s reason when the PDF is refused', async () => {
    const { user } = renderReceipt(placed._id, {
      getMyOrderReceiptPdf: { error: { message: 'Ordine non trovato.', statusCode: 404, error: 'Not Found' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText('The PDF could not be downloaded: Ordine non trovato.')).toBeInTheDocument();
  });
});

describe('the order dialog’s Receipt link', () => {
  const renderDialog = (orderId: string) => {
    server.use(...ordersHandlers({ orders: [placed, unpaid] }));
    return renderWithProviders(
      <Routes>
        <Route path="/profile" element={<OrderDetailDialog orderId={orderId} onClose={() => undefined} />} />
        <Route path="*" element={<Where />} />
      </Routes>,
      { route: '/profile', preloadedState: loggedInState() },
    );
  };

  it('opens the receipt of a placed order', async () => {
    const { user } = renderDialog(placed._id);
    const dialog = await screen.findByRole('dialog', { name: `Order ${placed.transactionId}` });
    await user.click(within(dialog).getByRole('link', { name: 'Receipt' }));
    expect(screen.getByText(`at /my/order/${placed._id}/receipt`)).toBeInTheDocument();
  });

  it('is not offered for an order never paid', async () => {
    renderDialog(unpaid._id);
    const dialog = await screen.findByRole('dialog', { name: `Order ${unpaid.transactionId}` });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: 'Receipt' })).not.toBeInTheDocument();
  });
});
