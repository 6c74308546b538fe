import { Type, type Static } from 'typebox';
import { liveEventSchema } from '../../realtime/liveEvents';

export const CartChangedSchema = liveEventSchema(
  'cart.changed',
  'LiveCartChanged',
  "The member's cart changed (from any of their tabs or devices): a screen showing it reads GET /user/carts again.",
  Type.Object({
    lineCount: Type.Integer({ minimum: 0 }),
    itemCount: Type.Integer({ minimum: 0, description: 'sum of the quantities' }),
  }),
  { lineCount: 2, itemCount: 3 },
);

/** The cart's live events, in the order the document lists them. */
export const CART_LIVE_EVENTS = [CartChangedSchema];

export type CartLiveEvent = Static<typeof CartChangedSchema>;
