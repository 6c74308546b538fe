import { Type, type Static } from 'typebox';
import { liveEventSchema } from '../../realtime/liveEvents';

export const CartChangedSchema = liveEventSchema(
  'cart.changed',
  'LiveCartChanged',
  "The member's cart changed (from any of their tabs or devices): a screen showing it reads GET /user/carts again.",
  Type.Object({
    lineCount: Type.Integer({ minimum: 0 }),
    itemCount: Type.Integer({ minimum: 0, description: 'sum of the quantities' }),
    by: Type.Optional(
      Type.String({
        description:
          'the `X-Tab-Id` of the quantity change or removal that made this change, when it sent one: that tab shows it already',
      }),
    ),
  }),
  { lineCount: 2, itemCount: 3, by: '5f0c4a9e-2b7d-4e8a-9c1f-3d6b8e2a7c40' },
);

/** The cart's live events, in the order the document lists them. */
export const CART_LIVE_EVENTS = [CartChangedSchema];

export type CartLiveEvent = Static<typeof CartChangedSchema>;
