// `npm run bench -- api-shop`: the shop's reads and the cart quantity write on the real server (compiled, production
// mode, one process, SQLite) under autocannon at 50 connections, next to a bare Fastify hello route in the same run:
// req/s as % of bare and p99, for Mario (demo seed) and for a bench member holding 1,000 orders and a 300-line
// cart (added to the seeded database by seedShopMember). Figures are reported, never asserted (goals of issue 24).
// BENCH_SHOP_CPU=1 prints the server's CPU per request of each route instead (the figure to compare on a busy machine).
import crypto from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import SQLite from 'better-sqlite3';
import { measure, warmUp, line } from './api.mjs';
import { loginHeaders, startBare, startCampo } from './apiServer.mjs';
import { cpuPerRequest } from './apiCpu.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Issue 24's goals: every shop read >= 15 % of bare with p99 < 50 ms; the quantity write >= 8 %, p99 < 50 ms. */
const READ_GOAL = 15;
const WRITE_GOAL = 8;
const P99_GOAL_MS = 50;

export const BENCH_SHOPPER = { email: 'bench.shopper@campo.test', orders: 1000, cartLines: 300 };

const newId = () => crypto.randomBytes(12).toString('hex');
const DAY_MS = 86_400_000;

/**
 * Adds the bench member to a seeded SQLite database: Mario's password, 1,000 product orders over three years (mostly
 * placed, every delivery status, two lines each from the demo's product names) and a cart of 300 lines (a bench
 * product with 300 variants in stock). The server must be stopped. Deterministic enough for a bench: ids are random.
 */
export function seedShopMember(sqliteFile, now = new Date()) {
  const db = new SQLite(sqliteFile);
  try {
    const mario = db.prepare('select * from users where email = ?').get('mario@campo.test');
    const userId = newId();
    db.transaction(() => {
      const columns = Object.keys(mario);
      const values = { ...mario, id: userId, email: BENCH_SHOPPER.email, first_name: 'Bench', last_name: 'Shopper' };
      db.prepare(
        `insert into users (${columns.map((c) => `"${c}"`).join(', ')}) values (${columns.map((c) => `@${c}`).join(', ')})`,
      ).run(values);
      const someProduct = db.prepare('select brand_id, category_id from products limit 1').get();
      const productId = newId();
      db.prepare('insert into products (id, name, brand_id, category_id) values (?, ?, ?, ?)').run(
        productId,
        'Calzettoni da allenamento (bench)',
        someProduct.brand_id,
        someProduct.category_id,
      );
      const variant = db.prepare(
        'insert into product_variants (id, product_id, size, color, color_name, price, stock, sort_order) values (?, ?, ?, ?, ?, ?, ?, ?)',
      );
      const cartLine = db.prepare(
        'insert into cart_items (id, user_id, product_id, variant_id, qty, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?)',
      );
      for (let index = 0; index < BENCH_SHOPPER.cartLines; index++) {
        const variantId = newId();
        variant.run(variantId, productId, `B${index}`, '#1e3a8a', 'Blu', 5 + (index % 20), 100000, index);
        const at = new Date(now.getTime() - (BENCH_SHOPPER.cartLines - index) * 1000).toISOString();
        cartLine.run(newId(), userId, productId, variantId, 1 + (index % 3), at, at);
      }
      const items = db
        .prepare('select distinct name, product_id, variant_id, price from product_order_items limit 40')
        .all();
      const order = db.prepare(
        `insert into product_orders (id, user_id, reference, status, delivery_status, price, service_fee, discount,
          final_price, payment_type, payment_provider, provider_order_id, full_name, email, shipping_first_name,
          shipping_last_name, shipping_address, shipping_city, shipping_zipcode, shipping_country, shipping_province,
          billing_address_json, order_completed_date, created_at, updated_at)
         values (?, ?, ?, ?, ?, ?, ?, 0, ?, 'PayPal', 'sandbox', ?, 'Bench Shopper', ?, 'Bench', 'Shopper',
          'Via Torino 45', 'Milano', '20123', 'Italia', 'MI', ?, ?, ?, ?)`,
      );
      const orderLine = db.prepare(
        `insert into product_order_items (id, order_id, product_id, variant_id, name, size, qty, price, final_price, created_at)
         values (?, ?, ?, ?, ?, 'M', ?, ?, ?, ?)`,
      );
      const billing = JSON.stringify({
        firstName: 'Bench',
        lastName: 'Shopper',
        address: 'Via Torino 45',
        city: 'Milano',
        province: 'MI',
        zipcode: '20123',
        country: 'Italia',
      });
      for (let index = 0; index < BENCH_SHOPPER.orders; index++) {
        const id = newId();
        const at = new Date(now.getTime() - (index + 1) * DAY_MS + (index % 24) * 3600_000).toISOString();
        const status = index % 10 === 0 ? 3 : index % 13 === 0 ? 1 : 2;
        const first = items[index % items.length];
        const second = items[(index * 7 + 3) % items.length];
        const price = Math.round((Number(first.price) * 2 + Number(second.price)) * 100) / 100;
        const fee = Math.round(price * 3 + 50) / 100;
        const day = at.slice(0, 10).replace(/-/g, '');
        order.run(
          id,
          userId,
          `CMP-PR-${day}-B${String(index).padStart(5, '0')}`,
          status,
          1 + (index % 6),
          price,
          fee,
          Math.round((price + fee) * 100) / 100,
          `SANDBOX-BENCH-${index}`,
          BENCH_SHOPPER.email,
          billing,
          status === 2 ? at : null,
          at,
          at,
        );
        orderLine.run(
          newId(),
          id,
          first.product_id,
          first.variant_id,
          first.name,
          2,
          first.price,
          Number(first.price) * 2,
          at,
        );
        orderLine.run(
          newId(),
          id,
          second.product_id,
          second.variant_id,
          second.name,
          1,
          second.price,
          second.price,
          at,
        );
      }
    })();
    db.exec('analyze');
  } finally {
    db.close();
  }
}

/** What Chromium sends: the shop's answers are measured as the SPA gets them, compressed where large. */
const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/** The shop's routes for one member, as autocannon options, with the goal each is held to. */
export async function shopRoutes(url, email) {
  const headers = { ...(await loginHeaders(url, email)), ...BROWSER_ENCODINGS };
  const get = async (pathAndQuery) => (await (await fetch(`${url}${pathAndQuery}`, { headers })).json()).data;
  const products = await get('/api/user/products?offset=0&limit=3');
  const cart = await get('/api/user/carts');
  const orders = await get('/api/user/myorders?productType=Product&view=placed&offset=0&limit=2');
  const word = orders[0].products[0].name.split(' ')[0].toLowerCase();
  const lineId = cart.lines[0]._id;
  const read = (title, pathAndQuery) => ({ title, url: `${url}${pathAndQuery}`, headers, goal: READ_GOAL });
  const qty = (value) => ({
    method: 'PUT',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ qty: value }),
  });
  return {
    products: read('GET /api/user/products', '/api/user/products?offset=0&limit=3'),
    product: read('GET /api/user/product/{id}', `/api/user/product/${products[0]._id}`),
    carts: read(`GET /api/user/carts (${cart.lines.length} lines)`, '/api/user/carts'),
    myOrders: read(
      'GET /api/user/myorders (placed)',
      '/api/user/myorders?productType=Product&view=placed&offset=0&limit=2',
    ),
    myOrdersSearch: read(
      `GET /api/user/myorders?q=${word}`,
      `/api/user/myorders?productType=Product&view=placed&q=${encodeURIComponent(word)}&offset=0&limit=2`,
    ),
    myOrdersFilters: read(
      'GET /api/user/myorders (status + dates)',
      '/api/user/myorders?productType=Product&view=placed&status=delivered&from=2025-01-01&to=2026-12-31&offset=0&limit=2',
    ),
    order: read('GET /api/user/my/order/{id}', `/api/user/my/order/${orders[0]._id}`),
    quantity: {
      title: 'PUT /api/user/cart/{id} (qty)',
      url: `${url}/api/user/cart/${lineId}`,
      requests: [qty(2), qty(1)],
      goal: WRITE_GOAL,
    },
  };
}

/** With BENCH_SHOP_CPU=1: the server's CPU per request of each route instead (apiCpu.mjs), which hardly moves with load. */
async function cpuLines(routesOf, members, bare, campo) {
  const lines = ['SQLite, one process: server CPU per request (BENCH_CPU_REQUESTS per route, 10 connections)'];
  const bareCpu = await cpuPerRequest({ url: `${bare.url}/hello` }, bare.pid);
  lines.push(`  ${'bare Fastify hello route'.padEnd(36)} ${bareCpu.micros.toFixed(0).padStart(5)} us`);
  for (const [index, [label]] of members.entries()) {
    lines.push(`  ${label}:`);
    for (const { goal: _goal, title, ...request } of Object.values(routesOf[index])) {
      const { micros, failures } = await cpuPerRequest(request, campo.pid);
      lines.push(`  ${title.padEnd(36)} ${micros.toFixed(0).padStart(5)} us${failures ? `, ${failures} failed` : ''}`);
    }
  }
  return lines;
}

/** The shop bench as lines of text (SQLite). */
export async function benchApiShop() {
  const seeded = await startCampo(root);
  await seeded.stop();
  seedShopMember(path.join(seeded.dataDir, 'campo.sqlite'));
  const bare = await startBare(root);
  const campo = await startCampo(root, { dataDir: seeded.dataDir });
  const lines = [];
  try {
    const members = [
      ['Mario (demo seed)', 'mario@campo.test'],
      [`bench member (${BENCH_SHOPPER.orders} orders, ${BENCH_SHOPPER.cartLines}-line cart)`, BENCH_SHOPPER.email],
    ];
    const routesOf = [];
    for (const [, email] of members) routesOf.push(await shopRoutes(campo.url, email));
    if (process.env.BENCH_SHOP_CPU === '1') return await cpuLines(routesOf, members, bare, campo);
    for (const routes of routesOf) await warmUp(routes);
    const bareFigures = await measure({ url: `${bare.url}/hello` }, bare.pid);
    lines.push(
      'SQLite, one process: 50 connections per route after warm-up, loopback, accepting gzip and brotli as Chromium does',
    );
    lines.push(line('bare Fastify hello route', bareFigures, bareFigures));
    for (const [index, [label]] of members.entries()) {
      lines.push(`  ${label}:`);
      for (const options of Object.values(routesOf[index])) {
        const { goal, ...request } = options;
        const figures = await measure(request, campo.pid);
        lines.push(line(options.title, figures, bareFigures, goal, P99_GOAL_MS));
      }
    }
  } finally {
    await campo.stop();
    await bare.stop();
  }
  return lines;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const text of await benchApiShop()) console.info(text);
}
