import { Type } from 'typebox';
import { Id, NullableString } from '../../../contract/common';

export const TicketRequestBody = Type.Object(
  {
    eventId: Id,
    noOfTickets: Type.Integer({ maximum: 50, description: 'at least 1 (0 answers a 400 with a message)' }),
    ticketHolderName: Type.String({ minLength: 1, maxLength: 120 }),
  },
  { additionalProperties: false },
);

export const TicketQuoteSchema = Type.Object({
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
}, { title: 'TicketQuote' });

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

export const TicketTransactionSchema = Type.Object(TicketTransactionProperties, { title: 'TicketTransaction' });

export const StartedPurchaseSchema = Type.Object({
  ...TicketTransactionProperties,
  approvalUrl: Type.Union([Type.String(), Type.Null()], {
    description: 'open it to approve the payment; null when free tickets were booked at once (status 2)',
  }),
}, { title: 'StartedPurchase' });

export const CaptureBody = Type.Object(
  {
    token: Type.String({ minLength: 1, maxLength: 64, description: 'the provider order id (?token= on the return URL)' }),
    PayerID: Type.Optional(Type.String({ maxLength: 64 })),
  },
  { additionalProperties: false },
);

export const CancelBody = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 64 }) },
  { additionalProperties: false },
);
