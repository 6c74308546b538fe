import type { Order } from '../myOrdersApi';

export type OrderStatus = Order['status'];
export type DeliveryStatus = NonNullable<Order['deliveryStatus']>;

export const ORDER_COMPLETED: OrderStatus = 2;

/** SPEC section 4: the delivery status is shown only once the order is Completed (and only products have one). */
export function shownDeliveryStatus(order: Pick<Order, 'status' | 'deliveryStatus'>): DeliveryStatus | null {
  return order.status === ORDER_COMPLETED ? order.deliveryStatus : null;
}

export type DeliveryDateField = 'shippedDate' | 'deliveredDate' | 'returnedDate' | 'cancelledDate';

/** Chip colour of an order status. */
export function statusColour(status: OrderStatus): 'default' | 'success' | 'error' {
  if (status === ORDER_COMPLETED) return 'success';
  return status === 3 ? 'error' : 'default';
}

export type TimelineStep = 'placed' | 'shipped' | 'delivered' | 'returned' | 'cancelled';

export interface TimelineEntry {
  step: TimelineStep;
  /** When the order reached the step; null for a step still to come (or reached with no date stored). */
  date: string | null;
  reached: boolean;
}

/** The steps each delivery status has passed; the ones after `reached` of a live parcel are still to come. */
const STEPS_OF: Record<DeliveryStatus, { reached: TimelineStep[]; next: TimelineStep[] }> = {
  1: { reached: ['placed'], next: ['shipped', 'delivered'] },
  2: { reached: ['placed'], next: ['shipped', 'delivered'] },
  3: { reached: ['placed', 'shipped'], next: ['delivered'] },
  4: { reached: ['placed', 'shipped', 'delivered'], next: [] },
  5: { reached: ['placed', 'shipped', 'delivered', 'returned'], next: [] },
  6: { reached: ['placed', 'cancelled'], next: [] },
};

const DATE_OF: Record<Exclude<TimelineStep, 'placed'>, DeliveryDateField> = {
  shipped: 'shippedDate',
  delivered: 'deliveredDate',
  returned: 'returnedDate',
  cancelled: 'cancelledDate',
};

/**
 * A placed product order's status timeline: placed, then shipped, delivered, returned or cancelled with their dates,
 * and the steps still to come; empty for an order never paid or an event order (no delivery).
 */
export function orderTimeline(order: Order): TimelineEntry[] {
  const status = shownDeliveryStatus(order);
  if (status === null || order.productType !== 'Product') return [];
  const { reached, next } = STEPS_OF[status];
  return [
    ...reached.map((step) => ({
      step,
      date: step === 'placed' ? (order.orderCompletedDate ?? order.created_at) : order[DATE_OF[step]],
      reached: true,
    })),
    ...next.map((step) => ({ step, date: null, reached: false })),
  ];
}
