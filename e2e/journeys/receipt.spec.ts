import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import type { Order } from '../../src/api/wire';
import { expect, readMailbox, test } from '../fixtures';
import {
  apiSessionHeaders,
  DEMO_PASSWORD,
  logInThroughForm,
  sessionHeaders,
  signUpVerifiedMember,
} from '../helpers/eventsMember';
import { switchLanguage } from '../helpers/language';
import { MARIO } from '../helpers/routeSweep';
import { payInSandbox, tr, type Lang } from '../helpers/shopCheckout';
import { formatEuro } from '../helpers/ticketPurchase';

// A new member pays an order in the sandbox, opens its receipt from My orders, checks its totals (22 % VAT included)
// and downloads the PDF; the confirmation mail links to the receipt; another member gets 404. Italian, then English.

const to = (lang: Lang, key: string, values?: Record<string, string | number>) => tr(lang, 'orders', key, values);

/** The VAT split the receipt shows: every price includes 22 % VAT, net rounded to the cent. */
function vatSplit(gross: number) {
  const grossCents = Math.round(gross * 100);
  const netCents = Math.round((grossCents * 100) / 122);
  return { net: netCents / 100, vat: (grossCents - netCents) / 100 };
}

async function fillCart(request: APIRequestContext, headers: Record<string, string>) {
  const listed = await request.get('/api/user/products?offset=0&limit=50', { headers });
  const products = (
    (await listed.json()) as { data: { _id: string; sizeAndColors: { _id: string; stock: number }[] }[] }
  ).data;
  const product = products.find((candidate) => candidate.sizeAndColors.some((variant) => variant.stock >= 4))!;
  const variant = product.sizeAndColors.find((candidate) => candidate.stock >= 4)!;
  const added = await request.post('/api/user/cart', {
    headers,
    data: { productId: product._id, variantId: variant._id, qty: 2 },
  });
  expect(added.ok(), await added.text()).toBeTruthy();
}

async function newestPlacedOrder(request: APIRequestContext, headers: Record<string, string>): Promise<Order> {
  const res = await request.get('/api/user/myorders?productType=Product&view=placed&offset=0&limit=1', { headers });
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { data: Order[] }).data[0];
}

const totalRow = (page: Page, label: string) =>
  page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('+ dd');

test('a placed order has a receipt page, a PDF and a confirmation mail, in Italian and English', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const member = await signUpVerifiedMember(request, 'Chiara', 'Galli');
  await logInThroughForm(page, member.email, member.password);
  const headers = await sessionHeaders(page);
  const address = await request.post('/api/user/addresses', {
    headers,
    data: {
      firstName: 'Chiara',
      lastName: 'Galli',
      address: 'Via Garibaldi 8',
      city: 'Genova',
      province: 'GE',
      zipcode: '16124',
      country: 'Italia',
      isDefault: true,
    },
  });
  const addressId = ((await address.json()) as { data: { _id: string } }).data._id;
  const mario = await apiSessionHeaders(request, MARIO, DEMO_PASSWORD);

  for (const lang of ['it', 'en'] as const) {
    if (lang === 'en') await switchLanguage(page, 'it', 'English');
    await fillCart(request, headers);
    const preview = await request.post('/api/user/product/order/preview', {
      headers,
      data: { billingAddressId: addressId, shippingAddressId: addressId },
    });
    const total = ((await preview.json()) as { data: { finalPrice: number } }).data.finalPrice;
    await page.goto(`/order/preview/${addressId}/${addressId}`);
    await payInSandbox(page, lang, total, 'approve');
    await page.getByRole('link', { name: to(lang, 'checkout.payment.viewOrder') }).click();

    const order = await newestPlacedOrder(request, headers);
    const dialog = page.getByRole('dialog', {
      name: to(lang, 'myOrders.detail.title', { reference: order.transactionId }),
    });
    await dialog.getByRole('link', { name: to(lang, 'receipt.open') }).click();
    await expect(page).toHaveURL(new RegExp(`/my/order/${order._id}/receipt$`));
    await expect(page.getByRole('heading', { level: 1, name: to(lang, 'receipt.title') })).toBeVisible();
    await expect(page.getByText(to(lang, 'receipt.orderNumber', { number: order.transactionId }))).toBeVisible();
    const { net, vat } = vatSplit(total);
    await expect(totalRow(page, to(lang, 'receipt.total'))).toHaveText(formatEuro(total));
    await expect(totalRow(page, to(lang, 'receipt.net'))).toHaveText(formatEuro(net));
    await expect(totalRow(page, to(lang, 'receipt.vat', { rate: 22 }))).toHaveText(formatEuro(vat));

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: to(lang, 'receipt.download') }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`receipt-${order.transactionId}.pdf`);
    const bytes = readFileSync((await file.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.toString('latin1')).toContain(order.transactionId);

    const mails = await readMailbox(request, member.email);
    const confirmation = mails.filter((mail) => mail.text.includes(`/my/order/${order._id}/receipt`));
    expect(confirmation).toHaveLength(1);
    expect(confirmation[0].subject).toContain(order.transactionId);
    expect(confirmation[0].subject).toContain(lang === 'it' ? 'confermato' : 'confirmed');

    const foreign = await request.get(`/api/user/my/order/${order._id}/receipt.pdf`, { headers: mario });
    expect(foreign.status()).toBe(404);
  }
});
