import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { logInThroughForm, sessionHeaders, signUpVerifiedMember } from '../helpers/eventsMember';
import { switchLanguage } from '../helpers/language';
import { formatEuro } from '../helpers/ticketPurchase';
import {
  addAddressInStep,
  expectChosen,
  expectPreview,
  payInSandbox,
  tr,
  type Lang,
  type StreetAddress,
} from '../helpers/shopCheckout';

const tp = (lang: Lang, key: string, values?: Record<string, string | number>) => tr(lang, 'products', key, values);
const to = (lang: Lang, key: string, values?: Record<string, string | number>) => tr(lang, 'orders', key, values);

interface Variant {
  _id: string;
  size: string | null;
  colorName: string | null;
  price: number;
  stock: number;
}
interface Product {
  _id: string;
  name: string;
  category: { _id: string; name: string };
  sizeAndColors: Variant[];
}

const HOME: StreetAddress = {
  street: 'Via dei Mille 12',
  zipcode: '20129',
  city: 'Milano',
  province: 'MI',
  country: 'Italia',
};
const OFFICE: StreetAddress = {
  street: 'Corso Vittorio Emanuele 3',
  zipcode: '10121',
  city: 'Torino',
  province: 'TO',
  country: 'Italia',
};

/** A seeded product with a variant that can be bought twice over (3 items a language) and still be in stock. */
async function stockedProduct(request: APIRequestContext, page: Page): Promise<{ product: Product; variant: Variant }> {
  const listed = await request.get('/api/user/products?offset=0&limit=50', { headers: await sessionHeaders(page) });
  const products = ((await listed.json()) as { data: Product[] }).data;
  const product = products.find((candidate) => candidate.sizeAndColors.some((v) => v.stock >= 10));
  expect(product, 'a seeded product with a variant of 10 or more in stock').toBeDefined();
  return { product: product!, variant: product!.sizeAndColors.find((v) => v.stock >= 10)! };
}

/** Products list -> search -> category -> detail -> variant -> add -> cart: quantity to 3, remove and undo. */
async function shop(page: Page, lang: Lang, product: Product, variant: Variant) {
  await page.goto('/products');
  await expect(page.getByRole('heading', { level: 1, name: tp(lang, 'list.banner.title') })).toBeVisible();

  await page
    .getByRole('searchbox', { name: tp(lang, 'list.search.label') })
    .pressSequentially(product.name.slice(0, 12));
  await expect(page.getByRole('article', { name: product.name })).toBeVisible();

  await page.getByRole('button', { name: tp(lang, 'list.filters.toggle'), exact: true }).click();
  const panel = page.getByRole('search', { name: tp(lang, 'list.filters.panelTitle') });
  await panel
    .getByRole('searchbox', { name: tp(lang, 'list.filters.categorySearch') })
    .fill(product.category.name.slice(0, 4));
  await panel.getByRole('radio', { name: product.category.name }).check();
  await panel.getByRole('button', { name: tp(lang, 'list.filters.close') }).click();
  await expect(
    page.getByRole('button', { name: tp(lang, 'list.activeCategory', { name: product.category.name }) }),
  ).toBeVisible();

  await page
    .getByRole('article', { name: product.name })
    .getByRole('link', { name: tp(lang, 'list.card.viewLabel', { name: product.name }) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/product/detail/${product._id}$`));
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();

  await page.getByRole('button', { name: tp(lang, 'detail.addToCart') }).click();
  await expect(page.getByRole('alert')).toHaveText(tp(lang, 'detail.optionRequired'));
  await page
    .getByRole('group', { name: tp(lang, 'detail.size') })
    .getByRole('button', { name: variant.size ?? tp(lang, 'list.card.sizeNotAvailable'), exact: true })
    .click();
  const colour = page
    .getByRole('group', { name: tp(lang, 'detail.colour') })
    .getByRole('button', { name: variant.colorName ?? tp(lang, 'list.card.sizeNotAvailable'), exact: true });
  if ((await colour.getAttribute('aria-pressed')) !== 'true') await colour.click();
  await page.getByRole('button', { name: tp(lang, 'detail.addToCart') }).click();
  await page.getByRole('link', { name: tp(lang, 'detail.goToCart') }).click();

  await expect(page.getByRole('heading', { level: 1, name: tp(lang, 'cart.title') })).toBeVisible();
  const line = page.getByRole('listitem', { name: product.name });
  const quantity = line.getByLabel(tp(lang, 'cart.quantity', { name: product.name }));
  await expect(quantity).toHaveText('1');
  // Listening before the clicks: the PUT of the last quantity may be answered before the clicks' checks are done.
  const saved = page.waitForResponse(
    (response) =>
      response.url().includes('/api/user/cart/') &&
      response.request().method() === 'PUT' &&
      (response.request().postDataJSON() as { qty?: number } | null)?.qty === 3,
  );
  await line.getByRole('button', { name: tp(lang, 'cart.increase', { name: product.name }) }).click();
  await line.getByRole('button', { name: tp(lang, 'cart.increase', { name: product.name }) }).click();
  await expect(quantity).toHaveText('3');
  // The server has it: a reload shows the same quantity.
  expect((await saved).ok()).toBe(true);
  await page.reload();
  await expect(
    page.getByRole('listitem', { name: product.name }).getByLabel(tp(lang, 'cart.quantity', { name: product.name })),
  ).toHaveText('3');

  await page.getByRole('button', { name: tp(lang, 'cart.remove', { name: product.name }) }).click();
  await expect(page.getByRole('listitem', { name: product.name })).toHaveCount(0);
  await expect(page.getByText(tp(lang, 'cart.removed', { name: product.name }))).toBeVisible();
  await page.getByRole('button', { name: tp(lang, 'cart.undo') }).click();
  await expect(
    page.getByRole('listitem', { name: product.name }).getByLabel(tp(lang, 'cart.quantity', { name: product.name })),
  ).toHaveText('3');
}

/**
 * From the cart: the address step (Italian: no address yet, the required message, a new one for both roles; English:
 * the saved one for billing and a new one for shipping, then back to the step from the preview), the preview, the sandbox approval, the placed order, its
 * detail in My orders (Completed) and buy again, which puts the line back in the cart.
 */
async function checkOut(page: Page, lang: Lang, product: Product, variant: Variant) {
  await page.getByRole('button', { name: to(lang, 'addresses.step.open'), exact: true }).click();
  const step = page.getByRole('dialog', { name: to(lang, 'addresses.step.title') });
  if (lang === 'it') {
    await expect(step.getByText(to(lang, 'addresses.step.none'))).toBeVisible();
    await step.getByRole('button', { name: to(lang, 'addresses.step.continue'), exact: true }).click();
    await expect(step.getByRole('alert')).toHaveText(to(lang, 'addresses.step.required'));
    await addAddressInStep(page, lang, HOME);
    await expectChosen(page, lang, 'billing', HOME.street);
  } else {
    await expectChosen(page, lang, 'billing', HOME.street);
    await step.getByRole('checkbox', { name: to(lang, 'addresses.step.sameAsBilling') }).uncheck();
    await addAddressInStep(page, lang, OFFICE);
    await expectChosen(page, lang, 'billing', HOME.street);
    await expectChosen(page, lang, 'shipping', OFFICE.street);
  }
  await step.getByRole('button', { name: to(lang, 'addresses.step.continue'), exact: true }).click();

  const shipping = lang === 'it' ? HOME : OFFICE;
  const line = { name: product.name, price: variant.price, qty: 3 };
  let total = await expectPreview(page, lang, line, HOME.street, shipping.street);
  if (lang === 'en') {
    // Back to the step from the preview: it opens on the addresses of the preview.
    await page.getByRole('link', { name: to(lang, 'checkout.preview.changeAddresses') }).click();
    await expectChosen(page, lang, 'billing', HOME.street);
    await expectChosen(page, lang, 'shipping', OFFICE.street);
    await step.getByRole('button', { name: to(lang, 'addresses.step.continue'), exact: true }).click();
    total = await expectPreview(page, lang, line, HOME.street, shipping.street);
  }
  await payInSandbox(page, lang, total, 'approve');

  await expect(page).toHaveURL(/\/paypal\/payment\/return\?(?=.*kind=product)(?=.*token=)/);
  await expect(page.getByRole('heading', { level: 1, name: to(lang, 'checkout.payment.placedTitle') })).toBeVisible();
  await expect(
    page.getByText(to(lang, 'checkout.payment.summary', { count: 3, total: formatEuro(total) })),
  ).toBeVisible();
  const referenceText = await page.getByText(/CMP-PR-\d{8}-/).textContent();
  const reference = /CMP-PR-[\w-]+/.exec(referenceText ?? '')![0];

  await page.getByRole('link', { name: to(lang, 'checkout.payment.viewOrder') }).click();
  await expect(page).toHaveURL(/\/profile\?(?=.*tab=myOrders)(?=.*order=)/);
  const dialog = page.getByRole('dialog', { name: to(lang, 'myOrders.detail.title', { reference }) });
  const completed = `${to(lang, 'myOrders.status.label')}: ${to(lang, 'myOrders.status.2')}`;
  await expect(dialog.getByText(completed)).toBeVisible();
  await expect(dialog.getByRole('listitem', { name: product.name })).toBeVisible();
  await expect(dialog).toContainText(HOME.street);
  await expect(dialog).toContainText(shipping.street);

  await dialog.getByRole('button', { name: to(lang, 'myOrders.buyAgain.button'), exact: true }).click();
  const back = to(lang, 'myOrders.buyAgain.added', {
    lines: to(lang, 'myOrders.buyAgain.addedLine', { name: product.name, qty: 3 }),
  });
  await expect(page.getByText(back)).toBeVisible();
  await dialog.getByRole('button', { name: to(lang, 'myOrders.detail.close'), exact: true }).click();
  await expect(dialog).toHaveCount(0);

  // The productOrder sub-tab is the one shown, with the order on it.
  await expect(page.getByRole('tab', { name: to(lang, 'myOrders.tabs.productOrder'), selected: true })).toBeVisible();
  const card = page.getByRole('article', { name: reference });
  await expect(card.getByText(completed)).toBeVisible();
  await expect(card.getByRole('heading', { name: product.name })).toBeVisible();

  await page.goto('/my/cart');
  await expect(
    page.getByRole('listitem', { name: product.name }).getByLabel(tp(lang, 'cart.quantity', { name: product.name })),
  ).toHaveText('3');
  // Leave the cart empty for the next pass.
  await page.getByRole('button', { name: tp(lang, 'cart.remove', { name: product.name }) }).click();
  await expect(page.getByText(tp(lang, 'cart.empty'))).toBeVisible();
}

test('a member finds a product, puts a variant in the cart, pays for it through the sandbox, sees it Completed in My orders and buys it again, in Italian and English', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const member = await signUpVerifiedMember(request, 'Marta', 'Galli');
  await logInThroughForm(page, member.email, member.password);
  const { product, variant } = await stockedProduct(request, page);

  await shop(page, 'it', product, variant);
  await checkOut(page, 'it', product, variant);
  await switchLanguage(page, 'it', 'English');
  await shop(page, 'en', product, variant);
  await checkOut(page, 'en', product, variant);

  const after = await request.get(`/api/user/product/${product._id}`, { headers: await sessionHeaders(page) });
  const stock = ((await after.json()) as { data: Product }).data.sizeAndColors.find(
    (v) => v._id === variant._id,
  )!.stock;
  expect(stock).toBe(variant.stock - 6);
});

test('a member who cancels on the payment page keeps the cart as it was, in Italian and English', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const member = await signUpVerifiedMember(request, 'Paolo', 'Conti');
  await logInThroughForm(page, member.email, member.password);
  const headers = await sessionHeaders(page);
  const { product, variant } = await stockedProduct(request, page);
  const added = await request.post('/api/user/cart', {
    headers,
    data: { productId: product._id, variantId: variant._id, qty: 2 },
  });
  expect(added.ok(), await added.text()).toBeTruthy();
  const address = await request.post('/api/user/addresses', {
    headers,
    data: {
      firstName: 'Paolo',
      lastName: 'Conti',
      address: HOME.street,
      city: HOME.city,
      province: HOME.province,
      zipcode: HOME.zipcode,
      country: HOME.country,
    },
  });
  expect(address.ok(), await address.text()).toBeTruthy();

  for (const lang of ['it', 'en'] as const) {
    if (lang === 'en') await switchLanguage(page, 'it', 'English');
    await page.goto('/my/cart');
    await page.getByRole('button', { name: to(lang, 'addresses.step.open'), exact: true }).click();
    await expectChosen(page, lang, 'billing', HOME.street);
    await page
      .getByRole('dialog', { name: to(lang, 'addresses.step.title') })
      .getByRole('button', { name: to(lang, 'addresses.step.continue'), exact: true })
      .click();
    const total = await expectPreview(
      page,
      lang,
      { name: product.name, price: variant.price, qty: 2 },
      HOME.street,
      HOME.street,
    );
    await payInSandbox(page, lang, total, 'cancel');

    await expect(page).toHaveURL(/\/paypal\/payment\/cancel\?(?=.*kind=product)(?=.*token=)/);
    await expect(
      page.getByRole('heading', { level: 1, name: to(lang, 'checkout.payment.cancelledTitle') }),
    ).toBeVisible();
    await expect(page.getByText(to(lang, 'checkout.payment.cancelledBody'))).toBeVisible();
    await page.getByRole('link', { name: to(lang, 'checkout.payment.backToCart') }).click();
    await expect(
      page.getByRole('listitem', { name: product.name }).getByLabel(tp(lang, 'cart.quantity', { name: product.name })),
    ).toHaveText('2');
  }

  const after = await request.get(`/api/user/product/${product._id}`, { headers });
  expect(((await after.json()) as { data: Product }).data.sizeAndColors.find((v) => v._id === variant._id)!.stock).toBe(
    variant.stock,
  );
  const orders = await request.get('/api/user/myorders?productType=Product&offset=0&limit=10', { headers });
  const placed = ((await orders.json()) as { data: { status: number }[] }).data;
  expect(placed.map((order) => order.status)).toEqual([3, 3]);
});
