import { Type } from 'typebox';
import { Id, Limit, NullableString, Offset } from '../../contract/common';
import { addressExample, AddressSchema, cartLineExample, CartLineSchema } from '../products/products.schemas';

// One schema per order entity, reused by every route that sends it.

const NullableInstant = Type.Union([Type.String(), Type.Null()], { description: 'ISO instant or null' });

export const ORDER_PAGE = { defaultLimit: 10, maxLimit: 50 };

export const OrderRequestBody = Type.Object(
  {
    billingAddressId: Id,
    shippingAddressId: Id,
  },
  {
    examples: [{ billingAddressId: '6654a1b2c3d4e5f6a7b8c902', shippingAddressId: '6654a1b2c3d4e5f6a7b8c901' }],
    additionalProperties: false,
    description: 'Two of your addresses; every price is computed on the server from the cart and the database',
  },
);
export const orderPreviewExample = {
  quoteId: '6654a1b2c3d4e5f6a7b8c9f0',
  expiresAt: '2026-05-03T09:51:44.000Z',
  lines: [cartLineExample],
  price: 69.8,
  serviceFee: 2.59,
  discount: 0,
  finalPrice: 72.39,
  currencySymbol: '€',
  billingAddress: {
    ...addressExample,
    kind: 'billing' as const,
    isDefault: false,
    isDefaultBilling: false,
    isDefaultShipping: false,
  },
  shippingAddress: addressExample,
};

export const OrderPreviewSchema = Type.Object(
  {
    quoteId: Type.String({ description: 'send it when starting the payment: the amount charged is this preview’s' }),
    expiresAt: Type.String({ description: 'ISO instant until which this quote can be paid' }),
    lines: Type.Array(CartLineSchema, { description: 'the cart lines being ordered' }),
    price: Type.Number({ description: 'sum of the line totals' }),
    serviceFee: Type.Number({ description: 'SERVICE_FEE_PERCENT % of price + SERVICE_FEE_FIXED, like tickets' }),
    discount: Type.Number(),
    finalPrice: Type.Number({ description: 'price + serviceFee - discount' }),
    currencySymbol: Type.String(),
    billingAddress: AddressSchema,
    shippingAddress: AddressSchema,
  },
  { title: 'OrderPreview', examples: [orderPreviewExample] },
);

const TransactionStatus = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)], {
  description: '1 Initiated, 2 Completed, 3 Failed / Cancelled',
});
const DeliveryStatus = Type.Union(
  [Type.Literal(1), Type.Literal(2), Type.Literal(3), Type.Literal(4), Type.Literal(5), Type.Literal(6)],
  { description: '1 or 2 Ordered, 3 Shipped, 4 Delivered, 5 Returned, 6 Cancelled (shown when status is 2)' },
);
const orderLineExample = {
  _id: '6654b2c3d4e5f6a7b8c9da01',
  productId: '6653e5f6a7b8c9d0e1f2a201',
  variantId: '6653d4e5f6a7b8c9d0e1f101',
  name: 'Maglia da allenamento traspirante',
  image: '/uploads/seed/products/maglia-rossa-1.jpg',
  color: '#c62828',
  size: 'M',
  qty: 2,
  price: 34.9,
  finalPrice: 69.8,
  time: '2026-05-03T09:21:44.000Z',
};

export const OrderLineSchema = Type.Object(
  {
    _id: Type.String(),
    productId: NullableString,
    variantId: NullableString,
    name: Type.String(),
    image: NullableString,
    color: NullableString,
    size: NullableString,
    qty: Type.Integer(),
    price: Type.Number({ description: 'unit price when ordered' }),
    finalPrice: Type.Number({ description: 'price x qty' }),
    time: Type.String({ description: 'when the line was ordered (ISO)' }),
  },
  { title: 'OrderLine', examples: [orderLineExample] },
);
const shippingAddressExample = {
  shippingAddressFirstName: 'Mario',
  shippingAddressLastName: 'Rossi',
  shippingAddress: 'Via Torino 12',
  shippingAddressCity: 'Milano',
  shippingAddressProvince: 'MI',
  shippingAddressZipcode: '20123',
  shippingAddressCountry: 'Italia',
};

export const ShippingAddressSchema = Type.Object(
  {
    shippingAddressFirstName: Type.String(),
    shippingAddressLastName: Type.String(),
    shippingAddress: Type.String(),
    shippingAddressCity: Type.String(),
    shippingAddressProvince: NullableString,
    shippingAddressZipcode: Type.String(),
    shippingAddressCountry: Type.String(),
  },
  { title: 'ShippingAddress', examples: [shippingAddressExample] },
);
const billingAddressExample = {
  firstName: 'Mario',
  lastName: 'Rossi',
  address: 'Via Torino 12',
  city: 'Milano',
  province: 'MI',
  zipcode: '20123',
  country: 'Italia',
};

export const BillingAddressSchema = Type.Object(
  {
    firstName: Type.String(),
    lastName: Type.String(),
    address: Type.String(),
    city: Type.String(),
    province: NullableString,
    zipcode: Type.String(),
    country: Type.String(),
  },
  { title: 'BillingAddress', examples: [billingAddressExample] },
);

/** Ticket orders with cancelled tickets (events/tickets/ticketRefund.ts): what was refunded so far. */
const TicketOrderRefund = Type.Object(
  {
    noOfTickets: Type.Integer({ description: 'tickets cancelled and refunded' }),
    amount: Type.Number({ description: 'euro refunded' }),
  },
  { description: 'only on ticket orders with cancelled tickets; status 3 + refund = refunded in full' },
);

const OrderProperties = {
  _id: Type.String(),
  productType: Type.Union([Type.Literal('Event'), Type.Literal('Product')]),
  transactionId: Type.String({ description: 'reference: CMP-PR-... (products) or CMP-EV-... (tickets)' }),
  created_at: Type.String(),
  status: TransactionStatus,
  deliveryStatus: Type.Union([DeliveryStatus, Type.Null()], { description: 'null for event orders' }),
  shippedDate: NullableInstant,
  deliveredDate: NullableInstant,
  returnedDate: NullableInstant,
  cancelledDate: NullableInstant,
  orderCompletedDate: NullableInstant,
  price: Type.Number(),
  serviceFee: Type.Number(),
  discount: Type.Number(),
  finalPrice: Type.Number(),
  currencySymbol: Type.String(),
  paymentType: Type.String({ description: "'PayPal' or 'Free'" }),
  orderId: Type.Union([Type.String(), Type.Null()], { description: 'the payment provider order id' }),
  ticketHolderName: Type.Union([Type.String(), Type.Null()], { description: 'event orders' }),
  noOfTickets: Type.Union([Type.Integer(), Type.Null()], { description: 'event orders' }),
  productDetail: Type.Union(
    [
      Type.Object({
        _id: Type.String({ description: 'event id' }),
        name: Type.String(),
        picture: NullableString,
        startDate: Type.String(),
        startTime: Type.String(),
        endDate: Type.String(),
        endTime: Type.String(),
      }),
      Type.Null(),
    ],
    { description: 'the event of an event order; null for product orders' },
  ),
  productInformations: Type.Array(OrderLineSchema, { description: 'product orders: the lines; [] for event orders' }),
  products: Type.Array(OrderLineSchema, { description: 'the same lines as productInformations' }),
  itemCount: Type.Integer({ description: 'sum of the quantities (tickets for event orders)' }),
  fullName: Type.String(),
  email: Type.String(),
  mobile: NullableString,
  shippingAddress: Type.Union([ShippingAddressSchema, Type.Null()], { description: 'null for event orders' }),
  billingAddress: Type.Union([BillingAddressSchema, Type.Null()], { description: 'null for event orders' }),
  refund: Type.Optional(TicketOrderRefund),
  refundInProgress: Type.Optional(
    Type.Object(
      {
        noOfTickets: Type.Integer({ description: 'tickets cancelled, their refund not yet confirmed' }),
        amount: Type.Number({ description: 'euro being refunded' }),
      },
      { description: 'only while a ticket refund awaits the provider’s answer (the reconciler finishes it)' },
    ),
  ),
};
const orderExample = {
  _id: '6654c3d4e5f6a7b8c9d0eb01',
  productType: 'Product' as const,
  transactionId: 'CMP-PR-20260503-4M8T2A',
  created_at: '2026-05-03T09:21:44.000Z',
  status: 2 as const,
  deliveryStatus: 3 as const,
  shippedDate: '2026-05-04T15:00:00.000Z',
  deliveredDate: null,
  returnedDate: null,
  cancelledDate: null,
  orderCompletedDate: '2026-05-03T09:23:10.000Z',
  price: 69.8,
  serviceFee: 2.59,
  discount: 0,
  finalPrice: 72.39,
  currencySymbol: '€',
  paymentType: 'PayPal',
  orderId: '8LX48151XK1235126',
  ticketHolderName: null,
  noOfTickets: null,
  productDetail: null,
  productInformations: [orderLineExample],
  products: [orderLineExample],
  itemCount: 2,
  fullName: 'Mario Rossi',
  email: 'mario@campo.test',
  mobile: '+39 347 123 4567',
  shippingAddress: shippingAddressExample,
  billingAddress: billingAddressExample,
};

export const OrderSchema = Type.Object(OrderProperties, { title: 'Order', examples: [orderExample] });
const startedOrderExample = {
  ...orderExample,
  status: 1 as const,
  deliveryStatus: 1 as const,
  shippedDate: null,
  orderCompletedDate: null,
  approvalUrl: 'https://campo.example/payments/sandbox/approve?order=8LX48151XK1235126',
};

export const StartedOrderSchema = Type.Object(
  {
    ...OrderProperties,
    approvalUrl: Type.Union([Type.String(), Type.Null()], {
      description: 'open it to approve the payment; null when nothing was to pay (completed at once)',
    }),
  },
  { title: 'StartedOrder', examples: [startedOrderExample] },
);

const OrdersDate = (description: string) =>
  Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$', description });

/** `view` of My orders: paid orders apart from the attempts that were never paid. */
export const ORDER_VIEWS = ['placed', 'attempts'] as const;
/** `status` of My orders: a placed product order's delivery status. */
export const ORDER_DELIVERY_FILTERS = ['ordered', 'shipped', 'delivered', 'returned', 'cancelled'] as const;

export const MyOrdersQuery = Type.Object(
  {
    productType: Type.Union([Type.Literal('Event'), Type.Literal('Product')]),
    offset: Type.Optional(Offset({ default: 0 })),
    limit: Type.Optional(Limit(ORDER_PAGE.maxLimit, { default: ORDER_PAGE.defaultLimit })),
    q: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 100,
        description: 'case-insensitive contains: a product name of the order, the event name, or the reference',
      }),
    ),
    view: Type.Optional(
      Type.Union(
        ORDER_VIEWS.map((view) => Type.Literal(view)),
        {
          description: 'placed: paid orders (status 2); attempts: never paid (status 1 or 3); absent: every order',
        },
      ),
    ),
    status: Type.Optional(
      Type.Union(
        ORDER_DELIVERY_FILTERS.map((status) => Type.Literal(status)),
        {
          description:
            'placed product orders by delivery status (ordered = 1 or 2, shipped 3, delivered 4, returned 5, cancelled 6); 400 with Event or view=attempts',
        },
      ),
    ),
    from: Type.Optional(OrdersDate('YYYY-MM-DD: placed on or after this day (Europe/Rome)')),
    to: Type.Optional(OrdersDate('YYYY-MM-DD: placed on or before this day (Europe/Rome); not before `from`')),
  },
  { additionalProperties: false },
);

export const ReorderSchema = Type.Object({
  added: Type.Array(
    Type.Object({
      variantId: Type.String(),
      name: Type.String(),
      qty: Type.Integer({ description: 'quantity put back' }),
    }),
  ),
  skipped: Type.Array(
    Type.Object({
      name: Type.String(),
      reason: Type.Union([Type.Literal('unavailable'), Type.Literal('outOfStock'), Type.Literal('cartFull')], {
        description:
          'unavailable: the product or variant is gone; outOfStock: none left; cartFull: the cart already holds all the stock',
      }),
    }),
  ),
  lineCount: Type.Integer({ description: 'cart lines after the reorder' }),
});
