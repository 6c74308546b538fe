import type { APIRequestContext, Page } from '@playwright/test';
import { coreTexts } from '../../server/src/i18n/catalogue';
import { addressRuleTexts } from '../../server/src/modules/products/addressRules.texts';
import { sandboxTexts } from '../../server/src/payments/sandbox.texts';
import { expect, test } from '../fixtures';
import { logInThroughForm, sessionHeaders, signUpVerifiedMember } from '../helpers/eventsMember';
import { switchLanguage } from '../helpers/language';
import { expectPreview, tr, type Lang } from '../helpers/shopCheckout';
import { startOwnServer } from '../helpers/ownServer';
import { setVariantPrice } from '../helpers/shopDatabase';
import { expectedTotals, formatEuro } from '../helpers/ticketPurchase';

const to = (lang: Lang, key: string, values?: Record<string, string | number>) => tr(lang, 'orders', key, values);

interface Variant {
  _id: string;
  price: number;
  stock: number;
}
interface Product {
  _id: string;
  name: string;
  sizeAndColors: Variant[];
}

const STREET = 'Via Garibaldi 8';

/**
 * A seeded product of its own: the last one with a variant of 10 or more in stock (shop.spec.ts takes the first), so
 * changing its price disturbs no other journey.
 */
async function ownProduct(request: APIRequestContext, headers: Record<string, string>) {
  const listed = await request.get('/api/user/products?offset=0&limit=50', { headers });
  const products = ((await listed.json()) as { data: Product[] }).data;
  const product = products.filter((candidate) => candidate.sizeAndColors.some((v) => v.stock >= 10)).at(-1);
  expect(product, 'a seeded product with a variant of 10 or more in stock').toBeDefined();
  return { product: product!, variant: product!.sizeAndColors.find((v) => v.stock >= 10)! };
}

async function memberWithAddress(request: APIRequestContext, page: Page, first: string, last: string) {
  const member = await signUpVerifiedMember(request, first, last);
  await logInThroughForm(page, member.email, member.password);
  const headers = await sessionHeaders(page);
  const address = await request.post('/api/user/addresses', {
    headers,
    data: {
      firstName: first,
      lastName: last,
      address: STREET,
      city: 'Bologna',
      province: 'BO',
      zipcode: '40121',
      country: 'Italia',
    },
  });
  expect(address.ok(), await address.text()).toBeTruthy();
  return { headers, addressId: ((await address.json()) as { data: { _id: string } }).data._id };
}

test('a price that rises between the preview and Pay is shown and confirmed, and the payment asks exactly the confirmed total, in Italian and English', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const { headers, addressId } = await memberWithAddress(request, page, 'Irene', 'Marchi');
  const { product, variant } = await ownProduct(request, headers);
  let price = variant.price;
  try {
    for (const lang of ['it', 'en'] as const) {
      if (lang === 'en') await switchLanguage(page, 'it', 'English');
      const added = await request.post('/api/user/cart', {
        headers,
        data: { productId: product._id, variantId: variant._id, qty: 1 },
      });
      expect(added.ok(), await added.text()).toBeTruthy();
      await page.goto(`/order/preview/${addressId}/${addressId}`);
      const shown = await expectPreview(page, lang, { name: product.name, price, qty: 1 }, STREET, STREET);

      // The shop raises the price while the member reads the preview.
      price = Math.round((price + 3.5) * 100) / 100;
      await setVariantPrice(variant._id, price);
      const { total } = expectedTotals(price, 1);
      await page.getByRole('button', { name: to(lang, 'checkout.preview.pay'), exact: true }).click();

      const dialog = page.getByRole('dialog', { name: to(lang, 'checkout.quote.changedTitle') });
      await expect(
        dialog.getByText(to(lang, 'checkout.quote.totals', { before: formatEuro(shown), now: formatEuro(total) })),
      ).toBeVisible();
      await expect(dialog.getByRole('listitem', { name: product.name })).toContainText(
        to(lang, 'checkout.preview.lineQuantity', { qty: 1, price: formatEuro(price) }),
      );
      await expect(page).toHaveURL(/\/order\/preview\//);
      await dialog
        .getByRole('button', { name: to(lang, 'checkout.quote.confirm', { total: formatEuro(total) }), exact: true })
        .click();

      await expect(page).toHaveURL(/\/payments\/sandbox\/approve\?order=/);
      await expect(page.getByText(formatEuro(total), { exact: true })).toBeVisible();
      await page.getByRole('button', { name: sandboxTexts.text(lang, 'approve'), exact: true }).click();
      await expect(page).toHaveURL(/\/paypal\/payment\/return\?(?=.*kind=product)(?=.*token=)/);
      await expect(
        page.getByRole('heading', { level: 1, name: to(lang, 'checkout.payment.placedTitle') }),
      ).toBeVisible();
      await expect(
        page.getByText(to(lang, 'checkout.payment.summary', { count: 1, total: formatEuro(total) })),
      ).toBeVisible();
    }
  } finally {
    await setVariantPrice(variant._id, variant.price);
  }
  const orders = await request.get('/api/user/myorders?productType=Product&offset=0&limit=10', { headers });
  const placed = ((await orders.json()) as { data: { status: number; finalPrice: number }[] }).data;
  expect(placed.map((order) => [order.status, order.finalPrice])).toEqual([
    [2, expectedTotals(variant.price + 7, 1).total],
    [2, expectedTotals(variant.price + 3.5, 1).total],
  ]);
});

test('the approval page counts the hold down; when it ends the units are for sale again and a late approval charges nothing, in Italian and English', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(240_000);
  // A server of its own with an 8-second hold (STOCK_HOLD), so the countdown ends within the journey.
  const server = await startOwnServer({ STOCK_HOLD: '8s' });
  const request = await playwright.request.newContext({ baseURL: server.url });
  const context = await browser.newContext({ baseURL: server.url });
  try {
    const page = await context.newPage();
    const { headers, addressId } = await memberWithAddress(request, page, 'Elena', 'Ferri');
    const { product, variant } = await ownProduct(request, headers);
    const stockNow = async () => {
      const answer = await request.get(`/api/user/product/${product._id}`, { headers });
      return ((await answer.json()) as { data: Product }).data.sizeAndColors.find((v) => v._id === variant._id)!.stock;
    };
    const added = await request.post('/api/user/cart', {
      headers,
      data: { productId: product._id, variantId: variant._id, qty: 2 },
    });
    expect(added.ok(), await added.text()).toBeTruthy();

    for (const lang of ['it', 'en'] as const) {
      if (lang === 'en') await switchLanguage(page, 'it', 'English');
      await page.goto(`/order/preview/${addressId}/${addressId}`);
      const total = await expectPreview(
        page,
        lang,
        { name: product.name, price: variant.price, qty: 2 },
        STREET,
        STREET,
      );
      await page.getByRole('button', { name: to(lang, 'checkout.preview.pay'), exact: true }).click();
      await expect(page).toHaveURL(/\/payments\/sandbox\/approve\?order=/);
      await expect(page.getByText(formatEuro(total), { exact: true })).toBeVisible();

      // Held: nobody else can buy these two units while the member approves.
      expect(await stockNow()).toBe(variant.stock - 2);
      const clock = page.getByRole('definition').filter({ hasText: /^\d\d:\d\d$/ });
      await expect(page.getByText(sandboxTexts.text(lang, 'holdLabel'), { exact: true })).toBeVisible();
      await expect(clock).toHaveText(/^00:0[1-8]$/);
      await expect(page.getByRole('status')).toHaveText(sandboxTexts.text(lang, 'holdEnded'), { timeout: 20_000 });
      await expect(clock).toHaveText('00:00');

      // The server's job gives the units back once the hold has ended.
      await expect.poll(stockNow, { timeout: 20_000 }).toBe(variant.stock);

      // Approving after the end charges nothing: the order was closed.
      await page.getByRole('button', { name: sandboxTexts.text(lang, 'approve'), exact: true }).click();
      await expect(page).toHaveURL(/\/paypal\/payment\/return\?(?=.*kind=product)(?=.*token=)/);
      await expect(
        page.getByRole('heading', { level: 1, name: to(lang, 'checkout.payment.notPlacedTitle') }),
      ).toBeVisible();
      expect(await stockNow()).toBe(variant.stock);
    }
    const orders = await request.get('/api/user/myorders?productType=Product&offset=0&limit=10', { headers });
    const statuses = ((await orders.json()) as { data: { status: number }[] }).data.map((order) => order.status);
    expect(statuses).toEqual([3, 3]);
  } finally {
    await context.close();
    await request.dispose();
    await server.stop();
  }
});

test('the server refuses an address with a pasted text-direction override or tab, saying why, in Italian and English', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { headers } = await memberWithAddress(request, page, 'Bruno', 'Sala');
  const { product, variant } = await ownProduct(request, headers);
  const added = await request.post('/api/user/cart', {
    headers,
    data: { productId: product._id, variantId: variant._id, qty: 1 },
  });
  expect(added.ok(), await added.text()).toBeTruthy();
  const before = ((await (await request.get('/api/user/addresses', { headers })).json()) as { data: unknown[] }).data;

  for (const lang of ['it', 'en'] as const) {
    if (lang === 'en') await switchLanguage(page, 'it', 'English');
    await page.goto('/my/cart');
    await page.getByRole('button', { name: to(lang, 'addresses.step.open'), exact: true }).click();
    const step = page.getByRole('dialog', { name: to(lang, 'addresses.step.title') });
    await step.getByRole('button', { name: to(lang, 'addresses.list.add') }).click();
    const form = page.getByRole('dialog', { name: to(lang, 'addresses.form.addTitle') });
    const field = (key: string) => form.getByLabel(new RegExp(`^${to(lang, `addresses.form.${key}`)}`));
    await field('address').fill('Via Roma 1\u202E0');
    await field('zipcode').fill('20121');
    await field('city').fill('Milano');
    await field('province').fill('MI');
    await form.getByRole('button', { name: to(lang, 'addresses.form.save'), exact: true }).click();
    await expect(
      form.getByText(coreTexts.text(lang, 'validation.forbiddenCharacter', { field: 'address' })),
    ).toBeVisible();

    await field('address').fill('Via Roma 10');
    await field('city').fill('Mi\tlano');
    await form.getByRole('button', { name: to(lang, 'addresses.form.save'), exact: true }).click();
    await expect(form.getByText(addressRuleTexts.text(lang, 'oneLine', { field: 'city' }))).toBeVisible();
    await form.getByRole('button', { name: to(lang, 'addresses.form.cancel'), exact: true }).click();
    await expect(form).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(step).toHaveCount(0);
  }
  const after = ((await (await request.get('/api/user/addresses', { headers })).json()) as { data: unknown[] }).data;
  expect(after).toHaveLength(before.length);
});
