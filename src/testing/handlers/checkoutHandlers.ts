import { http, HttpResponse } from 'msw';
import type {
  Address,
  AddressBody,
  DefaultAddressBody,
  ApiErrorBody,
  CartLine,
  Order,
  OrderAddressesBody,
  OrderPreview,
  OrderRefused,
  ProductCancelBody,
  ProductCaptureBody,
  StartOrderBody,
} from '../../api/wire';
import { buildAddress, buildOrderFromPreview, buildOrderPreview } from '../fixtures/orderFixtures';
import { nextObjectId } from '../fixtures/objectId';
import { endpoint, errorResponse, type EndpointOptions } from './endpoint';

export interface DefaultAddressRequest {
  id: string;
  role: 'billing' | 'shipping';
}

export interface AddressUpdateRequest {
  id: string;
  body: AddressBody;
}

export interface CheckoutHandlersOptions {
  /** The user's addresses, default first; the address calls change this copy. */
  addresses?: Address[];
  /** The cart the preview and init price (the products handlers own the cart calls themselves). */
  cart?: CartLine[];
  /** The cart as the server prices it when the payment starts (a price changed after the preview); default `cart`. */
  cartAtPay?: CartLine[];
  /** Previews answered before the test began (init charges a known quote only). */
  quotes?: OrderPreview[];
  /** Product orders already started or finished, found by their provider order id (`?token=`). */
  orders?: Order[];
  /** Where init sends the browser; null answers an order completed at once (nothing to pay). */
  approvalUrl?: string | null;
  getAddresses?: EndpointOptions<void>;
  addAddress?: EndpointOptions<AddressBody>;
  updateAddress?: EndpointOptions<AddressUpdateRequest>;
  deleteAddress?: EndpointOptions<string>;
  setDefaultAddress?: EndpointOptions<DefaultAddressRequest>;
  preview?: EndpointOptions<OrderAddressesBody>;
  start?: EndpointOptions<StartOrderBody>;
  capture?: EndpointOptions<ProductCaptureBody>;
  cancel?: EndpointOptions<ProductCancelBody>;
}

// The reference server's English texts (server/src/modules/products/shop.texts.ts).
export const CHECKOUT_MESSAGES = {
  cartEmpty: 'Your cart is empty.',
  exceedsStock: (name: string, stock: number) => `Not enough stock for "${name}": ${stock} left.`,
  addressNotFound: 'Address not found.',
  orderNotFound: 'Order not found.',
  placed: 'Your Order is Placed Succesfully',
  soldOut:
    'Your Order is Not Placed Succesfully: a product is no longer available in the quantity ordered, you have not been charged.',
  providerDown: 'Your Order is Not Placed Succesfully: the payment service is not answering. Please try again later.',
  cancelled: 'Payment cancelled: your cart is unchanged.',
  alreadyCompleted: 'This order is already completed.',
  quoteNotFound: 'Preview not found: open the order preview again.',
  pricesChanged: 'Prices changed since your preview: check the new total and confirm.',
} as const;

export function checkoutError(statusCode: 402 | 404 | 409 | 502, message: string): ApiErrorBody {
  const error = { 402: 'Payment Required', 404: 'Not Found', 409: 'Conflict', 502: 'Bad Gateway' }[statusCode];
  return { message, statusCode, error };
}

const notFound = (message: string) => errorResponse(checkoutError(404, message));

/** Addresses, order preview and the product payment calls (docs/CONVENTIONS.md, "Products and orders API"). */
export function checkoutHandlers(options: CheckoutHandlersOptions = {}) {
  let addresses = (options.addresses ?? []).map((address) => ({ ...address }));
  const cart = options.cart ?? [];
  const cartAtPay = options.cartAtPay ?? cart;
  // Every preview answered, by quote id: init charges one only while the cart is priced the same.
  const quotes = new Map<string, OrderPreview>((options.quotes ?? []).map((quote) => [quote.quoteId, quote]));
  let orders = (options.orders ?? []).map((order) => ({ ...order }));

  const answerAddresses = endpoint(options.getAddresses);
  const answerAdd = endpoint(options.addAddress);
  const answerUpdate = endpoint(options.updateAddress);
  const answerDelete = endpoint(options.deleteAddress);
  const answerSetDefault = endpoint(options.setDefaultAddress);
  const answerPreview = endpoint(options.preview);
  const answerStart = endpoint(options.start);
  const answerCapture = endpoint(options.capture);
  const answerCancel = endpoint(options.cancel);

  // As the server: the default billing address first, then the default shipping one, then in the order added.
  const sorted = () =>
    [...addresses].sort(
      (a, b) =>
        Number(b.isDefaultBilling) - Number(a.isDefaultBilling) ||
        Number(b.isDefaultShipping) - Number(a.isDefaultShipping),
    );
  const withRoles = (address: Address, billing: boolean, shipping: boolean): Address => ({
    ...address,
    isDefaultBilling: billing,
    isDefaultShipping: shipping,
    isDefault: billing || shipping,
  });
  const makeDefault = (id: string, roles: readonly ('billing' | 'shipping')[]) => {
    addresses = addresses.map((other) =>
      withRoles(
        other,
        roles.includes('billing') ? other._id === id : other.isDefaultBilling,
        roles.includes('shipping') ? other._id === id : other.isDefaultShipping,
      ),
    );
  };
  /** Saves an address as the server does: isDefault true makes a new (or non-default) one the default for both. */
  const save = (address: Address, before?: Address) => {
    const wanted = address.isDefault;
    const kept = before ?? withRoles(address, false, false);
    addresses = [
      ...addresses.filter((other) => other._id !== address._id),
      withRoles(address, kept.isDefaultBilling, kept.isDefaultShipping),
    ];
    if (wanted && !kept.isDefault) makeDefault(address._id, ['billing', 'shipping']);
    if (!wanted && kept.isDefault) {
      addresses = addresses.map((other) => (other._id === address._id ? withRoles(other, false, false) : other));
    }
    return addresses.find((other) => other._id === address._id)!;
  };
  const fromBody = (body: AddressBody, base: Partial<Address> = {}): Address =>
    buildAddress({
      ...base,
      ...body,
      kind: body.kind ?? 'shipping',
      mobile: body.mobile ?? null,
      email: body.email ?? null,
      isDefault: body.isDefault ?? false,
    });
  /** The preview of the cart for these addresses, or the error the server answers. */
  const priced = (body: OrderAddressesBody, lines = cart) => {
    const billing = addresses.find((address) => address._id === body.billingAddressId);
    const shipping = addresses.find((address) => address._id === body.shippingAddressId);
    if (!billing || !shipping) return { error: notFound(CHECKOUT_MESSAGES.addressNotFound) };
    if (lines.length === 0) return { error: errorResponse(checkoutError(409, CHECKOUT_MESSAGES.cartEmpty)) };
    const short = lines.find((line) => line.qty > line.stock);
    if (short)
      return { error: errorResponse(checkoutError(409, CHECKOUT_MESSAGES.exceedsStock(short.name, short.stock))) };
    const preview = buildOrderPreview(lines, billing, shipping);
    quotes.set(preview.quoteId, preview);
    return { preview };
  };
  const promise = (quote: OrderPreview) =>
    JSON.stringify([quote.finalPrice, quote.lines.map((line) => [line.variantId, line.qty, line.price])]);
  const byToken = (token: string) => orders.find((order) => order.orderId === token);
  const replace = (changed: Order) => {
    orders = orders.map((order) => (order._id === changed._id ? changed : order));
    return changed;
  };

  return [
    http.get('*/api/user/addresses', () =>
      answerAddresses(undefined, () => HttpResponse.json({ message: 'OK', data: sorted() })),
    ),

    http.post('*/api/user/addresses', async ({ request }) => {
      const body = (await request.json()) as AddressBody;
      return answerAdd(body, () =>
        HttpResponse.json(
          { message: 'Address saved.', data: save(fromBody(body, { _id: nextObjectId('add7e5') })) },
          { status: 201 },
        ),
      );
    }),

    http.put('*/api/user/address/:id', async ({ request, params }) => {
      const id = String(params.id);
      const body = (await request.json()) as AddressBody;
      return answerUpdate({ id, body }, () => {
        const existing = addresses.find((address) => address._id === id);
        if (!existing) return notFound(CHECKOUT_MESSAGES.addressNotFound);
        return HttpResponse.json({
          message: 'Address saved.',
          data: save(fromBody(body, { _id: id, created_at: existing.created_at }), existing),
        });
      });
    }),

    http.put('*/api/user/address/:id/default', async ({ request, params }) => {
      const id = String(params.id);
      const { role } = (await request.json()) as DefaultAddressBody;
      return answerSetDefault({ id, role }, () => {
        if (!addresses.some((address) => address._id === id)) return notFound(CHECKOUT_MESSAGES.addressNotFound);
        makeDefault(id, [role]);
        return HttpResponse.json({ message: 'Address saved.', data: sorted() });
      });
    }),

    http.delete('*/api/user/address/:id', ({ params }) => {
      const id = String(params.id);
      return answerDelete(id, () => {
        if (!addresses.some((address) => address._id === id)) return notFound(CHECKOUT_MESSAGES.addressNotFound);
        addresses = addresses.filter((address) => address._id !== id);
        return HttpResponse.json({ message: 'Address deleted.', data: { _id: id } });
      });
    }),

    http.post('*/api/user/product/order/preview', async ({ request }) => {
      const body = (await request.json()) as OrderAddressesBody;
      return answerPreview(body, () => {
        const { preview, error } = priced(body);
        return error ?? HttpResponse.json({ message: 'Order preview ready.', data: preview });
      });
    }),

    http.post('*/api/user/product/transaction/init', async ({ request }) => {
      const body = (await request.json()) as StartOrderBody;
      return answerStart(body, () => {
        const shown = quotes.get(body.quoteId);
        const { preview, error } = priced(body, cartAtPay);
        if (error) return error;
        if (!shown) return notFound(CHECKOUT_MESSAGES.quoteNotFound);
        if (promise(shown) !== promise(preview)) {
          const refused: OrderRefused = {
            ...checkoutError(409, CHECKOUT_MESSAGES.pricesChanged),
            reason: 'pricesChanged',
            quote: preview,
          };
          return HttpResponse.json(refused, { status: 409 });
        }
        const token = `SANDBOX-${nextObjectId('5a4d80')}`;
        const approvalUrl =
          options.approvalUrl === undefined ? `/payments/sandbox/approve?order=${token}` : options.approvalUrl;
        const order = buildOrderFromPreview(preview, {
          orderId: token,
          ...(approvalUrl === null ? { status: 2, orderCompletedDate: new Date().toISOString() } : {}),
        });
        orders = [...orders, order];
        return HttpResponse.json(
          { message: 'Payment started: approve it to complete the order.', data: { ...order, approvalUrl } },
          { status: 201 },
        );
      });
    }),

    http.post('*/api/user/product/transaction/update', async ({ request }) => {
      const body = (await request.json()) as ProductCaptureBody;
      return answerCapture(body, () => {
        const order = byToken(body.token);
        if (!order) return notFound(CHECKOUT_MESSAGES.orderNotFound);
        const placed =
          order.status === 2
            ? order
            : replace({ ...order, status: 2, deliveryStatus: 1, orderCompletedDate: new Date().toISOString() });
        return HttpResponse.json({ message: CHECKOUT_MESSAGES.placed, data: placed });
      });
    }),

    http.post('*/api/user/product/transaction/cancel', async ({ request }) => {
      const body = (await request.json()) as ProductCancelBody;
      return answerCancel(body, () => {
        const order = byToken(body.token);
        if (!order) return notFound(CHECKOUT_MESSAGES.orderNotFound);
        if (order.status === 2) return errorResponse(checkoutError(409, CHECKOUT_MESSAGES.alreadyCompleted));
        return HttpResponse.json({ message: CHECKOUT_MESSAGES.cancelled, data: replace({ ...order, status: 3 }) });
      });
    }),
  ];
}
