import { Type } from 'typebox';

// Cancelling tickets with a refund, and the waiting list of sold-out events (docs/CONVENTIONS.md "Refunds and
// waiting list").

const ticketCountBody = (example: number) =>
  Type.Object(
    { noOfTickets: Type.Integer({ minimum: 1, maximum: 50 }) },
    { examples: [{ noOfTickets: example }], additionalProperties: false },
  );

export const CancelTicketsBody = ticketCountBody(1);
export const JoinWaitlistBody = ticketCountBody(2);

const ticketRefundExample = {
  _id: '6650b2e3d4c5b6a7f8e9d0a1',
  transactionId: '6650b2e3d4c5b6a7f8e9d041',
  noOfTickets: 1,
  amount: 13.13,
  currencySymbol: '€',
  remainingTickets: 1,
  status: 'completed' as const,
};

export const TicketRefundSchema = Type.Object(
  {
    _id: Type.String(),
    transactionId: Type.String({ description: 'the purchase (_id of the ticket transaction)' }),
    noOfTickets: Type.Integer({ description: 'tickets cancelled by this refund' }),
    amount: Type.Number({ description: 'euro refunded: the tickets’ share of the final price' }),
    currencySymbol: Type.String(),
    remainingTickets: Type.Integer({ description: 'tickets the purchase still holds; 0 = cancelled in full' }),
    status: Type.Union([Type.Literal('completed'), Type.Literal('pending')], {
      description: 'pending: the provider’s answer was lost; the refund is finished later, once',
    }),
  },
  { title: 'TicketRefund', examples: [ticketRefundExample] },
);

const waitlistPlaceExample = {
  _id: '6650b2e3d4c5b6a7f8e9d0b2',
  eventId: '6650b2e3d4c5b6a7f8e9d010',
  noOfTickets: 2,
  status: 'offered' as const,
  position: 1,
  offer: { noOfTickets: 2, expiresAt: '2026-11-27T10:00:00.000Z' },
};

export const WaitlistPlaceSchema = Type.Object(
  {
    _id: Type.String(),
    eventId: Type.String(),
    noOfTickets: Type.Integer({ description: 'tickets asked for' }),
    status: Type.Union([Type.Literal('waiting'), Type.Literal('offered')]),
    position: Type.Integer({ description: '1 = first in line' }),
    offer: Type.Union(
      [
        Type.Object({
          noOfTickets: Type.Integer({ description: 'tickets held for the member' }),
          expiresAt: Type.String({ description: 'ISO instant: the held tickets go to the next in line after it' }),
        }),
        Type.Null(),
      ],
      { description: 'while an offer runs: buy the held tickets with the normal purchase' },
    ),
  },
  { title: 'WaitlistPlace', examples: [waitlistPlaceExample] },
);

export const NullableWaitlistPlace = Type.Union([WaitlistPlaceSchema, Type.Null()]);

export const LeftWaitlistSchema = Type.Object(
  { eventId: Type.String() },
  { title: 'LeftWaitlist', examples: [{ eventId: '6650b2e3d4c5b6a7f8e9d010' }] },
);

export const JobClockBody = Type.Object(
  {
    now: Type.String({
      pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,3})?Z$',
      description: "the job's clock for this run (ISO 8601 UTC)",
    }),
  },
  { examples: [{ now: '2026-12-18T18:31:00.000Z' }], additionalProperties: false },
);

const refundIds = (description: string) => Type.Array(Type.String(), { description });

export const RefundReconcileSchema = Type.Object(
  {
    completed: refundIds('refund attempts found made (or made now): tickets freed'),
    refused: refundIds('refund attempts the provider refused: the tickets are the member’s again'),
    unknown: refundIds('provider still not answering: asked again next run'),
  },
  {
    title: 'RefundReconcileRun',
    examples: [{ completed: ['6650b2e3d4c5b6a7f8e9d0a1'], refused: [], unknown: [] }],
  },
);

export const SandboxDropSchema = Type.Object(
  { dropped: Type.Literal(true) },
  { title: 'SandboxRefundAnswerDropped', examples: [{ dropped: true }] },
);
