import type { Db, TransactionStatus } from '../../db/database';
import { eventInstant } from '../../db/eventTimes';
import { toNumberOr } from '../../db/mapping';
import { containsPattern, nameMatches } from '../../db/textSearch';
import { shopTexts } from '../products/shop.texts';
import { eventOrderRows, toEventOrder } from './eventOrders';
import { preparedQuery } from '../../db/preparedQuery';
import { linesOfOrders, PRODUCT_ORDER_COLUMNS, toProductOrder, type Order, type ProductOrderRow } from './orderRecord';
import { productOrderPage } from './productOrderList';
import type { ORDER_DELIVERY_FILTERS, ORDER_VIEWS } from './orders.schemas';

export type ProductType = 'Event' | 'Product';

export interface OrderPage {
  items: Order[];
  total: number;
}

/** What My orders narrows a list to (GET /user/myorders query); every part optional. */
export interface OrderFilters {
  /** Contains, case-insensitive: a line's product name or the event name, or the reference. */
  q?: string;
  view?: (typeof ORDER_VIEWS)[number];
  status?: (typeof ORDER_DELIVERY_FILTERS)[number];
  /** YYYY-MM-DD, Europe/Rome days, both inclusive. */
  from?: string;
  to?: string;
}

const PLACED: TransactionStatus[] = [2];
const ATTEMPTS: TransactionStatus[] = [1, 3];

function nextDay(date: string): string {
  const day = new Date(`${date}T00:00:00.000Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** The instants a date range covers: [start of `from`, start of the day after `to`) in Europe/Rome. */
function createdRange(filters: OrderFilters): { after?: string; before?: string } {
  return {
    after: filters.from ? eventInstant(filters.from, '00:00') : undefined,
    before: filters.to ? eventInstant(nextDay(filters.to), '00:00') : undefined,
  };
}

/** 400 for filters that cannot go together; the schema has checked each one alone. */
export function checkOrderFilters(type: ProductType, filters: OrderFilters): void {
  if (filters.from && filters.to && filters.from > filters.to) {
    throw shopTexts.error(400, 'ordersDateRange', { from: filters.from, to: filters.to });
  }
  if (filters.status && (type === 'Event' || filters.view === 'attempts')) {
    throw shopTexts.error(400, 'ordersStatusOnlyProducts');
  }
}

function statusesOf(filters: OrderFilters): TransactionStatus[] | null {
  if (filters.status || filters.view === 'placed') return PLACED;
  if (filters.view === 'attempts') return ATTEMPTS;
  return null;
}

function filteredEventOrders(db: Db, userId: string, filters: OrderFilters) {
  const statuses = statusesOf(filters);
  const { after, before } = createdRange(filters);
  const pattern = filters.q ? containsPattern(filters.q) : null;
  return db
    .selectFrom('event_transactions')
    .where('event_transactions.user_id', '=', userId)
    .$if(statuses !== null, (qb) => qb.where('event_transactions.status', 'in', statuses ?? []))
    .$if(after !== undefined, (qb) => qb.where('event_transactions.created_at', '>=', after ?? ''))
    .$if(before !== undefined, (qb) => qb.where('event_transactions.created_at', '<', before ?? ''))
    .$if(pattern !== null, (qb) =>
      qb.where((eb) =>
        eb.or([
          nameMatches('event_transactions.reference', pattern ?? ''),
          eb.exists(
            eb
              .selectFrom('events as searched')
              .select('searched.id')
              .whereRef('searched.id', '=', 'event_transactions.event_id')
              .where(nameMatches('searched.name', pattern ?? '')),
          ),
        ]),
      ),
    );
}

async function eventOrders(
  db: Db,
  userId: string,
  filters: OrderFilters,
  offset: number,
  limit: number,
): Promise<OrderPage> {
  const counted = await filteredEventOrders(db, userId, filters)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  const total = toNumberOr(counted?.n, 0);
  if (offset >= total) return { items: [], total };
  const page = await filteredEventOrders(db, userId, filters)
    .select('event_transactions.id')
    .orderBy('event_transactions.created_at', 'desc')
    .orderBy('event_transactions.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  if (page.length === 0) return { items: [], total };
  const rows = await eventOrderRows(db, userId)
    .where(
      'event_transactions.id',
      'in',
      page.map((row) => row.id),
    )
    .orderBy('event_transactions.created_at', 'desc')
    .orderBy('event_transactions.id', 'desc')
    .execute();
  return { items: rows.map(toEventOrder), total };
}

/**
 * The user's orders of one type, newest first (SPEC 7 `GET /user/myorders`), narrowed by `filters` (checked with
 * `checkOrderFilters` first).
 */
export function listMyOrders(
  db: Db,
  userId: string,
  type: ProductType,
  offset: number,
  limit: number,
  filters: OrderFilters = {},
): Promise<OrderPage> {
  return type === 'Event'
    ? eventOrders(db, userId, filters, offset, limit)
    : productOrderPage(db, userId, filters, { offset, limit, ...createdRange(filters) });
}

const ownProductOrder = preparedQuery<{ orderId: string; userId: string }, ProductOrderRow>((db, values) =>
  db
    .selectFrom('product_orders')
    .select(PRODUCT_ORDER_COLUMNS)
    .where('id', '=', values.orderId)
    .where('user_id', '=', values.userId),
);

/** One of the user's orders, product or event, by its id; someone else's answers 404 like an unknown one. */
export async function getMyOrder(db: Db, userId: string, orderId: string): Promise<Order> {
  const [product] = await ownProductOrder.execute(db, { orderId, userId });
  if (product) {
    const lines = await linesOfOrders(db, [product.id]);
    return toProductOrder(product, lines.get(product.id) ?? []);
  }
  const event = await eventOrderRows(db, userId).where('event_transactions.id', '=', orderId).executeTakeFirst();
  if (event) return toEventOrder(event);
  throw shopTexts.error(404, 'orderNotFound');
}
