import { text, textWith } from '../catalogue';
import { logInThroughForm } from '../helpers/accountJourney';
import { DEMO_PASSWORD } from '../helpers/eventsMember';
import { switchLanguage } from '../helpers/language';
import { expect, test } from '../fixtures';

const titleOf = (lang: 'it' | 'en', page: string) =>
  textWith(lang, 'common', 'app.pageTitle.format', {
    page: text(lang, 'common', `app.pageTitle.${page}`),
    product: 'Campo',
  });

test('the server sends the page head in the lang cookie language, before any script runs', async ({ request }) => {
  for (const lang of ['it', 'en'] as const) {
    const html = await (await request.get('/contact/us', { headers: { cookie: `lang=${lang}` } })).text();
    expect(html).toContain(`<html lang="${lang}"`);
    expect(html).toContain(`<title>${titleOf(lang, 'contact')}</title>`);
    expect(html).toContain(`content="${textWith(lang, 'common', 'app.meta.description', { product: 'Campo' })}"`);
  }
});

test('every page names itself in the tab, and the name follows navigation and a language switch', async ({ page }) => {
  await page.goto('/faqs');
  await expect(page).toHaveTitle(titleOf('it', 'faqs'));
  await page.goto('/login');
  await expect(page).toHaveTitle(titleOf('it', 'login'));
  await logInThroughForm(page, 'mario@campo.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/events$/);
  await expect(page).toHaveTitle(titleOf('it', 'events'));

  await switchLanguage(page, 'it', text('it', 'common', 'layout.language.en'));
  await expect(page).toHaveTitle(titleOf('en', 'events'));
  await page
    .getByRole('navigation')
    .getByRole('link', { name: text('en', 'common', 'layout.topBar.products') })
    .first()
    .click();
  await expect(page).toHaveTitle(titleOf('en', 'products'));
  await page.goto('/my/cart');
  await expect(page).toHaveTitle(titleOf('en', 'cart'));

  await switchLanguage(page, 'en', text('en', 'common', 'layout.language.it'));
  await expect(page).toHaveTitle(titleOf('it', 'cart'));
});
