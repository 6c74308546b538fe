import type { Page } from '@playwright/test';
import { textWith } from '../catalogue';
import { expect, test } from '../fixtures';
import { logInThroughForm, sessionHeaders, signUpVerifiedMember } from '../helpers/eventsMember';
import { switchLanguage, type Lang } from '../helpers/language';

const tp = (lang: Lang, key: string, values: Record<string, string | number> = {}) => textWith(lang, 'products', key, values);

interface Variant {
  _id: string;
  size: string | null;
  colorName: string | null;
  stock: number;
}
interface Product {
  _id: string;
  name: string;
  category: { _id: string; name: string };
  sizeAndColors: Variant[];
}

/** Products list -> search -> category -> detail -> variant -> add -> cart: quantity, remove and undo. */
async function shop(page: Page, lang: Lang, product: Product, variant: Variant) {
  await page.goto('/products');
  await expect(page.getByRole('heading', { level: 1, name: tp(lang, 'list.banner.title') })).toBeVisible();

  await page.getByRole('searchbox', { name: tp(lang, 'list.search.label') }).pressSequentially(product.name.slice(0, 12));
  await expect(page.getByRole('article', { name: product.name })).toBeVisible();

  await page.getByRole('button', { name: tp(lang, 'list.filters.toggle'), exact: true }).click();
  const panel = page.getByRole('search', { name: tp(lang, 'list.filters.panelTitle') });
  await panel.getByRole('searchbox', { name: tp(lang, 'list.filters.categorySearch') }).fill(product.category.name.slice(0, 4));
  await panel.getByRole('radio', { name: product.category.name }).check();
  await panel.getByRole('button', { name: tp(lang, 'list.filters.close') }).click();
  await expect(page.getByRole('button', { name: tp(lang, 'list.activeCategory', { name: product.category.name }) })).toBeVisible();

  await page.getByRole('article', { name: product.name }).getByRole('link', { name: tp(lang, 'list.card.viewLabel', { name: product.name }) }).click();
  await expect(page).toHaveURL(new RegExp(`/product/detail/${product._id}$`));
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();

  await page.getByRole('button', { name: tp(lang, 'detail.addToCart') }).click();
  await expect(page.getByRole('alert')).toHaveText(tp(lang, 'detail.optionRequired'));
  await page.getByRole('group', { name: tp(lang, 'detail.size') }).getByRole('button', { name: variant.size ?? tp(lang, 'list.card.sizeNotAvailable'), exact: true }).click();
  const colour = page.getByRole('group', { name: tp(lang, 'detail.colour') }).getByRole('button', { name: variant.colorName ?? tp(lang, 'list.card.sizeNotAvailable'), exact: true });
  if ((await colour.getAttribute('aria-pressed')) !== 'true') await colour.click();
  await page.getByRole('button', { name: tp(lang, 'detail.addToCart') }).click();
  await page.getByRole('link', { name: tp(lang, 'detail.goToCart') }).click();

  await expect(page.getByRole('heading', { level: 1, name: tp(lang, 'cart.title') })).toBeVisible();
  const line = page.getByRole('listitem', { name: product.name });
  const quantity = line.getByLabel(tp(lang, 'cart.quantity', { name: product.name }));
  await expect(quantity).toHaveText('1');
  await line.getByRole('button', { name: tp(lang, 'cart.increase', { name: product.name }) }).click();
  await line.getByRole('button', { name: tp(lang, 'cart.increase', { name: product.name }) }).click();
  await expect(quantity).toHaveText('3');
  // The server has it: a reload shows the same quantity.
  await page.waitForResponse((response) => response.url().includes('/api/user/cart/') && response.request().method() === 'PUT');
  await page.reload();
  await expect(page.getByRole('listitem', { name: product.name }).getByLabel(tp(lang, 'cart.quantity', { name: product.name }))).toHaveText('3');

  await page.getByRole('button', { name: tp(lang, 'cart.remove', { name: product.name }) }).click();
  await expect(page.getByRole('listitem', { name: product.name })).toHaveCount(0);
  await expect(page.getByText(tp(lang, 'cart.removed', { name: product.name }))).toBeVisible();
  await page.getByRole('button', { name: tp(lang, 'cart.undo') }).click();
  await expect(page.getByRole('listitem', { name: product.name }).getByLabel(tp(lang, 'cart.quantity', { name: product.name }))).toHaveText('3');

  // Leave the cart empty for the next pass.
  await page.getByRole('button', { name: tp(lang, 'cart.remove', { name: product.name }) }).click();
  await expect(page.getByText(tp(lang, 'cart.empty'))).toBeVisible();
}

test('a member finds a product by name and category, adds a variant, changes its quantity, removes and undoes, in Italian and English', async ({ page, request }) => {
  const member = await signUpVerifiedMember(request, 'Marta', 'Galli');
  await logInThroughForm(page, member.email, member.password);
  const headers = await sessionHeaders(page);
  const listed = await request.get('/api/user/products?offset=0&limit=50', { headers });
  const products = ((await listed.json()) as { data: Product[] }).data;
  const product = products.find((candidate) => candidate.sizeAndColors.some((v) => v.stock >= 5));
  expect(product, 'a seeded product with a variant of 5 or more in stock').toBeDefined();
  const variant = product!.sizeAndColors.find((v) => v.stock >= 5)!;

  await shop(page, 'it', product!, variant);
  await switchLanguage(page, 'it', 'English');
  await shop(page, 'en', product!, variant);
});
