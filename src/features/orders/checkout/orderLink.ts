import type { ObjectId } from '../../../api/wire';

/** Where an order is shown: the profile's My orders tab opens its detail from this address. */
export function orderLink(orderId: ObjectId): string {
  return `/profile?tab=myOrders&order=${encodeURIComponent(orderId)}`;
}
