import type { Page, Request } from '@playwright/test';
import { expect, test } from '../fixtures';
import { logInThroughForm, sessionHeaders, signUpVerifiedMember } from '../helpers/eventsMember';
import { switchLanguage } from '../helpers/language';
import { tr, type Lang } from '../helpers/shopCheckout';

interface Variant {
  _id: string;
  stock: number;
}
interface Product {
  _id: string;
  name: string;
  sizeAndColors: Variant[];
}

const tp = (lang: Lang, key: string, values?: Record<string, string | number>) => tr(lang, 'products', key, values);
const to = (lang: Lang, key: string, values?: Record<string, string | number>) => tr(lang, 'orders', key, values);
const cartLabel = (lang: Lang, count: number) => tr(lang, 'common', `layout.topBar.cartBadge_other`, { count });

/** Puts one item of a well-stocked seeded product in the member's cart, through the API. */
async function oneLineInCart(page: Page): Promise<Product> {
  const headers = await sessionHeaders(page);
  const listed = await page.request.get('/api/user/products?offset=0&limit=50', { headers });
  const products = ((await listed.json()) as { data: Product[] }).data;
  const product = products.find((candidate) => candidate.sizeAndColors.some((variant) => variant.stock >= 10))!;
  const variant = product.sizeAndColors.find((candidate) => candidate.stock >= 10)!;
  const added = await page.request.post('/api/user/cart', {
    headers,
    data: { productId: product._id, variantId: variant._id, qty: 1 },
  });
  expect(added.status()).toBe(201);
  return product;
}

const quantity = (page: Page, lang: Lang, name: string) =>
  page.getByRole('main').getByLabel(tp(lang, 'cart.quantity', { name }));

test('two tabs keep one cart, in Italian and English', async ({ page, request }) => {
  const member = await signUpVerifiedMember(request, 'Teresa', 'Sala');
  await logInThroughForm(page, member.email, member.password);
  const product = await oneLineInCart(page);
  const other = await page.context().newPage();

  for (const lang of ['it', 'en'] as const) {
    if (lang === 'en') await switchLanguage(page, 'it', 'English');
    await page.goto('/my/cart');
    await other.goto('/my/cart');
    const start = lang === 'it' ? 1 : 2;
    await expect(quantity(page, lang, product.name)).toHaveText(String(start));
    await expect(quantity(other, lang, product.name)).toHaveText(String(start));

    // A change in the first tab shows in the second one (never focused) within a second, count included. The first
    // tab names itself on the write and, showing the answer already, does not read the cart again on its own change.
    const cartReads: string[] = [];
    const countReads = (request: Request) => {
      if (request.method() === 'GET' && new URL(request.url()).pathname === '/api/user/carts') cartReads.push(lang);
    };
    page.on('request', countReads);
    const put = page.waitForRequest(
      (request) => request.method() === 'PUT' && request.url().includes('/api/user/cart/'),
    );
    await page.getByRole('button', { name: tp(lang, 'cart.increase', { name: product.name }) }).click();
    expect((await put).headers()['x-tab-id']).toMatch(/^[0-9a-f]{24}$/);
    await expect(quantity(other, lang, product.name)).toHaveText(String(start + 1), { timeout: 1000 });
    await expect(other.getByRole('link', { name: cartLabel(lang, start + 1) })).toBeVisible({ timeout: 1000 });
    await page.waitForTimeout(500);
    page.off('request', countReads);
    expect(cartReads).toEqual([]);
  }
});

test('quick clicks followed by a reload are kept, in Italian and English', async ({ page, request }) => {
  const member = await signUpVerifiedMember(request, 'Ugo', 'Ferri');
  await logInThroughForm(page, member.email, member.password);
  const product = await oneLineInCart(page);

  for (const lang of ['it', 'en'] as const) {
    if (lang === 'en') await switchLanguage(page, 'it', 'English');
    await page.goto('/my/cart');
    const start = lang === 'it' ? 1 : 4;
    await expect(quantity(page, lang, product.name)).toHaveText(String(start));
    const more = page.getByRole('button', { name: tp(lang, 'cart.increase', { name: product.name }) });
    await more.click();
    await more.click();
    await more.click();
    await expect(quantity(page, lang, product.name)).toHaveText(String(start + 3));
    await page.reload();
    await expect(quantity(page, lang, product.name)).toHaveText(String(start + 3));
    await expect(page.getByRole('link', { name: cartLabel(lang, start + 3) })).toBeVisible();
  }
});

test('My orders search, view and dates survive a reload and Back, in Italian and English', async ({ page }) => {
  await logInThroughForm(page, 'mario@campo.test', 'campo1234');
  for (const lang of ['it', 'en'] as const) {
    if (lang === 'en') await switchLanguage(page, 'it', 'English');
    await page.goto('/profile?tab=myOrders');
    await page.getByRole('tab', { name: to(lang, 'myOrders.tabs.productOrder') }).click();
    await page.getByRole('searchbox', { name: to(lang, 'myOrders.filters.searchProducts') }).fill('zzz-nessuno');
    await expect(page).toHaveURL(/q=zzz-nessuno/);
    await expect(page.getByText(to(lang, 'myOrders.filters.noMatch'))).toBeVisible();
    await page.getByRole('combobox', { name: to(lang, 'myOrders.filters.view') }).selectOption('attempts');
    await page.getByLabel(to(lang, 'myOrders.filters.from')).fill('01/01/2025');
    await expect(page).toHaveURL(/from=2025-01-01/);

    await page.reload();
    await expect(page.getByRole('tab', { name: to(lang, 'myOrders.tabs.productOrder') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('searchbox', { name: to(lang, 'myOrders.filters.searchProducts') })).toHaveValue(
      'zzz-nessuno',
    );
    await expect(page.getByRole('combobox', { name: to(lang, 'myOrders.filters.view') })).toHaveValue('attempts');
    await expect(page.getByLabel(to(lang, 'myOrders.filters.from'))).toHaveValue('01/01/2025');

    // Back goes to the list before the date was set, search and view kept.
    await page.goBack();
    await expect(page).not.toHaveURL(/from=/);
    await expect(page.getByRole('combobox', { name: to(lang, 'myOrders.filters.view') })).toHaveValue('attempts');
    await expect(page).toHaveURL(/q=zzz-nessuno/);
  }
});
