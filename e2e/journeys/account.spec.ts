import type { Page } from '@playwright/test';
import { text } from '../catalogue';
import { expect, test } from '../fixtures';
import {
  createVerifiedMember,
  expectToast,
  field,
  submitLogInForm,
  uniqueEmail,
  verificationLinkIn,
  waitForMail,
} from '../helpers/accountJourney';

/** The value shown next to a label in the account details (view mode). */
function detail(page: Page, label: string) {
  return page
    .getByRole('tabpanel')
    .locator('dt')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

function profileTab(page: Page, lang: 'it' | 'en', tab: string) {
  return page.getByRole('tab', { name: text(lang, 'account', `profile.tabs.${tab}`) });
}

test('a new user signs up, verifies the e-mail, edits the profile, changes the password and logs back in', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('sara.conti');
  const firstPassword = 'primaPassword1';
  const newPassword = 'secondaPassword2';
  const t = (key: string) => text('it', 'userSignup', `fields.${key}`);

  // Signup
  await page.goto('/usersignup');
  await expect(page.getByRole('heading', { level: 1, name: text('it', 'userSignup', 'page.title') })).toBeVisible();
  await field(page, t('firstName')).fill('Sara');
  await field(page, t('lastName')).fill('Conti');
  await expect(field(page, t('mobilePrefix'))).toHaveValue('39');
  await field(page, t('mobile')).fill('3331234567');
  await field(page, t('dob')).fill('14/03/1992');
  await field(page, t('fiscalCode')).fill('cntsra92c54a944k');
  await field(page, t('email')).fill(email);
  await field(page, t('password')).fill(firstPassword);
  await field(page, t('confirmPassword')).fill(firstPassword);
  await field(page, t('address')).fill('Via Indipendenza 8, Bologna');
  await page.getByRole('button', { name: text('it', 'userSignup', 'submit') }).click();
  await expect(page.getByRole('heading', { name: text('it', 'userSignup', 'done.title') })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  // Verification link from the captured mail
  const mail = await waitForMail(request, email, /\/user\/email\/verify\?/);
  expect(mail.text).toContain('Ciao Sara,');
  const link = verificationLinkIn(mail);
  expect(link.searchParams.get('email')).toBe(email);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { name: text('it', 'emailVerify', 'successTitle') })).toBeVisible();
  await page
    .getByRole('main')
    .getByRole('link', { name: text('it', 'emailVerify', 'loginLink'), exact: true })
    .click();
  await expect(page).toHaveURL(/\/login$/);

  // Login, then the profile
  await submitLogInForm(page, email, firstPassword);
  await expect(page).toHaveURL(/\/events$/);
  await page.getByRole('link', { name: text('it', 'common', 'layout.topBar.profile'), exact: true }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: text('it', 'account', 'profile.page.title') }),
  ).toBeVisible();
  await expect(detail(page, text('it', 'account', 'profile.details.firstName'))).toHaveText('Sara');
  await expect(detail(page, text('it', 'account', 'profile.details.email'))).toHaveText(email);
  await expect(detail(page, text('it', 'account', 'profile.details.dob'))).toHaveText('14/03/1992');
  await expect(detail(page, text('it', 'account', 'profile.details.fiscalCode'))).toHaveText('CNTSRA92C54A944K');

  // Edit in Italian
  await page.getByRole('button', { name: text('it', 'account', 'profile.details.edit') }).click();
  const e = (key: string) => text('it', 'account', `profile.edit.${key}`);
  await expect(page.getByRole('heading', { name: e('title') })).toBeVisible();
  await expect(field(page, e('email'))).toHaveValue(email);
  await expect(field(page, e('email'))).not.toBeEditable();
  await field(page, e('firstName')).fill('Sara Maria');
  await field(page, e('dob')).fill('02/07/1990');
  await field(page, e('address')).fill('Piazza Maggiore 1, Bologna');
  await expectToast(page, text('it', 'common', 'messages.profile.profileUpdated'), () =>
    page.getByRole('button', { name: e('save') }).click(),
  );
  await expect(page.getByRole('button', { name: text('it', 'account', 'profile.details.edit') })).toBeVisible();
  await expect(detail(page, text('it', 'account', 'profile.details.firstName'))).toHaveText('Sara Maria');
  await expect(detail(page, text('it', 'account', 'profile.details.dob'))).toHaveText('02/07/1990');
  await expect(detail(page, text('it', 'account', 'profile.details.address'))).toHaveText('Piazza Maggiore 1, Bologna');

  // English
  await page.getByRole('button', { name: text('it', 'common', 'layout.language.label') }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: text('en', 'account', 'profile.page.title') }),
  ).toBeVisible();
  await expect(detail(page, text('en', 'account', 'profile.details.firstName'))).toHaveText('Sara Maria');
  await expect(detail(page, text('en', 'account', 'profile.details.address'))).toHaveText('Piazza Maggiore 1, Bologna');
  await expect(profileTab(page, 'en', 'changePassword')).toBeVisible();

  // Change password: the server's own message, in the language on screen
  await profileTab(page, 'en', 'changePassword').click();
  const p = (key: string) => text('en', 'account', `profile.password.${key}`);
  await field(page, p('oldPassword')).fill(firstPassword);
  await field(page, p('newPassword')).fill(newPassword);
  await field(page, p('confirmPassword')).fill(newPassword);
  await expectToast(page, 'Password changed successfully.', () =>
    page
      .getByRole('tabpanel')
      .getByRole('button', { name: p('submit') })
      .click(),
  );
  await expect(field(page, p('oldPassword'))).toHaveValue('');

  // Logout asks first
  await profileTab(page, 'en', 'logout').click();
  await page
    .getByRole('tabpanel')
    .getByRole('button', { name: text('en', 'account', 'profile.logout.button') })
    .click();
  const confirm = page.getByRole('dialog', { name: text('en', 'common', 'messages.session.sureToLogout') });
  await expect(confirm).toBeVisible();
  await expectToast(page, text('en', 'common', 'messages.session.logoutSuccessfully'), () =>
    confirm.getByRole('button', { name: text('en', 'account', 'profile.logout.confirm') }).click(),
  );
  await expect(page).toHaveURL(/\/login$/);

  // The old password no longer works; the new one does, and login returns to the profile the user left
  await submitLogInForm(page, email, firstPassword, 'en');
  await expect(page.getByRole('main').getByText('Wrong e-mail or password.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await submitLogInForm(page, email, newPassword, 'en');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(
    page.getByRole('heading', { level: 1, name: text('en', 'account', 'profile.page.title') }),
  ).toBeVisible();
});

test('a logged-in member visiting /login is sent to /events', async ({ page, request }) => {
  const member = await createVerifiedMember(request, 'login.redirect');
  await page.goto('/login');
  await submitLogInForm(page, member.email, member.password);
  await expect(page).toHaveURL(/\/events$/);

  await page.goto('/login');
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.getByRole('heading', { level: 1, name: text('it', 'login', 'page.title') })).toHaveCount(0);
});

test('a login that started from /profile returns to /profile', async ({ page, request }) => {
  const member = await createVerifiedMember(request, 'login.from');
  await page.goto('/profile');
  await expect(page.getByText(text('it', 'common', 'messages.session.loginFirst'))).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await submitLogInForm(page, member.email, member.password);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(
    page.getByRole('heading', { level: 1, name: text('it', 'account', 'profile.page.title') }),
  ).toBeVisible();
  await expect(page.getByRole('tabpanel').getByText(member.email)).toBeVisible();
});
