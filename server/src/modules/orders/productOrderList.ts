import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db, DeliveryStatus, TransactionStatus } from '../../db/database';
import { dialectOf } from '../../db/dialectOf';
import { toNumberOr } from '../../db/mapping';
import { preparedQuery } from '../../db/preparedQuery';
import { linesOfOrders, toProductOrder, PRODUCT_ORDER_COLUMNS, type ProductOrderRow } from './orderRecord';
import type { OrderFilters, OrderPage } from './myOrders';
import type { ORDER_DELIVERY_FILTERS } from './orders.schemas';

// My orders for product orders, one statement for the page and its total (the count a scalar subquery SQLite runs
// once), compiled once per shape (db/preparedQuery.ts). The search reads product_orders.search_text (migration 0025:
// the reference and the line names, lower-cased, kept by triggers), so `q` is one test per index entry of the
// member's orders instead of a join over every line; the counts are covered by the indexes of 0025.

const DELIVERY_STATUSES: Record<(typeof ORDER_DELIVERY_FILTERS)[number], DeliveryStatus[]> = {
  ordered: [1, 2],
  shipped: [3],
  delivered: [4],
  returned: [5],
  cancelled: [6],
};

const PLACED: TransactionStatus[] = [2];
const ATTEMPTS: TransactionStatus[] = [1, 3];

interface ListValues extends Record<string, unknown> {
  userId: string;
  after: string;
  before: string;
  needle: string;
  offset: number;
}

/** The parts of a list query that change its SQL: view, status, which of the dates and the search, the page size. */
interface Shape {
  statuses: TransactionStatus[] | null;
  delivery: DeliveryStatus[] | null;
  after: boolean;
  before: boolean;
  search: boolean;
  limit: number;
}

function shapeOf(filters: OrderFilters, limit: number): Shape {
  const statuses = filters.status || filters.view === 'placed' ? PLACED : filters.view === 'attempts' ? ATTEMPTS : null;
  return {
    statuses,
    delivery: filters.status ? DELIVERY_STATUSES[filters.status] : null,
    after: Boolean(filters.from),
    before: Boolean(filters.to),
    search: Boolean(filters.q),
    limit,
  };
}

const shapeKey = (shape: Shape) => JSON.stringify(shape);

/** `text` contains `needle` (both lower-cased already): a plain substring test, no pattern to escape. */
function contains(db: Db, needle: string): Expression<SqlBool> {
  return dialectOf(db) === 'postgres'
    ? sql<SqlBool>`strpos(${sql.ref('search_text')}, ${needle}) > 0`
    : sql<SqlBool>`instr(${sql.ref('search_text')}, ${needle}) > 0`;
}

function matching(db: Db, values: ListValues, shape: Shape) {
  return db
    .selectFrom('product_orders')
    .where('user_id', '=', values.userId)
    .$if(shape.statuses !== null, (qb) => qb.where('status', 'in', shape.statuses ?? []))
    .$if(shape.delivery !== null, (qb) => qb.where('delivery_status', 'in', shape.delivery ?? []))
    .$if(shape.after, (qb) => qb.where('created_at', '>=', values.after))
    .$if(shape.before, (qb) => qb.where('created_at', '<', values.before))
    .$if(shape.search, (qb) => qb.where(contains(db, values.needle)));
}

const orderPage = preparedQuery<ListValues, ProductOrderRow & { total: number | string }>((db, values, key) => {
  const shape = JSON.parse(key) as Shape;
  return matching(db, values, shape)
    .select(PRODUCT_ORDER_COLUMNS)
    .select(
      matching(db, values, shape)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .as('total'),
    )
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(shape.limit)
    .offset(values.offset);
});

const orderCount = preparedQuery<ListValues, { n: number | string }>((db, values, key) =>
  matching(db, values, JSON.parse(key) as Shape).select((eb) => eb.fn.countAll<number>().as('n')),
);

/** A page of the member's product orders narrowed by `filters`, newest first, with the total that matches. */
export async function productOrderPage(
  db: Db,
  userId: string,
  filters: OrderFilters,
  range: { offset: number; limit: number; after?: string; before?: string },
): Promise<OrderPage> {
  // Names and references hold no line break, and search_text puts one between them: such a search matches nothing.
  if (filters.q?.includes('\n')) return { items: [], total: 0 };
  const key = shapeKey(shapeOf(filters, range.limit));
  const values: ListValues = {
    userId,
    after: range.after ?? '',
    before: range.before ?? '',
    needle: filters.q?.toLowerCase() ?? '',
    offset: range.offset,
  };
  const rows = await orderPage.execute(db, values, key);
  if (rows.length === 0) {
    // A page past the end: its total still counts what matches.
    const total = range.offset === 0 ? 0 : toNumberOr((await orderCount.execute(db, values, key))[0]?.n, 0);
    return { items: [], total };
  }
  const lines = await linesOfOrders(
    db,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => toProductOrder(row, lines.get(row.id) ?? [])),
    total: toNumberOr(rows[0].total, 0),
  };
}
