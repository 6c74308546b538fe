import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import { createPaymentProvider } from '../../../payments/createPaymentProvider';
import type { TestApp } from '../../../testing/testApp';
import { pressSandboxButton } from '../../events/testing/sandboxCheckout';
import { loggedInUser } from '../../events/testing/eventFixtures';
import { ADDRESS, callAs, shopWorld } from '../../products/testing/shopFixtures';
import type { OrderDeps } from '../orderPurchase';
import { reconcileOpenOrders } from '../orderReconciler';
import { trustDb } from '../orderTrustTables';

/** What a member does after starting to pay. */
type Ending = 'capture' | 'cancel' | 'expire' | 'cancelWhileExpiring' | 'failWhileExpiring';

export interface StockSnapshot {
  stock: number;
  held: number;
  sold: number;
}

/** The variant's stock and its held and sold units, read in ONE statement (one snapshot on both dialects). */
export async function stockSnapshot(db: Db, variantId: string): Promise<StockSnapshot> {
  const units = (state: string) => sql<number>`(select coalesce(sum(i.qty), 0) from stock_holds h
      join product_order_items i on i.order_id = h.order_id
      where h.state = ${state} and i.variant_id = ${variantId})`;
  const { rows } = await sql<{ stock: number; held: number; sold: number }>`select
      (select stock from product_variants where id = ${variantId}) as stock,
      ${units('held')} as held,
      ${units('sold')} as sold`.execute(db);
  return { stock: Number(rows[0].stock), held: Number(rows[0].held), sold: Number(rows[0].sold) };
}

/** Deps for calling the reconciler directly, as the app's timer does (the app's configured provider). */
export function orderDepsOf(t: TestApp): OrderDeps {
  return {
    db: t.database.db,
    payments: createPaymentProvider(t.config, t.database.db),
    serviceFee: t.config.serviceFee,
    publicUrl: 'https://campo.example',
    log: t.app.log,
    now: () => new Date(),
    stockHoldMs: t.config.stockHoldMs,
  };
}

/** A deterministic random sequence, so a failing run can be replayed with the same seed. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export interface RaceReport {
  snapshots: StockSnapshot[];
  started: number;
  soldOut: number;
  initialStock: number;
  endings: Record<Ending, number>;
}

/**
 * 20 buyers of one variant (stock 12) on the given apps (instances sharing one database), all at once: each
 * previews, starts paying (holds 1 or 2 units, or is refused when none are left), then captures, cancels, lets the
 * hold expire, or cancels or fails while the expiry job runs. After every step the invariant is read in one
 * statement: stock + held + sold = initial stock (so no unit is released twice or lost), sold + held <= initial
 * stock, stock >= 0.
 */
export async function runHoldRace(apps: TestApp[], seed = 24): Promise<RaceReport> {
  const [first] = apps;
  const db = first.database.db;
  const world = await shopWorld(first);
  const initialStock = 12;
  const product = await world.product([{ price: 15, stock: initialStock }], { name: 'Pallone da gara' });
  const variantId = product.variantIds[0];
  const next = random(seed);
  const endings: Ending[] = ['capture', 'cancel', 'expire', 'cancelWhileExpiring', 'failWhileExpiring'];
  const report: RaceReport = {
    snapshots: [],
    started: 0,
    soldOut: 0,
    initialStock,
    endings: { capture: 0, cancel: 0, expire: 0, cancelWhileExpiring: 0, failWhileExpiring: 0 },
  };
  const check = async () => {
    report.snapshots.push(await stockSnapshot(db, variantId));
  };

  const buyers = await Promise.all(
    Array.from({ length: 20 }, async (_, k) => {
      const t = apps[k % apps.length];
      const user = await loggedInUser(first, `Buyer${k}`);
      const call = callAs(t, user);
      const addressId = (await call('POST', '/api/user/addresses', ADDRESS)).json().data._id as string;
      const qty = next() < 0.3 ? 2 : 1;
      await call('POST', '/api/user/cart', { productId: product.id, variantId, qty });
      const ending = endings[Math.floor(next() * endings.length)];
      return { t, call, addresses: { billingAddressId: addressId, shippingAddressId: addressId }, ending };
    }),
  );
  await check();

  const expire = async (t: TestApp, orderId: string) => {
    await trustDb(db)
      .updateTable('stock_holds')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('order_id', '=', orderId)
      .execute();
    await reconcileOpenOrders(orderDepsOf(t), new Date());
  };

  await Promise.all(
    buyers.map(async ({ t, call, addresses, ending }) => {
      const preview = await call('POST', '/api/user/product/order/preview', addresses);
      await check();
      if (preview.statusCode !== 200) {
        report.soldOut += 1;
        return;
      }
      const started = await call('POST', '/api/user/product/transaction/init', {
        ...addresses,
        quoteId: preview.json().data.quoteId,
      });
      await check();
      if (started.statusCode !== 201) {
        if (started.statusCode !== 409) throw new Error(`init: ${started.statusCode} ${started.body}`);
        report.soldOut += 1;
        return;
      }
      report.started += 1;
      report.endings[ending] += 1;
      const order = started.json().data as { _id: string; orderId: string };
      const token = order.orderId;
      if (ending === 'capture') {
        await pressSandboxButton(t, 'approve', token);
        const captured = await call('POST', '/api/user/product/transaction/update', { token, PayerID: 'SBX' });
        if (captured.statusCode !== 200) throw new Error(`capture: ${captured.statusCode} ${captured.body}`);
      } else if (ending === 'cancel') {
        await call('POST', '/api/user/product/transaction/cancel', { token });
      } else if (ending === 'expire') {
        await expire(t, order._id);
      } else if (ending === 'cancelWhileExpiring') {
        await Promise.all([call('POST', '/api/user/product/transaction/cancel', { token }), expire(t, order._id)]);
      } else {
        // Capturing a payment nobody approved fails for good (402) while the expiry job runs.
        await Promise.all([
          call('POST', '/api/user/product/transaction/update', { token, PayerID: 'SBX' }),
          expire(t, order._id),
        ]);
      }
      await check();
    }),
  );
  // Whatever is still held once every buyer is done expires.
  await trustDb(db)
    .updateTable('stock_holds')
    .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
    .where('state', '=', 'held')
    .execute();
  await reconcileOpenOrders(orderDepsOf(first), new Date());
  await check();
  return report;
}

/** Every snapshot keeps the invariant. */
export function brokenSnapshots(report: RaceReport): StockSnapshot[] {
  return report.snapshots.filter(
    (s) =>
      s.stock < 0 ||
      s.held < 0 ||
      s.sold + s.held > report.initialStock ||
      s.stock + s.held + s.sold !== report.initialStock,
  );
}
