import type { Insertable } from 'kysely';
import { newId } from '../../../lib/ids';
import type {
  AddressesTable,
  CartItemsTable,
  DeliveryStatus,
  ProductOrderItemsTable,
  ProductOrdersTable,
  TransactionStatus,
} from '../../database';
import { DEFAULT_SERVICE_FEE } from '../../../config';
import { serviceFeeOn } from '../../../payments/serviceFee';
import { toJson } from '../../mapping';
import { ago, plusMinutes, round2 } from '../calendar';
import type { SeedContext } from '../context';
import { CITIES, type StreetAddress } from '../data/places';
import { insertRows } from '../insertRows';
import type { SeededAccounts, SeededMember } from './accounts';
import type { SeededShop, SeededVariant } from './shop';

type AddressRow = Insertable<AddressesTable> & { id: string };

interface OrderPlan {
  member: SeededMember;
  status: TransactionStatus;
  delivery: DeliveryStatus;
  daysAgo: number;
}

/** Mario's history: at least 30 orders, every status, completed ones in every delivery status (SPEC 4). */
function marioPlans(mario: SeededMember): OrderPlan[] {
  const initiated: OrderPlan[] = [0.05, 0.3].map((daysAgo) => ({ member: mario, status: 1, delivery: 1, daysAgo }));
  const failed: OrderPlan[] = [4.5, 19.5, 47.5, 88.5].map((daysAgo) => ({
    member: mario,
    status: 3,
    delivery: 1,
    daysAgo,
  }));
  // Newest first: recent orders are still on their way, older ones delivered, returned or cancelled.
  const deliveries: DeliveryStatus[] = [1, 2, 3, 3, 4, 6, 4, 5, 4, 4, 6, 4, 5, 4, 4, 3, 4, 6, 4, 4, 5, 4, 4, 4, 6, 4];
  const completed: OrderPlan[] = deliveries.map((delivery, i) => ({
    member: mario,
    status: 2,
    delivery,
    daysAgo: 1 + i * 4,
  }));
  return [...initiated, ...failed, ...completed];
}

function addressRow(
  member: SeededMember,
  kind: 'billing' | 'shipping',
  place: StreetAddress,
  isDefault: boolean,
): AddressRow {
  return {
    id: newId(),
    user_id: member.id,
    kind,
    first_name: member.person.firstName,
    last_name: member.person.lastName,
    address: place.street,
    city: CITIES[place.city].name,
    province: CITIES[place.city].provinceCode,
    zipcode: place.zipcode,
    country: 'Italia',
    mobile: member.mobile,
    email: member.email,
    fiscal_code: null,
    is_default: isDefault,
    is_default_billing: isDefault,
    is_default_shipping: isDefault,
  };
}

export async function seedOrders(ctx: SeedContext, shop: SeededShop, accounts: SeededAccounts): Promise<void> {
  const mario = accounts.member('mario');
  const giulia = accounts.member('giulia');
  const buyers = [mario, giulia, ...ctx.rng.sample(accounts.members.slice(2), 6)];

  const addresses: AddressRow[] = [];
  const shippingOf = new Map<string, AddressRow>();
  const billingOf = new Map<string, AddressRow>();
  for (const member of buyers) {
    const billing = addressRow(member, 'billing', member.person, true);
    const shipping =
      member === giulia
        ? addressRow(
            member,
            'shipping',
            { street: 'Via Lanzone 5', zipcode: '20123', city: 'milano', lat: 45.4618, lng: 9.1789 },
            false,
          )
        : addressRow(member, 'shipping', member.person, false);
    addresses.push(billing, shipping);
    billingOf.set(member.id, billing);
    shippingOf.set(member.id, shipping);
  }
  // Mario also ships to his office, so the address picker has a real choice.
  addresses.push(
    addressRow(
      mario,
      'shipping',
      { street: 'Via Nazionale 91', zipcode: '00184', city: 'roma', lat: 41.9009, lng: 12.4923 },
      false,
    ),
  );

  const plans: OrderPlan[] = [
    ...marioPlans(mario),
    { member: giulia, status: 2, delivery: 2, daysAgo: 1 },
    { member: giulia, status: 2, delivery: 5, daysAgo: 30 },
    { member: giulia, status: 2, delivery: 6, daysAgo: 18 },
    { member: giulia, status: 1, delivery: 1, daysAgo: 0.2 },
    ...buyers.slice(2).map((member, i) => ({
      member,
      status: 2 as const,
      delivery: ctx.rng.pick([1, 3, 4, 4, 5] as const),
      daysAgo: 3 + i * 7,
    })),
  ];

  const inStock = shop.variants.filter((v) => v.stock > 0);
  const orders: Insertable<ProductOrdersTable>[] = [];
  const items: Insertable<ProductOrderItemsTable>[] = [];

  plans.forEach((plan, n) => {
    const orderId = newId();
    const createdAt = ago(ctx.now, plan.daysAgo);
    const chosen: SeededVariant[] = ctx.rng.sample(inStock, ctx.rng.int(1, 3));
    let itemsTotal = 0;
    for (const variant of chosen) {
      const qty = ctx.rng.int(1, 2);
      const lineTotal = round2(variant.price * qty);
      itemsTotal = round2(itemsTotal + lineTotal);
      items.push({
        id: newId(),
        order_id: orderId,
        product_id: variant.productId,
        variant_id: variant.id,
        name: variant.productName,
        image: variant.image,
        color: variant.color,
        size: variant.size,
        qty,
        price: variant.price,
        final_price: lineTotal,
        created_at: createdAt,
      });
    }
    const fee = serviceFeeOn(itemsTotal, DEFAULT_SERVICE_FEE);
    const discount = n === 2 ? 5 : 0;
    const shipping = shippingOf.get(plan.member.id) as AddressRow;
    const billing = billingOf.get(plan.member.id) as AddressRow;
    const completed = plan.status === 2;
    const step = (days: number) => plusMinutes(createdAt, days * 24 * 60);
    orders.push({
      id: orderId,
      user_id: plan.member.id,
      reference: `CMP-PR-${createdAt.slice(0, 10).replace(/-/g, '')}-${String(n + 1).padStart(4, '0')}`,
      status: plan.status,
      delivery_status: plan.delivery,
      price: itemsTotal,
      service_fee: fee,
      discount,
      final_price: round2(itemsTotal + fee - discount),
      payment_type: 'PayPal',
      payment_provider: 'sandbox',
      provider_order_id: plan.status === 1 ? null : `SANDBOX-${orderId.slice(-12).toUpperCase()}`,
      provider_capture_id: completed ? `CAPTURE-${orderId.slice(-12).toUpperCase()}` : null,
      full_name: plan.member.fullName,
      email: plan.member.email,
      mobile: `+39 ${plan.member.mobile}`,
      shipping_first_name: shipping.first_name,
      shipping_last_name: shipping.last_name,
      shipping_address: shipping.address,
      shipping_city: shipping.city,
      shipping_province: shipping.province ?? null,
      shipping_zipcode: shipping.zipcode,
      shipping_country: shipping.country,
      billing_address_json: toJson({
        firstName: billing.first_name,
        lastName: billing.last_name,
        address: billing.address,
        city: billing.city,
        province: billing.province,
        zipcode: billing.zipcode,
        country: billing.country,
      }),
      shipped_date: completed && plan.delivery >= 3 && plan.delivery !== 6 ? step(1) : null,
      delivered_date: completed && (plan.delivery === 4 || plan.delivery === 5) ? step(3) : null,
      returned_date: completed && plan.delivery === 5 ? step(8) : null,
      cancelled_date: completed && plan.delivery === 6 ? step(0.5) : null,
      order_completed_date: completed ? plusMinutes(createdAt, 3) : null,
      created_at: createdAt,
      updated_at: createdAt,
    });
  });

  const cart: Insertable<CartItemsTable>[] = [
    ...ctx.rng
      .sample(
        inStock.filter((v) => v.stock >= 2),
        3,
      )
      .map((v, k) => ({ id: newId(), user_id: mario.id, product_id: v.productId, variant_id: v.id, qty: 1 + (k % 2) })),
    ...ctx.rng
      .sample(
        inStock.filter((v) => v.stock >= 2),
        1,
      )
      .map((v) => ({ id: newId(), user_id: giulia.id, product_id: v.productId, variant_id: v.id, qty: 2 })),
  ];

  await insertRows(ctx.db, 'addresses', addresses);
  await insertRows(ctx.db, 'product_orders', orders);
  await insertRows(ctx.db, 'product_order_items', items);
  await insertRows(ctx.db, 'cart_items', cart);
}
