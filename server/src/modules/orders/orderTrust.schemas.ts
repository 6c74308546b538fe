import { Type } from 'typebox';
import { Id } from '../../contract/common';
import { orderPreviewExample, OrderPreviewSchema } from './orders.schemas';

/** How long a preview's prices hold: starting the payment after that asks the buyer to confirm again. */
export const QUOTE_TTL_MS = 30 * 60 * 1000;

export const StartOrderBody = Type.Object(
  {
    billingAddressId: Id,
    shippingAddressId: Id,
    quoteId: Id,
  },
  {
    examples: [
      {
        billingAddressId: '6654a1b2c3d4e5f6a7b8c902',
        shippingAddressId: '6654a1b2c3d4e5f6a7b8c901',
        quoteId: '6654a1b2c3d4e5f6a7b8c9f0',
      },
    ],
    additionalProperties: false,
    description:
      'Two of your addresses and the quoteId of the preview you saw: the payment is for that total, or refused with 409',
  },
);

const pricesChangedExample = {
  message: 'Prices changed since your preview: check the new total and confirm.',
  statusCode: 409,
  error: 'Conflict',
  reason: 'pricesChanged' as const,
  quote: orderPreviewExample,
};

export const OrderRefusedSchema = Type.Object(
  {
    message: Type.String(),
    statusCode: Type.Integer(),
    error: Type.String(),
    reason: Type.Optional(
      Type.Union([Type.Literal('pricesChanged'), Type.Literal('quoteExpired')], {
        description: 'set when the quote no longer holds; quote then carries the new lines and total',
      }),
    ),
    quote: Type.Optional(OrderPreviewSchema),
  },
  {
    title: 'OrderRefused',
    examples: [pricesChangedExample],
    description:
      'A 409: the cart is empty or short of stock (message only), or the quote no longer holds (reason and the new quote, to confirm)',
  },
);
