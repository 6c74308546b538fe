import type { Order } from '../myOrdersApi';

export type OrderStatus = Order['status'];
export type DeliveryStatus = NonNullable<Order['deliveryStatus']>;

export const ORDER_COMPLETED: OrderStatus = 2;

/** SPEC section 4: the delivery status is shown only once the order is Completed (and only products have one). */
export function shownDeliveryStatus(order: Pick<Order, 'status' | 'deliveryStatus'>): DeliveryStatus | null {
  return order.status === ORDER_COMPLETED ? order.deliveryStatus : null;
}

export type DeliveryDateField = 'shippedDate' | 'deliveredDate' | 'returnedDate' | 'cancelledDate';

/** Which delivery dates belong to each delivery status (a returned parcel was shipped and delivered first). */
const DATES_OF: Record<DeliveryStatus, DeliveryDateField[]> = {
  1: [],
  2: [],
  3: ['shippedDate'],
  4: ['shippedDate', 'deliveredDate'],
  5: ['shippedDate', 'deliveredDate', 'returnedDate'],
  6: ['cancelledDate'],
};

/** The delivery dates to show: those of the shown delivery status that the server filled in. */
export function shownDeliveryDates(order: Order): { field: DeliveryDateField; value: string }[] {
  const status = shownDeliveryStatus(order);
  if (status === null) return [];
  return DATES_OF[status].flatMap((field) => {
    const value = order[field];
    return value ? [{ field, value }] : [];
  });
}

/** Chip colour of an order status. */
export function statusColour(status: OrderStatus): 'default' | 'success' | 'error' {
  if (status === ORDER_COMPLETED) return 'success';
  return status === 3 ? 'error' : 'default';
}
