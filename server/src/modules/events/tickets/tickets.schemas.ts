import { Type } from 'typebox';
import { Id, NullableString } from '../../../contract/common';

export const TicketRequestBody = Type.Object(
  {
    eventId: Id,
    noOfTickets: Type.Integer({ maximum: 50, description: 'at least 1 (0 answers a 400 with a message)' }),
    ticketHolderName: Type.String({ minLength: 1, maxLength: 120 }),
  },
  {
    examples: [{ eventId: '6650b2e3d4c5b6a7f8e9d010', noOfTickets: 2, ticketHolderName: 'Mario Rossi' }],
    additionalProperties: false,
  },
);

/** The purchase: what the preview asked, and the total the buyer saw (charged only if it is still the price). */
export const StartTicketBody = Type.Object(
  {
    ...TicketRequestBody.properties,
    expectedFinalPrice: Type.Optional(
      Type.Number({
        minimum: 0,
        maximum: 1000000,
        description:
          "the final price the preview showed (euro); when today's price differs nothing starts: 409 pricesChanged with the new quote",
      }),
    ),
  },
  {
    examples: [
      {
        eventId: '6650b2e3d4c5b6a7f8e9d010',
        noOfTickets: 2,
        ticketHolderName: 'Mario Rossi',
        expectedFinalPrice: 26.75,
      },
    ],
    additionalProperties: false,
  },
);
const ticketQuoteExample = {
  eventId: '6650b2e3d4c5b6a7f8e9d010',
  eventName: 'Torneo di calcetto al Parco Sempione',
  noOfTickets: 2,
  ticketHolderName: 'Mario Rossi',
  cost: 12.5,
  price: 25,
  serviceFee: 1.75,
  discount: 0,
  finalPrice: 26.75,
  currencySymbol: '€',
  remainingTickets: 38,
};

export const TicketQuoteSchema = Type.Object(
  {
    eventId: Type.String(),
    eventName: Type.String(),
    noOfTickets: Type.Integer(),
    ticketHolderName: Type.String(),
    cost: Type.Number({ description: 'one ticket' }),
    price: Type.Number({ description: 'cost x noOfTickets' }),
    serviceFee: Type.Number(),
    discount: Type.Number(),
    finalPrice: Type.Number(),
    currencySymbol: Type.String(),
    remainingTickets: Type.Integer(),
  },
  { title: 'TicketQuote', examples: [ticketQuoteExample] },
);

const TicketTransactionProperties = {
  _id: Type.String(),
  transactionId: Type.String({ description: 'reference, CMP-EV-YYYYMMDD-XXXXXX' }),
  status: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)], {
    description: '1 Initiated, 2 Completed, 3 Failed / Cancelled',
  }),
  eventId: Type.String(),
  eventName: Type.String(),
  noOfTickets: Type.Integer(),
  ticketHolderName: Type.String(),
  price: Type.Number(),
  serviceFee: Type.Number(),
  discount: Type.Number(),
  finalPrice: Type.Number(),
  currencySymbol: Type.String(),
  paymentType: Type.String({ description: "'PayPal' or 'Free'" }),
  orderId: NullableString,
  created_at: Type.String(),
  completedAt: NullableString,
};
const ticketTransactionExample = {
  _id: '6652a1b2c3d4e5f6a7b8c701',
  transactionId: 'CMP-EV-20260502-7K3Q9D',
  status: 2 as const,
  eventId: '6650b2e3d4c5b6a7f8e9d010',
  eventName: 'Torneo di calcetto al Parco Sempione',
  noOfTickets: 2,
  ticketHolderName: 'Mario Rossi',
  price: 25,
  serviceFee: 1.75,
  discount: 0,
  finalPrice: 26.75,
  currencySymbol: '€',
  paymentType: 'PayPal',
  orderId: '5O190127TN364715T',
  created_at: '2026-05-02T10:12:00.000Z',
  completedAt: '2026-05-02T10:14:31.000Z',
};

export const TicketTransactionSchema = Type.Object(TicketTransactionProperties, {
  title: 'TicketTransaction',
  examples: [ticketTransactionExample],
});
const startedPurchaseExample = {
  ...ticketTransactionExample,
  status: 1 as const,
  completedAt: null,
  approvalUrl: 'https://campo.example/payments/sandbox/approve?order=5O190127TN364715T',
};

export const StartedPurchaseSchema = Type.Object(
  {
    ...TicketTransactionProperties,
    approvalUrl: Type.Union([Type.String(), Type.Null()], {
      description: 'open it to approve the payment; null when free tickets were booked at once (status 2)',
    }),
  },
  { title: 'StartedPurchase', examples: [startedPurchaseExample] },
);

export const CaptureBody = Type.Object(
  {
    token: Type.String({
      minLength: 1,
      maxLength: 64,
      description: 'the provider order id (?token= on the return URL)',
    }),
    PayerID: Type.Optional(Type.String({ maxLength: 64 })),
  },
  { examples: [{ token: '5O190127TN364715T', PayerID: 'QYR5Z8XDVJNXQ' }], additionalProperties: false },
);

export const CancelBody = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 64 }) },
  { examples: [{ token: '5O190127TN364715T' }], additionalProperties: false },
);

const ticketPriceChangedExample = {
  message: 'The ticket price changed since your preview: check the new total and confirm.',
  statusCode: 409,
  error: 'Conflict',
  reason: 'pricesChanged' as const,
  quote: ticketQuoteExample,
};

export const TicketRefusedSchema = Type.Object(
  {
    message: Type.String(),
    statusCode: Type.Integer(),
    error: Type.String(),
    reason: Type.Optional(
      Type.Literal('pricesChanged', {
        description: 'set when the price differs from expectedFinalPrice; quote then carries the new figures',
      }),
    ),
    quote: Type.Optional(TicketQuoteSchema),
  },
  {
    title: 'TicketRefused',
    examples: [ticketPriceChangedExample],
    description:
      'A 409: the event ended or too few tickets are left (message only), or the price changed (reason and the new quote, to confirm)',
  },
);
