import { Type } from 'typebox';

// The organiser's one call on this API: the event's capacity (docs/CONVENTIONS.md "Refunds and waiting list").

export const CapacityBody = Type.Object(
  { totalTickets: Type.Integer({ minimum: 0, maximum: 100000, description: 'the event’s new total of tickets' }) },
  { examples: [{ totalTickets: 120 }], additionalProperties: false },
);

export const RaiseCapacityBody = Type.Object(
  { raiseBy: Type.Integer({ minimum: 1, maximum: 1000, description: 'tickets added to the event’s total' }) },
  { examples: [{ raiseBy: 2 }], additionalProperties: false },
);

export const EventCapacitySchema = Type.Object(
  {
    eventId: Type.String(),
    totalTickets: Type.Integer(),
    remainingTickets: Type.Integer({ description: 'tickets on sale after the change' }),
    heldTickets: Type.Integer({ description: 'tickets held for running waiting-list offers' }),
    offersMade: Type.Integer({ description: 'waiting-list offers this change made, first in line first' }),
  },
  {
    title: 'EventCapacity',
    examples: [
      { eventId: '6650b2e3d4c5b6a7f8e9d010', totalTickets: 120, remainingTickets: 17, heldTickets: 3, offersMade: 2 },
    ],
  },
);
