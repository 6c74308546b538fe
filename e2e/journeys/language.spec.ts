import { text, textsOnlyIn, textWith } from '../catalogue';
import { submitLogInForm } from '../helpers/accountJourney';
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
  await submitLogInForm(page, 'mario@campo.test', DEMO_PASSWORD);
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

test('a switch mid-task re-renders the open toast and the form errors, and leaves no text of the other language', async ({
  page,
}) => {
  const namespaces = [
    'common',
    'public',
    'events',
    'account',
    'auth',
    'login',
    'userSignup',
    'emailVerify',
    'associationSignup',
  ];
  const expectOnlyLanguage = async (shown: 'it' | 'en') => {
    const onScreen = await page.locator('body').innerText();
    const mixed = textsOnlyIn(shown === 'it' ? 'en' : 'it', shown, namespaces).filter((part) =>
      onScreen.includes(part),
    );
    expect(mixed, `texts of the other language on a screen in ${shown}`).toEqual([]);
  };

  // The contact form's inline errors.
  await page.goto('/contact/us');
  await page.getByRole('button', { name: text('it', 'public', 'contact.form.submit') }).click();
  await expect(page.getByText(text('it', 'public', 'contact.form.nameRequired'))).toBeVisible();
  await switchLanguage(page, 'it', text('it', 'common', 'layout.language.en'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByLabel(text('en', 'public', 'contact.form.nameLabel'))).toBeVisible();
  await expect(page.getByText(text('en', 'public', 'contact.form.nameRequired'))).toBeVisible();
  await expect(page.getByText(text('en', 'public', 'contact.form.messageRequired'))).toBeVisible();
  await expectOnlyLanguage('en');
  await switchLanguage(page, 'en', text('en', 'common', 'layout.language.it'));

  // An error toast open on the events list: its first load, right after logging in, fails.
  await page.route('**/api/user/events?**', (route) =>
    route.fulfill({ status: 503, json: { message: 'x', statusCode: 503, error: 'Service Unavailable' } }),
  );
  await page.goto('/login');
  await submitLogInForm(page, 'mario@campo.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/events$/);
  const italianToast = page.getByText(text('it', 'common', 'messages.events.listFailed'), { exact: true }).first();
  await expect(italianToast).toBeVisible();
  const openToast = await italianToast.elementHandle();
  await switchLanguage(page, 'it', text('it', 'common', 'layout.language.en'));
  // The toast already open changes its words (not a second toast beside it).
  await expect.poll(() => openToast!.textContent()).toBe(text('en', 'common', 'messages.events.listFailed'));
  await expect(page.getByText(text('it', 'common', 'messages.events.listFailed'))).toHaveCount(0);
  await page.unroute('**/api/user/events?**');
  await expectOnlyLanguage('en');
});
