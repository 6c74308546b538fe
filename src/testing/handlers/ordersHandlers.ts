import { http, HttpResponse } from 'msw';
import type { ApiErrorBody, Order, ReorderResult } from '../../api/wire';
import { buildReceipt } from '../fixtures/orderFixtures';
import { endpoint, errorResponse, type EndpointOptions } from './endpoint';

/** GET /user/myorders as the handler received it. */
export interface MyOrdersListQuery {
  productType: string | null;
  offset: number;
  limit: number;
  view: string | null;
  q: string | null;
  status: string | null;
  from: string | null;
  to: string | null;
}

const DELIVERY: Record<string, number[]> = {
  ordered: [1, 2],
  shipped: [3],
  delivered: [4],
  returned: [5],
  cancelled: [6],
};

/** The server's filters of GET /user/myorders (dates compared by their UTC day: fixtures sit at midday). */
function matches(order: Order, query: MyOrdersListQuery): boolean {
  if (order.productType !== query.productType) return false;
  if (query.view === 'placed' && order.status !== 2) return false;
  if (query.view === 'attempts' && order.status === 2) return false;
  if (query.status && (order.status !== 2 || !DELIVERY[query.status]?.includes(order.deliveryStatus ?? 0)))
    return false;
  const day = order.created_at.slice(0, 10);
  if (query.from && day < query.from) return false;
  if (query.to && day > query.to) return false;
  if (query.q) {
    const q = query.q.toLowerCase();
    const names = [order.transactionId, order.productDetail?.name ?? '', ...order.products.map((line) => line.name)];
    if (!names.some((name) => name.toLowerCase().includes(q))) return false;
  }
  return true;
}

export interface OrdersHandlersOptions {
  /** The user's orders of both kinds, newest first as the server lists them. */
  orders?: Order[];
  /** What "buy again" answers for any product order; by default every line of the order is added back. */
  reorderResult?: ReorderResult;
  getMyOrders?: EndpointOptions<MyOrdersListQuery>;
  getMyOrder?: EndpointOptions<string>;
  reorder?: EndpointOptions<string>;
  getMyOrderReceipt?: EndpointOptions<string>;
  getMyOrderReceiptPdf?: EndpointOptions<string>;
}

const orderNotFound: ApiErrorBody = { message: 'Ordine non trovato.', statusCode: 404, error: 'Not Found' };
const notPlaced: ApiErrorBody = {
  message: 'Questo ordine non è stato pagato: non ha una ricevuta.',
  statusCode: 409,
  error: 'Conflict',
};
const onlyProducts: ApiErrorBody = {
  message: 'Solo gli ordini di prodotti possono essere riacquistati.',
  statusCode: 409,
  error: 'Conflict',
};

/** My orders (docs/CONVENTIONS.md, "Products and orders API") as the reference server answers it. */
export function ordersHandlers(options: OrdersHandlersOptions = {}) {
  const orders = options.orders ?? [];
  const answerList = endpoint(options.getMyOrders);
  const answerOrder = endpoint(options.getMyOrder);
  const answerReorder = endpoint(options.reorder);
  const answerReceipt = endpoint(options.getMyOrderReceipt);
  const answerReceiptPdf = endpoint(options.getMyOrderReceiptPdf);
  const find = (id: string) => orders.find((order) => order._id === id);

  return [
    http.get('*/api/user/myorders', ({ request }) => {
      const params = new URL(request.url).searchParams;
      const query: MyOrdersListQuery = {
        productType: params.get('productType'),
        offset: Number(params.get('offset') ?? 0),
        limit: Number(params.get('limit') ?? 10),
        view: params.get('view'),
        q: params.get('q'),
        status: params.get('status'),
        from: params.get('from'),
        to: params.get('to'),
      };
      return answerList(query, () => {
        const found = orders.filter((order) => matches(order, query));
        return HttpResponse.json({
          message: 'OK',
          data: found.slice(query.offset, query.offset + query.limit),
          total: found.length,
        });
      });
    }),

    http.get('*/api/user/my/order/:id', ({ params }) => {
      const id = String(params.id);
      return answerOrder(id, () => {
        const order = find(id);
        return order ? HttpResponse.json({ message: 'OK', data: order }) : errorResponse(orderNotFound);
      });
    }),

    http.get('*/api/user/my/order/:id/receipt', ({ params }) => {
      const id = String(params.id);
      return answerReceipt(id, () => {
        const order = find(id);
        if (!order) return errorResponse(orderNotFound);
        if (order.status !== 2) return errorResponse(notPlaced);
        return HttpResponse.json({ message: 'OK', data: buildReceipt(order) });
      });
    }),

    http.get('*/api/user/my/order/:id/receipt.pdf', ({ params }) => {
      const id = String(params.id);
      return answerReceiptPdf(id, () => {
        const order = find(id);
        if (!order) return errorResponse(orderNotFound);
        if (order.status !== 2) return errorResponse(notPlaced);
        return new HttpResponse(`%PDF-1.4\n(Ordine ${order.transactionId})\n%%EOF\n`, {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': `attachment; filename="receipt-${order.transactionId}.pdf"`,
          },
        });
      });
    }),

    http.post('*/api/user/my/order/:id/reorder', ({ params }) => {
      const id = String(params.id);
      return answerReorder(id, () => {
        const order = find(id);
        if (!order) return errorResponse(orderNotFound);
        if (order.productType !== 'Product') return errorResponse(onlyProducts);
        const result: ReorderResult = options.reorderResult ?? {
          added: order.products.map((line) => ({
            variantId: line.variantId ?? line._id,
            name: line.name,
            qty: line.qty,
          })),
          skipped: [],
          lineCount: order.products.length,
        };
        const message = `Prodotti rimessi nel carrello: ${result.added.length}; non disponibili: ${result.skipped.length}.`;
        return HttpResponse.json({ message, data: result });
      });
    }),
  ];
}
