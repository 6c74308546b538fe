import { Type } from 'typebox';
import { NullableString } from '../../../contract/common';

// The receipt of a placed order (issue 24): what the SPA's printable page and the PDF show, computed once here.

const receiptAddressExample = {
  fullName: 'Mario Rossi',
  address: 'Via Roma 1',
  city: 'Milano',
  province: 'MI',
  zipcode: '20121',
  country: 'Italia',
};

const ReceiptAddressSchema = Type.Object(
  {
    fullName: Type.String(),
    address: Type.String(),
    city: Type.String(),
    province: NullableString,
    zipcode: Type.String(),
    country: Type.String(),
  },
  { title: 'ReceiptAddress', examples: [receiptAddressExample] },
);

const receiptLineExample = {
  name: 'Maglia da allenamento traspirante',
  size: 'M',
  qty: 2,
  unitPrice: 34.9,
  total: 69.8,
};

const ReceiptLineSchema = Type.Object(
  {
    name: Type.String(),
    size: Type.Union([Type.String(), Type.Null()], { description: 'the variant’s size; null for tickets' }),
    qty: Type.Integer({ minimum: 1 }),
    unitPrice: Type.Number({ description: 'VAT included' }),
    total: Type.Number({ description: 'qty × unitPrice, VAT included' }),
  },
  { title: 'ReceiptLine', examples: [receiptLineExample] },
);

export const receiptExample = {
  orderId: '6654b2c3d4e5f6a7b8c9d901',
  orderNumber: 'CMP-PR-20260503-7F3KQ2',
  productType: 'Product' as const,
  placedAt: '2026-05-03T09:24:10.000Z',
  paymentType: 'PayPal',
  paymentReference: '5O190127TN364715T',
  lines: [receiptLineExample],
  subtotal: 69.8,
  serviceFee: 2.59,
  discount: 0,
  total: 72.39,
  net: 59.34,
  vat: 13.05,
  vatRate: 22,
  currencySymbol: '€',
  billingAddress: receiptAddressExample,
  shippingAddress: receiptAddressExample,
};

export const ReceiptSchema = Type.Object(
  {
    orderId: Type.String(),
    orderNumber: Type.String({ description: 'the order’s reference (`CMP-PR-…` or `CMP-EV-…`)' }),
    productType: Type.Union([Type.Literal('Event'), Type.Literal('Product')]),
    placedAt: Type.String({ description: 'ISO instant the payment completed' }),
    paymentType: Type.String({ description: '"PayPal" or "Free"' }),
    paymentReference: Type.Union([Type.String(), Type.Null()], {
      description: 'the payment provider’s order id; null when nothing was paid',
    }),
    lines: Type.Array(ReceiptLineSchema),
    subtotal: Type.Number({ description: 'sum of the lines, VAT included' }),
    serviceFee: Type.Number(),
    discount: Type.Number(),
    total: Type.Number({ description: 'gross: what was charged, VAT included' }),
    net: Type.Number({ description: 'total without VAT: total / (1 + vatRate / 100), rounded to the cent' }),
    vat: Type.Number({ description: 'total - net' }),
    vatRate: Type.Number({ description: 'percent; every price includes it (22, the Italian standard rate)' }),
    currencySymbol: Type.String(),
    billingAddress: Type.Union([ReceiptAddressSchema, Type.Null()]),
    shippingAddress: Type.Union([ReceiptAddressSchema, Type.Null()], { description: 'null for tickets' }),
  },
  { title: 'Receipt', examples: [receiptExample] },
);

export const ReceiptPdfResponses = {
  200: {
    description: 'The receipt as a PDF file (attachment), in the language of the request',
    content: { 'application/pdf': { schema: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }) } },
  },
};
