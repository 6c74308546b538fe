import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures';
import { logInThroughForm, sessionHeaders, signUpVerifiedMember } from '../helpers/eventsMember';
import { switchLanguage } from '../helpers/language';
import { expectChosen, tr, type Lang } from '../helpers/shopCheckout';

const to = (lang: Lang, key: string, values?: Record<string, string | number>) => tr(lang, 'orders', key, values);

const HOME = { street: 'Via Mazzini 4', city: 'Verona', province: 'VR', zipcode: '37121' };
const OFFICE = { street: 'Corso Porta Nuova 30', city: 'Verona', province: 'VR', zipcode: '37122' };

async function addAddress(
  request: APIRequestContext,
  headers: Record<string, string>,
  place: typeof HOME,
  isDefault: boolean,
) {
  const response = await request.post('/api/user/addresses', {
    headers,
    data: {
      firstName: 'Elena',
      lastName: 'Conti',
      address: place.street,
      city: place.city,
      province: place.province,
      zipcode: place.zipcode,
      country: 'Italia',
      isDefault,
    },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  return ((await response.json()) as { data: { _id: string } }).data._id;
}

test('the address list sets a default shipping address apart from the billing one, and checkout starts from both, in Italian and English', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const member = await signUpVerifiedMember(request, 'Elena', 'Conti');
  await logInThroughForm(page, member.email, member.password);
  const headers = await sessionHeaders(page);
  const homeId = await addAddress(request, headers, HOME, true);
  const officeId = await addAddress(request, headers, OFFICE, false);
  const products = await request.get('/api/user/products?offset=0&limit=20', { headers });
  const listed = (
    (await products.json()) as { data: { _id: string; sizeAndColors: { _id: string; stock: number }[] }[] }
  ).data;
  const product = listed.find((candidate) => candidate.sizeAndColors.some((variant) => variant.stock >= 2))!;
  const variant = product.sizeAndColors.find((candidate) => candidate.stock >= 2)!;
  const added = await request.post('/api/user/cart', {
    headers,
    data: { productId: product._id, variantId: variant._id, qty: 1 },
  });
  expect(added.ok(), await added.text()).toBeTruthy();

  for (const lang of ['it', 'en'] as const) {
    const [billingDefault, shippingDefault] = lang === 'it' ? [HOME, OFFICE] : [OFFICE, HOME];
    await page.goto('/my/cart');
    if (lang === 'en') await switchLanguage(page, 'it', 'English');
    await page.getByRole('button', { name: to(lang, 'addresses.step.open'), exact: true }).click();
    const step = page.getByRole('dialog', { name: to(lang, 'addresses.step.title') });
    await expectChosen(page, lang, 'billing', HOME.street);
    const same = step.getByRole('checkbox', { name: to(lang, 'addresses.step.sameAsBilling') });
    if (await same.isChecked()) await same.uncheck();
    const shippingList = step.getByRole('radiogroup', { name: to(lang, 'addresses.step.shipping') });
    const billingList = step.getByRole('radiogroup', { name: to(lang, 'addresses.step.billing') });
    const names = (place: typeof HOME) => ({
      name: 'Elena Conti',
      address: `${place.street}, ${place.zipcode} ${place.city} (${place.province}), Italia`,
    });
    await shippingList
      .getByRole('button', { name: to(lang, 'addresses.list.makeDefaultShipping', names(shippingDefault)) })
      .click();
    // The address now carries the tag and is the one chosen for shipping.
    await expect(shippingList.getByRole('radio', { checked: true })).toHaveAccessibleName(
      new RegExp(`${to(lang, 'addresses.list.defaultShipping')}.*${shippingDefault.street}`),
    );
    await expectChosen(page, lang, 'shipping', shippingDefault.street);
    if (lang === 'en') {
      await billingList
        .getByRole('button', { name: to(lang, 'addresses.list.makeDefaultBilling', names(billingDefault)) })
        .click();
      await expectChosen(page, lang, 'billing', billingDefault.street);
    }

    // A fresh visit chooses the two defaults by itself.
    await page.reload();
    await page.getByRole('button', { name: to(lang, 'addresses.step.open'), exact: true }).click();
    await expectChosen(page, lang, 'billing', billingDefault.street);
    await expect(step.getByRole('checkbox', { name: to(lang, 'addresses.step.sameAsBilling') })).not.toBeChecked();
    await expectChosen(page, lang, 'shipping', shippingDefault.street);
    await step.getByRole('button', { name: to(lang, 'addresses.step.continue'), exact: true }).click();
    const [billingId, shippingId] = lang === 'it' ? [homeId, officeId] : [officeId, homeId];
    await expect(page).toHaveURL(new RegExp(`/order/preview/${billingId}/${shippingId}$`));
  }
});
